#if canImport(UIKit)
// The iOS 16 SDK declares accessibility traits and notifications as mutable globals; newer SDKs
// make them constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
import ToastCore
internal import ToastShellRules

/// Carries out, with views and animations, what one window scene's `ToastStage` decides.
///
/// It owns the scene's runtime, which runs the engine and the stage together: the stage's
/// cues come here. The host reads the scene's facts (size, safe
/// area, keyboard, the bars of the controller that shows, text size, direction, accessibility
/// settings) and reports them; it decides nothing about where a toast goes, what moves or how.
///
/// UIKit behaviour it relies on:
/// - A view's `frame` set inside an animation block (the rotation coordinator's) animates with
///   it; outside one it applies at once (`ToastStage.Cue.place(_:_:)`).
/// - Animations of one property are additive since iOS 8: a new move starts from where the view
///   is on screen, which is where the stage starts it.
/// - UIKit posts nothing when a controller's bars change (a push that hides the tab bar, a pop
///   that brings it back): the host reads them again at every layout of the overlay, and polls
///   them only for a while after something that may move them (``ToastBarsPolling``: a touch
///   anywhere in the scene, which the overlay's hit-test sees first since it is the topmost
///   window, a toast that comes, moves or goes, a layout, trait or keyboard change).
@MainActor
final class ToastSceneHost {
    private(set) weak var scene: UIWindowScene?
    let runtime: ToastRuntime
    /// The overlay window, in an app.
    private var window: ToastOverlayWindow?
    /// The app's window that holds the overlay's view, in an app extension
    /// (``ToastOverlayPolicy/Container/viewInAppWindow``).
    private var container: UIWindow?
    /// The window the toasts are drawn in, whichever it is: every frame is in its coordinates.
    private var overlay: UIWindow? { window ?? container }
    private let rootController = ToastOverlayViewController()
    private let measurer = UIKitTextMeasurer()
    private var announcer = ToastAnnouncer()
    private var observation: ToastObservation?
    /// Re-reads the bars while something moves (``barsPolling``).
    private var barsTimer: Timer?
    /// When the bars are read again (ToastShellRules).
    private var barsPolling = ToastBarsPolling()
    /// The toasts' contexts as last read, to tell whether a poll found the bars moving.
    private var lastContexts: [ToastStage.Context] = []
    /// Whether a system animation (a rotation) is running: places follow it instead of jumping.
    private var followsSystemAnimation = false

    /// One record per toast, filed when the engine names it and removed when its request ends.
    private var records: [ToastID: HostedToast] = [:]
    /// The keyboard's frame in screen coordinates, as far as anyone has reported it.
    private var keyboard: ToastKeyboardReport
    /// Whether the keyboard is to be read on the next turn (``readKeyboardSoon()``).
    private var isKeyboardReadScheduled = false

    /// How an app's toasts stack: the rule, and the positions that choose for themselves
    /// (`Toast.defaults.stacking`, `stackingByPosition`).
    typealias Stacking = (rule: ToastStacking, byPosition: [ToastPosition: ToastStacking])

    /// How the scene's toasts stack, as the center tells it.
    private var stacking: Stacking
    /// Where every lifecycle event goes after the host has done its part (the center's
    /// observers, for `Toast.observe`).
    private let forward: @MainActor (ToastLifecycleEvent) -> Void

    init(
        scene: UIWindowScene, limits: ToastStateMachine.Limits, keyboard: ToastKeyboardReport,
        stacking: Stacking, forward: @escaping @MainActor (ToastLifecycleEvent) -> Void
    ) {
        self.scene = scene
        self.keyboard = keyboard
        self.stacking = stacking
        self.forward = forward
        runtime = ToastRuntime(
            limits: limits, scheduler: ClockToastScheduler(clock: ContinuousClock()), scene: ToastStage.Scene(size: .zero),
            measurer: measurer)
        runtime.perform = { [weak self] cues in self?.carryOut(cues) }
        runtime.context = { [weak self] toast in self?.prepare(toast) ?? ToastStage.Context() }
        runtime.announce = { [weak self] text, id in
            guard let self else { return }
            post(announcer.requested(text, priority: ToastAnnouncementPriority(for: runtime.snapshot(id)), for: id))
        }
        runtime.send(.screenReaderChanged(running: UIAccessibility.isVoiceOverRunning))
        runtime.send(.reduceMotionChanged(enabled: UIAccessibility.isReduceMotionEnabled))
        if ToastOverlayPolicy.startsHeld(in: ToastSceneSelection.State(scene.activationState)) { runtime.send(.appEnteredBackground) }
        observation = runtime.observe { [weak self] event in self?.observe(event) }
        rootController.onLayout = { [weak self] in
            self?.readScene()
            self?.barsMayMove()
        }
        // In a rotation's alongside block the bounds and safe area may still be the old ones; the
        // new ones arrive in a layout pass inside the same animation, so places follow the
        // system's animation from the transition's start to its completion.
        rootController.onSystemAnimation = { [weak self] running in
            self?.followsSystemAnimation = running
            self?.readScene()
            self?.barsMayMove()
        }
        rootController.onTraitChange = { [weak self] in
            self?.readScene(measuring: true)
            self?.barsMayMove()
        }
        rootController.onChildSizeChange = { [weak self] in self?.readContexts(measuring: true) }
        focusObserver = NotificationCenter.default.addObserver(
            forName: UIAccessibility.elementFocusedNotification, object: nil, queue: .main
        ) { [weak self] note in
            // Posted on the main thread, and the block runs on the main queue: the element never
            // leaves it.
            nonisolated(unsafe) let element = note.userInfo?[UIAccessibility.focusedElementUserInfoKey]
            MainActor.assumeIsolated { self?.focusMoved(to: element) }
        }
    }

