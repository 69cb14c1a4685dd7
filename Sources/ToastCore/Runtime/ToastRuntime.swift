// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
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
    /// Runs exactly once per request, on the main actor, with how it ended, including a
    /// request that never showed (dropped, coalesced, rejected). It runs before observers hear
    /// ``ToastLifecycleEvent/completed(_:)``.
    public typealias Completion = @MainActor (ToastDismissal) -> Void
    /// Receives every lifecycle event of every toast, on the main actor, in the order they
    /// happened (see ``observe(_:)``).
    public typealias Observer = @MainActor (ToastLifecycleEvent) -> Void

    /// The engine's current state, for reading.
    @_spi(Plumbing) public var machine: ToastStateMachine { state.machine }
    /// Where the runtime learns the time and waits.
    public let scheduler: any ToastScheduling
    /// Shows the toasts. Held weakly: the host usually owns the runtime.
    public weak var host: (any ToastHosting)?

    /// Everything the runtime changes as it runs, in one value: each step takes one access to
    /// it rather than one per field, since a class's stored properties are checked for
    /// exclusive access at run time, once per access.
    private var state: State
    /// What scheduled work calls back through: one weak reference for every timer, so pending
    /// work never keeps the runtime alive and no timer forms a weak reference of its own.
    private let relay = Relay()
    /// Observers in the order they registered.
    private var observers: [(key: Int, observer: Observer)] = []
    private var lastObserverKey = 0

    @MainActor
    private struct State {
        var machine: ToastStateMachine
        /// What the runtime keeps for each live toast (completion, action, timer), found with
        /// one lookup.
        var records = ToastIDMap<Record>()
        /// Effects decided and not yet carried out.
        var pending: [ToastStateMachine.Effect] = []
        /// An empty buffer with capacity, swapped in for `pending` while a batch runs.
        var spare: [ToastStateMachine.Effect] = []

        /// Forgets `timer` if it is the one its toast waits for, and returns its scheduled work.
        mutating func takeTimer(_ timer: ToastTimer) -> (any ToastCancellable)? {
            guard let handle = records.handle(of: timer.id), let running = records[handle].timer, running.timer == timer else { return nil }
            records[handle].timer = nil
            return running.work
        }

        /// Files the scheduled work of `timer`, and returns the work it replaces, if any.
        mutating func file(_ timer: ToastTimer, work: any ToastCancellable) -> (any ToastCancellable)? {
            guard let handle = records.handle(of: timer.id) else {
                records.insert(Record(timer: (timer, work)), for: timer.id)
                return nil
            }
            let replaced = records[handle].timer?.work
            records[handle].timer = (timer, work)
            return replaced
        }

        /// The action of a toast, taken so that it runs once.
        mutating func takeAction(of id: ToastID) -> (@MainActor () -> Void)? {
            guard let handle = records.handle(of: id) else { return nil }
            defer { records[handle].action = nil }
            return records[handle].action
        }

        /// Whether effects are being carried out; calls made meanwhile only add to `pending`.
        var isPerforming = false

        /// The first batch of effects to carry out, or `nil` when effects are already being
        /// carried out (by a call further up the stack) or there are none.
        mutating func startPerforming() -> [ToastStateMachine.Effect]? {
            guard !isPerforming, !pending.isEmpty else { return nil }
            isPerforming = true
            return takePending()
        }

        /// Takes back a carried-out batch's buffer and returns the next batch, or `nil` (and
        /// stops performing) when nothing more was decided meanwhile.
        mutating func nextBatch(after done: consuming [ToastStateMachine.Effect]) -> [ToastStateMachine.Effect]? {
            done.removeAll(keepingCapacity: true)
            spare = done
            guard !pending.isEmpty else {
                isPerforming = false
                return nil
            }
            return takePending()
        }

        /// Moves the pending effects out, leaving the spare (empty) buffer in their place; moved,
        /// never shared, so neither buffer is copied when it is emptied and reused.
        private mutating func takePending() -> [ToastStateMachine.Effect] {
            var batch = spare
            spare = []
            swap(&pending, &batch)
            return batch
        }

        /// Runs the engine on a new request and files its completion and action.
        mutating func show(_ request: ToastRequest, at now: Double, completion: ToastRuntime.Completion?, action: (@MainActor () -> Void)?)
            -> ToastID
        {
            let id = machine.show(request, at: now, into: &pending)
            if completion != nil || action != nil {
                records.insert(Record(completion: completion, action: action), for: id)
            }
            return id
        }

        mutating func handle(_ event: ToastStateMachine.Event, at now: Double) {
            machine.handle(event, at: now, into: &pending)
        }

        /// Reports a scheduled timer to the engine if it is still the one its toast waits for.
        mutating func fire(_ timer: ToastTimer, at now: Double) -> Bool {
            guard takeTimer(timer) != nil else { return false }
            machine.handle(.timerFired(timer), at: now, into: &pending)
            return true
        }
    }

    /// A runtime with no toasts. The host can also be set later.
    public init(configuration: ToastStateMachine.Configuration = .init(), scheduler: any ToastScheduling, host: (any ToastHosting)? = nil) {
        self.state = State(machine: ToastStateMachine(configuration: configuration))
        self.scheduler = scheduler
        self.host = host
        relay.runtime = self
    }

    /// The scheduler's time, which is the engine's time.
    public var now: Double { scheduler.now }

    /// Shows a toast (or queues it, or drops it, as its policy says) and returns its identifier.
    ///
    /// - Parameters:
    ///   - request: What to show, and how it behaves.
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
        let now = scheduler.now
        let id = state.show(request, at: now, completion: completion, action: request.content.action == nil ? nil : action)
        prepare?(id)
        performPending()
        return id
    }

    /// Reports something that happened (a tap, a touch, the app going to the background, …).
    public func send(_ event: ToastStateMachine.Event) {
        if case .timerFired(let timer) = event {
            // Reported from elsewhere (or early): the scheduled work must not report it again.
            state.takeTimer(timer)?.cancel()
        }
        let now = scheduler.now
        state.handle(event, at: now)
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

    /// Changes a toast that has not ended (see ``ToastUpdate``). `action` replaces what its
    /// action button runs (a toast updated to one with a new button); without it the old
    /// handler stays.
    public func update(_ id: ToastID, _ update: ToastUpdate, action: (@MainActor () -> Void)? = nil) {
        if let action, state.machine.isLive(id) {
            if let handle = state.records.handle(of: id) {
                state.records[handle].action = action
            } else {
                state.records.insert(Record(action: action), for: id)
            }
        }
        send(.updateRequested(id, update))
    }

    /// The toasts on screen now.
    public var presentedToasts: [PresentedToast] { state.machine.presentedToasts() }

    /// The toast on screen with this identifier, if any.
    public func presentedToast(_ id: ToastID) -> PresentedToast? {
        state.machine.presentedToast(id)
    }

    /// Whether the request with this identifier has not ended yet (queued or on screen).
    public func isLive(_ id: ToastID) -> Bool {
        state.machine.isLive(id)
    }

    /// Timers started and not yet fired or cancelled: one at most per live toast.
    @_spi(Plumbing) public var runningTimerCount: Int { state.records.values.reduce(0) { $0 + ($1.timer == nil ? 0 : 1) } }

    /// Completions still waiting for their request to end.
    @_spi(Plumbing) public var waitingCompletionCount: Int { state.records.values.reduce(0) { $0 + ($1.completion == nil ? 0 : 1) } }

    /// Calls `observer` with every lifecycle event until the returned observation is cancelled
    /// (releasing the observation does not end it: the runtime holds the observer).
    public func observe(_ observer: @escaping Observer) -> ToastObservation {
        lastObserverKey += 1
        let key = lastObserverKey
        observers.append((key, observer))
        return ToastObservation { [weak self] in
            self?.observers.removeAll { $0.key == key }
        }
    }

    // MARK: - Carrying out effects

    /// Carries out the pending effects in order, a batch at a time. A call made while a batch
    /// runs (from a completion, an action, an observer or the host) adds its effects to the
    /// next batch, so they are carried out after the ones already under way, in order.
    private func performPending() {
        guard var batch = state.startPerforming() else { return }  // the outer call carries them out
        while true {
            let host = self.host  // one weak load a batch; a host set meanwhile gets the next batch
            for effect in batch { execute(effect, host: host) }
            guard let next = state.nextBatch(after: batch) else { return }
            batch = next
        }
    }

    private func execute(_ effect: ToastStateMachine.Effect, host: (any ToastHosting)?) {
        switch effect {
        case .present(let toast):
            host?.present(toast)
        case .beginHiding(let toast):
            host?.beginHiding(toast)
        case .update(let toast):
            host?.update(toast)
        case .remove(let id):
            host?.remove(id)
        case .notify(let event):
            notify(event)
        case .startTimer(let timer, let fireAt):
            let relay = self.relay
            let work = scheduler.schedule(at: fireAt) { relay.runtime?.timerFired(timer) }
            state.file(timer, work: work)?.cancel()
        case .cancelTimer(let timer):
            state.takeTimer(timer)?.cancel()
        case .announce(let id, let text):
            host?.announce(text, for: id)
        }
    }

    private func timerFired(_ timer: ToastTimer) {
        let now = scheduler.now
        guard state.fire(timer, at: now) else { return }
        performPending()
    }

    private func notify(_ event: ToastLifecycleEvent) {
        switch event {
        case .willHide(let id, .ending(.action)):
            state.takeAction(of: id)?()
        case .completed(let dismissal):
            let record = state.records.removeValue(for: dismissal.id)
            record?.timer?.work.cancel()  // the engine never ends a toast with a timer running
            record?.completion?(dismissal)
        default:
            break
        }
        for (_, observer) in observers {
            observer(event)
        }
    }
}

