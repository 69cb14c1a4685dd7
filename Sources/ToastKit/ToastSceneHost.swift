#if canImport(UIKit)
// The iOS 16 SDK declares accessibility traits and notifications as mutable globals; newer SDKs
// make them constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore

/// Hosts the toasts of one window scene: owns its runtime and overlay window, keeps one
/// ``HostedToast`` record per toast, and carries out what the engine reports. It lays out with
/// ``ToastSceneLayout`` (ToastKit's toasts and custom content alike) and animates by sampling the
/// engine's transitions; when a toast ends is the engine's business alone (its timers end
/// transitions, so an interrupted animation can never hold up the queue).
@MainActor
final class ToastSceneHost: ToastHosting {
    private(set) weak var scene: UIWindowScene?
    let runtime: ToastRuntime
    private var window: ToastOverlayWindow?
    private let rootController = ToastOverlayViewController()
    private let measurer = UIKitTextMeasurer()
    private var sceneLayout = ToastSceneLayout()
    private var announcer = ToastAnnouncer()
    private var observation: ToastObservation?

    /// One record per toast, filed when the engine names it and removed when its request ends.
    private var records: [ToastID: HostedToast] = [:]
    private var lastOrder: UInt64 = 0
    /// The keyboard's frame in screen coordinates, as far as anyone has reported it.
    private var keyboard: ToastKeyboardReport

    /// How a toast let go short of the swipe threshold springs back: settled, barely bouncing.
    static let returnDamping: CGFloat = 0.8

    /// How long toasts take to move when others come or go.
    static let reflowSeconds: TimeInterval = 0.25

    init(scene: UIWindowScene, configuration: ToastStateMachine.Configuration, keyboard: ToastKeyboardReport) {
        self.scene = scene
        self.keyboard = keyboard
        self.runtime = ToastRuntime(configuration: configuration, scheduler: ClockToastScheduler(clock: ContinuousClock()))
        runtime.host = self
        runtime.send(.screenReaderChanged(running: UIAccessibility.isVoiceOverRunning))
        runtime.send(.reduceMotionChanged(enabled: UIAccessibility.isReduceMotionEnabled))
        if scene.activationState == .background { runtime.send(.appEnteredBackground) }
        observation = runtime.observe { [weak self] event in self?.observe(event) }
        rootController.onLayout = { [weak self] in self?.layout(animated: false) }
        rootController.onTraitChange = { [weak self] in self?.settingsChanged() }
        rootController.onChildSizeChange = { [weak self] in self?.layout(animated: true) }
    }

    /// Shows `toast`. `source` is the view it was shown from (its controller's tab bar and
    /// toolbar stay uncovered); `anchor` names a view (a navigation bar) for anchored positions.
    func show(_ toast: Toast, source: UIView?, anchor: (name: ToastAnchor, view: UIView)?, completion: @escaping ToastRuntime.Completion)
        -> ToastID
    {
        // Filed under the new identifier before the engine's effects run, so it is there
        // whenever it asks to present this toast: during `show`, or later from the queue. The
        // record goes when the request completes (observe), however and wherever it ends.
        runtime.show(toast.request, completion: completion, action: toast.action?.handler) { [weak self] id in
            self?.records[id] = HostedToast(id: id, toast: toast, source: source, anchor: anchor)
        }
    }

    /// Ends every toast of this scene: it is going away.
    func tearDown() {
        runtime.send(.presenterRemoved)
        for record in records.values { record.unhost(from: rootController) }
        records.removeAll()
        observation?.cancel()
        window?.touchTarget = nil
        window?.isHidden = true
        window = nil
    }

    // MARK: - ToastHosting