    /// Observes where an assistive technology's focus goes (``focusMoved(to:)``).
    private var focusObserver: NSObjectProtocol?

    /// VoiceOver's (or Switch Control's) focus moved to `element`: an open deck it left folds (the
    /// stage's `focusMoved`). UIKit posts `elementFocusedNotification` with the element in its
    /// user info each time the focus moves; activations and swipes are no touches, so nothing else
    /// tells the stage.
    private func focusMoved(to element: Any?) {
        guard runtime.stage.hasOpenDeck else { return }
        let id = element.flatMap(Self.surface(containing:))?.id
        runtime.send(ToastStage.Input.focusMoved(id.flatMap { records[$0] == nil ? nil : $0 }))
    }

    /// Shows `toast` as request `id`. `source` is the view it was shown from (its controller's tab
    /// bar and toolbar stay uncovered); `anchor` names a view (a navigation bar) for anchored positions.
    func show(
        _ toast: Toast, id: ToastID, source: UIView?, anchor: (name: ToastAnchor, view: UIView)?, completion: @escaping Toast.Completion
    ) {
        // Filed before the engine's effects run, so it is there whenever this toast appears:
        // during `show`, or later from the queue. The record goes when the request
        // completes (observe), however and wherever it ends.
        records[id] = HostedToast(id: id, toast: toast, source: source, anchor: anchor)
        runtime.show(toast.request, id: id, completion: completion, action: toast.action?.handler)
    }

    /// Ends every toast of this scene: it is going away.
    func tearDown() {
        runtime.send(.sceneRemoved)
        for record in records.values { record.unhost(from: rootController) }
        records.removeAll()
        observation?.cancel()
        focusObserver.map(NotificationCenter.default.removeObserver)
        releaseWindow()
    }

    /// A change from the toast's handle: a new image icon's picture and action handler are
    /// filed, then the engine decides the rest.
    func update(_ id: ToastID, _ change: ToastHandle.Change) {
        if let image = change.image { records[id]?.image = image }
        runtime.update(id, change.update, action: change.action)
    }

    /// Lifecycle events: a toast is shown (announce it now), a request ended (drop its record);
    /// every event goes on to ``Toast/observe(_:)``'s observers.
    private func observe(_ event: ToastLifecycleEvent) {
        defer { forward(event) }
        switch event {
        case .didShow(let id):
            post(announcer.shown(id))
        case .completed(let ending):
            // Every request ends here exactly once, whether it was on screen, queued (dismiss
            // all, a shorter queue), coalesced or rejected: its record, presenter and image go.
            records.removeValue(forKey: ending.id)?.unhost(from: rootController)
        default:
            break
        }
    }

    // MARK: - What the scene reports

    /// The keyboard moved; `frame` is in screen coordinates (`nil` when it hides), `screen` the
    /// screen it is on. Toasts move in the same turn as the notification, with the keyboard's
    /// own duration and curve. Since iOS 16.1 the notification names its screen: a keyboard on
    /// another screen (an iPad's, while this scene is on an external display) is not this
    /// scene's.
    func keyboardChanged(to frame: CGRect?, on screen: ObjectIdentifier?, animation: ToastKeyboardAnimation) {
        if let screen, let own = scene?.screen, screen != ObjectIdentifier(own) { return }
        keyboard = .known(frame)
        runtime.send(.keyboardMoved(keyboardFrame(), ToastStageAnimation(duration: animation.duration, curve: .system(animation.curve))))
        barsMayMove()
    }

    /// Text size, legibility settings or appearance changed.
    func settingsChanged() {
        readScene(measuring: true)
    }

    /// The app's stacking changed (`Toast.defaults.stacking`, `stackingByPosition`).
    func stackingChanged(to stacking: Stacking) {
        self.stacking = stacking
        readScene(measuring: true)
    }

    /// The scene became active or stopped being active: the bars are polled only while it is in
    /// the foreground and active (a repeating timer keeps firing in the background for apps with
    /// background modes), and the overlay shows only then (ToastOverlayPolicy: the
    /// app-switcher snapshot holds no toast).
    /// `active` is what the scene is becoming (during `willDeactivate` its state still reads
    /// active).
    func activityChanged(active: Bool) {
        window?.activityChanged(active: active)
        if active, overlay != nil {
            barsMayMove(active: true)
        } else {
            barsPolling.stop()
            stopReadingBars()
        }
    }

    /// The scene's activity changed, as UIKit posted it: the overlay shows or hides, and the
    /// engine pauses or runs its timers as ToastCore says (a toast nobody can see pauses its time).
    func activityChanged(_ change: ToastOverlayPolicy.ActivityChange) {
        lastActivityChange = change
        if let shows = ToastOverlayPolicy.overlayShows(after: change) { activityChanged(active: shows) }
        if let event = ToastOverlayPolicy.engineEvent(for: change) { runtime.send(event) }
    }

