#if canImport(UIKit)
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore

/// The toast a custom presenter draws into (``ToastContentPresenting``): sized to the toast's
/// frame and moved by the scene host like ``ToastView``, with the same taps, presses, swipes.
/// Its presenter's views fill it.
@MainActor
final class CustomToastView: ToastSurfaceView {
    let presenter: any ToastContentPresenting

    init(toast: PresentedToast, presenter: any ToastContentPresenting, onReport: @escaping (Report) -> Void) {
        self.presenter = presenter
        super.init(toast: toast, onReport: onReport)
        backgroundColor = .clear
        // The presenter's views (a SwiftUI hierarchy, GKRToast's box) are what VoiceOver reads;
        // the toast is announced by the engine either way.
        isAccessibilityElement = false
    }

    /// Sizes the toast to `frame` (its clip view's coordinates) and lays its content out at once, so
    /// that Auto Layout content moves within the same animation.
    func apply(_ frame: CGRect) {
        place(frame)
        layoutIfNeeded()
    }
}
#endif
