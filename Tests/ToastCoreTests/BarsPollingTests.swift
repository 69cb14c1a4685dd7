import Testing

@testable import ToastCore
@testable import ToastShellRules

/// The bars are read when something may move them, and polled only while something moves.
@Suite("Reading the bars")
struct BarsPollingTests {
    /// A loading toast over a long upload, on a screen nobody touches: after the toast's own
    /// arrival settles, nothing is read for the rest of its minutes.
    @Test func anIndefiniteToastOverAStillScreenStopsReadingTheBars() {
        var polling = ToastBarsPolling()
        polling.somethingHappened(at: 0)  // the toast came
        var reads = 0
        var now = 0.0
        while polling.polls(at: now), now < 600 {
            now += ToastBarsPolling.interval
            reads += 1
            _ = polling.read(at: now, barsChanged: false)
        }
        #expect(now <= ToastBarsPolling.settleTime + ToastBarsPolling.interval, "polling ends once things settle")
        #expect(reads <= Int((ToastBarsPolling.settleTime / ToastBarsPolling.interval).rounded()) + 1)
        #expect(!polling.polls(at: 300), "ten reads a second for ten minutes was 6,000 reads")
    }

    /// A touch (a tap on a Back button) starts polling again, and a tab bar still sliding keeps
    /// it going until it rests.
    @Test func aTouchStartsPollingAndABarStillMovingKeepsItGoing() {
        var polling = ToastBarsPolling()
        #expect(!polling.polls(at: 100))
        polling.somethingHappened(at: 100)
        #expect(polling.polls(at: 100.1))
        // The bar moves at every read until 101.5, then rests.
        var now = 100.0
        while polling.polls(at: now), now < 200 {
            now += ToastBarsPolling.interval
            _ = polling.read(at: now, barsChanged: now < 101.5)
        }
        #expect(now >= 101.5 + ToastBarsPolling.settleTime - 1e-9, "followed until the bar rests, then for a settle time")
        #expect(now < 101.5 + ToastBarsPolling.settleTime + ToastBarsPolling.interval, "and no longer")
    }

    @Test func stoppingEndsPollingUntilTheNextEvent() {
        var polling = ToastBarsPolling()
        polling.somethingHappened(at: 5)
        polling.stop()
        #expect(!polling.polls(at: 5.1))
        let goesOn = polling.read(at: 5.2, barsChanged: false)
        #expect(!goesOn)
    }
}
