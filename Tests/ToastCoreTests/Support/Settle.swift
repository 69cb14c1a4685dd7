/// Lets the tasks a ``TestClock`` woke do their work: yields until `sleepers` tasks wait on the
/// clock and `done` holds, then a little more. Bounded, so a wrong count fails instead of
/// hanging. A woken task resumes on another thread and hops to the main actor; on a loaded
/// machine (CI running beside the tests) yielding alone may not give it the time, so past the
/// first thousand tries each try also waits a millisecond of real time (at most about two
/// seconds in all).
@MainActor
func settle(_ clock: TestClock, sleepers: Int, until done: () -> Bool = { true }) async {
    for attempt in 0..<settleAttempts {
        if clock.sleeperCount == sleepers, done() { break }
        if attempt < settleAttemptsYieldingOnly {
            await Task.yield()
        } else {
            try? await Task.sleep(nanoseconds: settlePauseNanoseconds)
        }
    }
    for _ in 0..<settleTrailingYields { await Task.yield() }
}

private let settleAttempts = 3_000
private let settleAttemptsYieldingOnly = 1_000
private let settlePauseNanoseconds: UInt64 = 1_000_000
private let settleTrailingYields = 10
