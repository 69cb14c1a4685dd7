#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
@_spi(Plumbing) import ToastKit
import UIKit

extension Toast {
    /// What VoiceOver announces for custom content that names no label.
    public static let defaultAccessibilityLabel = NSLocalizedString(
        "Notification", comment: "VoiceOver label of a toast with custom content")

    /// A toast with custom SwiftUI content, a toast like any other: placed by the style's rules
    /// at `position` at the size SwiftUI gives it, stacked with the other toasts there, kept above
    /// the keyboard, placed again on rotation and text-size changes, moved by the style's
    /// transitions; the engine decides its timing, queue and dismissal.
    ///
    /// ```swift
    /// showToast(Toast(accessibilityLabel: "Downloaded 3 files") {
    ///     HStack { Image(systemName: "arrow.down.circle.fill"); Text("3 files") }
    ///         .padding().background(.thinMaterial, in: Capsule())
    /// })
    /// ```
    ///
    /// `accessibilityLabel` is what VoiceOver announces and how the reading time is measured.
    /// Buttons inside work; with a style that dismisses on tap, a tap on one also ends the toast.
    public init<Content: View>(
        accessibilityLabel: String? = nil, style: ToastStyle? = nil, duration: ToastDuration? = nil,
        position: ToastPosition? = nil, priority: ToastPriority = .normal, policy: ToastQueuePolicy? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            accessibilityLabel ?? Self.defaultAccessibilityLabel, style: style, duration: duration, position: position, priority: priority,
            policy: policy)
        presenter = HostingToastPresenter(rootView: AnyView(content()))
    }
}

/// Hosts SwiftUI content as a toast. ToastKit places, measures and moves it like its own
/// toasts; this only owns the hosting controller, which ToastKit makes a child of the overlay's
/// root view controller before the content is measured (a hosting controller measured outside a
/// window has no inherited traits: no Dynamic Type, no dark mode).
@MainActor
final class HostingToastPresenter: ToastContentPresenting {
    private let hosting: UIHostingController<AnyView>

    init(rootView: AnyView) {
        hosting = UIHostingController(rootView: rootView)
        hosting.view.backgroundColor = .clear
        // A size change inside the content (its state, its text) reaches the overlay's root view
        // controller as preferredContentSizeDidChange, and the toast is placed again.
        hosting.sizingOptions = [.preferredContentSize]
        if #available(iOS 16.4, *) {
            // The toast is kept inside the safe area by the layout; sliding in from an edge must
            // not make SwiftUI pad the content for the part of the screen it passes through.
            hosting.safeAreaRegions = []
        }
    }

    var contentViewController: UIViewController? { hosting }

    func install(in content: UIView, backdrop: UIView) {
        hosting.view.frame = content.bounds
        hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(hosting.view)
    }

    func sizeThatFits(_ size: CGSize) -> CGSize {
        hosting.sizeThatFits(in: size)
    }
}
#endif
