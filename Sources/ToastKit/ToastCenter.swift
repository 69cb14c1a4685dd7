#if canImport(UIKit)
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore

/// The app-wide coordinator: picks the scene for each toast (``ToastSceneSelection``), keeps a
/// ``ToastSceneHost`` per window scene, holds requests while no scene can show them
/// (``ToastWaitingRoom``), and passes system changes (background, keyboard, VoiceOver, Reduce
/// Motion, text size, announcements) to the scenes.
@MainActor
final class ToastCenter {
    static let shared = ToastCenter()

    var configuration = ToastStateMachine.Configuration() {
        didSet {
            for controller in controllers.values { controller.runtime.send(.configurationChanged(configuration)) }
        }
    }

    private var controllers: [ObjectIdentifier: ToastSceneHost] = [:]
    /// When each scene last became active, as a growing count (ToastSceneSelection's rule).
    private var activations: [ObjectIdentifier: UInt64] = [:]
    private var lastActivation: UInt64 = 0
    /// The keyboard as the last notification reported it, and the screen it is on (iOS 16.1+),
    /// for scenes that start later on that screen.
    private var keyboard = ToastKeyboardReport.unknown
    private var keyboardScreen: ObjectIdentifier?
    private var waitingRoom = ToastWaitingRoom<UInt64>()
    private var waiting: [UInt64: Waiting] = [:]
    private var lastTicket: UInt64 = 0
    private let scheduler = ClockToastScheduler(clock: ContinuousClock())
    private var observers: [any NSObjectProtocol] = []
    /// ``Toast/observe(_:)``'s observers, in the order they registered.
    private var eventObservers: [(key: Int, observer: @MainActor (ToastLifecycleEvent) -> Void)] = []
    private var lastObserverKey = 0

    /// A request held until a scene can show it.
    private struct Waiting {
        var toast: Toast
        var preferredScene: ObjectIdentifier?
        var source: Weak<UIView>?
        var anchor: (name: ToastAnchor, view: Weak<UIView>)?
        var handle: ToastHandle
        var completion: ToastRuntime.Completion?
    }

    private init() {
        observeSystem()
    }

    // MARK: - Showing

    func show(
        _ toast: Toast, from view: UIView?, scene: UIWindowScene?, anchor: (name: ToastAnchor, view: UIView)?, handle: ToastHandle,
        completion: ToastRuntime.Completion?
    ) {
        let preferred = scene ?? view?.window?.windowScene
        if let chosen = chooseScene(preferred: preferred) {
            present(toast, in: chosen, source: view, anchor: anchor, handle: handle, completion: completion)
            return
        }
        lastTicket += 1
        let ticket = lastTicket
        waiting[ticket] = Waiting(
            toast: toast, preferredScene: preferred.map(ObjectIdentifier.init), source: view.map(Weak.init),
            anchor: anchor.map { ($0.name, Weak($0.view)) }, handle: handle, completion: completion)
        handle.bind(.waiting(ticket))
        let deadline = waitingRoom.admit(ticket, at: scheduler.now)
        _ = scheduler.schedule(at: deadline) { [weak self] in self?.expireWaiting() }
    }

