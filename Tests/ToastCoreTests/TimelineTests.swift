import Testing

@testable import ToastCore

/// Every queue policy, priority and interaction as a marble diagram (see `assertTimeline`).
@MainActor
@Suite("Timelines")
struct TimelineTests {
    @Test func queuedToastsShowFirstInFirstOutEachForItsOwnDuration() {
        assertTimeline(
            """
            A 3s     | s.........
            B 2s     | s.........
            C 1s     | .s........
            =>
            A        | ===T......
            B        | qqq==T....
            C        | .qqqq=T...
            """)
    }

    @Test func aFullQueueDropsTheNewestRequest() {
        assertTimeline(
            """
            A 3s     | s.....
            B 3s     | s.....
            C 3s     | s.....
            =>
            A        | ===T..
            B        | qqq===
            C        | X.....
            """, limits: .init(maxVisible: 1, maxQueued: 1))
    }

    @Test func replaceEndsTheVisibleToastAndShowsAtOnce() {
        assertTimeline(
            """
            A 4s          | s.......
            B 4s replace  | ..s.....
            C 4s          | ...s....
            =>
            A             | ==R.....
            B             | ..====T.
            C             | ...qqq==
            """)
    }

    @Test func replaceLetsTheReplacedToastFadeOutWhileTheNewOneFadesIn() {
        assertTimeline(
            """
            A 4s fade          | s.......
            B 4s fade replace  | ..s.....
            =>
            A                  | >=<R....
            B                  | ..>====<
            """)
    }

    @Test func dropGivesUpWhenThePositionIsBusyAndShowsWhenItIsFree() {
        assertTimeline(
            """
            A 2s        | s.....
            B 2s drop   | .s.s..
            =>
            A           | ==T...
            B           | .X.==T
            """)
    }

    @Test func highPriorityPreemptsANormalToastWhichResumesWithItsRemainingTime() {
        assertTimeline(
            """
            A 4s        | s.........
            B 2s high   | .s........
            =>
            A           | =qq===T...
            B           | .==T......
            """)
    }

    @Test func highPriorityQueuesBehindAnotherHighPriorityToast() {
        assertTimeline(
            """
            A 2s high   | s.......
            B 2s high   | .s......
            C 2s        | s.......
            =>
            A           | ==T.....
            B           | .q==T...
            C           | qqqq==T.
            """)
    }

    @Test func aHighPriorityRequestJumpsAheadOfQueuedNormalOnes() {
        assertTimeline(
            """
            A 2s        | s.......
            B 2s        | s.......
            C 2s high   | .s......
            =>
            A           | =qq=T...
            B           | qqqq==T.
            C           | .==T....
            """)
    }

    @Test func positionsQueueIndependently() {
        assertTimeline(
            """
            A 2s top     | s.....
            B 2s bottom  | s.....
            C 2s top     | s.....
            =>
            A            | ==T...
            B            | ==T...
            C            | qq==T.
            """)
    }

    @Test func maxVisibleStacksToastsAtOnePosition() {
        assertTimeline(
            """
            A 2s   | s.....
            B 3s   | s.....
            C 2s   | s.....
            =>
            A      | ==T...
            B      | ===T..
            C      | qq==T.
            """, limits: .init(maxVisible: 2))
    }

    @Test func coalescingRestartsTheVisibleToastsTimer() {
        assertTimeline(
            """
            A 3s key=k   | s.......
            B 3s key=k   | ..s.....
            =>
            A            | =====T..
            B            | ..C.....
            """)
    }

    @Test func coalescingDoesNotQueueTheSameKeyTwice() {
        assertTimeline(
            """
            A 2s         | s.......
            B 2s key=k   | s.......
            C 2s key=k   | .s......
            D 2s key=j   | .s......
            =>
            A            | ==T.....
            B            | qq==T...
            C            | .C......
            D            | .qqq==T.
            """)
    }

