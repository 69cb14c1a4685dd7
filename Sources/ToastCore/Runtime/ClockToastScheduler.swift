// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
/// A scheduler backed by a Swift `Clock`: `ContinuousClock` in an app, any test clock in tests.
///
/// Each piece of work is a main-actor task that sleeps until its deadline; cancelling cancels the
/// task, so nothing keeps a dismissed toast alive.
///
/// Deadlines are clamped to 0…``longestDelay`` seconds from the scheduler's origin (NaN counts
/// as 0): `Duration.seconds(_:)` traps above about 1.7e20 s and a clock's sleep above about
/// 9e18 s, and a deadline from user input may be anything.
///
/// ```swift
/// let runtime = ToastRuntime(scheduler: ClockToastScheduler(clock: ContinuousClock()), scene: scene, measurer: measurer)
/// ```
@MainActor
package final class ClockToastScheduler<C: Clock>: ToastScheduling where C.Duration == Duration {
    private let clock: C
    private let origin: C.Instant
    /// Tasks started and not yet over (run or cancelled): what a soak test waits to reach zero.
    package private(set) var unfinishedTaskCount = 0

    /// The latest deadline, in seconds from the origin, that work is scheduled for: about 31
    /// years, far beyond any app's life and far inside what `Duration` and `sleep` accept.
    package static var longestDelay: Double { 1e9 }

    /// A scheduler whose origin is the clock's time now.
    package init(clock: C) {
        self.clock = clock
        self.origin = clock.now
    }

    /// Seconds the clock has moved since the scheduler was made (its origin). With
    /// `ContinuousClock` this keeps counting while the device sleeps.
    package var now: Double {
        Self.seconds(origin.duration(to: clock.now))
    }

    /// Starts a main-actor task that sleeps until `deadline` (seconds since the origin) and then
    /// runs `work`. A deadline that has passed, or NaN, runs `work` on the main actor's next turn,
    /// never during this call; one beyond ``longestDelay`` waits until then.
    ///
    /// Cancelling the returned value cancels the task: if it is still sleeping, `work` never
    /// runs and is released at once.
    package func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable {
        let instant = origin.advanced(by: .seconds(Self.clamped(deadline)))
        let clock = self.clock
        unfinishedTaskCount += 1
        let task = Task { @MainActor [weak self] in
            defer { self?.unfinishedTaskCount -= 1 }
            do {
                try await clock.sleep(until: instant, tolerance: nil)
            } catch {
                return  // cancelled
            }
            work()
        }
        return TaskCancellable(task: task)
    }

    /// `deadline` within 0…``longestDelay``; NaN is 0.
    static func clamped(_ deadline: Double) -> Double {
        guard deadline > 0 else { return 0 }  // also NaN
        return min(deadline, longestDelay)
    }

    static func seconds(_ duration: Duration) -> Double {
        let parts = duration.components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }

    private final class TaskCancellable: ToastCancellable {
        private let task: Task<Void, Never>

        init(task: Task<Void, Never>) {
            self.task = task
        }

        func cancel() {
            task.cancel()
        }
    }
}
#endif
