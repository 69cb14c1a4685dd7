// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
/// A source of time and delayed work for `ToastRuntime`: the only place the runtime learns the
/// time or waits.
///
/// Apps use `ClockToastScheduler` with `ContinuousClock`; tests and the simulator use
/// `ManualToastScheduler`, whose time moves only when told to.
@MainActor
package protocol ToastScheduling: AnyObject {
    /// Seconds since the scheduler's origin; never decreases.
    var now: Double { get }
    /// Runs `work` on the main actor at `deadline` (seconds since the origin), or as soon as
    /// possible if it has passed.
    func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable
}

/// Scheduled work that can be called off. Cancelling twice, or after the work ran, does nothing.
@MainActor
package protocol ToastCancellable: AnyObject {
    /// Calls the work off: it will not run. Safe to call more than once, and after the work ran.
    func cancel()
}
#endif