    /// The last change of the scene's activity UIKit posted: inside `sceneWillResignActive`'s turn
    /// the scene still reads active, so what was posted decides (``isActive``).
    private var lastActivityChange: ToastOverlayPolicy.ActivityChange?

    /// Whether the scene counts as active for its overlay and its bars
    /// (``ToastOverlayPolicy/shows(in:after:)``).
    private var isActive: Bool {
        guard let scene else { return false }
        return ToastOverlayPolicy.shows(in: ToastSceneSelection.State(scene.activationState), after: lastActivityChange)
    }

    /// VoiceOver finished an announcement (`announcementDidFinishNotification`); one of ours
    /// that was not spoken is posted once more.
    func announcementFinished(_ text: String, successful: Bool) {
        post(announcer.finished(text, successful: successful))
    }

    /// Reports the scene's facts to the stage (it acts only on a change), then each toast's.
    /// Custom content is measured again when the scene's size or text size changed, or when
    /// `measuring`.
    private func readScene(measuring: Bool = false) {
        // In an app extension the toasts follow a sheet it presents or dismisses.
        if container != nil { _ = ensureContainer() }
        guard let reference = overlay ?? appWindow else { return }
        if let window { followAppWindow(window) }
        let direction = (overlay.map { _ in rootController.view } ?? reference).effectiveUserInterfaceLayoutDirection
        let textScale =
            UIFontMetrics.default.scaledValue(for: Self.textScaleReference, compatibleWith: reference.traitCollection)
            / Self.textScaleReference
        let before = runtime.stage.scene
        runtime.sceneChanged(
            ToastStage.Scene(
                size: ToastSize(width: reference.bounds.width, height: reference.bounds.height),
                safeArea: ToastEdgeInsets(reference.safeAreaInsets),
                layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight, textScale: textScale,
                reduceMotion: UIAccessibility.isReduceMotionEnabled, reduceTransparency: UIAccessibility.isReduceTransparencyEnabled,
                increaseContrast: UIAccessibility.isDarkerSystemColorsEnabled, liquidGlass: Self.drawsLiquidGlass,
                stacking: stacking.rule, stackingByPosition: stacking.byPosition))
        // The keyboard's frame in this window changes when the window moves or resizes under it
        // (Stage Manager, Slide Over), with no keyboard notification.
        runtime.send(.keyboardMoved(keyboardFrame(), .instant))
        let after = runtime.stage.scene
        readContexts(measuring: measuring || after.size != before.size || after.textScale != before.textScale)
    }

    /// The body text size at the default setting, against which the reader's setting is measured.
    static let textScaleReference: CGFloat = 17

    /// Whether this app draws Liquid Glass (``ToastLiquidGlass``): the system's major version,
    /// the SDK the app was built with (`DTPlatformVersion`, which Xcode writes into every app's
    /// Info.plist) and the app's `UIDesignRequiresCompatibility` key.
    static let drawsLiquidGlass: Bool = {
        let info = Bundle.main.infoDictionary ?? [:]
        return ToastLiquidGlass.isDrawn(
            systemVersion: ProcessInfo.processInfo.operatingSystemVersion.majorVersion,
            sdkVersion: info["DTPlatformVersion"] as? String,
            designRequiresCompatibility: info["UIDesignRequiresCompatibility"] as? Bool ?? false)
    }()

    /// Reports each toast's anchor and bars again, and custom content's size (measured again
    /// when `measuring`).
    private func readContexts(measuring: Bool) {
        var contexts: [ToastStage.Context] = []
        for id in runtime.stage.toastIDs {
            guard let record = records[id], let toast = runtime.snapshot(id) else { continue }
            let context = context(of: record, toast, measuring: measuring)
            contexts.append(context)
            runtime.contextChanged(id, context)
        }
        lastContexts = contexts
    }

    /// What the stage needs to know about a toast that appears: its views are made
    /// and installed first, so custom content is measured in the window, with its traits.
    private func prepare(_ toast: ToastSnapshot) -> ToastStage.Context {
        guard let record = records[toast.id], ensureWindow() != nil else { return ToastStage.Context() }
        readScene()
        makeViews(for: record, toast)
        return context(of: record, toast, measuring: true)
    }

    /// A toast's anchor and bars as they are now; custom content's size measured now (within
    /// the limit the stage gives) when `measuring`, else as last measured. SwiftUI content is
    /// not measured on every reading of the bars: it costs a layout pass of its own.
    private func context(of record: HostedToast, _ toast: ToastSnapshot, measuring: Bool) -> ToastStage.Context {
        let overlay = self.overlay
        let bar = overlay.flatMap { ToastBarsReader.bottomBar(source: record.source, appWindow: appWindow, overlay: $0) }
        // A UIKit presenter reports no size changes: it is measured at every reading.
        if let presenter = record.presenter, measuring || record.measuredSize == nil || presenter.contentViewController == nil {
            let limit = runtime.stage.contentLimit(for: toast.request.style, bottomBar: bar)
            let measured = presenter.sizeThatFits(CGSize(width: limit.width, height: limit.height))
            record.measuredSize = ToastSize(
                width: min(max(measured.width, 0), limit.width), height: min(max(measured.height, 0), limit.height))
        }
        return ToastStage.Context(
            contentSize: record.measuredSize, anchor: overlay.flatMap { anchorFrame(of: record, in: $0) }, bottomBar: bar,
            animatesItself: record.animatesItself)
    }