    @Test func coalescingReachesAPreemptedToastWhileItLeavesAndItComesBackWithTheFullTime() {
        // A leaves pre-empted at 3 with 2 s left; C is the same news, so it joins A (not the top
        // position) and A comes back at 5 with its full 4 s.
        assertTimeline(
            """
            A 4s fade key=k   | s...........
            B 2s high         | ...s........
            C 2s top key=k    | ...s........
            =>
            A                 | >==<q>====<T
            B                 | ...==T......
            C                 | ...C........
            """)
    }

    @Test func anUpdateWithTheToastsOwnDurationStartsItsTimeAgain() {
        assertTimeline(
            """
            A 3s     | s.k......
            B 3s top | s.k.k....
            =>
            A        | =====T...
            B        | =======T.
            """)
    }

    @Test func aRepeatedFinishStartsTheTimeAgain() {
        assertTimeline(
            """
            A load   | s.FF.....
            =>
            A        | =====T...
            """)
    }

    @Test func anAutomaticDurationGivenAgainStartsTheTimeAgain() {
        // "Toast A" reads in the minimum 2 s: without the update it would time out at 2.
        assertTimeline(
            """
            A auto   | sk.....
            =>
            A        | ===T...
            """)
    }

    @Test func tapSwipeActionAndDismissEachEndTheToastWithTheirReason() {
        assertTimeline(
            """
            A 5s       | s.t...
            B 5s top   | s..w..
            C 5s center act | s...a.
            D 5s       | s.....
            E 5s       | s....d
            =>
            A          | ==P...
            B          | ===W..
            C          | ====A.
            D          | qq====
            E          | qqqqqD
            """)
    }

    @Test func tapIsIgnoredWhenTheStyleDoesNotAllowItUnlessTheToastWouldOtherwiseStayForever() {
        assertTimeline(
            """
            A 3s notap   | s.t...
            B inf notap  | s...t.
            =>
            A            | ===T..
            B            | qqq=P.
            """)
        // B shows at 3, after A; it is indefinite and has no action, so a tap must end it.
    }

    @Test func indefiniteToastsStayUntilDismissed() {
        assertTimeline(
            """
            A inf   | s........d
            B 1s    | s.........
            =>
            A       | =========D
            B       | qqqqqqqqq=
            """)
    }

    @Test func touchPausesTheTimerAndReleaseResumesWithTheRemainingTime() {
        assertTimeline(
            """
            A 3s   | s.v..^....
            =>
            A      | ==ppp=T...
            """)
    }

    @Test func repeatedAndUnbalancedTouchesAreHarmless() {
        assertTimeline(
            """
            A 3s   | s^vv.^^...
            =>
            A      | ==ppp=T...
            """)
    }

    @Test func touchDoesNotPauseWhenTheStyleSaysSo() {
        assertTimeline(
            """
            A 3s nopause  | s.v.....
            =>
            A             | ===T....
            """)
    }

    @Test func backgroundPausesEveryTimerAndForegroundResumesThem() {
        assertTimeline(
            """
            A 3s top   | s.......
            B 3s       | s.......
            *          | .b..bf.f
            =>
            A          | =pppp==T
            B          | =pppp==T
            """)
    }

    @Test func aTouchHeldAcrossForegroundKeepsTheTimerPaused() {
        assertTimeline(
            """
            A 3s   | s.v...^..
            *      | ..b..f...
            =>
            A      | ==pppp=T.
            """)
    }

    @Test func dismissAllEndsVisibleAndQueuedToasts() {
        assertTimeline(
            """
            A 5s       | s.....
            B 5s       | s.....
            C 5s top   | s.....
            *          | ..D...
            =>
            A          | ==D...
            B          | qqD...
            C          | ==D...
            """)
    }

    @Test func dismissingAPreemptedToastWhileItLeavesEndsIt() {
        assertTimeline(
            """
            A 4s fade      | s.........
            B 2s fade high | ..s.......
            *              | ...D......
            =>
            A              | >=<D......
            B              | ..><D.....
            """)
    }

    @Test func theDisplayTimerStartsWhenTheShowTransitionEnds() {
        assertTimeline(
            """
            A 2s fade   | s......
            =>
            A           | >==<T..
            """)
    }

