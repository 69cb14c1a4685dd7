import Testing

@testable import ToastCore

/// Live toasts: updates in place, progress, and the loading rules (grace and minimum time).
@MainActor
@Suite("Live toasts")
struct LiveToastTests {
    // MARK: Timelines

    @Test func aProgressOnlyUpdateNeverTouchesTheTimer() {
        assertTimeline(
            """
            A 4s     | s.%%.....
            =>
            A        | ====T....
            """)
    }

    @Test func aLoadingToastStaysUntilItIsFinishedAndThenTimesOutFromTheUpdate() {
        assertTimeline(
            """
            A load   | s.%%.F.....
            =>
            A        | =======T...
            """)
    }

    @Test func anUpdateWhileQueuedShowsWithTheNewestContentAndKeepsItsPlace() {
        assertTimeline(
            """
            A 2s     | s.....
            B 2s     | su....
            =>
            A        | ==T...
            B        | qq==T.
            """)
    }

    @Test func aLoadingRequestFinishedWithinItsGraceTimeShowsOnlyFinished() {
        assertTimeline(
            """
            A load grace=2  | sF.....
            =>
            A               | g==T...
            """)
    }

    @Test func aLoadingRequestStillRunningAfterItsGraceTimeAppears() {
        assertTimeline(
            """
            A load grace=2  | s...F.....
            =>
            A               | gg====T...
            """)
    }

    @Test func aLoadingRequestDismissedWithinItsGraceTimeNeverShows() {
        assertTimeline(
            """
            A load grace=2  | sd...
            =>
            A               | gD...
            """)
    }

    @Test func aResultThatArrivesRightAfterTheSpinnerWaitsForTheMinimumTime() {
        // At rest at 0; the result at 1 waits until the minimum (3) ends, then shows 2 s.
        assertTimeline(
            """
            A load min=3    | sF.......
            =>
            A               | =====T...
            """)
    }

    @Test func aDismissWithinTheMinimumTimeWaitsForIt() {
        assertTimeline(
            """
            A load min=3    | s.d.....
            =>
            A               | ===D....
            """)
    }

    @Test func aTapActsAtOnceEvenWithinTheMinimumTime() {
        assertTimeline(
            """
            A load min=3    | s.t.....
            =>
            A               | ==P.....
            """)
    }

    @Test func aCoalescedRequestRestartsTheTimerAndBringsItsContent() {
        let harness = Harness()
        let first = harness.show(Fixture.request("Copied 1 item", seconds: 3, key: "copy"))
        harness.scheduler.advance(to: 2)
        let second = harness.show(Fixture.request("Copied 2 items", seconds: 3, key: "copy"))
        #expect(harness.completions(of: second) == [.coalesced])
        #expect(harness.runtime.snapshot(first)?.request.content.message == "Copied 2 items")
        #expect(harness.host.lines.contains("2.0 update \(first)"))
        harness.scheduler.runUntilIdle()
        #expect(harness.log.contains("2.0 updated \(first)"))
        #expect(harness.log.last == "5.0 completed \(first) timeout", "the timer restarted at 2 with the full 3 s")
    }

    @Test func aCoalescedRequestWithTheSameContentReportsNoUpdate() {
        let harness = Harness()
        let first = harness.show(Fixture.request("Copied", seconds: 3, key: "copy"))
        harness.show(Fixture.request("Copied", seconds: 3, key: "copy"))
        #expect(!harness.log.contains("0.0 updated \(first)"))
    }

