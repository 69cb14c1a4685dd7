/// Runs a ``ToastStateMachine`` for real: reads the time from a scheduler, starts and cancels the
/// timers the engine asks for, tells the host what to show, and calls each completion once.
///
/// ```swift
/// let runtime = ToastRuntime(scheduler: ClockToastScheduler(clock: ContinuousClock()), host: overlay)
/// let id = runtime.show(ToastRequest(message: "Saved")) { dismissal in
///     print(dismissal.reason)   // exactly once: timeout, tap, …
/// }
/// runtime.send(.toastTapped(id))
/// ```
///
/// Calls made from inside a completion, an action or an observer (showing another toast, for
/// example) are taken at once; their effects are carried out after the ones already under way,
/// in order.
///
/// A request the engine rejects completes before `show` returns.
@MainActor
public final class ToastRuntime {
    public typealias Completion = @MainActor (ToastDismissal) -> Void
    public typealias Observer = @MainActor (ToastLifecycleEvent) -> Void

    /// The engine's current state, for reading.
    public private(set) var machine: ToastStateMachine
    public let scheduler: any ToastScheduling
    /// Shows the toasts. Held weakly: the host usually owns the runtime.
    public weak var host: (any ToastHosting)?

    private var timers: [ToastTimer: any ToastCancellable] = [:]
    private var completions: [ToastID: Completion] = [:]
    private var actions: [ToastID: @MainActor () -> Void] = [:]
    /// Observers in the order they registered.
    private var observers: [(key: Int, observer: Observer)] = []
    private var lastObserverKey = 0
    /// Effects decided and not yet carried out; one buffer, reused.
    private var pending: [ToastStateMachine.Effect] = []
    private var isPerforming = false

    public init(configuration: ToastStateMachine.Configuration = .init(), scheduler: any ToastScheduling, host: (any ToastHosting)? = nil) {
        self.machine = ToastStateMachine(configuration: configuration)
        self.scheduler = scheduler
        self.host = host
    }

    /// The scheduler's time, which is the engine's time.
    public var now: Double { scheduler.now }

    /// Shows a toast (or queues it, or drops it, as its policy says) and returns its identifier.
    ///
    /// - Parameters:
    ///   - completion: Runs exactly once when the request ends, with the reason.
    ///   - action: Runs once if the user chooses the toast's action, as it starts to hide.
    ///   - prepare: Runs with the new identifier before any of the request's effects are carried
    ///     out, so a caller can file what it keeps for the toast (a name, an image, a custom view)
    ///     before the host is asked to present it or its completion runs. It must not call back
    ///     into the runtime.
    @discardableResult
    public func show(
        _ request: ToastRequest, completion: Completion? = nil, action: (@MainActor () -> Void)? = nil,
        prepare: (@MainActor (ToastID) -> Void)? = nil
    ) -> ToastID {
        let id = machine.show(request, at: scheduler.now, into: &pending)
        if let completion { completions[id] = completion }
        if let action, request.content.action != nil { actions[id] = action }
        prepare?(id)
        performPending()
        return id
    }

    /// Reports something that happened (a tap, a touch, the app going to the background, …).
    public func send(_ event: ToastStateMachine.Event) {
        if case .timerFired(let timer) = event {
            // Reported from elsewhere (or early): the scheduled work must not report it again.
            timers.removeValue(forKey: timer)?.cancel()
        }
        machine.handle(event, at: scheduler.now, into: &pending)
        performPending()
    }

    /// Ends one toast with ``ToastDismissReason/dismissed``, whether it is visible or queued.
    public func dismiss(_ id: ToastID) {
        send(.dismissRequested(id))
    }

    /// Ends every toast, visible and queued, with ``ToastDismissReason/dismissed``.
    public func dismissAll() {
        send(.dismissAllRequested)
    }

    /// The toasts on screen now.
    public var presentedToasts: [PresentedToast] { machine.presentedToasts() }

    /// The toast on screen with this identifier, if any.
    public func presentedToast(_ id: ToastID) -> PresentedToast? {
        machine.presentedToast(id)
    }

    /// Whether the request with this identifier has not ended yet (queued or on screen).
    public func isLive(_ id: ToastID) -> Bool {
        machine.isLive(id)
    }

    /// Timers started and not yet fired or cancelled: one at most per live toast.
    public var runningTimerCount: Int { timers.count }

    /// Completions still waiting for their request to end.
    public var waitingCompletionCount: Int { completions.count }

    /// Calls `observer` with every lifecycle event until the returned observation is cancelled.
    public func observe(_ observer: @escaping Observer) -> ToastObservation {
        lastObserverKey += 1
        let key = lastObserverKey
        observers.append((key, observer))
        return ToastObservation { [weak self] in
            self?.observers.removeAll { $0.key == key }
        }
    }

    // MARK: - Carrying out effects

    /// Carries out the pending effects in order. A call made while they run (from a completion,
    /// an action, an observer or the host) appends its effects behind them; the outer call
    /// carries those out too.
    private func performPending() {
        guard !isPerforming else { return }
        isPerforming = true
        defer { isPerforming = false }
        var index = 0
        while index < pending.count {
            let effect = pending[index]
            index += 1
            execute(effect)
        }
        pending.removeAll(keepingCapacity: true)
    }

    private func execute(_ effect: ToastStateMachine.Effect) {
        switch effect {
        case .present(let toast):
            host?.present(toast)
        case .beginHiding(let toast):
            host?.beginHiding(toast)
        case .remove(let id):
            host?.remove(id)
        case .notify(let event):
            notify(event)
        case .startTimer(let timer, let fireAt):
            timers[timer]?.cancel()
            timers[timer] = scheduler.schedule(at: fireAt) { [weak self] in
                self?.timerFired(timer)
            }
        case .cancelTimer(let timer):
            timers.removeValue(forKey: timer)?.cancel()
        case .announce(let id, let text):
            host?.announce(text, for: id)
        }
    }

    private func timerFired(_ timer: ToastTimer) {
        guard timers[timer] != nil else { return }
        send(.timerFired(timer))
    }

    private func notify(_ event: ToastLifecycleEvent) {
        switch event {
        case .willHide(let id, .ending(.action)):
            actions.removeValue(forKey: id)?()
        case .completed(let dismissal):
            actions.removeValue(forKey: dismissal.id)
            completions.removeValue(forKey: dismissal.id)?(dismissal)
        default:
            break
        }
        guard !observers.isEmpty else { return }
        for (_, observer) in observers {
            observer(event)
        }
    }
}

/// Keeps an observer registered until ``cancel()``. (Releasing it does not cancel: a deinit
/// cannot reach the main actor on iOS 16.)
@MainActor
public final class ToastObservation {
    private var onCancel: (@MainActor () -> Void)?

    init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
