#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
internal import ToastShellRules
import ToastKit
import UIKit

/// Where a SwiftUI view lives: filled in by ``SceneProbe`` as the view moves in and out of
/// windows, so its toasts go to its own scene (not merely the key window's) and a bottom toast
/// stays above the tab bar and toolbar of the controller that hosts it. A view that is covered
/// (pushed away) leaves its window; its toasts still go to the scene it was in, and a view not in
/// a window yet shows them once it is (`ToastSceneMemory` decides). None of it needs the app's
/// list of scenes, so the `.toast` modifiers work in app extensions.
@MainActor
final class SceneReference {
    private var memory = ToastSceneMemory<UIWindowScene>()
    /// The probe, in a window or not: the view toasts are shown from. Held weakly: SwiftUI keeps
    /// it as long as the modifier is in the hierarchy, covered or not.
    private weak var view: UIView?

    /// The probe moved to `window`, or out of its window (`nil`).
    func probe(_ probe: UIView, movedTo window: UIWindow?) {
        memory.viewMoved(toWindowIn: window?.windowScene)
        view = probe
    }

    /// Shows `toast` from the probe while it is in a window, else in the scene it was in last,
    /// else from the probe once it is in a window (`view.showToast` waits for that).
    func show(_ toast: Toast, completion: Toast.Completion?) -> ToastHandle {
        let view = view
        switch memory.origin(viewIsInWindow: view?.window != nil) {
        case .view:
            // No probe at all (the modifier's view was never made, or is gone) is a view that
            // never joins a window: the request waits in vain and ends with nowhereToShow.
            guard let view else { return Toast.show(toast, onlyIn: nil, completion: completion) }
            return view.showToast(toast, completion: completion)
        case .scene(let scene):
            return Toast.show(toast, onlyIn: scene, completion: completion)
        }
    }
}

/// An invisible view that reports its window's scene.
struct SceneProbe: UIViewRepresentable {
    let reference: SceneReference

    func makeUIView(context: Context) -> ProbeView {
        let view = ProbeView()
        view.reference = reference
        reference.probe(view, movedTo: nil)
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
