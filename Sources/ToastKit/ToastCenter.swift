#if canImport(UIKit)
@preconcurrency import UIKit
import ToastCore
internal import ToastShellRules

/// The app-wide coordinator: picks the scene for each toast (``ToastSceneReach``,
/// ``ToastSceneSelection``), keeps a ``ToastSceneHost`` per window scene, holds requests while no
/// scene can show them (``ToastWaitingRoom``), refuses a presenter of the app's that still draws
/// another request (``ToastPresenterClaims``), and passes system changes (activity, background,
/// keyboard, VoiceOver, Reduce Motion, text size, announcements) to the scenes.
///
/// The center is where the app's identifiers come from: it numbers each request as it arrives,
/// before it decides where the request goes, so no two requests of the app share one, whichever
/// scene shows them, and a request that ends here before any engine sees it (it waited for a
/// scene in vain, was dismissed while waiting, or was refused) has one too. A request that
/// waited is numbered again as it reaches a scene: that scene's engine may have taken later
/// numbers meanwhile, and takes only increasing ones. The endings here reach
/// ``Toast/observe(_:)``'s observers too, so they hear every request end exactly once.
///
/// It never reads `UIApplication.shared` itself, which app extensions cannot use: a request made
/// without a view carries the app's list of scenes from an entry point that is unavailable in
/// extensions (``ToastOrigin/app(preferred:scenes:)``); a request from a view reaches its own
/// window's scene.
@MainActor
final class ToastCenter {
    static let shared = ToastCenter()

    /// The limits every scene's engine uses.
    var limits = ToastStateMachine.Limits() {
        didSet {
            for controller in controllers.values { controller.runtime.send(.limitsChanged(limits)) }
        }
    }
    /// The identifier given last, to the app's latest request (#0 before any).
    private var lastID = ToastID(rawValue: 0)
    /// Which request draws each presenter of the app's (one at a time), by its handle.
    private var presenterClaims = ToastPresenterClaims<ObjectIdentifier, ObjectIdentifier>()

    private var controllers: [ObjectIdentifier: ToastSceneHost] = [:]
    /// When each scene last became active, as a growing count (ToastSceneSelection's rule).
    private var activations: [ObjectIdentifier: UInt64] = [:]
    /// The last change of each scene's activity UIKit posted, kept for scenes with no host yet:
    /// a host made inside `sceneWillResignActive`'s turn, when the scene still reads active,
    /// starts from what was posted.
    private var activityChanges: [ObjectIdentifier: ToastOverlayPolicy.ActivityChange] = [:]
    private var lastActivation: UInt64 = 0
    /// The keyboard as the last notification reported it, and the screen it is on (iOS 16.1+),
    /// for scenes that start later on that screen.
    private var keyboard = ToastKeyboardReport.unknown
    private var keyboardScreen: ObjectIdentifier?
    /// Requests waiting for a scene, each under the identifier it ends with if it never reaches
    /// one.
    private var waitingRoom = ToastWaitingRoom<ToastID>()
    private var waiting: [ToastID: Waiting] = [:]
    /// Whether a look for a window is scheduled (``ToastSceneReach/retryInterval``).
    private var retryScheduled = false
    /// The waiting room's wake-up, while one is scheduled.
    private var expiry: (any ToastCancellable)?
    private let scheduler = ClockToastScheduler(clock: ContinuousClock())
    private var observers: [any NSObjectProtocol] = []
    /// ``Toast/observe(_:)``'s observers, in the order they registered. Held weakly: each lives
    /// in its observation, so releasing the observation ends it.
    private var eventObservers: [(key: Int, box: Weak<ToastObserverBox>)] = []
    private var lastObserverKey = 0

    /// A request held until a scene can show it.
    private struct Waiting {
        var toast: Toast
        var origin: ToastOrigin
        var anchor: (name: ToastAnchor, view: Weak<UIView>)?
        var handle: ToastHandle
        var completion: Toast.Completion
    }

    private init() {
        observeSystem()
    }

    // MARK: - Showing

