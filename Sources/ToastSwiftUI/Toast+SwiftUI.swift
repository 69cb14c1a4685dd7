#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
@_spi(Plumbing) import ToastKit
import UIKit

extension Toast {
    /// What VoiceOver announces for custom content that names no label.
    public static let defaultAccessibilityLabel = NSLocalizedString("Notification", comment: "VoiceOver label of a toast with custom content")

    /// A toast with custom SwiftUI content, placed by the engine's layout at `position` and moved
    /// by the style's transitions; the engine decides its timing, queue and dismissal as for any
    /// toast.
    ///
    /// ```swift
    /// showToast(Toast(accessibilityLabel: "Downloaded 3 files") {
    ///     HStack { Image(systemName: "arrow.down.circle.fill"); Text("3 files") }
    ///         .padding().background(.thinMaterial, in: Capsule())
    /// })
    /// ```
    ///
    /// `accessibilityLabel` is what VoiceOver announces and how the reading time is measured.
    public init<Content: View>(
        accessibilityLabel: String? = nil, style: ToastStyle = .standard, duration: ToastDuration? = nil,
        position: ToastPosition? = nil, priority: ToastPriority = .normal, policy: ToastQueuePolicy? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.init(accessibilityLabel ?? Self.defaultAccessibilityLabel, style: style, duration: duration, position: position, priority: priority, policy: policy)
        presenter = HostingToastPresenter(rootView: AnyView(content()), style: style, position: position ?? style.behavior.position)
    }
}

/// Hosts SwiftUI content as a toast: sized by SwiftUI, placed by `ToastLayout`, moved by the
/// style's transitions (a fade with Reduce Motion).
@MainActor
final class HostingToastPresenter: ToastContentPresenting {
    private let hosting: UIHostingController<AnyView>
    private let style: ToastStyle
    private let position: ToastPosition
    private var geometry: ToastTransitionGeometry?
    private var animator: UIViewPropertyAnimator?

    init(rootView: AnyView, style: ToastStyle, position: ToastPosition) {
        hosting = UIHostingController(rootView: rootView)
        hosting.view.backgroundColor = .clear
        self.style = style
        self.position = position
    }

    func install(in container: UIView) -> UIView {
        let bounds = container.bounds
        let safe = container.window?.safeAreaInsets ?? container.safeAreaInsets
        let direction: ToastLayoutDirection = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        let environment = ToastLayoutEnvironment(
            containerSize: ToastSize(width: bounds.width, height: bounds.height), safeArea: ToastEdgeInsets(safe), layoutDirection: direction)
        let widest = ToastLayout.maximumContentWidth(style: style, in: environment)
        let fitted = hosting.sizeThatFits(in: CGSize(width: max(widest, 1), height: bounds.height))
        let frame = ToastLayout.place(
            contentOfSize: ToastSize(width: fitted.width, height: fitted.height), style: style, position: position, in: environment)
        hosting.view.frame = frame.cgRect
        container.addSubview(hosting.view)
        geometry = ToastTransitionGeometry(frame: frame, container: environment.containerSize, layoutDirection: direction)
        return hosting.view
    }

    func animateIn(duration: TimeInterval) {
        run(style.motion.show, phase: .entering, duration: duration, finished: nil)
    }

    func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void) {
        run(style.motion.hide, phase: .leaving, duration: duration, finished: finished)
    }

    private func run(_ transition: ToastTransition, phase: ToastTransitionPhase, duration: TimeInterval, finished: (@MainActor () -> Void)?) {
        guard let geometry else {
            finished?()
            return
        }
        let motion = UIAccessibility.isReduceMotionEnabled ? transition.reducedMotion : transition
        let view = hosting.view!
        let apply = { (sample: ToastTransitionSample) in
            view.alpha = sample.opacity
            view.transform = sample.transform()
        }
        if phase == .entering { apply(motion.sample(at: 0, phase: .entering, geometry: geometry)) }
        let target = phase == .entering ? ToastTransitionSample.identity : motion.sample(at: 1, phase: .leaving, geometry: geometry)
        animator?.stopAnimation(true)
        guard duration > 0 else {
            apply(target)
            finished?()
            return
        }
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: motion.curve.timingParameters)
        animator.addAnimations { apply(target) }
        // Whether or not it ran to the end: the engine's deadline bounds the exit anyway.
        animator.addCompletion { _ in finished?() }
        animator.startAnimation()
        self.animator = animator
    }
}

#endif
