import Testing
@testable import ToastCore

@MainActor
@Suite("Runtime")
struct RuntimeTests {
    @Test func theCompletionRunsExactlyOnceWithTheReason() {
        let harness = Harness()
        var reasons: [ToastDismissReason] = []
        let id = harness.runtime.show(Fixture.request(seconds: 2, style: Fixture.fadingStyle)) { reasons.append($0.reason) }
        harness.scheduler.advance(to: 1.5)
        harness.runtime.send(.toastTapped(id))
        harness.runtime.send(.toastTapped(id))
        harness.runtime.dismiss(id)
        harness.scheduler.runUntilIdle()
        #expect(reasons == [.tap])
        #expect(harness.runtime.waitingCompletionCount == 0 && harness.runtime.runningTimerCount == 0)
    }

    @Test func aRejectedRequestCompletesBeforeShowReturns() {
        let harness = Harness()
        var reason: ToastDismissReason?
        harness.runtime.show(ToastRequest(message: "   ")) { reason = $0.reason }
        #expect(reason == .rejected(.emptyText))
    }

    @Test func theHostIsToldToPresentHideAndRemove() {
        let harness = Harness()
        let id = harness.show(Fixture.request(seconds: 2, style: Fixture.fadingStyle))
        harness.scheduler.runUntilIdle()
        #expect(harness.host.lines == ["0.0 present \(id)", "3.0 hide \(id)", "4.0 remove \(id)"])
    }

    @Test func theHostSeesAReplacementAsHideOldPresentNewThenRemoveOld() {
        let harness = Harness()
        let old = harness.show(Fixture.request(seconds: 5, style: Fixture.fadingStyle))
        harness.scheduler.advance(to: 2)
        let new = harness.show(Fixture.request(seconds: 5, style: Fixture.fadingStyle, policy: .replace))
        harness.scheduler.advance(to: 4)
        #expect(harness.host.lines == ["0.0 present \(old)", "2.0 hide \(old)", "2.0 present \(new)", "3.0 remove \(old)"])
    }

    @Test func theHostSeesAPreemptedToastLeaveAndComeBack() {
        let harness = Harness()
        let normal = harness.show(Fixture.request(seconds: 4, style: Fixture.fadingStyle))
        harness.scheduler.advance(to: 2)
        let urgent = harness.show(Fixture.request(seconds: 1, style: Fixture.fadingStyle, priority: .high))
        harness.scheduler.runUntilIdle()
        // normal: shown 1–2 of its 4 s, pre-empted at 2 (gone at 3); urgent shows 2–3, rests 3–4,
        // fades 4–5; normal comes back at 5, rests 6–9 for its remaining 3 s, fades 9–10.
        #expect(harness.host.lines == [
            "0.0 present \(normal)", "2.0 hide \(normal)", "2.0 present \(urgent)", "3.0 remove \(normal)",
            "4.0 hide \(urgent)", "5.0 remove \(urgent)", "5.0 present \(normal)", "9.0 hide \(normal)", "10.0 remove \(normal)",
        ])
        #expect(harness.completions(of: normal) == [.timeout])
    }

    @Test func anInstantHideGoesStraightToRemove() {
        let harness = Harness()
        let toast = harness.show(Fixture.request(seconds: 1))
        harness.scheduler.runUntilIdle()
        #expect(harness.host.lines == ["0.0 present \(toast)", "1.0 remove \(toast)"])
    }

    @Test func theActionRunsOnceWhenChosen() {
        let harness = Harness()
        var runs = 0
        var reason: ToastDismissReason?
        let request = ToastRequest(content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo")), style: Fixture.instantStyle)
        let id = harness.runtime.show(request, completion: { reason = $0.reason }, action: { runs += 1 })
        harness.runtime.send(.actionTriggered(id))
        harness.runtime.send(.actionTriggered(id))
        #expect(runs == 1 && reason == .action)
    }

    @Test func theActionDoesNotRunWhenTheToastEndsAnotherWay() {
        let harness = Harness()
        var runs = 0
        let request = ToastRequest(content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo")), style: Fixture.instantStyle, duration: .seconds(1))
        harness.runtime.show(request, action: { runs += 1 })
        harness.scheduler.runUntilIdle()
        #expect(runs == 0)
    }

    @Test func aCompletionThatShowsAnotherToastKeepsEventsInOrder() {
        let harness = Harness()
        var second: ToastID?
        let first = harness.runtime.show(Fixture.request(seconds: 1)) { _ in
            second = harness.runtime.show(Fixture.request(seconds: 1))
        }
        harness.scheduler.runUntilIdle()
        guard let second else {
            Issue.record("the completion did not run")
            return
        }
        #expect(harness.log == [
            "0.0 willShow \(first)", "0.0 didShow \(first)",
            "1.0 willHide \(first) timeout", "1.0 didHide \(first) timeout", "1.0 completed \(first) timeout",
            "1.0 willShow \(second)", "1.0 didShow \(second)",
            "2.0 willHide \(second) timeout", "2.0 didHide \(second) timeout", "2.0 completed \(second) timeout",
        ])
    }

    @Test func aCancelledObservationHearsNothingMore() {
        let harness = Harness()
        var heard = 0
        let observation = harness.runtime.observe { _ in heard += 1 }
        harness.show(Fixture.request(seconds: 1))
        let before = heard
        observation.cancel()
        harness.scheduler.runUntilIdle()
        #expect(before == 2 && heard == 2)
    }

    @Test func announcementsReachTheHost() {
        let harness = Harness()
        harness.runtime.send(.screenReaderChanged(running: true))
        harness.runtime.show(ToastRequest(message: "Copied", title: "Link", style: Fixture.instantStyle))
        #expect(harness.host.announcements == ["Link\nCopied"])
    }

    @Test func theClockSchedulerRunsWorkInDeadlineOrderAndSkipsCancelledWork() async {
        let scheduler = ClockToastScheduler(clock: ContinuousClock())
        var ran: [String] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            let start = scheduler.now
            let cancelled = scheduler.schedule(at: start + 0.01) { ran.append("cancelled") }
            _ = scheduler.schedule(at: start + 0.02) { ran.append("second") }
            _ = scheduler.schedule(at: start) { ran.append("first") }
            _ = scheduler.schedule(at: start + 0.04) {
                ran.append("last")
                done.resume()
            }
            cancelled.cancel()
        }
        #expect(ran == ["first", "second", "last"])
        #expect(scheduler.now > 0.03)
    }
}