    @Test func aRequestCoalescedIntoAPreemptedToastThatIsLeavingBringsItsContentBack() {
        let harness = Harness()
        let first = harness.show(Fixture.request("1 new message", seconds: 4, style: Fixture.fadingStyle, key: "inbox"))
        harness.scheduler.advance(to: 2)
        let urgent = harness.show(Fixture.request("Call", seconds: 1, priority: .high))
        let second = harness.show(Fixture.request("2 new messages", seconds: 4, position: .top, key: "inbox"))
        #expect(harness.completions(of: second) == [.coalesced])
        #expect(harness.runtime.presentedToasts.map(\.id) == [first, urgent], "nothing shows at the top")
        #expect(harness.log.contains("2.0 updated \(first)"))
        harness.scheduler.advance(to: 4)  // urgent ends at 3 as first is gone; first enters again 3–4
        #expect(harness.runtime.snapshot(first)?.request.content.message == "2 new messages")
        #expect(harness.runtime.snapshot(first)?.remaining == .seconds(4), "its full time, from when it is at rest again")
    }

    @Test func aKeepAliveIsReportedAsUpdatedAndTheSameMessageAgainIsNot() {
        let harness = Harness()
        let id = harness.show(Fixture.request("Saved", seconds: 3))
        harness.scheduler.advance(to: 2)
        harness.runtime.send(.updateRequested(id, ToastUpdate([.duration(.seconds(3))])))
        harness.runtime.send(.updateRequested(id, .message("Saved")))
        #expect(harness.log.filter { $0.contains("updated") } == ["2.0 updated \(id)"])
        #expect(harness.host.lines == ["0.0 present \(id)"], "nothing to draw again: only the time changed")
        harness.scheduler.runUntilIdle()
        #expect(harness.log.last == "5.0 completed \(id) timeout")
    }

    // MARK: Updates while visible and leaving

    @Test func aVisibleToastIsUpdatedInPlaceAndReported() {
        let harness = Harness()
        let id = harness.show(
            ToastRequest(content: ToastContent(message: "Uploading…", progress: .indeterminate), style: Fixture.instantStyle))
        harness.scheduler.advance(to: 1)
        harness.runtime.send(.updateRequested(id, .progress(0.4)))
        harness.runtime.send(.updateRequested(id, .message("Uploading 3 of 10")))
        let toast = harness.runtime.snapshot(id)
        #expect(toast?.request.content.progress == .fraction(0.4))
        #expect(toast?.request.content.message == "Uploading 3 of 10")
        #expect(toast?.remaining == .indefinite, "a toast with progress and no duration stays")
        #expect(harness.host.lines == ["0.0 present \(id)", "1.0 update \(id)", "1.0 update \(id)"])
        #expect(harness.log.filter { $0.contains("updated") } == ["1.0 updated \(id)", "1.0 updated \(id)"])
    }

    @Test func anUpdateWhileLeavingChangesTheLookButNotTheTiming() {
        let harness = Harness()
        let id = harness.show(Fixture.request("Saving", seconds: 1, style: Fixture.fadingStyle))
        harness.scheduler.advance(to: 2.5)  // leaving 2–3
        harness.runtime.send(.updateRequested(id, ToastUpdate([.message("Saved"), .duration(.seconds(30))])))
        #expect(harness.runtime.snapshot(id)?.request.content.message == "Saved")
        #expect(harness.host.lines.last == "2.5 update \(id)")
        harness.scheduler.runUntilIdle()
        #expect(harness.log.last == "3.0 completed \(id) timeout")
    }

    @Test func aPreemptedToastUpdatedWhileAwayComesBackWithItsNewContentAndTime() {
        let harness = Harness()
        let normal = harness.show(Fixture.request("Uploading", seconds: 10))
        harness.scheduler.advance(to: 1)
        let urgent = harness.show(Fixture.request("Call", seconds: 1, priority: .high))
        harness.runtime.send(.updateRequested(normal, ToastUpdate([.message("Uploaded"), .duration(.seconds(2))])))
        harness.scheduler.advance(to: 2)  // urgent times out at 2; normal returns
        #expect(harness.completions(of: urgent) == [.timeout])
        #expect(harness.runtime.snapshot(normal)?.request.content.message == "Uploaded")
        #expect(harness.runtime.snapshot(normal)?.remaining == .seconds(2))
    }

