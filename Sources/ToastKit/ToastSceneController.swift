#if canImport(UIKit)
// The iOS 16 SDK declares accessibility traits and notifications as mutable globals; newer SDKs
// make them constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore

/// Shows the toasts of one window scene: owns its runtime and overlay window, and carries out
/// what the engine reports. It lays out with ``ToastStageLayout`` and animates by sampling the
/// engine's transitions; when a toast ends is the engine's business alone (its timers end
/// transitions, so an interrupted animation can never hold up the queue).
@MainActor
final class ToastSceneController: ToastHosting {
    private(set) weak var scene: UIWindowScene?
    let runtime: ToastRuntime
    private var window: ToastOverlayWindow?
    private let rootController = ToastOverlayViewController()
    private let measurer = UIKitTextMeasurer()
    private var stage = ToastStageLayout()

    private var views: [ToastID: ToastView] = [:]
    /// A full-window view per toast, clipped below the anchor for toasts that slide from behind it.
    private var slots: [ToastID: UIView] = [:]
    private var dims: [ToastID: UIView] = [:]
    private var images: [ToastID: UIImage] = [:]
    private var animators: [ToastID: UIViewPropertyAnimator] = [:]
    /// Where a pan has moved a toast from rest.
    private var panOffsets: [ToastID: CGPoint] = [:]
    private var placements: [ToastID: ToastPlacement] = [:]
    /// Toasts that draw themselves, and the full-window containers their views live in.
    private var presenters: [ToastID: any ToastContentPresenting] = [:]
    private var customContainers: [ToastID: UIView] = [:]
    private var relays: [ToastID: CustomToastTouchRelay] = [:]
    private var anchors: [ToastAnchor: Weak<UIView>] = [:]
    private var keyboardFrameInScreen: CGRect?

    /// How a toast let go short of the swipe threshold springs back: settled, barely bouncing.
    static let returnDamping: CGFloat = 0.8

    /// How long toasts take to move when others come or go, or the keyboard moves without saying.
    static let reflowSeconds: TimeInterval = 0.25

    init(scene: UIWindowScene, configuration: ToastStateMachine.Configuration) {
        self.scene = scene
        self.runtime = ToastRuntime(configuration: configuration, scheduler: ClockToastScheduler(clock: ContinuousClock()))
        runtime.host = self
        runtime.send(.screenReaderChanged(running: UIAccessibility.isVoiceOverRunning))
        runtime.send(.reduceMotionChanged(enabled: UIAccessibility.isReduceMotionEnabled))
        if scene.activationState == .background { runtime.send(.appEnteredBackground) }
        rootController.onLayout = { [weak self] in self?.layout(animated: false) }
        rootController.onTraitChange = { [weak self] in self?.settingsChanged() }
    }

    /// Shows `toast`; `anchor` names a view (a navigation bar) for anchored positions.
    func show(_ toast: Toast, anchor: (name: ToastAnchor, view: UIView)?, completion: @escaping ToastRuntime.Completion) -> ToastID {
        if let anchor { anchors[anchor.name] = Weak(anchor.view) }
        // Filed under the new identifier before the engine's effects run, so they are there
        // whenever it asks to present this toast: during `show`, or later from the queue.
        let id = runtime.show(toast.request, completion: completion, action: toast.action?.handler) { [weak self] id in
            self?.presenters[id] = toast.presenter
            if case .image(let image) = toast.icon { self?.images[id] = image }
        }
        if !runtime.isLive(id) {
            // Ended at once (rejected, dropped, coalesced): nothing will be presented.
            presenters[id] = nil
            images[id] = nil
        }
        return id
    }

    /// Ends every toast of this scene: it is going away.
    func tearDown() {
        runtime.send(.presenterRemoved)
        window?.isHidden = true
        window = nil
    }

    // MARK: - ToastHosting

