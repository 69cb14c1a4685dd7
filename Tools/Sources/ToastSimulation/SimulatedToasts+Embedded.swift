// The harness's toasts in the WebAssembly playground's build (Embedded Swift). ToastCore's
// runtime needs the main actor, tasks and weak references, which Embedded Swift does not have,
// so this type carries the engine's effects itself, the way `ToastRuntime`, `ToastStageDriver`
// and `ManualToastScheduler` carry them: the playground's conformance test
// (Playground/Tests/conformance) runs every script of the harness's corpus through both builds
// and fails on any byte that differs. On Linux and macOS the type is in SimulatedToasts.swift.
#if hasFeature(Embedded)
@_spi(Plumbing) import ToastCore

/// The toasts a ``Simulator`` runs: a ``ToastStateMachine`` on a virtual clock, and a
/// ``ToastStage`` that measures text with ``ApproximateTextMeasurer``, with the runtime's order of
/// work:
///
/// - Effects are carried out a batch at a time; effects decided while a batch runs (a stage
///   action that reports to the engine, a completion) wait for the next batch.
/// - A toast waits for one timer at most; a timer replaced or cancelled never fires, and one
///   that fires reaches the engine only if it is still the one its toast waits for.
/// - Timers run in deadline order, ties in the order they were started; the clock moves to each
///   timer's deadline as it runs (an infinite one runs last and leaves the clock where it is).
/// - Stage actions go out a batch at a time; actions that report to the engine reach it after
///   the batch has gone out.
///
/// What happens is gathered as ``Output`` values, taken by ``takeOutputs()``.
final class SimulatedToasts {
    /// Something that happened, at the clock's time then.
    enum Output {
        /// A lifecycle event of a toast.
        case event(ToastLifecycleEvent, at: Double)
        /// What the stage did, as one batch.
        case actions([ToastStage.Action], at: Double)
    }

    /// A started timer: what it reports, when, and the order it was started in.
    private struct Pending {
        var timer: ToastTimer
        var deadline: Double
        var sequence: UInt64

        func precedes(_ other: Pending) -> Bool {
            deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
        }
    }

    /// The clock's time.
    private(set) var now = 0.0
    /// The stage as it stands.
    private(set) var stage = ToastStage(scene: ToastStage.Scene(size: ToastSize(width: 0, height: 0)))
    /// What the showing controller's bars cover at the bottom (container coordinates): every
    /// toast's context.
    private var bottomBar: ToastRect?

    private var machine = ToastStateMachine()
    private let measurer = ApproximateTextMeasurer()
    private var outputs: [Output] = []

    /// Effects decided and not carried out yet, and whether a batch is being carried out.
    private var effects: [ToastStateMachine.Effect] = []
    private var isPerforming = false
    /// Stage actions not sent out yet, and whether a batch is going out.
    private var actions: [ToastStage.Action] = []
    private var isFlushing = false

    /// Started timers, earliest first (a toast has one at most, so the list stays short).
    private var timers: [Pending] = []
    /// The sequence number of the timer each toast waits for.
    private var waitingFor: [ToastID: UInt64] = [:]
    private var lastSequence: UInt64 = 0
    /// Timer runs left before the clock stops running them.
    private var budget = 0
    /// Whether a timer was skipped because the budget was spent.
    private(set) var isExhausted = false

    init() {}

    /// Everything that happened since the last call, in order.
    func takeOutputs() -> [Output] {
        defer { outputs.removeAll(keepingCapacity: true) }
        return outputs
    }

    /// Shows (or queues, or drops) a toast and returns its identifier.
    func show(_ request: ToastRequest) -> ToastID {
        let id = machine.show(request, at: now, into: &effects)
        performEffects()
        return id
    }

    /// Reports an event to the engine.
    func send(_ event: ToastStateMachine.Event) {
        if case .timerFired(let timer) = event {
            // Reported from elsewhere (or early): the started timer must not report it again.
            cancel(timer)
        }
        machine.handle(event, at: now, into: &effects)
        performEffects()
    }

    /// Reports an input to the stage.
    func send(_ input: ToastStage.Input) {
        stage.handle(input, at: now, measurer: measurer, into: &actions)
        flushActions()
    }

    /// The scene changed (nothing happens when it did not).
    func sceneChanged(_ scene: ToastStage.Scene) {
        guard scene != stage.scene else { return }
        send(.sceneChanged(scene))
    }

