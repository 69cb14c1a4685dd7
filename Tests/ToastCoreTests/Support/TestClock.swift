import Foundation

/// A clock whose time moves only when a test says so; sleepers wake when it passes their
/// deadline, or throw `CancellationError` when their task is cancelled. No test waits on wall time.
///
/// ```swift
/// let clock = TestClock()
/// let scheduler = ClockToastScheduler(clock: clock)
/// clock.advance(by: .seconds(2))   // wakes everything due by then
/// ```
final class TestClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration

        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var lastID: UInt64 = 0
    }

    /// Guards `unguardedState`. Not `Synchronization.Mutex`: ThreadSanitizer on Linux does not
    /// see its futex-based locking (the lock runs in the uninstrumented standard library) and
    /// reports the very races it prevents; `NSLock` is a pthread mutex, which it sees.
    private let lock = NSLock()
    /// Read and written only inside `lock`, through ``withState(_:)``: that is what makes
    /// sharing this class across threads sound.
    nonisolated(unsafe) private var unguardedState = State()

    private func withState<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&unguardedState)
    }

    var now: Instant { withState { $0.now } }
    var minimumResolution: Duration { .zero }

    /// How many sleepers wait.
    var sleeperCount: Int { withState { $0.sleepers.count } }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        let id = withState { state -> UInt64 in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wakeNow = withState { state -> Bool in
                    if Task.isCancelled || deadline <= state.now { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if wakeNow {
                    if Task.isCancelled { continuation.resume(throwing: CancellationError()) } else { continuation.resume() }
                }
            }
        } onCancel: {
            let cancelled = withState { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            cancelled?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper due by the new time.
    func advance(by duration: Duration) {
        let due = withState { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }
            state.sleepers.removeAll { $0.deadline <= now }
            return due.sorted { $0.deadline < $1.deadline }
        }
        for sleeper in due { sleeper.continuation.resume() }
    }
}