    @Test func reduceMotionKeepsTheSameTransitionDurations() {
        assertTimeline(
            """
            A 2s fade   | .s.....
            *           | M......
            =>
            A           | .>==<T.
            """)
    }

    @Test func rejectedRequestsEndAtOnceAndDoNotBlockTheQueue() {
        assertTimeline(
            """
            A empty   | s...
            B 2s      | s...
            =>
            A         | J...
            B         | ==T.
            """)
    }

    @Test func removingThePresenterEndsEveryToast() {
        assertTimeline(
            """
            A 5s   | s....
            B 5s   | s....
            *      | ..X..
            =>
            A      | ==X..
            B      | qqX..
            """)
    }

    @Test func aLateTimerNeverEndsTheToastThatReplacedItsOwner() {
        // ToastUtil's defect: the replaced toast's timer fired later and hid the new one early.
        assertTimeline(
            """
            A 2s replace   | s.......
            B 4s replace   | .s......
            =>
            A              | =R......
            B              | .====T..
            """)
    }

    @Test func whileADeckIsOpenEveryToastOfItHoldsItsTimeNewOnesToo() {
        assertTimeline(
            """
            A 5s          | s...........
            B 5s          | .s..........
            C 2s          | ....s.......
            T 2s top      | ...s........
            *             | ...E...e....
            =>
            A             | ===pppp==T..
            B             | .==pppp===T.
            C             | ....ppp==T..
            T             | ...==T......
            """, limits: .init(maxVisible: 3))
    }

    @Test func behindTheFrontOfAFoldedDeckAToastHoldsItsTimeAnUndoNeverRunsOutUnseen() {
        // "Deleted · Undo" for 4 s, then "Synced" a second later in front of it: the Undo waits
        // behind, its time held, and has its 3 s left once Synced has gone. A list runs both.
        assertTimeline(
            """
            U 4s act      | .s..........
            S 2s          | ..s.........
            *             | K.....L.....
            =>
            U             | .=pp===T....
            S             | ..==T.......
            """, limits: .init(maxVisible: 3))
        assertTimeline(
            """
            U 4s act      | .s.....
            S 2s          | ..s....
            =>
            U             | .====T.
            S             | ..==T..
            """, limits: .init(maxVisible: 3))
    }

    @Test func aDeckTurnedIntoAListLetsItsPileRunOn() {
        assertTimeline(
            """
            A 4s          | .s.........
            B 4s          | ..s........
            *             | K..L.......
            =>
            A             | .=p===T....
            B             | ..====T....
            """, limits: .init(maxVisible: 3))
    }

    @Test func aToastThatTakesTheLastPlaceOfAnOpenDeckIsNeverHeldByIt() {
        // An open deck down to one toast, and a high-priority toast that pre-empts it: the deck
        // folds as its last toast leaves, so the newcomer is neither paused nor resumed.
        let harness = StageHarness(
            limits: .init(maxVisible: 2),
            scene: ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea, stacking: .deck))
        harness.show("a", Fixture.request("First", seconds: 10, style: Fixture.fadingStyle))
        harness.show("b", Fixture.request("Second", seconds: 10, style: Fixture.fadingStyle))
        harness.advance(to: 2)
        harness.runtime.send(.expandRequested(.bottom))
        harness.runtime.dismiss(harness.id("b"))
        harness.advance(to: 3)
        harness.runtime.send(.limitsChanged(.init(maxVisible: 1)))
        #expect(harness.runtime.stage.isExpanded(.bottom), "open, with its last toast")
        var holds: [String] = []
        let observation = harness.runtime.observe { event in
            if case .paused(let id) = event { holds.append("paused \(id)") }
            if case .resumed(let id) = event { holds.append("resumed \(id)") }
        }
        defer { observation.cancel() }
        let newcomer = harness.show("c", Fixture.request("Urgent", seconds: 3, priority: .high))
        #expect(!harness.runtime.stage.isExpanded(.bottom))
        #expect(holds.isEmpty, "nothing held \(newcomer): \(holds)")
        harness.advance(to: 6)
        #expect(harness.runtime.snapshot(newcomer) == nil, "its 3 s ran from the moment it showed")
    }
}
