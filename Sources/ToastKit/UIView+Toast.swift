#if canImport(UIKit)
import UIKit
import ToastCore

/// Something that can show a toast in its own window scene: a view or a view controller.
///
/// Conforming types implement ``showToast(_:completion:)``; the message form comes with it.
@MainActor
public protocol ToastShowing {
    /// Shows `toast` in this object's window scene.
    @discardableResult
    func showToast(_ toast: Toast, completion: Toast.Completion?) -> ToastHandle
}

extension ToastShowing {
    /// Shows a message in this object's window scene.
    ///
    /// ```swift
    /// view.showToast("Copied")
    /// viewController.showToast("Saved", position: .top)
    /// ```
    @discardableResult
    public func showToast(
        _ message: String, title: String? = nil, duration: ToastDuration? = nil, position: ToastPosition? = nil,
        style: ToastStyle? = nil, completion: Toast.Completion? = nil
    ) -> ToastHandle {
        showToast(Toast(message, title: title, style: style, duration: duration, position: position), completion: completion)
    }
}

extension UIView: ToastShowing {
    /// Shows `toast` in this view's window scene (not necessarily the key window's). A bottom
    /// toast sits above the tab bar and toolbar of the controller this view belongs to.
    ///
    /// The toast shows in this view's scene and no other. A view that is in no window yet (a
    /// controller's view in `viewDidLoad`) shows it once it is in one; a view whose scene is in
    /// the background shows it when the scene returns. Either way the request waits at most ten
    /// seconds, then ends with ``/ToastCore/ToastDropCause/nowhereToShow``. This works in app
    /// extensions too.
    @discardableResult
    public func showToast(_ toast: Toast, completion: Toast.Completion? = nil) -> ToastHandle {
        let handle = ToastHandle()
        showToast(toast, handle: handle, completion: completion)
        return handle
    }

    func showToast(_ toast: Toast, handle: ToastHandle, completion: Toast.Completion?) {
        ToastCenter.shared.show(toast, from: .view(Weak(self)), anchor: nil, handle: handle, completion: completion)
    }

    /// Shows `toast` just below `anchor` (a bar of your own), sliding from behind it if its style
    /// says so. The anchor is held weakly; if it is gone or hidden the toast shows at the top.
    @discardableResult
    public func showToast(_ toast: Toast, below anchor: UIView, completion: Toast.Completion? = nil) -> ToastHandle {
        var anchored = toast
        anchored.position = .anchored(to: .navigationBar)
        let handle = ToastHandle()
        ToastCenter.shared.show(
            anchored, from: .view(Weak(self)), anchor: (.navigationBar, anchor), handle: handle, completion: completion)
        return handle
    }
}

extension UIViewController: ToastShowing {
    /// Shows `toast` in this controller's window scene. A bottom toast sits above this
    /// controller's tab bar and toolbar. A toast anchored to ``ToastAnchor/navigationBar`` sits
    /// below this controller's navigation bar, so the `messageBanner` style slides from behind it.
    ///
    /// Like a view's toast, it shows in this controller's scene only: once its view is in a
    /// window (shown from `viewDidLoad`, it appears as the controller does). This works in app
    /// extensions too.
    @discardableResult
    public func showToast(_ toast: Toast, completion: Toast.Completion? = nil) -> ToastHandle {
        let handle = ToastHandle()
        showToast(toast, handle: handle, completion: completion)
        return handle
    }

    func showToast(_ toast: Toast, handle: ToastHandle, completion: Toast.Completion?) {
        var anchor: (name: ToastAnchor, view: UIView)?
        if let navigation = navigationController, !navigation.isNavigationBarHidden {
            anchor = (.navigationBar, navigation.navigationBar)
        }
        ToastCenter.shared.show(toast, from: .controller(Weak(self)), anchor: anchor, handle: handle, completion: completion)
    }
}
#endif