    /// The bars at the bottom changed: every toast's context.
    func bottomBarChanged(_ bottomBar: ToastRect?) {
        self.bottomBar = bottomBar
        for id in stage.toastIDs { send(.contextChanged(id, ToastStage.Context(bottomBar: bottomBar))) }
    }

    // MARK: - The clock

    /// Allows `runs` more timer runs (replacing what was left).
    func grant(_ runs: Int) {
        budget = runs
    }

    /// Runs every timer due by `time`, then sets the clock to `time`.
    func advance(to time: Double) {
        while let first = timers.first, first.deadline <= time {
            run(timers.removeFirst())
        }
        if time > now { now = time }
    }

    /// Runs timers, however late, until none is pending or `limit` have run; returns whether
    /// none is pending.
    func runUntilIdle(limit: Int) -> Bool {
        for _ in 0..<max(limit, 0) {
            guard !timers.isEmpty else { return true }
            run(timers.removeFirst())
        }
        return timers.isEmpty
    }

    private func start(_ timer: ToastTimer, at deadline: Double) {
        cancelTimer(of: timer.id)
        lastSequence += 1
        let pending = Pending(timer: timer, deadline: deadline.isNaN ? now : max(deadline, now), sequence: lastSequence)
        timers.insert(pending, at: timers.firstIndex { pending.precedes($0) } ?? timers.endIndex)
        waitingFor[timer.id] = pending.sequence
    }

    /// Cancels `timer` if it is the one its toast waits for.
    private func cancel(_ timer: ToastTimer) {
        guard let sequence = waitingFor[timer.id], let index = timers.firstIndex(where: { $0.sequence == sequence }),
            timers[index].timer == timer
        else { return }
        timers.remove(at: index)
        waitingFor[timer.id] = nil
    }

    /// Cancels whatever timer the toast `id` waits for.
    private func cancelTimer(of id: ToastID) {
        guard let sequence = waitingFor.removeValue(forKey: id) else { return }
        timers.removeAll { $0.sequence == sequence }
    }

    private func run(_ pending: Pending) {
        // A timer with an infinite deadline runs last, without taking the clock there.
        if pending.deadline.isFinite { now = max(now, pending.deadline) }
        guard budget > 0 else {
            isExhausted = true
            return
        }
        budget -= 1
        guard waitingFor[pending.timer.id] == pending.sequence else { return }
        waitingFor[pending.timer.id] = nil
        machine.handle(.timerFired(pending.timer), at: now, into: &effects)
        performEffects()
    }

    // MARK: - Carrying out effects

    /// Carries out the decided effects in order, a batch at a time; a call made meanwhile only
    /// adds to the next batch.
    private func performEffects() {
        guard !isPerforming else { return }
        isPerforming = true
        defer { isPerforming = false }
        while !effects.isEmpty {
            let batch = effects
            effects.removeAll(keepingCapacity: true)
            for effect in batch { carryOut(effect) }
        }
    }

    private func carryOut(_ effect: ToastStateMachine.Effect) {
        switch effect {
        case .present(let toast): send(.toastPresented(toast, ToastStage.Context(bottomBar: bottomBar)))
        case .beginHiding(let toast): send(.toastBeganHiding(toast))
        case .update(let toast): send(.toastUpdated(toast))
        case .remove(let id): send(.toastRemoved(id))
        case .notify(let event):
            // The engine never ends a toast with a timer running; should it, the timer goes too.
            if case .completed(let dismissal) = event { cancelTimer(of: dismissal.id) }
            outputs.append(.event(event, at: now))
        case .startTimer(let timer, let fireAt): start(timer, at: fireAt)
        case .cancelTimer(let timer): cancel(timer)
        case .announce: break  // the harness has no screen reader to speak to
        }
    }

    /// Sends the stage's actions out a batch at a time, then reports to the engine what they
    /// report.
    private func flushActions() {
        guard !isFlushing else { return }
        isFlushing = true
        defer { isFlushing = false }
        while !actions.isEmpty {
            let batch = actions
            actions.removeAll(keepingCapacity: true)
            outputs.append(.actions(batch, at: now))
            for action in batch {
                if case .send(let event) = action { send(event) }
            }
        }
    }
}
#endif
