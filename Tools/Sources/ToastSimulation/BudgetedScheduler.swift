// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor: the
// playground's SimulatedToasts keeps its own clock.
#if !hasFeature(Embedded)
@_spi(Plumbing) import ToastCore

/// A ``ManualToastScheduler`` whose timers run only while a budget lasts, so that an engine
/// that keeps scheduling work cannot hang the harness.
///
/// `ManualToastScheduler.advance(to:)` runs every timer due by then, however many there are;
/// `runUntilIdle(limit:)` has a limit but runs regardless of time. Wrapping each piece of work
/// lets the simulator bound both: before each clock move it grants a budget
/// (``grant(_:)``), each timer that runs spends one, and once the budget is spent the
/// remaining work is skipped and ``isExhausted`` becomes true. The simulator then stops with
/// an error: the output after that point would be wrong, so none is written.
@MainActor
final class BudgetedScheduler: ToastScheduling {
    let clock = ManualToastScheduler()
    private var remaining = 0
    private(set) var isExhausted = false

    var now: Double { clock.now }

    /// Allows `runs` more timer runs (replacing what was left).
    func grant(_ runs: Int) {
        remaining = runs
    }

    func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable {
        clock.schedule(at: deadline) { [unowned self] in
            guard remaining > 0 else {
                isExhausted = true
                return
            }
            remaining -= 1
            work()
        }
    }
}
#endif
