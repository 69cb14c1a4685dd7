#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
import UIKit

/// Where a SwiftUI view lives: filled in by ``SceneProbe`` as the view moves in and out of
/// windows, so its toasts go to its own scene (not merely the key window's) and a bottom toast
/// stays above the tab bar and toolbar of the controller that hosts it. A view that is covered
/// (pushed away) leaves its window; its toasts still go to the scene it was in
/// (`ToastSceneMemory` decides).
@MainActor
final class SceneReference {
    private var memory = ToastSceneMemory<UIWindowScene>()
    /// The probe itself while it is in a window: the view toasts are shown from.
    private weak var view: UIView?

    /// The probe moved to `window`, or out of its window (`nil`).
    func probe(_ probe: UIView, movedTo window: UIWindow?) {
        memory.viewMoved(toWindowIn: window?.windowScene)
        view = window == nil ? nil : probe
    }

    /// Shows `toast` from the probe's view while it is in a window, else in the scene it was in
    /// last (or the active one).
    func show(_ toast: Toast, completion: ToastRuntime.Completion?) -> ToastHandle {
        let view = view
        switch memory.origin(viewIsInWindow: view?.window != nil) {
        case .view:
            if let view { return view.showToast(toast, completion: completion) }
            return Toast.show(toast, completion: completion)
        case .scene(let scene):
            return Toast.show(toast, in: scene, completion: completion)
        case .activeScene:
            return Toast.show(toast, completion: completion)
        }
    }
}

/// An invisible view that reports its window's scene.
struct SceneProbe: UIViewRepresentable {
    let reference: SceneReference

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView()
        view.reference = reference
        return view
    }

    func updateUIView(_ view: ProbeView, context: Context) {
        view.reference = reference
    }

    final class ProbeView: UIView {
        weak var reference: SceneReference?

        override init(frame: CGRect) {
            super.init(frame: frame)
            isUserInteractionEnabled = false
            isAccessibilityElement = false
            accessibilityElementsHidden = true
        }

        @available(*, unavailable)
        required init?(coder: NSCoder) {
            fatalError("ProbeView is created in code only")
        }

        /// UIKit calls this with no window when the view is covered (a push, a full-screen
        /// cover, another tab) and with its window when it comes back.
        override func didMoveToWindow() {
            super.didMoveToWindow()
            reference?.probe(self, movedTo: window)
        }
    }
}
#endif
