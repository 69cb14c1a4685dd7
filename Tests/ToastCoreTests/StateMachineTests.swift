import Testing

@testable import ToastCore

@Suite("State machine")
struct StateMachineTests {
    @Test func aToastReportsItsWholeLifeInOrderEachPartAtItsOwnDeadline() {
        var machine = ToastStateMachine()
        let (id, shown) = machine.show(Fixture.request(seconds: 2, style: Fixture.fadingStyle), at: 0)
        #expect(shown.count == 2)
        guard case .appear(let presented) = shown.first else {
            Issue.record("expected the toast to be presented first, got \(shown)")
            return
        }
        #expect(presented.id == id && presented.phase == .entering && presented.transitionEnd == 1)
        #expect(shown[1] == .notify(.willShow(id)))
        #expect(machine.nextDeadline == 1, "the show transition ends at its deadline")
        #expect(machine.advance(to: 0.99).isEmpty && machine.now == 0.99)

        let rested = machine.advance(to: 1)
        #expect(rested == [.notify(.didShow(id))])
        #expect(machine.nextDeadline == 3, "the display time starts when the show transition ends")

        // Time runs past the display deadline: the hide starts at the deadline, not at the time given.
        let leaving = machine.advance(to: 3.5)
        guard case .beginHiding(let hiding) = leaving.first else {
            Issue.record("expected the hide to begin, got \(leaving)")
            return
        }
        #expect(hiding.phase == .leaving(.ending(.timeout)) && hiding.transitionStart == 3 && hiding.transitionEnd == 4)
        #expect(leaving.dropFirst().elementsEqual([.notify(.willHide(id, .ending(.timeout)))]))
        #expect(machine.now == 3.5 && machine.nextDeadline == 4)
        let gone = machine.advance(to: 10)
        #expect(
            gone == [
                .remove(id),
                .notify(.didHide(id, .ending(.timeout))),
                .notify(.completed(ToastEnding(id: id, reason: .timeout))),
            ])
        #expect(machine.liveCount == 0 && machine.nextDeadline == nil)
    }

    @Test func aHeldToastHasNoDeadlineAndResumesWithWhatRemained() {
        var machine = ToastStateMachine()
        let (id, _) = machine.show(Fixture.request(seconds: 5), at: 0)
        #expect(machine.nextDeadline == 5)
        _ = machine.handle(.touchBegan(id), at: 1)
        #expect(machine.nextDeadline == nil, "a held toast waits for no time")
        #expect(machine.advance(to: 100).isEmpty)
        #expect(machine.snapshot(id)?.isPaused == true)
        _ = machine.handle(.touchEnded(id), at: 100)
        #expect(machine.nextDeadline == 104)
    }

    @Test func deadlinesAtOneTimePassInTheOrderTheyWereSet() {
        var machine = ToastStateMachine(limits: .init(maxVisible: 3))
        let (first, _) = machine.show(Fixture.request(seconds: 2, position: .bottom), at: 0)
        let (second, _) = machine.show(Fixture.request(seconds: 2, position: .top), at: 0)
        let (third, _) = machine.show(Fixture.request(seconds: 2, position: .bottom), at: 0)
        #expect(machine.pendingDeadlines.map(\.id) == [first, second, third])
        let ended = machine.advance(to: 2).compactMap { effect -> ToastID? in
            if case .notify(.willHide(let id, _)) = effect { id } else { nil }
        }
        #expect(ended == [first, second, third])
    }

    @Test func aHideAnimationThatFinishesEarlyEndsTheToastThenAndOnlyWhileItLeaves() {
        var style = Fixture.fadingStyle
        style.motion.hide = .fade(duration: 5)
        var machine = ToastStateMachine()
        let (id, _) = machine.show(Fixture.request(seconds: 1, style: style), at: 0)
        #expect(machine.handle(.hideAnimationFinished(id), at: 0.5).isEmpty, "not leaving yet")
        _ = machine.handle(.dismissRequested(id), at: 0.5)
        #expect(machine.nextDeadline == 5.5)
        let done = machine.handle(.hideAnimationFinished(id), at: 1.2)
        #expect(done.contains(.notify(.completed(ToastEnding(id: id, reason: .dismissed)))))
        #expect(machine.liveCount == 0 && machine.nextDeadline == nil, "the hide deadline goes with the toast")
        #expect(machine.handle(.hideAnimationFinished(id), at: 1.3).isEmpty)
    }

    @Test func eventsForUnknownToastsAreIgnored() {
        var machine = ToastStateMachine()
        let stranger = ToastID(rawValue: 99)
        for event: ToastStateMachine.Input in [
            .toastTapped(stranger), .toastSwiped(stranger), .actionTriggered(stranger), .touchBegan(stranger),
            .touchEnded(stranger), .dismissRequested(stranger), .dismissAllRequested, .appEnteredForeground,
        ] {
            #expect(machine.handle(event, at: 0).isEmpty, "\(event)")
        }
    }

    @Test(arguments: [
        (ToastRequest(message: ""), ToastRejection.emptyText),
        (ToastRequest(message: " \n\t\u{200B} "), .emptyText),
        (ToastRequest(message: "\u{0007}\u{0000}"), .emptyText),
        (ToastRequest(message: "Hi", duration: .seconds(-1)), .invalidDuration(-1)),
        (ToastRequest(message: "Hi", duration: .seconds(.infinity)), .invalidDuration(.infinity)),
        (ToastRequest(message: "Hi", position: .fraction(1.5)), .invalidPosition(1.5)),
        (ToastRequest(content: ToastContent(message: "Hi", action: ToastAction(title: "  "))), .emptyActionTitle),
    ])
    func invalidRequestsAreRejectedWithAReadableReason(request: ToastRequest, rejection: ToastRejection) {
        var machine = ToastStateMachine()
        let (id, effects) = machine.show(request, at: 0)
        #expect(effects == [.notify(.completed(ToastEnding(id: id, reason: .rejected(rejection))))])
        #expect(!rejection.description.isEmpty)
        #expect(machine.liveCount == 0)
    }

    @Test func aNaNDurationIsRejected() {
        var machine = ToastStateMachine()
        let (_, effects) = machine.show(ToastRequest(message: "Hi", duration: .seconds(.nan)), at: 0)
        guard case .notify(.completed(let ending)) = effects.first, case .rejected(.invalidDuration(let value)) = ending.reason else {
            Issue.record("expected a rejection, got \(effects)")
            return
        }
        #expect(value.isNaN)
    }

    @Test func aRequestWithOnlyATitleIsValid() {
        var machine = ToastStateMachine()
        let (id, _) = machine.show(ToastRequest(message: "", title: "Saved"), at: 0)
        #expect(machine.snapshot(id)?.request.content.title == "Saved")
    }

    @Test func rejectionTextNeverContainsTheMessage() {
        let secret = "password hunter2"
        var machine = ToastStateMachine()
        let (_, effects) = machine.show(ToastRequest(message: secret, duration: .seconds(-3)), at: 0)
        #expect(!"\(effects)".contains("hunter2"))
    }

    @Test func timeThatRunsBackwardsCountsAsTheLatestTime() {
        var machine = ToastStateMachine()
        let (id, _) = machine.show(Fixture.request(seconds: 2), at: 10)
        _ = machine.handle(.touchBegan(id), at: 5)
        #expect(machine.now == 10)
        #expect(machine.snapshot(id)?.remaining == .seconds(2))
    }

    @Test func nonFiniteTimesLeaveTheClockWhereItWas() {
        var machine = ToastStateMachine()
        _ = machine.show(Fixture.request(seconds: 2), at: 3)
        _ = machine.handle(.appEnteredBackground, at: .infinity)
        _ = machine.handle(.appEnteredForeground, at: .nan)
        #expect(machine.now == 3)
        #expect(machine.nextDeadline == 5)
    }

    @Test func aScreenReaderHearsEachToastAndGetsTimeToListen() {
        var machine = ToastStateMachine()
        _ = machine.handle(.screenReaderChanged(running: true), at: 0)
        let message = "Your photo library finished syncing with all of your other devices just now"
        let (id, effects) = machine.show(Fixture.request(message, seconds: 2), at: 0)
        #expect(effects.contains(.announce(id, text: message)))
        let expected = ReadingTime.speechSeconds(for: message) + ReadingTime.screenReaderGraceSeconds
        #expect(machine.snapshot(id)?.remaining == .seconds(expected))
        #expect(expected > 2)
    }

    @Test func withoutAScreenReaderNothingIsAnnounced() {
        var machine = ToastStateMachine()
        let (_, effects) = machine.show(Fixture.request(), at: 0)
        #expect(!effects.contains { if case .announce = $0 { true } else { false } })
    }

    @Test func lowerQueueLimitDropsTheNewestAndHigherVisibleLimitPromotes() {
        var machine = ToastStateMachine(limits: .init(maxVisible: 1, maxQueued: 5))
        let ids = (0..<4).map { _ in machine.show(Fixture.request(), at: 0).id }
        let trimmed = machine.handle(.limitsChanged(.init(maxVisible: 1, maxQueued: 1)), at: 0)
        #expect(
            trimmed == [
                .notify(.completed(ToastEnding(id: ids[3], reason: .dropped(.queueFull(limit: 1))))),
                .notify(.completed(ToastEnding(id: ids[2], reason: .dropped(.queueFull(limit: 1))))),
            ])
        _ = machine.handle(.limitsChanged(.init(maxVisible: 2, maxQueued: 1)), at: 0)
        #expect(machine.snapshots().map(\.id) == [ids[0], ids[1]])
    }

    @Test func limitsAreClampedToTheirBounds() {
        let low = ToastStateMachine.Limits(maxVisible: 0, maxQueued: -4)
        #expect(low.maxVisible == 1 && low.maxQueued == 0)
        let high = ToastStateMachine.Limits(maxVisible: 1_000, maxQueued: .max)
        #expect(high.maxVisible == ToastStateMachine.Limits.maxVisibleLimit)
        #expect(high.maxQueued == ToastStateMachine.Limits.maxQueuedLimit)
    }

    @Test func aTapDuringTheHideTransitionDoesNotEndTheToastTwice() {
        var machine = ToastStateMachine()
        let (id, _) = machine.show(Fixture.request(style: Fixture.fadingStyle), at: 0)
        _ = machine.handle(.dismissRequested(id), at: 0.5)
        #expect(machine.handle(.toastTapped(id), at: 0.6).isEmpty)
        #expect(machine.handle(.dismissRequested(id), at: 0.7).isEmpty)
    }

    @Test func indefiniteToastsWithAnActionLeaveTapHandlingToTheStyle() {
        var style = Fixture.instantStyle
        style.behavior.tapToDismiss = false
        var machine = ToastStateMachine()
        let request = ToastRequest(
            content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo")), style: style, duration: .indefinite)
        let (id, _) = machine.show(request, at: 0)
        #expect(machine.handle(.toastTapped(id), at: 1).isEmpty)
        #expect(machine.handle(.actionTriggered(id), at: 2).contains(.notify(.completed(ToastEnding(id: id, reason: .action)))))
    }

    @Test func actionIsIgnoredForAToastWithoutOne() {
        var machine = ToastStateMachine()
        let (id, _) = machine.show(Fixture.request(), at: 0)
        #expect(machine.handle(.actionTriggered(id), at: 1).isEmpty)
    }

    @Test func snapshotsReportTransitionProgress() {
        var machine = ToastStateMachine()
        let (id, _) = machine.show(Fixture.request(style: Fixture.fadingStyle), at: 10)
        let toast = machine.snapshot(id)
        #expect(toast?.phase == .entering)
        #expect(toast?.transitionProgress(at: 10.25) == 0.25)
        #expect(toast?.transitionProgress(at: 12) == 1)
    }

    @Test func aPreemptedToastKeepsItsPlaceAtTheFrontOfTheQueueWhenItIsFull() {
        var machine = ToastStateMachine(limits: .init(maxVisible: 1, maxQueued: 1))
        let first = machine.show(Fixture.request(seconds: 4), at: 0).id
        let queued = machine.show(Fixture.request(seconds: 4), at: 0).id
        let (urgent, effects) = machine.show(Fixture.request(seconds: 1, priority: .high), at: 1)
        #expect(effects.contains(.notify(.completed(ToastEnding(id: queued, reason: .dropped(.queueFull(limit: 1)))))))
        #expect(machine.queuedToasts(at: .bottom) == [first])
        #expect(machine.snapshots().map(\.id) == [urgent])
    }

    @Test func queuedToastsAtSeveralPositionsMoveUpInPositionOrder() {
        var machine = ToastStateMachine()
        let positions: [ToastPosition] = [.anchored(to: "bar"), .bottom, .fraction(0.7), .top, .fraction(0.2), .center]
        let waiting = positions.map { position in
            _ = machine.show(Fixture.request(position: position), at: 0)
            return machine.show(Fixture.request(position: position), at: 0).id
        }
        let effects = machine.handle(.limitsChanged(.init(maxVisible: 2)), at: 0)
        let presented = effects.compactMap { effect -> ToastID? in
            if case .appear(let toast) = effect { return toast.id }
            return nil
        }
        let order = positions.indices.sorted { positions[$0] < positions[$1] }.map { waiting[$0] }
        #expect(presented == order)
    }

    @Test(arguments: 1...20 as ClosedRange<UInt64>)
    func positionsComeInTheirOrderHoweverManyAndWhateverTheOrderTheyFirstShowedIn(trial: UInt64) {
        var random = RepeatableRandomNumberGenerator(trial: trial)
        var positions: [ToastPosition] = [.top, .center, .bottom, .anchored(to: "tab"), .anchored(to: "fab")]
        positions += (0..<Int.random(in: 0...60, using: &random)).map { _ in .fraction(Double.random(in: 0...1, using: &random)) }
        positions.shuffle(using: &random)
        var machine = ToastStateMachine()
        for position in positions { _ = machine.show(Fixture.request(position: position), at: 0) }
        #expect(machine.activePositions == positions.sorted())
        #expect(machine.snapshots().map(\.request.position) == positions.sorted(), "each position's toast, in position order")
    }

    @Test func manyPositionsEachShowAtOnceAndAreForgottenOnceEmpty() {
        var machine = ToastStateMachine()
        let count = 200
        let ids = (0..<count).map { index in
            machine.show(Fixture.request(position: .fraction(Double(count - 1 - index) / Double(count - 1))), at: 0).id
        }
        #expect(machine.snapshots().map(\.id) == ids.reversed(), "each at once, in position order")
        #expect(machine.activePositions.count == count)
        _ = machine.handle(.dismissAllRequested, at: 1)
        #expect(machine.liveCount == 0 && machine.activePositions.isEmpty)
        #expect(
            machine.groupCount == ToastStateMachine.keptEmptyGroupLimit,
            "a few empty positions keep their storage; the others are forgotten")
    }
}
