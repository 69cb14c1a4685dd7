import Testing

@testable import ToastCore

@MainActor
@Suite("Runtime")
struct RuntimeTests {
    @Test func theCompletionRunsExactlyOnceWithTheReason() {
        let harness = Harness()
        var reasons: [ToastEndReason] = []
        let id = harness.runtime.show(Fixture.request(seconds: 2, style: Fixture.fadingStyle)) { reasons.append($0.reason) }
        harness.scheduler.advance(to: 1.5)
        harness.runtime.send(.toastTapped(id))
        harness.runtime.send(.toastTapped(id))
        harness.runtime.dismiss(id)
        harness.scheduler.runUntilIdle()
        #expect(reasons == [.tap])
        #expect(harness.runtime.waitingCompletionCount == 0 && harness.runtime.nextDeadline == nil)
    }

    @Test func aRejectedRequestCompletesBeforeShowReturns() {
        let harness = Harness()
        var reason: ToastEndReason?
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
        #expect(
            harness.host.lines == [
                "0.0 present \(normal)", "2.0 hide \(normal)", "2.0 present \(urgent)", "3.0 remove \(normal)",
                "4.0 hide \(urgent)", "5.0 remove \(urgent)", "5.0 present \(normal)", "9.0 hide \(normal)", "10.0 remove \(normal)",
            ])
        #expect(harness.completions(of: normal) == [.timeout])
    }

    @Test func anInstantHideBeginsAndEndsInTheSameTurn() {
        let harness = Harness()
        let toast = harness.show(Fixture.request(seconds: 1))
        harness.scheduler.runUntilIdle()
        #expect(harness.host.lines == ["0.0 present \(toast)", "1.0 hide \(toast)", "1.0 remove \(toast)"])
    }

    @Test func theActionRunsOnceWhenChosen() {
        let harness = Harness()
        var runs = 0
        var reason: ToastEndReason?
        let request = ToastRequest(
            content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo")), style: Fixture.instantStyle)
        let id = harness.runtime.show(request, completion: { reason = $0.reason }, action: { runs += 1 })
        harness.runtime.send(.actionTriggered(id))
        harness.runtime.send(.actionTriggered(id))
        #expect(runs == 1 && reason == .action)
    }

    @Test func theActionDoesNotRunWhenTheToastEndsAnotherWay() {
        let harness = Harness()
        var runs = 0
        let request = ToastRequest(
            content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo")), style: Fixture.instantStyle,
            duration: .seconds(1))
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
        #expect(
            harness.log == [
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

    @Test func theClockSchedulerRunsDueWorkAndSkipsCancelledWork() async {
        let clock = TestClock()
        let scheduler = ClockToastScheduler(clock: clock)
        var ran: [String] = []
        let cancelled = scheduler.schedule(at: 1) { ran.append("cancelled") }
        _ = scheduler.schedule(at: 2) { ran.append("at 2") }
        _ = scheduler.schedule(at: 0) { ran.append("at 0") }
        _ = scheduler.schedule(at: 4) { ran.append("at 4") }
        cancelled.cancel()
        await settle(clock, sleepers: 2) { ran.count == 1 }  // "at 0" is due at once; "cancelled" left
        #expect(ran == ["at 0"])
        clock.advance(by: .seconds(3))
        await settle(clock, sleepers: 1) { ran.count == 2 }
        #expect(ran == ["at 0", "at 2"])
        #expect(scheduler.now == 3)
        clock.advance(by: .seconds(1))
        await settle(clock, sleepers: 0) { ran.count == 3 }
        #expect(ran == ["at 0", "at 2", "at 4"])
    }

    @Test(arguments: [Double.greatestFiniteMagnitude, 1.8e20, 9.5e18, .infinity, -.infinity, .nan, -1])
    func theClockSchedulerTakesAnyDeadlineWithoutTrapping(deadline: Double) async {
        let clock = TestClock()
        let scheduler = ClockToastScheduler(clock: clock)
        var ran = false
        let work = scheduler.schedule(at: deadline) { ran = true }
        let clamped = ClockToastScheduler<TestClock>.clamped(deadline)
        #expect(clamped >= 0 && clamped <= ClockToastScheduler<TestClock>.longestDelay)
        if clamped == 0 {
            await settle(clock, sleepers: 0) { ran }
            #expect(ran, "a deadline in the past (or NaN) runs at once")
        } else {
            await settle(clock, sleepers: 1)
            #expect(!ran)
            work.cancel()
            await settle(clock, sleepers: 0)
            #expect(!ran, "cancelled work never runs")
        }
    }

    @Test func aRuntimeOnTheClockSchedulerEndsAHugeDurationOnlyWhenAsked() async {
        let clock = TestClock()
        let runtime = ToastRuntime(scheduler: ClockToastScheduler(clock: clock))
        var reason: ToastEndReason?
        let id = runtime.show(ToastRequest(message: "Forever", style: Fixture.instantStyle, duration: .seconds(.greatestFiniteMagnitude))) {
            reason = $0.reason
        }
        #expect(runtime.snapshot(id)?.remaining == .indefinite, "more than a day means indefinite")
        #expect(runtime.snapshot(id)?.request.acceptsTap == true, "so it can always be tapped away")
        runtime.send(.toastTapped(id))
        await settle(clock, sleepers: 0) { reason != nil }
        #expect(reason == .tap)
        #expect(runtime.nextDeadline == nil)
    }
}