    // MARK: - Carrying out the stage's cues

    private func carryOut(_ cues: [ToastStage.Cue]) {
        // A toast that comes, moves or goes: whatever it was shown over may move too.
        if ToastBarsPolling.mayMoveBars(cues) { barsMayMove() }
        for cue in cues {
            switch cue {
            case .showOverlay:
                _ = ensureWindow()
                activityChanged(active: isActive)
            case .releaseOverlay:
                releaseWindow()
            case .insert(let toast, let style):
                guard let record = records[toast.id] else { continue }
                makeViews(for: record, toast)
                if let view = record.views?.surface as? ToastView { view.update(toast: toast, style: style, image: record.image) }
            case .redraw(let toast, let style):
                guard let record = records[toast.id], let views = record.views else { continue }
                if let view = views.surface as? ToastView {
                    view.update(toast: toast, style: style, image: record.image)
                } else {
                    let keepsPlace = ToastStage.keepsPlace(from: views.surface.toast.request, to: toast.request)
                    views.surface.update(toast: toast)
                    if record.presenter != nil, !keepsPlace {
                        // New content may have a new size (the stage hears of it after this batch).
                        runtime.contextChanged(toast.id, context(of: record, toast, measuring: true))
                    }
                }
            case .place(let id, let placed):
                guard let views = records[id]?.views else { continue }
                if followsSystemAnimation, views.placed != nil {
                    apply(placed, to: views)
                } else {
                    UIView.performWithoutAnimation { apply(placed, to: views) }
                }
            case .move(let id, let placed, let animation):
                guard let views = records[id]?.views else { continue }
                animation.run { self.apply(placed, to: views) }
            case .transition(let id, let phase, let from, let to, let animation):
                if phase == .leaving { announcer.removed(id) }  // a leaving toast's announcement is not retried
                runTransition(of: id, phase: phase, from: from, to: to, animation)
            case .dim(let id, let color, let from, let to, let animation):
                guard let record = records[id], let views = record.views, let dim = dimView(for: record, color: color) else { continue }
                views.dimAnimator?.stopAnimation(true)
                UIView.performWithoutAnimation { dim.alpha = from }
                views.dimAnimator = animation.run { [weak dim] in dim?.alpha = to }
            case .follow(let id, let offset):
                guard let views = records[id]?.views else { continue }
                views.offsetAnimator?.stopAnimation(true)
                views.offsetAnimator = nil
                views.offset = CGPoint(x: offset.x, y: offset.y)
                UIView.performWithoutAnimation { views.surface.transform = transform(of: views, look: views.look) }
            case .springBack(let id, _, let animation):
                guard let views = records[id]?.views else { continue }
                views.offsetAnimator?.stopAnimation(true)
                views.offset = .zero
                // The animator holds its blocks until it is released: they hold the views weakly,
                // and it lets itself go when it ends.
                let animator = animation.run { [weak self, weak views] in
                    guard let self, let views else { return }
                    views.surface.transform = self.transform(of: views, look: views.look)
                }
                animator?.addCompletion { [weak views, weak animator] _ in
                    if let views, views.offsetAnimator === animator { views.offsetAnimator = nil }
                }
                views.offsetAnimator = animator
            case .remove(let id):
                records[id]?.unhost(from: rootController)
                announcer.removed(id)
            case .playHaptic(let haptic):
                playHaptic(haptic)
            case .refreshStatusBar:
                rootController.refreshAppearance()
            }
        }
        if pileChanged {
            pileChanged = false
            if UIAccessibility.isVoiceOverRunning { moveFocusOffHiddenToast() }
        }
    }