    /// Shows `toast`: in the scene `origin` reaches now, or once one can (waiting at most
    /// ``ToastWaitingRoom/waitLimit``). A presenter of the app's that still draws an earlier
    /// request is refused at once (``ToastPresenterClaims``): the handle and the completion
    /// finish with ``ToastPresenterClaims/refusal`` before this returns. Otherwise the request
    /// holds its presenter until it ends, however it ends (shown, queued, waiting, expired).
    func show(
        _ toast: Toast, from origin: ToastOrigin, anchor: (name: ToastAnchor, view: UIView)?, handle: ToastHandle,
        completion: Toast.Completion?
    ) {
        let key = ObjectIdentifier(handle)
        if case .refuse(let reason) = presenterClaims.claim(toast.presenterClaim(), for: key) {
            end(ToastEnding(id: nextID(), reason: reason), handle: handle, completion: completion)
            return
        }
        // The presenter is free again before the app hears the request end, so a completion may
        // show it again.
        let releasing: Toast.Completion = { [weak self] ending in
            self?.presenterClaims.release(key)
            completion?(ending)
        }
        if let chosen = scene(for: origin) {
            present(toast, in: chosen, source: origin.sourceView, anchor: anchor, handle: handle, completion: releasing)
            return
        }
        let id = nextID()
        if case .refused(let reason) = waitingRoom.admit(id, at: scheduler.now) {
            end(ToastEnding(id: id, reason: reason), handle: handle, completion: releasing)
            return
        }
        waiting[id] = Waiting(
            toast: toast, origin: origin, anchor: anchor.map { ($0.name, Weak($0.view)) }, handle: handle, completion: releasing)
        handle.bind(.waiting(id))
        scheduleExpiryIfNeeded()
        scheduleRetryIfNeeded()
    }

    func dismiss(_ location: ToastHandle.Location) {
        switch location {
        case .presented(let controller, let id):
            controller.value?.runtime.dismiss(id)
        case .waiting(let ticket):
            guard waitingRoom.remove(ticket), let request = waiting.removeValue(forKey: ticket) else { return }
            finish(ticket, request, reason: .dismissed)
        case .unbound, .finished:
            break
        }
    }

    /// Applies a change from a handle: to the toast's engine, or to the request still waiting
    /// for a scene (it shows with its newest content).
    func update(_ location: ToastHandle.Location, _ change: ToastHandle.Change) {
        switch location {
        case .presented(let host, let id):
            host.value?.update(id, change)
        case .waiting(let ticket):
            guard var request = waiting[ticket] else { return }
            request.toast.apply(change)
            waiting[ticket] = request
        case .unbound, .finished:
            break
        }
    }

    /// Every lifecycle event of every scene, to `observer`, until the observation is cancelled
    /// or released. The observer lives in the observation (a box the observation's cancel
    /// closure holds); this list holds it weakly, so dropping the observation drops the
    /// observer at once, on any thread, and the entry goes when its box does.
    func observe(_ observer: @escaping @MainActor (ToastLifecycleEvent) -> Void) -> ToastObservation {
        lastObserverKey += 1
        let key = lastObserverKey
        let box = ToastObserverBox(key: key, observer: observer)
        eventObservers.append((key, Weak(box)))
        return ToastObservation { [box] in
            ToastCenter.shared.removeObserver(box.key)
        }
    }

    /// Forgets observer `key` (cancelled, or its observation was released).
    func removeObserver(_ key: Int) {
        eventObservers.removeAll { $0.key == key }
    }

    /// A scene's engine reported `event`. The list is copied as the loop starts, so an observer
    /// that cancels or releases an observation meanwhile changes only later events.
    func forward(_ event: ToastLifecycleEvent) {
        for (_, box) in eventObservers { box.value?.observer(event) }
    }

    /// ``Toast/defaults``' stacking changed: every scene is told, and reads its settings again.
    func stackingChanged() {
        for controller in controllers.values { controller.stackingChanged(to: Self.stacking) }
    }

    /// How the app's toasts stack, as `Toast.defaults` says: what each scene host is told.
    private static var stacking: ToastSceneHost.Stacking {
        (Toast.defaults.stacking, Toast.defaults.stackingByPosition)
    }

    func dismissAll() {
        for controller in controllers.values { controller.runtime.dismissAll() }
        for ticket in waitingRoom.releaseAll() {
            if let request = waiting.removeValue(forKey: ticket) { finish(ticket, request, reason: .dismissed) }
        }
    }

    /// The next identifier of the app: one more than the last.
    private func nextID() -> ToastID {
        lastID = ToastID(rawValue: lastID.rawValue + 1)
        return lastID
    }