    @Test func anUpdateThatWouldMakeTheToastInvalidIsRejectedAndChangesNothing() {
        let harness = Harness()
        let id = harness.show(Fixture.request("Saved", seconds: 3))
        harness.runtime.send(.updateRequested(id, ToastUpdate([.message("   "), .title(nil)])))
        harness.runtime.send(.updateRequested(id, ToastUpdate([.duration(.seconds(.nan))])))
        #expect(harness.runtime.snapshot(id)?.request.content.message == "Saved")
        let rejections = harness.events.compactMap { entry -> String? in
            if case .updateRejected(_, let why) = entry.event { return "\(why)" }
            return nil
        }
        #expect(rejections.count == 2)
        #expect(rejections.first == "\(ToastRejection.emptyText)")
        #expect(rejections.last?.hasPrefix("duration nan") == true)
        harness.scheduler.runUntilIdle()
        #expect(harness.log.last == "3.0 completed \(id) timeout", "its timing is untouched")
    }

    @Test func updatesAboutUnknownOrEndedToastsAreIgnored() {
        var machine = ToastStateMachine()
        #expect(machine.handle(.updateRequested(ToastID(rawValue: 42), .message("Hi")), at: 0).isEmpty)
    }

    // MARK: Progress values

    @Test func fractionsOutsideZeroToOneAreClampedAndNaNIsIndeterminate() {
        let harness = Harness()
        let id = harness.show(ToastRequest(content: ToastContent(message: "Working", progress: .fraction(7)), style: Fixture.instantStyle))
        #expect(harness.runtime.snapshot(id)?.request.content.progress == .fraction(1))
        harness.runtime.send(.updateRequested(id, .progress(-3)))
        #expect(harness.runtime.snapshot(id)?.request.content.progress == .fraction(0))
        harness.runtime.send(.updateRequested(id, .progress(.nan)))
        #expect(harness.runtime.snapshot(id)?.request.content.progress == .indeterminate)
        #expect(ToastProgress.fraction(.infinity).fractionCompleted == 1)
    }

    // MARK: Screen readers

    @Test func aScreenReaderHearsMessageChangesButNotProgress() {
        let harness = Harness()
        harness.runtime.send(.screenReaderChanged(running: true))
        let id = harness.show(
            ToastRequest(content: ToastContent(message: "Uploading…", progress: .indeterminate), style: Fixture.instantStyle))
        harness.runtime.send(.updateRequested(id, .progress(0.5)))
        harness.runtime.send(.updateRequested(id, .message("Uploading 3 of 10")))
        harness.runtime.send(.updateRequested(id, .replacing(with: ToastRequest(message: "Uploaded", style: .success))))
        #expect(harness.host.announcements == ["Uploading…", "Uploading 3 of 10", "Uploaded"])
    }

    @Test func aQueuedToastIsAnnouncedOnceWithItsNewestContentWhenItAppears() {
        let harness = Harness()
        harness.runtime.send(.screenReaderChanged(running: true))
        harness.show(Fixture.request("First", seconds: 1))
        let queued = harness.show(Fixture.request("Second", seconds: 1))
        harness.runtime.send(.updateRequested(queued, .message("Second, updated")))
        harness.scheduler.runUntilIdle()
        #expect(harness.host.announcements == ["First", "Second, updated"])
    }

    // MARK: Requests

    @Test func aRequestWithProgressAndNoDurationStays() {
        #expect(ToastRequest(content: ToastContent(message: "Working", progress: .indeterminate)).duration == .indefinite)
        #expect(ToastRequest(content: ToastContent(message: "Working", progress: .indeterminate), duration: .short).duration == .short)
        #expect(ToastRequest(message: "Saved").duration == ToastStyle.standard.behavior.duration)
    }

    @Test func loadingTimesAreClampedToTheirRange() {
        let timing = ToastLoadingTiming(graceSeconds: .nan, minimumSeconds: 1e9)
        #expect(timing.graceSeconds == 0 && timing.minimumSeconds == ToastLoadingTiming.longestSeconds)
        #expect(ToastLoadingTiming(graceSeconds: -1, minimumSeconds: 0.5).graceSeconds == 0)
    }
}