    func present(_ toast: PresentedToast) {
        guard let window = ensureWindow() else { return }
        if let presenter = presenters[toast.id] {
            presentCustom(toast, presenter: presenter, in: window)
            return
        }
        let style = adjustedStyle(toast.request.style)
        let view = ToastView(toast: toast, image: images[toast.id], style: style) { [weak self] report in
            self?.handle(report, from: toast.id)
        }
        let slot = UIView()
        slot.backgroundColor = .clear
        if let dimColor = style.colors.dim {
            let dim = UIView()
            dim.backgroundColor = dimColor.uiColor
            dim.isUserInteractionEnabled = false  // a dim never blocks the app (GKRToast's defect)
            dim.alpha = 0
            window.rootViewController?.view.addSubview(dim)
            dims[toast.id] = dim
        }
        slot.addSubview(view)
        window.rootViewController?.view.addSubview(slot)
        views[toast.id] = view
        slots[toast.id] = slot
        layout(animated: true)
        if let placement = placements[toast.id] {
            set(toast.id, to: toast.transition.sample(at: 0, phase: .entering, geometry: geometry(for: placement, toast: toast)),
                dimOpacity: toast.transition.dimOpacity(at: 0, phase: .entering))
        }
        animate(toast, phase: .entering)
        playHaptic(style.behavior.haptic)
    }

    func beginHiding(_ toast: PresentedToast) {
        if let presenter = presenters[toast.id], customContainers[toast.id] != nil {
            let id = toast.id
            presenter.animateOut(duration: max(toast.transitionEnd - runtime.now, 0)) { [weak self] in
                self?.runtime.send(.hideAnimationFinished(id))
            }
            return
        }
        views[toast.id]?.update(toast: toast, style: adjustedStyle(toast.request.style))
        animate(toast, phase: .leaving)
    }

    func remove(_ id: ToastID) {
        presenters[id] = nil
        relays[id] = nil
        if let container = customContainers.removeValue(forKey: id) {
            container.removeFromSuperview()  // with whatever a custom exit left behind
            if views.isEmpty && customContainers.isEmpty { window?.isHidden = true }
            return
        }
        animators.removeValue(forKey: id)?.stopAnimation(true)
        slots.removeValue(forKey: id)?.removeFromSuperview()
        dims.removeValue(forKey: id)?.removeFromSuperview()
        views[id] = nil
        images[id] = nil
        panOffsets[id] = nil
        placements[id] = nil
        if views.isEmpty && customContainers.isEmpty {
            window?.isHidden = true
        } else {
            layout(animated: true)
        }
    }

    func announce(_ text: String, for id: ToastID) {
        let announcement = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
        UIAccessibility.post(notification: .announcement, argument: announcement)
    }

    /// A toast that draws itself: a pass-through container over the window, the presenter's
    /// views inside, and the engine's tap and touch handling on the view it names.
    private func presentCustom(_ toast: PresentedToast, presenter: any ToastContentPresenting, in window: ToastOverlayWindow) {
        let container = UIView(frame: window.bounds)
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.backgroundColor = .clear
        window.rootViewController?.view.addSubview(container)
        customContainers[toast.id] = container
        presenters[toast.id] = presenter
        let touchView = presenter.install(in: container)
        window.touchTargets.add(touchView)
        let relay = CustomToastTouchRelay(id: toast.id) { [weak self] event in self?.runtime.send(event) }
        relay.attach(to: touchView)
        relays[toast.id] = relay  // recognizers hold their targets weakly
        if touchView.accessibilityLabel == nil {
            touchView.isAccessibilityElement = true
            touchView.accessibilityLabel = ToastAccessibility.label(for: toast.request.content)
        }
        presenter.animateIn(duration: max(toast.transitionEnd - runtime.now, 0))
        playHaptic(toast.request.style.behavior.haptic)
    }

    // MARK: - Environment changes