    func present(_ toast: PresentedToast) {
        guard let record = records[toast.id], record.views == nil, let window = ensureWindow(), let root = rootController.view else {
            return
        }
        lastOrder += 1
        let report: (ToastSurfaceView.Report) -> Void = { [weak self] report in self?.handle(report, from: toast.id) }
        let slot = ToastPassThroughView(frame: window.bounds)
        slot.backgroundColor = .clear
        let style = adjustedStyle(toast.request.style)
        var dim: UIView?
        var backdrop: ToastPassThroughView?
        let surface: ToastSurfaceView
        switch record.content {
        case .standard:
            if let dimColor = style.colors.dim {
                let view = UIView(frame: window.bounds)
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.backgroundColor = dimColor.uiColor
                view.isUserInteractionEnabled = false  // a dim never blocks the app (GKRToast's defect)
                view.alpha = 0
                root.addSubview(view)
                dim = view
            }
            surface = ToastView(toast: toast, image: record.image, style: style, onReport: report)
        case .custom(let presenter):
            let view = ToastPassThroughView(frame: window.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            root.addSubview(view)
            backdrop = view
            surface = CustomToastView(toast: toast, presenter: presenter, onReport: report)
        }
        slot.addSubview(surface)
        root.addSubview(slot)
        record.views = HostedToast.Views(surface: surface, slot: slot, dim: dim, backdrop: backdrop, order: lastOrder)
        if let presenter = record.presenter, let backdrop {
            // Installed once in the window, so its views have the window's traits when measured;
            // a hosting controller joins the overlay's controller hierarchy (containment).
            let child = presenter.contentViewController
            if let child { rootController.addChild(child) }
            UIView.performWithoutAnimation { presenter.install(in: surface, backdrop: backdrop) }
            child?.didMove(toParent: rootController)
        }
        layout(animated: true)
        if let views = record.views, let placed = views.placed, !record.animatesItself {
            set(
                views, to: toast.transition.sample(at: 0, phase: .entering, geometry: geometry(placed)),
                dimOpacity: toast.transition.dimOpacity(at: 0, phase: .entering))
        }
        if let presenter = record.presenter, presenter.animatesItself {
            presenter.animateIn(duration: remaining(toast))
        } else {
            animate(record, toast, phase: .entering)
        }
        playHaptic(style.behavior.haptic)
        rootController.refreshAppearance()
    }

    func beginHiding(_ toast: PresentedToast) {
        guard let record = records[toast.id], let views = record.views else { return }
        // A drag in progress stops here; the toast leaves from where it is (ToastSwipe.tracksPan).
        if let view = views.surface as? ToastView {
            view.update(toast: toast, style: adjustedStyle(toast.request.style))
        } else {
            views.surface.update(toast: toast)
        }
        announcer.removed(toast.id)
        if let presenter = record.presenter, presenter.animatesItself {
            let id = toast.id
            presenter.animateOut(duration: remaining(toast)) { [weak self] in
                self?.runtime.send(.hideAnimationFinished(id))
            }
        } else {
            animate(record, toast, phase: .leaving)
        }
    }

    /// The toast's content or style changed (a live toast's progress, text or result): its view
    /// shows the new snapshot and the layout measures it again, moving it (and any toast
    /// stacked with it) to its new size as when toasts come and go. A queued toast has no view
    /// yet: it appears with its newest content.
    func update(_ toast: PresentedToast) {
        guard let record = records[toast.id], let views = record.views else { return }
        if let view = views.surface as? ToastView {
            view.update(toast: toast, style: adjustedStyle(toast.request.style), image: record.image)
        } else {
            views.surface.update(toast: toast)
        }
        layout(animated: true)
    }

    /// A change from the toast's handle: a new image icon's picture and action handler are
    /// filed, then the engine decides the rest.
    func update(_ id: ToastID, _ change: ToastHandle.Change) {
        if let image = change.image { records[id]?.image = image }
        runtime.update(id, change.update, action: change.action)
    }

    func remove(_ id: ToastID) {
        guard let record = records[id], record.views != nil else { return }
        record.unhost(from: rootController)  // with whatever a custom exit left behind
        announcer.removed(id)
        afterRemoval()
    }

    func announce(_ text: String, for id: ToastID) {
        post(announcer.requested(text, for: id))
    }

    /// Lifecycle events: a toast is shown (announce it now), a request ended (drop its record);
    /// every event goes on to ``Toast/observe(_:)``'s observers.
    private func observe(_ event: ToastLifecycleEvent) {
        defer { ToastCenter.shared.forward(event) }
        switch event {
        case .didShow(let id):
            post(announcer.shown(id))
        case .completed(let dismissal):
            // Every request ends here exactly once, whether it was on screen, queued (dismiss
            // all, a shorter queue), coalesced or rejected: its record, presenter and image go.
            guard let record = records.removeValue(forKey: dismissal.id) else { return }
            if record.views != nil {
                record.unhost(from: rootController)
                afterRemoval()
            }
        default:
            break
        }
    }

    private func afterRemoval() {
        if records.values.contains(where: { $0.views != nil }) {
            layout(animated: true)
        } else {
            window?.isHidden = true  // the app's own window decides the status bar again
        }
        rootController.refreshAppearance()
    }

    // MARK: - Announcements

    /// Posts announcements queued behind whatever VoiceOver is saying. Posted once the toast is
    /// shown, not in the turn its view is inserted: a screen change in that turn (a push, a pop)
    /// would cut it off (ToastAnnouncer).
    private func post(_ texts: [String]) {
        for text in texts {
            let announcement = NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: true])
            UIAccessibility.post(notification: .announcement, argument: announcement)
        }
    }

    /// VoiceOver finished an announcement (`announcementDidFinishNotification`); one of ours
    /// that was not spoken is posted once more.
    func announcementFinished(_ text: String, successful: Bool) {
        post(announcer.finished(text, successful: successful))
    }

    // MARK: - Environment changes

    /// The keyboard moved; `frame` is in screen coordinates (`nil` when it hides). Toasts move in
    /// the same turn as the notification, with the keyboard's own duration and curve.
    func keyboardChanged(to frame: CGRect?, animation: ToastKeyboardAnimation) {
        keyboard = .known(frame)
        guard let window, records.values.contains(where: { $0.views != nil }) else { return }
        UIView.animate(withDuration: animation.duration, delay: 0, options: animation.options) {
            self.layout(animated: false)
            window.layoutIfNeeded()
        }
    }

    /// Text size, legibility settings or appearance changed: restyle, measure and lay out again.
    func settingsChanged() {
        for toast in runtime.presentedToasts {
            guard let view = records[toast.id]?.views?.surface as? ToastView else { continue }
            view.update(toast: toast, style: adjustedStyle(toast.request.style))
        }
        layout(animated: true)
    }

    // MARK: - Window

    private func ensureWindow() -> ToastOverlayWindow? {
        if let window {
            window.isHidden = false
            followAppWindow(window)
            return window
        }
        guard let scene else { return nil }
        let window = ToastOverlayWindow(windowScene: scene)
        window.touchTarget = { [weak self] point, event in self?.touchTarget(at: point, with: event) }
        followAppWindow(window)
        window.rootViewController = rootController
        window.isHidden = false  // visible, never key: the keyboard and focus stay where they are
        self.window = window
        readKeyboardIfUnknown()
        return window
    }

    /// The scene's app window: its key window, or its first visible window that is not ours.
    private var appWindow: UIWindow? {
        guard let scene else { return nil }
        let windows = scene.windows.filter { !($0 is ToastOverlayWindow) }
        return windows.first { $0.isKeyWindow } ?? windows.first { !$0.isHidden && $0.windowLevel == .normal } ?? windows.first
    }

    /// A new window inherits neither the app window's forced appearance
    /// (`overrideUserInterfaceStyle`) nor its direction (`semanticContentAttribute`): copy them,
    /// from the window or, when it leaves them unspecified, its root view controller.
    private func followAppWindow(_ window: ToastOverlayWindow) {
        guard let app = appWindow else { return }
        rootController.appWindow = app
        let root = app.rootViewController
        var style = app.overrideUserInterfaceStyle
        if style == .unspecified { style = root?.overrideUserInterfaceStyle ?? .unspecified }
        if window.overrideUserInterfaceStyle != style { window.overrideUserInterfaceStyle = style }
        var direction = app.semanticContentAttribute
        if direction == .unspecified { direction = root?.viewIfLoaded?.semanticContentAttribute ?? .unspecified }
        if window.semanticContentAttribute != direction {
            window.semanticContentAttribute = direction
            rootController.view.semanticContentAttribute = direction
        }
    }

    /// A scene that starts showing toasts while the keyboard is already up has seen no keyboard
    /// notification: read the app window's keyboard layout guide (iOS 15+; with no docked
    /// keyboard it rests on the safe area's bottom edge, see ToastKeyboard).
    private func readKeyboardIfUnknown() {
        guard case .unknown = keyboard, let app = appWindow, let screen = scene?.screen else { return }
        let guide = app.keyboardLayoutGuide
        app.layoutIfNeeded()  // a guide made just now has its frame after a layout pass
        let frame = ToastKeyboard.frame(
            layoutGuide: ToastRect(guide.layoutFrame), safeAreaBottom: app.safeAreaInsets.bottom,
            in: ToastSize(width: app.bounds.width, height: app.bounds.height))
        keyboard = .known(frame.map { app.convert($0.cgRect, to: screen.coordinateSpace) })
    }

    // MARK: - Touches

    /// The view that takes a touch at `point` (window coordinates): ToastCore decides which
    /// toast is under it, topmost first, never a leaving one; that toast's own hit-testing finds
    /// the button or control inside. `nil` lets the touch through to the app.
    private func touchTarget(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let window else { return nil }
        let onScreen = records.values.compactMap(\.views).sorted { $0.order < $1.order }
        let regions = onScreen.map { views in
            ToastLayout.HitRegion(
                id: views.surface.id,
                frame: ToastRect(views.surface.convert(views.surface.bounds, to: window)),
                clip: views.slot.clipsToBounds ? ToastRect(views.slot.convert(views.slot.bounds, to: window)) : nil,
                isLeaving: views.surface.toast.transitionPhase == .leaving)
        }
        guard let id = ToastLayout.toast(at: ToastPoint(x: point.x, y: point.y), in: regions),
            let surface = records[id]?.views?.surface
        else { return nil }
        return surface.hitTest(surface.convert(point, from: window), with: event) ?? surface
    }

    // MARK: - Layout and animation

    private func environment(in window: UIWindow) -> ToastLayoutEnvironment {
        let size = ToastSize(width: window.bounds.width, height: window.bounds.height)
        var keyboardFrame: ToastRect?
        if case .known(let frame?) = keyboard, let screen = scene?.screen {
            keyboardFrame = ToastKeyboard.docked(ToastRect(window.convert(frame, from: screen.coordinateSpace)), in: size)
        }
        let direction = rootController.view.effectiveUserInterfaceLayoutDirection
        return ToastLayoutEnvironment(
            containerSize: size,
            safeArea: ToastEdgeInsets(window.safeAreaInsets),
            keyboardFrame: keyboardFrame,
            layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight,
            textScale: UIFontMetrics.default.scaledValue(for: Self.textScaleReference, compatibleWith: window.traitCollection)
                / Self.textScaleReference)
    }

    /// The body text size at the default setting, against which the reader's setting is measured.
    static let textScaleReference: CGFloat = 17

    private func layout(animated: Bool) {
        guard let window else { return }
        let environment = environment(in: window)
        var entries: [ToastSceneLayout.Entry] = []
        for toast in runtime.presentedToasts {
            guard let record = records[toast.id], let views = record.views else { continue }
            views.surface.update(toast: toast)
            entries.append(
                ToastSceneLayout.Entry(
                    toast: toast, contentSize: measure(record, toast, in: environment),
                    anchor: anchorFrame(of: record, in: window), bottomBar: bottomBar(of: record, in: window)))
        }
        guard !entries.isEmpty else { return }
        let placed = sceneLayout.update(entries, in: environment, measurer: measurer)
        let apply = { (placed: [ToastSceneLayout.Placed]) in
            for result in placed {
                guard let views = self.records[result.placement.id]?.views else { continue }
                let slotFrame = result.clip?.cgRect ?? window.bounds
                views.slot.frame = slotFrame
                views.slot.clipsToBounds = result.clip != nil
                let frame = result.placement.frame.cgRect.offsetBy(dx: -slotFrame.minX, dy: -slotFrame.minY)
                if let view = views.surface as? ToastView {
                    view.apply(result.placement, origin: frame.origin)
                } else if let view = views.surface as? CustomToastView {
                    view.apply(frame)
                }
                views.placed = result
            }
        }
        // A toast placed for the first time takes its frame at once (its transition animates it
        // in); the others move to their new places.
        let fresh = placed.filter { records[$0.placement.id]?.views?.placed == nil }
        let moving = placed.filter { records[$0.placement.id]?.views?.placed != nil }
        UIView.performWithoutAnimation { apply(fresh) }
        if animated && !UIAccessibility.isReduceMotionEnabled {
            UIView.animate(withDuration: Self.reflowSeconds, delay: 0, options: [.beginFromCurrentState, .allowUserInteraction]) {
                apply(moving)
            }
        } else {
            apply(moving)
        }
    }

    /// Custom content's size for the space its style allows, asked again on every layout so it
    /// follows rotation, size, text-size and appearance changes.
    private func measure(_ record: HostedToast, _ toast: PresentedToast, in environment: ToastLayoutEnvironment) -> ToastSize? {
        guard let presenter = record.presenter else { return nil }
        let safe = environment.safeArea
        let limit = CGSize(
            width: max(ToastLayout.maximumContentWidth(style: toast.request.style, in: environment), 1),
            height: max(environment.containerSize.height - safe.top - safe.bottom, 1))
        let size = presenter.sizeThatFits(limit)
        return ToastSize(width: min(max(size.width, 0), limit.width), height: min(max(size.height, 0), limit.height))
    }

    /// The frame of the view an anchored toast sits below, while it is on screen.
    private func anchorFrame(of record: HostedToast, in window: UIWindow) -> ToastRect? {
        guard let view = record.anchor?.view.value, view.window != nil, !view.isHidden, let screen = scene?.screen else { return nil }
        let inScreen = view.convert(view.bounds, to: screen.coordinateSpace)
        return ToastRect(window.convert(inScreen, from: screen.coordinateSpace))
    }

    /// The band the tab bar and toolbar cover at the bottom of the controller the toast was
    /// shown from: from its view's safe area's bottom edge (a child of a tab bar or navigation
    /// controller has the bars in its safe area) to its view's bottom edge. A toast shown without
    /// a view — or whose view has left the screen (saved, then popped) — uses the controller the
    /// app shows now: the top of the presentation chain, its selected tab, the top of its
    /// navigation stack.
    private func bottomBar(of record: HostedToast, in window: UIWindow) -> ToastRect? {
        var controller: UIViewController?
        if let source = record.source, source.window != nil { controller = Self.controller(owning: source) }
        if controller == nil, let root = appWindow?.rootViewController { controller = Self.visibleController(from: root) }
        guard let view = controller?.viewIfLoaded, view.window != nil, let screen = scene?.screen else { return nil }
        let safe = view.safeAreaLayoutGuide.layoutFrame
        let band = CGRect(x: view.bounds.minX, y: safe.maxY, width: view.bounds.width, height: max(view.bounds.maxY - safe.maxY, 0))
        return ToastRect(window.convert(view.convert(band, to: screen.coordinateSpace), from: screen.coordinateSpace))
    }

    /// The controller whose view holds `view`, down to the one a container shows.
    private static func controller(owning view: UIView) -> UIViewController? {
        var responder: UIResponder? = view
        while let current = responder {
            if let controller = current as? UIViewController { return shown(by: controller) }
            responder = current.next
        }
        return nil
    }

    /// What the app shows from `root`: the last presented controller, then what containers show.
    private static func visibleController(from root: UIViewController) -> UIViewController {
        var controller = root
        while let presented = controller.presentedViewController, !presented.isBeingDismissed {
            controller = presented
        }
        return shown(by: controller)
    }

    /// The controller a container shows: a tab bar controller's selected tab, a navigation
    /// controller's top controller.
    private static func shown(by controller: UIViewController) -> UIViewController {
        var current = controller
        for _ in 0..<ToastStatusBarSource.depthLimit {
            if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                current = selected
            } else if let navigation = current as? UINavigationController, let top = navigation.topViewController {
                current = top
            } else {
                break
            }
        }
        return current
    }

    private func geometry(_ placed: ToastSceneLayout.Placed) -> ToastTransitionGeometry {
        ToastTransitionGeometry(
            frame: placed.placement.frame, container: placed.containerSize, anchor: placed.anchor,
            layoutDirection: placed.placement.layoutDirection)
    }

    /// Seconds left of the toast's current transition.
    private func remaining(_ toast: PresentedToast) -> TimeInterval {
        max(toast.transitionEnd - runtime.now, 0)
    }

    private func set(_ views: HostedToast.Views, to sample: ToastTransitionSample, dimOpacity: Double? = nil) {
        views.surface.alpha = sample.opacity
        views.surface.transform = sample.transform(adding: views.panOffset)
        if let dimOpacity { views.dim?.alpha = dimOpacity }
    }

    /// Runs the rest of the toast's current transition, from wherever the view is now.
    private func animate(_ record: HostedToast, _ toast: PresentedToast, phase: ToastTransitionPhase) {
        guard let views = record.views, let placed = views.placed else { return }
        views.animator?.stopAnimation(true)
        views.animator = nil
        let target =
            phase == .entering
            ? ToastTransitionSample.identity
            : toast.transition.sample(at: 1, phase: .leaving, geometry: geometry(placed))
        let remaining = remaining(toast)
        // The dim fades over the same time whatever the toast does (ToastTransition.dimOpacity).
        let dimTarget = toast.transition.dimOpacity(at: 1, phase: phase)
        guard remaining > 0 else {
            set(views, to: target, dimOpacity: dimTarget)
            return
        }
        let animator = UIViewPropertyAnimator(duration: remaining, timingParameters: toast.transition.curve.timingParameters)
        animator.addAnimations { [weak self, weak views] in
            guard let self, let views else { return }
            self.set(views, to: target, dimOpacity: dimTarget)
        }
        animator.isUserInteractionEnabled = true
        views.animator = animator
        animator.startAnimation()
    }

    private func handle(_ report: ToastSurfaceView.Report, from id: ToastID) {
        switch report {
        case .event(let event):
            runtime.send(event)
        case .panned(let displacement):
            // A leaving toast is never dragged: its exit keeps running from where it is.
            guard let views = records[id]?.views, views.surface.toast.transitionPhase != .leaving else { return }
            views.animator?.stopAnimation(true)
            views.animator = nil
            views.panOffset = displacement
            if records[id]?.animatesItself == true {
                views.surface.transform = CGAffineTransform(translationX: displacement.x, y: displacement.y)
            } else {
                set(views, to: .identity)
            }
        case .panCancelled:
            guard let views = records[id]?.views, views.surface.toast.transitionPhase != .leaving else { return }
            views.panOffset = .zero
            UIView.animate(
                withDuration: Self.reflowSeconds, delay: 0, usingSpringWithDamping: Self.returnDamping, initialSpringVelocity: 0,
                options: [.allowUserInteraction]
            ) {
                if self.records[id]?.animatesItself == true {
                    views.surface.transform = .identity
                } else {
                    self.set(views, to: .identity)
                }
            }
        }
    }

    private func adjustedStyle(_ style: ToastStyle) -> ToastStyle {
        style.adjusted(
            reduceTransparency: UIAccessibility.isReduceTransparencyEnabled, increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled)
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

/// What is known about the keyboard, in screen coordinates.
enum ToastKeyboardReport: Sendable {
    /// No notification yet: read the keyboard layout guide when a scene starts showing toasts.
    case unknown
    /// The last reported frame; `nil` when it is hidden.
    case known(CGRect?)
}

/// How the keyboard moves: the duration and curve from its notification's `userInfo`.
struct ToastKeyboardAnimation: Sendable {
    var duration: TimeInterval
    /// `UIView.AnimationCurve`'s raw value; usually 7, which has no case of its own.
    var curve: Int

    /// The keyboard's curve as animation options: the curve sits in bits 16–19 of
    /// `UIView.AnimationOptions` (`curve << 16`), which also carries curve 7.
    var options: UIView.AnimationOptions {
        [UIView.AnimationOptions(rawValue: UInt(max(curve, 0)) << 16), .beginFromCurrentState, .allowUserInteraction]
    }
}
#endif
