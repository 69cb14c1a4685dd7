import Testing

@testable import ToastCore

/// The rules that tie lifecycle events together: which reason a hide reports when a second ending
/// arrives while a toast leaves, and how a pause ends when a held toast leaves.
@MainActor
@Suite("Lifecycle rules")
struct LifecycleRuleTests {
    @Test func aPreemptedToastDismissedWhileLeavingReportsOneReasonForItsHideThenCompletesDismissed() {
        let harness = Harness()
        let normal = harness.show(Fixture.request(seconds: 4, style: Fixture.fadingStyle))
        harness.scheduler.advance(to: 2)
        let urgent = harness.show(Fixture.request(seconds: 1, style: Fixture.fadingStyle, priority: .high))
        harness.scheduler.advance(to: 2.5)
        harness.runtime.dismiss(normal)
        harness.scheduler.advance(to: 3)
        #expect(
            harness.log.filter { $0.contains("\(normal) ") || $0.hasSuffix("\(normal)") } == [
                "0.0 willShow \(normal)", "1.0 didShow \(normal)",
                "2.0 willHide \(normal) preempted", "3.0 didHide \(normal) preempted", "3.0 completed \(normal) dismissed",
            ])
        #expect(harness.runtime.snapshot(urgent)?.phase == .shown)
        #expect(harness.runtime.machine.queuedToasts(at: .bottom).isEmpty, "it never goes back to the queue")
    }

    @Test func theFirstEndingWinsWhileAToastLeaves() {
        let harness = Harness()
        let toast = harness.show(Fixture.request(seconds: 1, style: Fixture.fadingStyle))
        harness.scheduler.advance(to: 2.5)  // shown 1–2, times out at 2, leaving until 3
        harness.runtime.dismiss(toast)
        harness.runtime.send(.toastTapped(toast))
        harness.runtime.send(.toastSwiped(toast))
        harness.runtime.send(.sceneRemoved)
        #expect(
            Array(harness.log.suffix(3)) == [
                "2.0 willHide \(toast) timeout", "2.5 didHide \(toast) timeout", "2.5 completed \(toast) timeout",
            ])
    }

    @Test func aToastHeldByATouchThatLeavesEndsItsPauseWithWillHideAndNeverResumes() {
        let harness = Harness()
        let toast = harness.show(Fixture.request(seconds: 3))
        harness.scheduler.advance(to: 1)
        harness.runtime.send(.touchBegan(toast))
        harness.runtime.dismiss(toast)
        harness.runtime.send(.touchEnded(toast))
        harness.scheduler.runUntilIdle()
        #expect(
            harness.log == [
                "0.0 willShow \(toast)", "0.0 didShow \(toast)", "1.0 paused \(toast)",
                "1.0 willHide \(toast) dismissed", "1.0 didHide \(toast) dismissed", "1.0 completed \(toast) dismissed",
            ])
    }

    @Test func aToastHeldByTheBackgroundThatIsPreemptedIsPausedAgainWhenItReturnsInTheBackground() {
        let harness = Harness()
        let normal = harness.show(Fixture.request(seconds: 3))
        harness.scheduler.advance(to: 1)
        harness.runtime.send(.appEnteredBackground)
        let urgent = harness.show(Fixture.request(seconds: 1, priority: .high))
        harness.runtime.dismiss(urgent)
        #expect(
            harness.log.filter { $0.hasSuffix("\(normal)") || $0.contains("\(normal) ") } == [
                "0.0 willShow \(normal)", "0.0 didShow \(normal)", "1.0 paused \(normal)",
                "1.0 willHide \(normal) preempted", "1.0 didHide \(normal) preempted",
                "1.0 willShow \(normal)", "1.0 didShow \(normal)", "1.0 paused \(normal)",
            ])
        #expect(harness.runtime.snapshot(normal)?.remaining == .seconds(2), "it kept the time it had left")
    }

    @Test func positionsHaveAFixedOrder() {
        let positions: [ToastPosition] = [.anchored(to: "b"), .fraction(0.7), .bottom, .anchored(to: "a"), .center, .fraction(0.2), .top]
        #expect(positions.sorted() == [.top, .center, .bottom, .fraction(0.2), .fraction(0.7), .anchored(to: "a"), .anchored(to: "b")])
    }
}

@MainActor
@Suite("Lifecycle rules, with updates")
struct LifecycleRuleUpdateTests {
    /// Found by `make soak` (trial 6486): a paused toast updated to stay indefinitely lost its
    /// pause without `resumed`, and a later finite duration paused it again.
    @Test func aPausedToastThatBecomesIndefiniteResumesAndAPauseComesInPairs() {
        let harness = Harness()
        let toast = harness.show(Fixture.request(seconds: 3))
        harness.runtime.send(.touchBegan(toast))
        harness.runtime.send(.updateRequested(toast, ToastUpdate([.duration(.indefinite)])))
        harness.runtime.send(.updateRequested(toast, ToastUpdate([.duration(.seconds(2))])))
        #expect(
            harness.log.filter { $0.contains("paused") || $0.contains("resumed") } == [
                "0.0 paused \(toast)", "0.0 resumed \(toast)", "0.0 paused \(toast)",
            ])
        harness.runtime.send(.touchEnded(toast))
        harness.scheduler.runUntilIdle()
        #expect(harness.log.last == "2.0 completed \(toast) timeout", "the new 2 s run once the touch ends")
    }
}
