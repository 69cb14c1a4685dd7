#if canImport(UIKit)
import UIKit
import ToastCore
import ToastKit

/// The refresh-count banner of seed `003`: a pill that slides down from behind the navigation
/// bar ("刷新了20条新数据"), on ToastKit's engine.
///
/// ```objc
/// self.showMessageView = [ShowMessageView createShowMessageViewInViewController:self];
/// [self.showMessageView showMessage:@"刷新了20条新数据"];     // when the refresh ends
/// [self.showMessageView hideMessage];                         // in viewWillDisappear:
/// ```
///
/// Looks and moves as the original (a 40 pt pill, black at 70 %, 16 pt, `max(100, w) + 20`
/// wide, a soft grey shadow; 0.8 s down 50 pt while fading in, 0.5 s, 0.3 s fade out). Fixed: its
/// place comes from the bar's real frame (not a screen-size check for one phone); a second
/// message restarts the cycle with the new text; `hideMessage` cancels the pending fade-out.
///
/// The banner is drawn by ToastKit's overlay, clipped below the bar so that it seems to come from
/// behind it. The view itself is only the handle the original API returns: it is never added to
/// the bar (the original added one to the shared navigation bar per controller, and none ever
/// left), and it holds its controller and bar weakly.
///
/// `showMessage:` and `hideMessage` may be called from any thread (a refresh that ends on a
/// network callback): off the main thread they take effect on the main thread, in the order the
/// calling thread made them. Making the banner (`createShowMessageViewInViewController:`,
/// `…customNav:`, `initWithFrame:`) makes a view, which UIKit allows on the main thread only: do
/// it where the controller is made.
///
/// It shows from its controller, in that controller's scene, so it works in app extensions too.
@MainActor
@objc(ShowMessageView)
open class ShowMessageView: UIView {
    private weak var viewController: UIViewController?
    private weak var customNavigationBar: UIView?
    private var current: ToastHandle?

    /// A hidden, inert view, as UIKit requires of a subclass; make banners with
    /// ``create(in:)`` or ``create(in:customNav:)`` instead. The frame is ignored (the view is
    /// never drawn), and a banner made this way has no controller: its messages show at the top of
    /// the scene of the window this view is in, once it is in one (a view that is in no window
    /// shows nothing, and its message ends with `dropped` after ten seconds). Main thread only.
    public required override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        isUserInteractionEnabled = false
        isAccessibilityElement = false
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("ShowMessageView is created with createShowMessageViewInViewController:")
    }

    /// A banner under `viewController`'s navigation bar. Main thread only (it makes a view).
    @objc(createShowMessageViewInViewController:)
    public class func create(in viewController: UIViewController) -> Self {
        let view = self.init(frame: .zero)
        view.viewController = viewController
        return view
    }

    /// A banner under `customNav`, a bar of the app's own (the system bar being hidden). Main
    /// thread only (it makes a view).
    @objc(createShowMessageViewInViewController:customNav:)
    public class func create(in viewController: UIViewController, customNav: UIView) -> Self {
        let view = self.init(frame: .zero)
        view.viewController = viewController
        view.customNavigationBar = customNav
        return view
    }

    /// Shows `message`; a message already showing gives way and the cycle starts again.
    @objc(showMessage:)
    open nonisolated func showMessage(_ message: String) {
        // Swift 6 traps a main-actor @objc method called off the main thread; hop instead.
        ToastMainThread.run { self.show(message) }
    }

    private func show(_ message: String) {
        let toast = Toast(request: ClassicSystem.MessageBanner.request(message: message))
        if let bar = customNavigationBar ?? viewController?.navigationController?.navigationBar {
            current = bar.showToast(toast, below: bar)
        } else if let viewController {
            current = viewController.showToast(toast)
        } else {
            current = showToast(toast)  // no controller: this view's own scene
        }
    }

    /// Hides the banner and cancels its pending fade-out.
    @objc(hideMessage)
    open nonisolated func hideMessage() {
        ToastMainThread.run {
            self.current?.dismiss()
            self.current = nil
        }
    }
}
#endif
