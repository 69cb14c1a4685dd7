// The harness's toasts on Linux and macOS: ToastCore's runtime. The WebAssembly playground's
// build, which cannot have the runtime, has the same type in SimulatedToasts+Embedded.swift.
#if !hasFeature(Embedded)
@_spi(Plumbing) import ToastCore

/// The toasts a ``Simulator`` runs: ToastCore's ``ToastRuntime`` on a virtual clock, hosted by a
/// ``ToastStageDriver`` whose stage measures text with ``ApproximateTextMeasurer``.
///
/// What happens is not handed to the simulator as it happens but gathered, in order and with
/// its time, as ``Output`` values that the simulator takes after each call (``takeOutputs()``):
/// so nothing here calls back into the simulator, and the simulator holds this object without a
/// cycle (the WebAssembly build, with no weak or unowned references, relies on that).
@MainActor
final class SimulatedToasts {
    /// Something that happened, at the clock's time then.
    enum Output {
        /// A lifecycle event of a toast.
        case event(ToastLifecycleEvent, at: Double)
        /// What the stage did, as one batch.
        case actions([ToastStage.Action], at: Double)
    }

    private let scheduler = BudgetedScheduler()
    private let runtime: ToastRuntime
    private let driver: ToastStageDriver
    private var observation: ToastObservation?
    private var outputs: [Output] = []

    /// What the showing controller's bars cover at the bottom (container coordinates): every
    /// toast's context.
    private var bottomBar: ToastRect?

    init() {
        runtime = ToastRuntime(scheduler: scheduler)
        driver = ToastStageDriver(scene: ToastStage.Scene(size: ToastSize(width: 0, height: 0)), measurer: ApproximateTextMeasurer()) { _ in
        }
        driver.perform = { [unowned self] actions in outputs.append(.actions(actions, at: scheduler.now)) }
        driver.context = { [unowned self] _ in ToastStage.Context(bottomBar: bottomBar) }
        driver.attach(to: runtime)
        observation = runtime.observe { [unowned self] event in
            outputs.append(.event(event, at: scheduler.now))
        }
    }

    /// The clock's time.
    var now: Double { scheduler.now }

    /// The stage as it stands.
    var stage: ToastStage { driver.stage }

    /// Everything that happened since the last call, in order.
    func takeOutputs() -> [Output] {
        defer { outputs.removeAll(keepingCapacity: true) }
        return outputs
    }

    /// Shows (or queues, or drops) a toast and returns its identifier.
    func show(_ request: ToastRequest) -> ToastID {
        runtime.show(request)
    }

    /// Reports an event to the engine.
    func send(_ event: ToastStateMachine.Event) {
        runtime.send(event)
    }

    /// Reports an input to the stage.
    func send(_ input: ToastStage.Input) {
        driver.send(input)
    }

    /// The scene changed (nothing happens when it did not).
    func sceneChanged(_ scene: ToastStage.Scene) {
        driver.sceneChanged(scene)
    }

    /// The bars at the bottom changed: every toast's context.
    func bottomBarChanged(_ bottomBar: ToastRect?) {
        self.bottomBar = bottomBar
        for id in driver.stage.toastIDs { driver.contextChanged(id, ToastStage.Context(bottomBar: bottomBar)) }
    }

    // MARK: - The clock

    /// Allows `runs` more timer runs (replacing what was left).
    func grant(_ runs: Int) {
        scheduler.grant(runs)
    }

    /// Whether a timer was skipped because the budget was spent.
    var isExhausted: Bool { scheduler.isExhausted }

    /// Runs every timer due by `time`, then sets the clock to `time`.
    func advance(to time: Double) {
        scheduler.clock.advance(to: time)
    }

    /// Runs timers, however late, until none is pending or `limit` have run; returns whether
    /// none is pending.
    func runUntilIdle(limit: Int) -> Bool {
        scheduler.clock.runUntilIdle(limit: limit)
    }
}
#endif