    func dismiss(_ location: ToastHandle.Location) {
        switch location {
        case .presented(let controller, let id):
            controller.value?.runtime.dismiss(id)
        case .waiting(let ticket):
            guard waitingRoom.remove(ticket), let request = waiting.removeValue(forKey: ticket) else { return }
            finish(request, reason: .dismissed)
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

    /// Every lifecycle event of every scene, to `observer`, until cancelled.
    func observe(_ observer: @escaping @MainActor (ToastLifecycleEvent) -> Void) -> ToastObservation {
        lastObserverKey += 1
        let key = lastObserverKey
        eventObservers.append((key, observer))
        return ToastObservation { [weak self] in
            self?.eventObservers.removeAll { $0.key == key }
        }
    }

    /// A scene's engine reported `event`.
    func forward(_ event: ToastLifecycleEvent) {
        for (_, observer) in eventObservers { observer(event) }
    }

    func dismissAll() {
        for controller in controllers.values { controller.runtime.dismissAll() }
        for ticket in waitingRoom.releaseAll() {
            if let request = waiting.removeValue(forKey: ticket) { finish(request, reason: .dismissed) }
        }
    }

    private func present(
        _ toast: Toast, in scene: UIWindowScene, source: UIView?, anchor: (name: ToastAnchor, view: UIView)?, handle: ToastHandle,
        completion: ToastRuntime.Completion?
    ) {
        let controller = controller(for: scene)
        let id = controller.show(toast, source: source, anchor: anchor) { dismissal in
            handle.finish(dismissal)
            completion?(dismissal)
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
        let controller = ToastSceneHost(scene: scene, configuration: configuration, keyboard: sameScreen ? keyboard : .unknown)
        controllers[key] = controller
        return controller
    }

    private func chooseScene(preferred: UIWindowScene?) -> UIWindowScene? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        let candidates = scenes.map { scene in
            ToastSceneSelection.Candidate(
                id: ObjectIdentifier(scene), state: Self.state(of: scene),
                hasKeyWindow: scene.windows.contains { $0.isKeyWindow },
                activation: activations[ObjectIdentifier(scene)] ?? 0,
                stableName: scene.session.persistentIdentifier)
        }
        let chosen = ToastSceneSelection.choose(preferred: preferred.map(ObjectIdentifier.init), among: candidates)
        return scenes.first { ObjectIdentifier($0) == chosen }
    }

    private static func state(of scene: UIScene) -> ToastSceneSelection.State {
        switch scene.activationState {
        case .foregroundActive: .foregroundActive
        case .foregroundInactive: .foregroundInactive
        case .background: .background
        case .unattached: .unattached
        @unknown default: .unattached
        }
    }

    /// A request that never reached a scene ends with this identifier: no engine gave it one.
    static let unpresentedID = ToastID(rawValue: 0)

    private func finish(_ request: Waiting, reason: ToastDismissReason) {
        let dismissal = ToastDismissal(id: Self.unpresentedID, reason: reason)
        request.handle.finish(dismissal)
        request.completion?(dismissal)
    }

    private func releaseWaiting() {
        for ticket in waitingRoom.releaseAll() {
            guard let request = waiting.removeValue(forKey: ticket) else { continue }
            let preferred = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
                .first { ObjectIdentifier($0) == request.preferredScene }
            guard let scene = chooseScene(preferred: preferred) else {
                finish(request, reason: .dropped(.noPresenter))
                continue
            }
            let anchor = request.anchor.flatMap { pair in pair.view.value.map { (pair.name, $0) } }
            present(
                request.toast, in: scene, source: request.source?.value, anchor: anchor, handle: request.handle,
                completion: request.completion)
        }
    }

    private func expireWaiting() {
        for ticket in waitingRoom.expire(at: scheduler.now) {
            if let request = waiting.removeValue(forKey: ticket) { finish(request, reason: .dropped(.noPresenter)) }
        }
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
                center.controllers[scene]?.activityChanged(active: true)
            }
            center.releaseWaiting()
        }
        on(UIScene.willDeactivateNotification) { center, scene in
            scene.flatMap { center.controllers[$0] }?.activityChanged(active: false)
        }
        on(UIScene.didDisconnectNotification) { center, scene in
            guard let scene else { return }
            center.activations[scene] = nil
            center.controllers.removeValue(forKey: scene)?.tearDown()
        }
        on(UIScene.didEnterBackgroundNotification) { center, scene in
            scene.flatMap { center.controllers[$0] }?.runtime.send(.appEnteredBackground)
        }
        on(UIScene.willEnterForegroundNotification) { center, scene in
            scene.flatMap { center.controllers[$0] }?.runtime.send(.appEnteredForeground)
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

    private func broadcast(_ event: ToastStateMachine.Event) {
        for controller in controllers.values { controller.runtime.send(event) }
    }
}
#endif
