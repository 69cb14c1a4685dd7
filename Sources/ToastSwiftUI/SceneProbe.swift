#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
import UIKit

/// Where a SwiftUI view lives: filled in by ``SceneProbe`` once the view is in a window, so its
/// toasts go to its own scene (not merely the key window's) and a bottom toast stays above the
/// tab bar and toolbar of the controller that hosts it.
@MainActor
final class SceneReference {
    weak var scene: UIWindowScene?
    /// The probe itself while it is in a window: the view toasts are shown from.
    weak var view: UIView?

    /// Shows `toast` from the probe's view when it is on screen, else in its scene (or the
    /// active one).
    func show(_ toast: Toast, completion: ToastRuntime.Completion?) -> ToastHandle {
        if let view, view.window != nil {
            return view.showToast(toast, completion: completion)
        }
        return Toast.show(toast, in: scene, completion: completion)
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

        override func didMoveToWindow() {
            super.didMoveToWindow()
            reference?.scene = window?.windowScene
            reference?.view = window == nil ? nil : self
        }
    }
}
#endif