/// What the runtime keeps for one live toast.
@MainActor
private struct Record {
    var completion: ToastRuntime.Completion?
    var action: (@MainActor () -> Void)?
    var timer: (timer: ToastTimer, work: any ToastCancellable)?

    init(
        completion: ToastRuntime.Completion? = nil, action: (@MainActor () -> Void)? = nil,
        timer: (timer: ToastTimer, work: any ToastCancellable)? = nil
    ) {
        self.completion = completion
        self.action = action
        self.timer = timer
    }
}

/// The runtime as scheduled work reaches it: weakly.
@MainActor
private final class Relay {
    weak var runtime: ToastRuntime?
}

/// An observer's registration, ended by ``cancel()``.
///
/// Whether releasing it ends the registration too depends on who made it:
///
/// - ``ToastRuntime/observe(_:)``: no. The runtime holds its observers, so one registered there
///   hears every event until it is cancelled or the runtime goes, whether or not the observation
///   is kept. Keep it to be able to cancel.
/// - ToastKit's `Toast.observe`: yes. That observer lives in the observation alone, so releasing
///   the observation (on any thread) ends it as `cancel()` does: keep it for as long as you want
///   events.
///
/// (An observation cannot cancel itself as it is released: its deinit may run on any thread, and
/// iOS 16 has no isolated deinit to reach the main actor from there.)
@MainActor
public final class ToastObservation {
    private var onCancel: (@MainActor () -> Void)?

    /// An observation that runs `onCancel` once, when it is cancelled (for shells that gather
    /// observers of their own).
    @_spi(Plumbing) public init(onCancel: @escaping @MainActor () -> Void) {
        self.onCancel = onCancel
    }

    /// Unregisters the observer: it receives no event after this call. Cancelling again does
    /// nothing.
    public func cancel() {
        let onCancel = self.onCancel
        self.onCancel = nil
        onCancel?()
    }
}
#endif