    private func present(
        _ toast: Toast, in scene: UIWindowScene, source: UIView?, anchor: (name: ToastAnchor, view: UIView)?,
        handle: ToastHandle, completion: @escaping Toast.Completion
    ) {
        let controller = controller(for: scene)
        // Numbered as the engine takes it, with nothing in between: a toast shown from code that
        // ran in between (making the scene's host, say) would reach the engine first with a
        // larger number, and an engine takes only increasing identifiers.
        let id = nextID()
        controller.show(toast, id: id, source: source, anchor: anchor) { ending in
            handle.finish(ending)
            completion(ending)
        }
        // A request the engine ends at once (rejected, dropped, coalesced) is finished already.
        if !handle.isFinished { handle.bind(.presented(Weak(controller), id)) }
    }

    private func controller(for scene: UIWindowScene) -> ToastSceneHost {
        let key = ObjectIdentifier(scene)
        if let existing = controllers[key] { return existing }
        // A keyboard on another screen (the iPad's, for a scene on an external display) is not
        // this scene's: it reads its own keyboard guide when it starts.
        let sameScreen = keyboardScreen.map { $0 == ObjectIdentifier(scene.screen) } ?? true
        let controller = ToastSceneHost(
            scene: scene, limits: limits, keyboard: sameScreen ? keyboard : .unknown, stacking: Self.stacking,
            forward: { [weak self] event in self?.forward(event) })
        controllers[key] = controller
        if let change = activityChanges[key] { controller.activityChanged(change) }
        return controller
    }

    /// Keeps what UIKit posted of a scene's activity and tells its host, if it has one.
    private func activityChanged(_ change: ToastOverlayPolicy.ActivityChange, of scene: ObjectIdentifier) {
        activityChanges[scene] = change
        controllers[scene]?.activityChanged(change)
    }

    /// The scene a request from `origin` shows in now (``ToastSceneReach``), or `nil` to wait.
    private func scene(for origin: ToastOrigin) -> UIWindowScene? {
        let (reach, scenes) = reach(of: origin)
        let candidates = scenes.map { scene in
            ToastSceneSelection.Candidate(
                id: ObjectIdentifier(scene), state: ToastSceneSelection.State(scene.activationState),
                hasKeyWindow: scene.windows.contains { $0.isKeyWindow },
                activation: activations[ObjectIdentifier(scene)] ?? 0,
                stableName: scene.session.persistentIdentifier)
        }
        let chosen = reach.choose(among: candidates)
        return scenes.first { ObjectIdentifier($0) == chosen }
    }

    /// What `origin` can reach now, and the scenes among which it chooses.
    private func reach(of origin: ToastOrigin) -> (ToastSceneReach<ObjectIdentifier>, [UIWindowScene]) {
        switch origin {
        case .view, .controller, .scene:
            let scene = origin.windowScene
            return (.fromView(scene: scene.map(ObjectIdentifier.init)), scene.map { [$0] } ?? [])
        case .app(let preferred, let scenes):
            return (.anyScene(preferred: preferred?.value.map(ObjectIdentifier.init)), scenes())
        }
    }

    /// Ends a request that waited for a scene and never reached one, with the identifier it
    /// waited under.
    private func finish(_ ticket: ToastID, _ request: Waiting, reason: ToastEndReason) {
        end(ToastEnding(id: ticket, reason: reason), handle: request.handle, completion: request.completion)
    }

    /// As an engine ends a request: the handle, the completion, then the observers.
    private func end(_ ending: ToastEnding, handle: ToastHandle, completion: Toast.Completion?) {
        handle.finish(ending)
        completion?(ending)
        forward(.completed(ending))
    }

    /// Shows every waiting request that can reach a scene now, oldest first; the others wait on
    /// until their deadline.
    private func retryWaiting() {
        for ticket in waitingRoom.tickets {
            guard let request = waiting[ticket], let scene = scene(for: request.origin) else { continue }
            waitingRoom.remove(ticket)
            waiting[ticket] = nil
            // Until the engine has it, the handle's calls wait and follow it there (a dismiss from
            // an observer of its willShow, say): the ticket no longer leads anywhere.
            request.handle.unbind()
            let anchor = request.anchor.flatMap { pair in pair.view.value.map { (pair.name, $0) } }
            present(
                request.toast, in: scene, source: request.origin.sourceView, anchor: anchor, handle: request.handle,
                completion: request.completion)
        }
        scheduleRetryIfNeeded()
    }