    /// A deck folded or opened. When VoiceOver's focus was on a toast that is now behind a
    /// front, focus goes to that front (`layoutChanged` with the element to land on); otherwise
    /// nothing is posted: `layoutChanged` with no element lets VoiceOver pick a new focus
    /// anywhere on the screen, and a toast that comes out from behind is found as VoiceOver
    /// moves through the screen.
    private func moveFocusOffHiddenToast() {
        guard let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver),
            let id = Self.surface(containing: focused)?.id, let front = runtime.stage.deckFront(behind: id),
            let surface = records[front]?.views?.surface
        else { return }
        UIAccessibility.post(notification: .layoutChanged, argument: surface)
    }

    /// How many accessibility containers are followed from an element to the view holding it.
    static let elementContainerLimit = 64
    private static let containerSelector = #selector(getter: UIAccessibilityElement.accessibilityContainer)

    /// The toast's view that holds an accessibility element: a view inside it, or an element
    /// (SwiftUI's are not views) whose containers lead to one.
    static func surface(containing element: Any) -> ToastSurfaceView? {
        var container: Any? = element
        // An element's containers end at a view within a few steps; the bound keeps a container
        // that names itself from looping.
        for _ in 0..<Self.elementContainerLimit where container != nil && !(container is UIView) {
            // `accessibilityContainer` is UIAccessibilityElement's, and elements of other classes
            // (SwiftUI's) answer it too: asked by selector.
            guard let object = container as? NSObject, object.responds(to: Self.containerSelector) else { return nil }
            container = object.perform(Self.containerSelector)?.takeUnretainedValue()
        }
        var view = container as? UIView
        while let current = view {
            if let surface = current as? ToastSurfaceView { return surface }
            view = current.superview
        }
        return nil
    }

    /// Whether a toast's place in a deck changed in the batch being carried out.
    private var pileChanged = false

    /// Runs a show or hide transition: a presenter that animates itself gets the time left; any
    /// other toast's look goes from `from` to `to`.
    private func runTransition(
        of id: ToastID, phase: ToastTransitionPhase, from: ToastTransitionSample, to: ToastTransitionSample,
        _ animation: ToastStageAnimation
    ) {
        guard let record = records[id], let views = record.views else { return }
        if let presenter = record.presenter, presenter.animatesItself {
            views.surface.alpha = 1  // its own animation shows and hides its views
            switch phase {
            case .entering:
                presenter.animateIn(duration: animation.duration)
            case .leaving:
                presenter.animateOut(duration: animation.duration) { [weak self] in self?.runtime.send(.hideAnimationFinished(id)) }
            }
            return
        }
        views.animator?.stopAnimation(true)
        views.animator = nil
        views.offsetAnimator?.stopAnimation(true)
        views.offsetAnimator = nil
        UIView.performWithoutAnimation { set(views, to: from) }
        views.look = to
        views.animator = animation.run { [weak self, weak views] in
            guard let self, let views else { return }
            self.set(views, to: to)
        }
    }

    /// Draws the toast with `look`, its drag's offset and its place in a deck's pile. A view's
    /// transform scales about its centre (its layer's default anchor point), as the stage's
    /// pile scales a toast about its frame's centre.
    private func set(_ views: HostedToast.Views, to look: ToastTransitionSample) {
        views.surface.setOpacity(look.opacity * views.pile.opacity)
        views.surface.transform = transform(of: views, look: look)
    }

    /// The toast's transform: its look, its drag's offset (not scaled) and its pile's scale.
    private func transform(of views: HostedToast.Views, look: ToastTransitionSample) -> CGAffineTransform {
        look.transform(adding: views.offset).scaledBy(x: views.pile.scale, y: views.pile.scale)
    }

    /// Puts the toast's views where `placed` says: its clip view (the window, or below its
    /// anchor) and its frame within it.
    private func apply(_ placed: ToastLayout.Placed, to views: HostedToast.Views) {
        guard let window = overlay else { return }
        let clipFrame = placed.clip?.cgRect ?? window.bounds
        views.clipView.frame = clipFrame
        views.clipView.clipsToBounds = placed.clip != nil
        let frame = placed.placement.frame.cgRect.offsetBy(dx: -clipFrame.minX, dy: -clipFrame.minY)
        if let view = views.surface as? ToastView {
            view.apply(placed.placement, origin: frame.origin)
        } else if let view = views.surface as? CustomToastView {
            view.apply(frame)
        }
        if placed.depth != views.placed?.depth || placed.behind != views.placed?.behind {
            pileChanged = true
        }
        views.surface.showPile(depth: placed.depth, behind: placed.behind)
        views.surface.dimInPile(placed.opacity)
        let pile = (scale: placed.scale, opacity: placed.opacity)
        if records[views.surface.id]?.animatesItself == true {
            // Content that animates itself owns its alpha and transform: it is not scaled or
            // dimmed, only kept out of sight where the stage draws it at no opacity.
            views.surface.isHidden = placed.opacity == 0
        } else if pile != views.pile {
            // Inside the move's animation when the stage moves it: the pile animates with it.
            views.pile = pile
            set(views, to: views.look)
        }
        views.placed = placed
    }

    /// Makes a toast's views and puts them above the others, once, whatever animation the caller
    /// may be inside.
    private func makeViews(for record: HostedToast, _ toast: ToastSnapshot) {
        guard record.views == nil else { return }
        UIView.performWithoutAnimation { buildViews(for: record, toast) }
    }

    private func buildViews(for record: HostedToast, _ toast: ToastSnapshot) {
        guard record.views == nil, let window = ensureWindow(), let root = toastLayer() else { return }
        let report: (ToastSurfaceView.Report) -> Void = { [weak self] report in self?.handle(report, from: toast.id) }
        let clipView = ToastPassThroughView(frame: window.bounds)
        clipView.backgroundColor = .clear
        var backdrop: ToastPassThroughView?
        let surface: ToastSurfaceView
        if let presenter = record.presenter {
            let view = ToastPassThroughView(frame: window.bounds)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.isUserInteractionEnabled = false
            root.addSubview(view)
            backdrop = view
            surface = CustomToastView(toast: toast, presenter: presenter, onReport: report)
        } else {
            surface = ToastView(toast: toast, image: record.image, style: toast.request.style, onReport: report)
        }
        surface.alpha = 0  // until its transition sets its look
        clipView.addSubview(surface)
        root.addSubview(clipView)
        record.views = HostedToast.Views(surface: surface, clipView: clipView, backdrop: backdrop)
        if let presenter = record.presenter, let backdrop {
            // Installed once in the window, so its views have the window's traits when measured;
            // a hosting controller joins the overlay's controller hierarchy (containment).
            let child = presenter.contentViewController
            if let child { rootController.addChild(child) }
            UIView.performWithoutAnimation { presenter.install(in: surface, backdrop: backdrop) }
            child?.didMove(toParent: rootController)
        }
    }

    /// Where every toast's views go: the overlay's root view, or, where the system draws Liquid
    /// Glass, one glass container over it, so that glass toasts that overlap (a deck's pile) are
    /// drawn as glass over glass.
    ///
    /// UIKit behaviour it relies on: glass does not sample other glass; glass views inside one
    /// `UIGlassContainerEffect`'s content view are drawn together (those within its `spacing`
    /// merge). Which view takes a touch is the overlay's hit-testing's, which asks the toasts' own
    /// views (``touchTarget(at:with:)``) and never the container.
    private func toastLayer() -> UIView? {
        guard let root = rootController.view else { return nil }
        guard Self.drawsLiquidGlass, #available(iOS 26.0, *) else { return root }
        if let glassContainer { return glassContainer.contentView }
        let effect = UIGlassContainerEffect()
        effect.spacing = 0  // toasts of a list, apart, never merge
        let container = UIVisualEffectView(effect: effect)
        container.frame = root.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(container)
        glassContainer = container
        return container.contentView
    }

    /// The glass container of ``toastLayer()``, once made.
    private var glassContainer: UIVisualEffectView?

    /// The toast's dim in `color`, made under it the first time the stage fades one in (only a
    /// style that has one, as the scene's settings leave it, gets a dim).
    private func dimView(for record: HostedToast, color: ToastColor) -> UIView? {
        guard let views = record.views else { return nil }
        if let dim = views.dim {
            dim.backgroundColor = color.uiColor
            return dim
        }
        guard let window = overlay, let root = views.clipView.superview else { return nil }
        let view = UIView(frame: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.backgroundColor = color.uiColor
        view.isUserInteractionEnabled = false  // a dim never blocks the app (GKRToast's defect)
        view.alpha = 0
        root.insertSubview(view, belowSubview: views.clipView)
        views.dim = view
        return view
    }

    private func handle(_ report: ToastSurfaceView.Report, from id: ToastID) {
        switch report {
        case .tapped:
            // A tap goes through the stage: on a folded deck it fans the deck out.
            runtime.send(ToastStage.Input.tapped(id))
        case .event(let event):
            // A touch reaches the stage too, through the loop: an open deck stays open under it.
            runtime.send(event)
        case .panned(let translation): runtime.send(.panChanged(id, translation: ToastPoint(x: translation.x, y: translation.y)))
        case .panEnded(let velocity): runtime.send(.panEnded(id, velocity: ToastPoint(x: velocity.x, y: velocity.y)))
        case .panCancelled: runtime.send(.panCancelled(id))
        case .expandDeck:
            guard let position = runtime.snapshot(id)?.request.position else { return }
            runtime.send(ToastStage.Input.expandRequested(position))
        }
    }

    // MARK: - Announcements

    /// Posts announcements at the priority ToastCore gave each (``ToastAnnouncementPriority``:
    /// routine news queued behind whatever VoiceOver is saying, an error interrupting it). Posted
    /// once the toast is shown, not in the turn its view is inserted: a screen change in that turn
    /// (a push, a pop) would cut it off (ToastAnnouncer).
    private func post(_ texts: [String]) {
        for text in texts {
            UIAccessibility.post(notification: .announcement, argument: announcer.priority(of: text).announcement(text))
        }
    }

    // MARK: - Window

    /// Where toasts are drawn in this process (``ToastOverlayPolicy/container(bundlePath:declaresExtension:)``).
    static let container = ToastOverlayPolicy.container(
        bundlePath: Bundle.main.bundlePath, declaresExtension: Bundle.main.object(forInfoDictionaryKey: "NSExtension") != nil)

    private func ensureWindow() -> UIWindow? {
        if Self.container == .viewInAppWindow { return ensureContainer() }
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
        window.activityChanged(active: isActive)  // made in `willDeactivate`'s turn, it reads active
        window.isHidden = false  // visible, never key: the keyboard and focus stay where they are
        self.window = window
        readKeyboardSoon()
        return window
    }

    /// In an app extension: the overlay's view, over the view of the topmost controller the
    /// extension shows in its own window (the one its interface is drawn from), as
    /// ``ToastOverlayPolicy/extensionHost(chain:)`` picks it: the root view controller, or what
    /// it presents, so that a sheet the extension presents does not cover the toasts. Its
    /// controller becomes that controller's child (for the window's traits, layout and size
    /// transitions), except a container's. Checked again whenever the scene is read (after every
    /// touch, for a while), so toasts follow a sheet that comes or goes.
    ///
    /// UIKit behaviour it relies on: an extension's interface is hosted remotely from its view
    /// controller's hierarchy, and a window the extension makes besides is never shown; a
    /// presented controller's view is above its presenter's in the same window; a subview added
    /// last is drawn above its siblings and offered touches first; a navigation controller's
    /// children are its stack and a tab bar controller's its tabs (`addChild` to either changes
    /// what the user navigates); the overlay's view passes every touch that is not on a toast
    /// through to the views under it (``ToastOverlayRootView``) and covers the whole window, so
    /// that frames in window coordinates are its own.
    private func ensureContainer() -> UIWindow? {
        guard let app = container ?? appWindow, let root = app.rootViewController else { return nil }
        var chain = [root]
        while let presented = chain.last?.presentedViewController { chain.append(presented) }
        let links = chain.map { controller in
            ToastOverlayPolicy.PresentedController(
                isContainer: controller is UINavigationController || controller is UITabBarController
                    || controller is UISplitViewController || controller is UIPageViewController,
                isBeingDismissed: controller.isBeingDismissed,
                refusesToasts: controller is UIAlertController)
        }
        guard let host = ToastOverlayPolicy.extensionHost(chain: links), let hostView = chain[host.index].viewIfLoaded else {
            return nil
        }
        let parent = host.contained ? chain[host.index] : nil
        let view = rootController.view as? ToastOverlayRootView
        if rootController.view.superview !== hostView || rootController.parent !== parent {
            if container != nil { detachContainer() }
            if let parent { parent.addChild(rootController) }
            view?.frame = hostView.convert(app.bounds, from: app)
            view?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            hostView.addSubview(rootController.view)
            parent.map { rootController.didMove(toParent: $0) }
            view?.touchTarget = { [weak self] point, event in
                guard let self, let window = self.container, let view = self.rootController.viewIfLoaded else { return nil }
                return self.touchTarget(at: view.convert(point, to: window), with: event)
            }
            container = app
            readKeyboardSoon()
        } else {
            // A sheet's view moves and resizes under the overlay (a detent change, the keyboard
            // lifting a form sheet, rotation): the overlay covers the window again, so that
            // frames in window coordinates stay its own.
            let frame = hostView.convert(app.bounds, from: app)
            if let view, view.frame != frame { view.frame = frame }
            if hostView.subviews.last !== rootController.view {
                hostView.bringSubviewToFront(rootController.view)  // above what the extension added since
            }
        }
        return app
    }

    private func detachContainer() {
        (rootController.viewIfLoaded as? ToastOverlayRootView)?.touchTarget = nil
        let contained = rootController.parent != nil
        if contained { rootController.willMove(toParent: nil) }
        rootController.viewIfLoaded?.removeFromSuperview()
        if contained { rootController.removeFromParent() }
        container = nil
    }

    /// Lets the overlay go when the scene has no toast: UIKit lists hidden windows too
    /// (`UIApplication.windows`, a scene's `windows`), and code that adds a HUD to the last one
    /// would put it in an idle overlay.
    private func releaseWindow() {
        stopReadingBars()
        if container != nil { detachContainer() }
        guard let window else { return }
        window.touchTarget = nil
        window.isHidden = true  // the app's own window decides the status bar again
        window.rootViewController = nil
        self.window = nil
    }

    /// The scene's app window (``ToastAppWindow``).
    private var appWindow: UIWindow? { scene?.toastAppWindow }

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
        // Each view on its own: the window is new whenever toasts come back after none were up,
        // but the root controller's view is reused, and keeps whatever it was last given (a
        // right-to-left the app has since switched back from would mirror the next toast).
        if window.semanticContentAttribute != direction { window.semanticContentAttribute = direction }
        if rootController.view.semanticContentAttribute != direction { rootController.view.semanticContentAttribute = direction }
    }

    /// Something that may move the bars happened: they are polled for a while from now
    /// (``ToastBarsPolling``), while the overlay is up and the scene active (`active`: it is
    /// becoming so, while its state may still read otherwise).
    private func barsMayMove(active: Bool = false) {
        guard overlay != nil, active || isActive else { return }
        barsPolling.somethingHappened(at: runtime.now)
        startReadingBars()
    }

    /// Reads the bars (and the app window's appearance) every ``ToastBarsPolling/interval`` while
    /// ``ToastBarsPolling`` says to poll, then stops.
    private func startReadingBars() {
        guard barsTimer == nil else { return }
        let timer = Timer(timeInterval: ToastBarsPolling.interval, repeats: true) { [weak self] _ in
            ToastMainThread.run { self?.pollBars() }  // a main run loop's timer fires on the main thread
        }
        timer.tolerance = ToastBarsPolling.interval * Self.timerTolerance
        RunLoop.main.add(timer, forMode: .common)
        barsTimer = timer
    }

    /// The share of the interval the timer may fire late by, so the system can coalesce wakeups.
    static let timerTolerance = 0.2

    private func stopReadingBars() {
        barsTimer?.invalidate()
        barsTimer = nil
    }

    private func pollBars() {
        let before = lastContexts
        readScene()
        if !barsPolling.read(at: runtime.now, barsChanged: lastContexts != before) { stopReadingBars() }
    }

    /// A scene that starts showing toasts while the keyboard is already up has seen no keyboard
    /// notification: read the app window's keyboard layout guide on the main actor's next turn.
    /// Not here: the first toast's `show` may run inside the app's own layout (a
    /// `viewDidLayoutSubviews`), and making the guide and laying the app's window out to read it
    /// (`layoutIfNeeded`) would re-enter that layout. A keyboard found then moves the toasts at
    /// once (the stage's `keyboardMoved`).
    private func readKeyboardSoon() {
        guard case .unknown = keyboard, !isKeyboardReadScheduled else { return }
        isKeyboardReadScheduled = true
        Task { @MainActor [weak self] in
            self?.isKeyboardReadScheduled = false
            self?.readKeyboardIfUnknown()
        }
    }

    /// Reads the app window's keyboard layout guide (iOS 15+; with no docked keyboard it rests on
    /// the safe area's bottom edge, see ToastKeyboard).
    private func readKeyboardIfUnknown() {
        guard case .unknown = keyboard, let app = appWindow, let screen = scene?.screen else { return }
        let guide = app.keyboardLayoutGuide
        app.layoutIfNeeded()  // a guide made just now has its frame after a layout pass
        let frame = ToastKeyboard.frame(
            layoutGuide: ToastRect(guide.layoutFrame), safeAreaBottom: app.safeAreaInsets.bottom,
            in: ToastSize(width: app.bounds.width, height: app.bounds.height))
        keyboard = .known(frame.map { app.convert($0.cgRect, to: screen.coordinateSpace) })
        runtime.send(.keyboardMoved(keyboardFrame(), .instant))
    }

    /// The keyboard's frame in the overlay's (or the app window's) coordinates.
    private func keyboardFrame() -> ToastRect? {
        guard case .known(let frame?) = keyboard, let screen = scene?.screen, let reference = overlay ?? appWindow else { return nil }
        return ToastRect(reference.convert(frame, from: screen.coordinateSpace))
    }

    // MARK: - Touches

    /// The view that takes a touch at `point` (window coordinates): ToastCore decides which
    /// toast is under it, topmost first, never a leaving one; that toast's own hit-testing finds
    /// the button or control inside. `nil` lets the touch through to the app.
    private func touchTarget(at point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let window = overlay else { return nil }
        // Any touch in the scene, the app's too: a navigation starts with one, and a trackpad's
        // scroll or pinch (`.scroll`, `.transform`) can collapse a large title or a tab bar.
        // Hit-testing also runs for a pointer's hover on iPad (`.hover`), which moves nothing.
        if let type = event?.type, type != .hover { barsMayMove() }
        // Bottom first, as the stage draws them.
        let onScreen = runtime.stage.toastIDs.compactMap { records[$0]?.views }
        let regions = onScreen.map { views in
            // A touch on a peeking edge of a folded deck goes to its front (a tap fans it out).
            ToastLayout.HitRegion(
                id: runtime.stage.deckFront(behind: views.surface.id) ?? views.surface.id,
                frame: ToastRect(views.surface.convert(views.surface.bounds, to: window)),
                clip: views.clipView.clipsToBounds ? ToastRect(views.clipView.convert(views.clipView.bounds, to: window)) : nil,
                isLeaving: views.surface.toast.isLeaving,
                depth: runtime.stage.deckFront(behind: views.surface.id) == nil ? views.placed?.depth ?? 0 : 0)
        }
        guard let id = ToastLayout.toast(at: ToastPoint(x: point.x, y: point.y), in: regions),
            let surface = records[id]?.views?.surface
        else {
            if event?.type == .touches, runtime.stage.hasOpenDeck {
                // A touch outside every toast folds an open deck. Hit-testing runs several times
                // for one touch (and for a pointer's hover, which is no touch: `type` is
                // `.hover`); the stage folds once. Told after hit-testing, not inside it.
                Task { @MainActor [weak self] in self?.runtime.send(.touchedOutside) }
            }
            return nil
        }
        return surface.hitTest(surface.convert(point, from: window), with: event) ?? surface
    }

    /// The frame of the view an anchored toast sits below, while it is on screen.
    private func anchorFrame(of record: HostedToast, in window: UIWindow) -> ToastRect? {
        guard let view = record.anchor?.view.value, view.window != nil, !view.isHidden, let screen = scene?.screen else { return nil }
        let inScreen = view.convert(view.bounds, to: screen.coordinateSpace)
        return ToastRect(window.convert(inScreen, from: screen.coordinateSpace))
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
}

@MainActor
extension ToastStageAnimation {
    /// Runs `changes` as this animation says: at once when it is instant; on a property animator
    /// for ToastCore's curves; for a system curve (the keyboard's 7, which has no
    /// `UIView.AnimationCurve` case) with `UIView.animate`, whose options carry any curve in bits
    /// 16–19 (`curve << 16`). Returns the property animator, if one runs.
    @discardableResult
    func run(_ changes: @escaping () -> Void) -> UIViewPropertyAnimator? {
        guard !isInstant else {
            UIView.performWithoutAnimation(changes)
            return nil
        }
        switch curve {
        case .standard(let curve):
            let animator = UIViewPropertyAnimator(duration: duration, timingParameters: curve.timingParameters)
            animator.addAnimations(changes)
            animator.isUserInteractionEnabled = true
            animator.startAnimation()
            return animator
        case .system(let raw):
            let options: UIView.AnimationOptions = [
                UIView.AnimationOptions(rawValue: UInt(max(raw, 0)) << 16), .beginFromCurrentState, .allowUserInteraction,
            ]
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: changes)
            return nil
        }
    }
}
#endif
