/// A scheduler backed by a Swift `Clock`: `ContinuousClock` in an app, any test clock in tests.
///
/// Each piece of work is a main-actor task that sleeps until its deadline; cancelling cancels the
/// task, so nothing keeps a dismissed toast alive.
///
/// ```swift
/// let runtime = ToastRuntime(scheduler: ClockToastScheduler(clock: ContinuousClock()))
/// ```
@MainActor
public final class ClockToastScheduler<C: Clock>: ToastScheduling where C.Duration == Duration {
    private let clock: C
    private let origin: C.Instant

    public init(clock: C) {
        self.clock = clock
        self.origin = clock.now
    }

    public var now: Double {
        Self.seconds(origin.duration(to: clock.now))
    }

    public func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable {
        let delay = deadline.isFinite ? max(deadline, 0) : 0
        let instant = origin.advanced(by: .seconds(delay))
        let clock = self.clock
        let task = Task { @MainActor in
            do {
                try await clock.sleep(until: instant, tolerance: nil)
            } catch {
                return  // cancelled
            }
            work()
        }
        return TaskCancellable(task: task)
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