    /// Looks again after ``ToastSceneReach/retryInterval`` while a request waits for its view to
    /// be in a window: UIKit posts nothing when a view joins one.
    private func scheduleRetryIfNeeded() {
        guard !retryScheduled, waiting.values.contains(where: { reach(of: $0.origin).0.waitsForAWindow }) else { return }
        retryScheduled = true
        let interval = ToastSceneReach<ObjectIdentifier>.retryInterval
        _ = scheduler.schedule(at: scheduler.now + interval) { [weak self] in
            self?.retryScheduled = false
            self?.retryWaiting()
        }
    }

    /// One wake-up for the waiting room, at its earliest deadline, however many requests wait
    /// (not one sleeping task each).
    private func scheduleExpiryIfNeeded() {
        guard expiry == nil, let deadline = waitingRoom.nextDeadline else { return }
        expiry = scheduler.schedule(at: deadline) { [weak self] in
            self?.expiry = nil
            self?.expireWaiting()
        }
    }

    private func expireWaiting() {
        for ticket in waitingRoom.expire(at: scheduler.now) {
            if let request = waiting.removeValue(forKey: ticket) { finish(ticket, request, reason: .dropped(.nowhereToShow)) }
        }
        scheduleExpiryIfNeeded()
    }

    // MARK: - System changes

    /// Acts within the notification's turn: with no queue, an observer block runs synchronously
    /// on the posting thread, which for these is the main thread (a hop through a task, as
    /// before, moved toasts a turn after the keyboard). The block itself is not isolated;
    /// ToastMainThread runs the work on the main actor at once there, and hops if a
    /// notification ever arrives on another thread.
    private func observeSystem() {
        let center = NotificationCenter.default
        func on(_ name: Notification.Name, _ action: @escaping @MainActor @Sendable (ToastCenter, ObjectIdentifier?) -> Void) {
            let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let sender = note.object.map { ObjectIdentifier($0 as AnyObject) }
                ToastMainThread.run {
                    guard let self else { return }
                    action(self, sender)
                }
            }
            observers.append(token)
        }
        on(UIScene.didActivateNotification) { center, scene in
            if let scene {
                center.lastActivation += 1
                center.activations[scene] = center.lastActivation
                center.activityChanged(.didActivate, of: scene)
            }
            center.retryWaiting()
        }
        on(UIScene.willDeactivateNotification) { center, scene in
            scene.map { center.activityChanged(.willDeactivate, of: $0) }
        }
        on(UIScene.didDisconnectNotification) { center, scene in
            guard let scene else { return }
            center.activations[scene] = nil
            center.activityChanges[scene] = nil
            center.controllers.removeValue(forKey: scene)?.tearDown()
        }
        on(UIScene.didEnterBackgroundNotification) { center, scene in
            scene.map { center.activityChanged(.didEnterBackground, of: $0) }
        }
        on(UIScene.willEnterForegroundNotification) { center, scene in
            scene.map { center.activityChanged(.willEnterForeground, of: $0) }
        }
        on(UIAccessibility.voiceOverStatusDidChangeNotification) { center, _ in
            center.broadcast(.screenReaderChanged(running: UIAccessibility.isVoiceOverRunning))
        }
        on(UIAccessibility.reduceMotionStatusDidChangeNotification) { center, _ in
            center.broadcast(.reduceMotionChanged(enabled: UIAccessibility.isReduceMotionEnabled))
            for controller in center.controllers.values { controller.settingsChanged() }
        }
        for name in [
            UIAccessibility.reduceTransparencyStatusDidChangeNotification, UIAccessibility.darkerSystemColorsStatusDidChangeNotification,
            UIContentSizeCategory.didChangeNotification,
        ] {
            on(name) { center, _ in
                for controller in center.controllers.values { controller.settingsChanged() }
            }
        }
        // Read on the main actor here; the observer blocks below are not isolated.
        let hideName = UIResponder.keyboardWillHideNotification
        let frameKey = UIResponder.keyboardFrameEndUserInfoKey
        let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
        let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
        for name in [UIResponder.keyboardWillChangeFrameNotification, hideName] {
            let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                let frame = note.name == hideName ? nil : (note.userInfo?[frameKey] as? NSValue)?.cgRectValue
                // Since iOS 16.1 the object is the screen the keyboard is on (nil before).
                let screen = (note.object as? UIScreen).map(ObjectIdentifier.init)
                let animation = ToastKeyboardAnimation(
                    duration: (note.userInfo?[durationKey] as? NSNumber)?.doubleValue ?? 0,
                    curve: (note.userInfo?[curveKey] as? NSNumber)?.intValue ?? 0)
                ToastMainThread.run {
                    guard let self else { return }
                    self.keyboard = .known(frame)
                    self.keyboardScreen = screen
                    for controller in self.controllers.values {
                        controller.keyboardChanged(to: frame, on: screen, animation: animation)
                    }
                }
            }
            observers.append(token)
        }
        let textKey = UIAccessibility.announcementStringValueUserInfoKey
        let successKey = UIAccessibility.announcementWasSuccessfulUserInfoKey
        let token = center.addObserver(forName: UIAccessibility.announcementDidFinishNotification, object: nil, queue: nil) {
            [weak self] note in
            guard let text = note.userInfo?[textKey] as? String else { return }
            let successful = (note.userInfo?[successKey] as? NSNumber)?.boolValue ?? true
            ToastMainThread.run {
                guard let self else { return }
                for controller in self.controllers.values { controller.announcementFinished(text, successful: successful) }
            }
        }
        observers.append(token)
    }

    private func broadcast(_ event: ToastStateMachine.Input) {
        for controller in controllers.values { controller.runtime.send(event) }
    }
}