    /// The keyboard moved; `frame` is in screen coordinates (`nil` when it hides).
    func keyboardChanged(to frame: CGRect?, duration: TimeInterval) {
        keyboardFrameInScreen = frame
        guard !views.isEmpty else { return }
        UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : duration) {
            self.layout(animated: false)
        }
    }

    /// Text size or legibility settings changed: restyle and lay out again.
    func settingsChanged() {
        for toast in runtime.presentedToasts {
            views[toast.id]?.update(toast: toast, style: adjustedStyle(toast.request.style))
        }
        layout(animated: true)
    }

    // MARK: - Layout and animation

    private func ensureWindow() -> ToastOverlayWindow? {
        if let window {
            window.isHidden = false
            return window
        }
        guard let scene else { return nil }
        let window = ToastOverlayWindow(windowScene: scene)
        rootController.appWindow = scene.windows.first { $0.isKeyWindow } ?? scene.windows.first { !($0 is ToastOverlayWindow) }
        window.rootViewController = rootController
        window.isHidden = false  // visible, never key: the keyboard and focus stay where they are
        self.window = window
        return window
    }

    private func environment(in window: UIWindow) -> ToastLayoutEnvironment {
        var keyboard: ToastRect?
        if let frame = keyboardFrameInScreen, let screen = scene?.screen {
            keyboard = ToastRect(window.convert(frame, from: screen.coordinateSpace))
        }
        var anchorFrames: [ToastAnchor: ToastRect] = [:]
        for (name, reference) in anchors {
            guard let view = reference.value, view.window != nil, !view.isHidden, let screen = scene?.screen else { continue }
            let inScreen = view.convert(view.bounds, to: screen.coordinateSpace)
            anchorFrames[name] = ToastRect(window.convert(inScreen, from: screen.coordinateSpace))
        }
        return ToastLayoutEnvironment(
            containerSize: ToastSize(width: window.bounds.width, height: window.bounds.height),
            safeArea: ToastEdgeInsets(window.safeAreaInsets),
            keyboardFrame: keyboard,
            anchors: anchorFrames,
            layoutDirection: window.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight,
            textScale: UIFontMetrics.default.scaledValue(for: Self.textScaleReference, compatibleWith: window.traitCollection) / Self.textScaleReference)
    }

    /// The body text size at the default setting, against which the reader's setting is measured.
    static let textScaleReference: CGFloat = 17

    private func layout(animated: Bool) {
        guard let window, !views.isEmpty else { return }
        let environment = environment(in: window)
        let toasts = runtime.presentedToasts.filter { views[$0.id] != nil }
        let placed = stage.update(toasts, in: environment, measurer: measurer)
        let apply = { (placed: [ToastPlacement]) in
            for placement in placed {
                guard let view = self.views[placement.id], let slot = self.slots[placement.id],
                      let toast = toasts.first(where: { $0.id == placement.id }) else { continue }
                let clip = ToastLayout.clipRect(for: toast.request, in: environment)?.cgRect
                slot.frame = clip ?? window.bounds
                slot.clipsToBounds = clip != nil
                view.apply(placement, origin: CGPoint(x: placement.frame.minX - slot.frame.minX, y: placement.frame.minY - slot.frame.minY))
                self.dims[placement.id]?.frame = window.bounds
                self.placements[placement.id] = placement
            }
        }
        // A toast placed for the first time takes its frame at once (its transition animates it
        // in); the others move to their new places.
        let fresh = placed.filter { placements[$0.id] == nil }
        let moving = placed.filter { placements[$0.id] != nil }
        UIView.performWithoutAnimation { apply(fresh) }
        if animated && !UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: Self.reflowSeconds, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                apply(moving)
            }
        } else {
            apply(moving)
        }
    }

    private func geometry(for placement: ToastPlacement, toast: PresentedToast) -> ToastTransitionGeometry {
        let environment = window.map { self.environment(in: $0) }
        var anchor: ToastRect?
        if case .anchored(let name) = toast.request.position { anchor = environment?.anchors[name] }
        return ToastTransitionGeometry(
            frame: placement.frame, container: environment?.containerSize ?? .zero, anchor: anchor,
            layoutDirection: placement.layoutDirection)
    }

    private func set(_ id: ToastID, to sample: ToastTransitionSample, dimOpacity: Double? = nil) {
        let pan = panOffsets[id] ?? .zero
        views[id]?.alpha = sample.opacity
        views[id]?.transform = sample.transform(adding: pan)
        if let dimOpacity { dims[id]?.alpha = dimOpacity }
    }

    /// Runs the rest of the toast's current transition, from wherever the view is now.
    private func animate(_ toast: PresentedToast, phase: ToastTransitionPhase) {
        guard let placement = placements[toast.id] else { return }
        animators.removeValue(forKey: toast.id)?.stopAnimation(true)
        let target = phase == .entering
            ? ToastTransitionSample.identity
            : toast.transition.sample(at: 1, phase: .leaving, geometry: geometry(for: placement, toast: toast))
        let remaining = max(toast.transitionEnd - runtime.now, 0)
        // The dim fades over the same time whatever the toast does (ToastTransition.dimOpacity).
        let dimTarget = toast.transition.dimOpacity(at: 1, phase: phase)
        guard remaining > 0 else {
            set(toast.id, to: target, dimOpacity: dimTarget)
            return
        }
        let animator = UIViewPropertyAnimator(duration: remaining, timingParameters: toast.transition.curve.timingParameters)
        animator.addAnimations { [weak self] in self?.set(toast.id, to: target, dimOpacity: dimTarget) }
        animator.isUserInteractionEnabled = true
        animators[toast.id] = animator
        animator.startAnimation()
    }

    private func handle(_ report: ToastView.Report, from id: ToastID) {
        switch report {
        case .event(let event):
            runtime.send(event)
        case .panned(let displacement):
            animators.removeValue(forKey: id)?.stopAnimation(true)
            panOffsets[id] = displacement
            set(id, to: .identity)
        case .panCancelled:
            panOffsets[id] = nil
            UIView.animate(withDuration: Self.reflowSeconds, delay: 0, usingSpringWithDamping: Self.returnDamping, initialSpringVelocity: 0, options: [.allowUserInteraction]) {
                self.set(id, to: .identity)
            }
        }
    }

    private func adjustedStyle(_ style: ToastStyle) -> ToastStyle {
        style.adjusted(reduceTransparency: UIAccessibility.isReduceTransparencyEnabled, increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled)
    }

    private func playHaptic(_ haptic: ToastHaptic) {
        let kind: UINotificationFeedbackGenerator.FeedbackType
        switch haptic {
        case .none: return
        case .success: kind = .success
        case .warning: kind = .warning
        case .error: kind = .error
        }
        UINotificationFeedbackGenerator().notificationOccurred(kind)
    }
}
/// Reports taps and touches on a custom presenter's view to the engine, as ToastView does for
/// ToastKit's own toasts.
@MainActor
final class CustomToastTouchRelay: NSObject, UIGestureRecognizerDelegate {
    private let id: ToastID
    private let send: (ToastStateMachine.Event) -> Void

    init(id: ToastID, send: @escaping (ToastStateMachine.Event) -> Void) {
        self.id = id
        self.send = send
    }

    func attach(to view: UIView) {
        view.isUserInteractionEnabled = true
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
        let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
        press.minimumPressDuration = 0
        press.cancelsTouchesInView = false
        press.delegate = self
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(press)
    }

    @objc private func tapped() {
        send(.toastTapped(id))
    }

    @objc private func pressed(_ recognizer: UILongPressGestureRecognizer) {
        switch recognizer.state {
        case .began: send(.touchBegan(id))
        case .ended, .cancelled, .failed: send(.touchEnded(id))
        default: break
        }
    }

    nonisolated func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        true
    }
}
#endif
