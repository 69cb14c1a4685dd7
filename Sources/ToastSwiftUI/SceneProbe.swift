#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
import UIKit

/// Where a SwiftUI view lives: filled in by ``SceneProbe`` once the view is in a window, so its
/// toasts go to its own scene (not merely the key window's).
@MainActor
final class SceneReference {
    weak var scene: UIWindowScene?
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
        }
    }
}
#endif