extension ToastSceneSelection.State {
    /// A scene's `activationState`, as ToastCore's decisions take it.
    init(_ state: UIScene.ActivationState) {
        switch state {
        case .foregroundActive: self = .foregroundActive
        case .foregroundInactive: self = .foregroundInactive
        case .background: self = .background
        case .unattached: self = .unattached
        @unknown default: self = .unattached
        }
    }
}

/// Where a request was made: it decides which scenes the request can reach
/// (``ToastSceneReach``) and whose bars a bottom toast stays above.
@MainActor
enum ToastOrigin {
    /// From a view: its window's scene, and no other.
    case view(Weak<UIView>)
    /// From a view controller: its view's window's scene (or its navigation controller's).
    case controller(Weak<UIViewController>)
    /// In this scene and no other (SwiftUI's probe view while it is covered: the scene it was in
    /// last). Needs no list of the app's scenes, so it works in app extensions.
    case scene(Weak<UIWindowScene>?)
    /// Without a view: any of the app's scenes, `preferred` first. Only an entry point that is
    /// unavailable in app extensions can list them (`UIApplication.shared`): see ``app(in:)``.
    case app(preferred: Weak<UIWindowScene>?, scenes: @MainActor () -> [UIWindowScene])

    /// The app's connected window scenes, `scene` (if any) first.
    @available(iOSApplicationExtension, unavailable)
    static func app(in scene: UIWindowScene?) -> ToastOrigin {
        .app(preferred: scene.map(Weak.init)) { UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene } }
    }

    /// The scene of the view's window, as it is now (or the scene named).
    var windowScene: UIWindowScene? {
        switch self {
        case .view(let view):
            return view.value?.window?.windowScene
        case .controller(let controller):
            guard let controller = controller.value else { return nil }
            return controller.viewIfLoaded?.window?.windowScene ?? controller.navigationController?.viewIfLoaded?.window?.windowScene
        case .scene(let scene):
            return scene?.value
        case .app:
            return nil
        }
    }

    /// The view whose controller's tab bar and toolbar a bottom toast stays above.
    var sourceView: UIView? {
        switch self {
        case .view(let view): view.value
        case .controller(let controller): controller.value?.viewIfLoaded
        case .scene, .app: nil
        }
    }
}

/// One ``Toast/observe(_:)`` observer, kept alive by its observation alone.
///
/// Its deinit runs on whatever thread releases the observation's last reference. It is not
/// isolated (iOS 16 has no isolated deinit), so it touches only its `key`, a sendable value, and
/// hops to the main actor to drop the entry: at once on the main thread, else on the main
/// queue. The observer itself is already unreachable then (the list holds the box weakly), so
/// no event reaches it after the release, even before the hop.
@MainActor
final class ToastObserverBox {
    nonisolated let key: Int
    let observer: @MainActor (ToastLifecycleEvent) -> Void

    init(key: Int, observer: @escaping @MainActor (ToastLifecycleEvent) -> Void) {
        self.key = key
        self.observer = observer
    }

    deinit {
        let key = self.key
        ToastMainThread.run { ToastCenter.shared.removeObserver(key) }
    }
}
#endif
