import Testing

@testable import ToastCore

/// Motion timelines: what the stage tells a host to do with each toast's frame, as text, next to
/// the engine's timelines. Toasts use ``Fixture/fadingStyle`` (1 s linear fades) on a 390 × 844
/// phone with a 59-point top and 34-point bottom safe area; a short message is 88 × 42 points.
@MainActor
@Suite("The stage: motion")
struct StageMotionTests {
    func fading(_ message: String, seconds: Double = 3) -> ToastRequest {
        Fixture.request(message, seconds: seconds, style: Fixture.fadingStyle)
    }

    func expectMotion(_ harness: StageHarness, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = expected.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(harness.motion == lines, sourceLocation: sourceLocation)
    }

    @Test func aToastArrivingIsPlacedAtOnceAndTheOthersMakeRoomThenCloseTheGapWhenItHasGone() {
        let harness = StageHarness()
        harness.show("a", fading("First"))
        harness.advance(to: 0.5)
        harness.show("b", fading("Second", seconds: 1))
        harness.advance(to: 10)
        // b leaves at 2.5 (0.5 + 1 s in + 1 s shown) and is gone at 3.5; a stays put while b
        // fades out in place, then moves down into the gap.
        expectMotion(
            harness,
            """
            0.00 a placed [151 752 88 42]
            0.50 a moved [151 702 88 42] 0.25 easeInOut
            0.50 b placed [151 752 88 42]
            3.50 b removed
            3.50 a moved [151 752 88 42] 0.25 easeInOut
            5.00 a removed
            """)
        #expect(harness.runtime.stage.placed(harness.id("a")) == nil, "a toast that has ended has no frame")
    }

    @Test func theKeyboardMovesTheBottomToastsWithItsOwnDurationAndCurve() {
        let harness = StageHarness()
        harness.show("a", fading("First", seconds: 10))
        harness.show("top", Fixture.request("Up here", seconds: 10, style: Fixture.fadingStyle, position: .top))
        harness.advance(to: 1)
        harness.keyboard(height: 336, duration: 0.4)
        harness.advance(to: 2)
        harness.show("b", fading("Second", seconds: 10))
        harness.advance(to: 3)
        harness.keyboard(height: 0, duration: 0.3)
        // The top toast never moves; a toast shown while the keyboard is up starts above it.
        expectMotion(
            harness,
            """
            0.00 a placed [151 752 88 42]
            0.00 top placed [151 75 88 42]
            1.00 a moved [151 458 88 42] 0.40 keyboard(7)
            2.00 a moved [151 408 88 42] 0.25 easeInOut
            2.00 b placed [151 458 88 42]
            3.00 a moved [151 702 88 42] 0.30 keyboard(7)
            3.00 b moved [151 752 88 42] 0.30 keyboard(7)
            """)
    }

    @Test func aRotationPlacesEveryToastAgainAtOnceLeavingOnesToo() {
        let harness = StageHarness()
        harness.show("a", fading("First", seconds: 2))
        harness.show("b", fading("Second", seconds: 10))
        harness.advance(to: 3.5)  // a left at 3 and is half faded out
        harness.clear()
        harness.scene {
            $0.size = ToastSize(width: 844, height: 390)
            $0.safeArea = ToastEdgeInsets(top: 0, left: 59, bottom: 21, right: 59)
        }
        expectMotion(
            harness,
            """
            3.50 a placed [378 261 88 42]
            3.50 b placed [378 311 88 42]
            """)
    }

    @Test func barsThatChangeMoveTheBottomToastsAboveThem() {
        let harness = StageHarness()
        harness.show("a", fading("First", seconds: 10))
        harness.advance(to: 1)
        harness.bars(bottom: StageHarness.tabBarHeight)
        harness.advance(to: 2)
        harness.bars(bottom: 0)
        // A tab bar that slides in (a pop back to a tab) and out (a push that hides it).
        expectMotion(
            harness,
            """
            0.00 a placed [151 752 88 42]
            1.00 a moved [151 703 88 42] 0.25 easeInOut
            2.00 a moved [151 752 88 42] 0.25 easeInOut
            """)
    }

    @Test func aPanShortOfTheThresholdSpringsBackAndHoldsTheTimerMeanwhile() {
        let harness = StageHarness()
        harness.show("a", fading("First", seconds: 3))
        harness.advance(to: 1.5)
        harness.pan("a", dy: 30)
        harness.pan("a", dy: 60)
        harness.release("a", vy: 100)
        harness.advance(to: 20)
        expectMotion(
            harness,
            """
            0.00 a placed [151 752 88 42]
            1.50 a follow 0 30
            1.50 a follow 0 60
            1.50 a springBack 0.25 spring(0.8)
            5.00 a removed
            """)
        #expect(harness.heard.prefix(4) == ["willShow a", "didShow a", "paused a", "resumed a"], "held while the finger drags")
    }

    @Test func aPanPastTheThresholdOrFastEnoughSwipesTheToastAway() {
        let far = StageHarness()
        far.show("a", fading("First", seconds: 3))
        far.advance(to: 1.5)
        far.pan("a", dy: ToastSwipe.distanceThreshold + 5)
        far.release("a")
        far.advance(to: 20)
        #expect(far.heard.dropFirst(2).prefix(2) == ["paused a", "willHide a swipe"], "\(far.heard)")
        // It leaves from where the finger let go: the hide transition keeps the drag's offset.
        let leaving = far.actions.compactMap { entry -> ToastTransitionSample? in
            if case .transition(_, .leaving, let from, _, _) = entry.action { return from }
            return nil
        }
        #expect(leaving.count == 1)
        #expect(far.motion.last == "2.50 a removed")

        let fast = StageHarness()
        fast.show("a", fading("First", seconds: 3))
        fast.advance(to: 1.5)
        fast.pan("a", dy: 20)
        fast.release("a", vy: ToastSwipe.velocityThreshold + 1)
        #expect(fast.heard.contains("willHide a swipe"))

        let upwards = StageHarness()
        upwards.show("a", fading("First", seconds: 3))
        upwards.advance(to: 1.5)
        upwards.pan("a", dy: -200)
        upwards.release("a", vy: -2000)
        #expect(!upwards.heard.contains("willHide a swipe"), "a bottom toast is swiped away downwards only")
    }

    @Test func withReduceMotionNothingMovesEveryChangeOfPlaceIsAtOnce() {
        var scene = ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea)
        scene.reduceMotion = true
        let harness = StageHarness(scene: scene)
        harness.show("a", fading("First"))
        harness.advance(to: 0.5)
        harness.show("b", fading("Second", seconds: 1))
        harness.advance(to: 1)
        harness.keyboard(height: 336)
        harness.advance(to: 1.2)
        harness.pan("a", dy: 40)
        harness.release("a")
        harness.advance(to: 10)
        expectMotion(
            harness,
            """
            0.00 a placed [151 752 88 42]
            0.50 a placed [151 702 88 42]
            0.50 b placed [151 752 88 42]
            1.00 a placed [151 408 88 42]
            1.00 b placed [151 458 88 42]
            1.20 a follow 0 40
            1.20 a follow 0 0
            3.50 b removed
            3.50 a placed [151 458 88 42]
            5.00 a removed
            """)
    }

    @Test func aLeavingToastKeepsItsPlaceWhileItsSuccessorTakesTheSpot() {
        let harness = StageHarness(limits: .init(maxVisible: 1))
        harness.show("old", fading("A much longer first message"))
        harness.advance(to: 2)
        harness.show("new", Fixture.request("Short", style: Fixture.fadingStyle, policy: .replace))
        let old = harness.frame("old")
        let new = harness.frame("new")
        #expect(old?.maxY == new?.maxY, "the successor takes the same spot")
        #expect(!harness.motion.contains { $0.hasPrefix("2.00 old") }, "the replaced toast fades out in place")
    }
}

/// The stage's rules where a device differs from a test's manual clock: a real clock that moves
/// between two calls, a host that reports back while it carries out actions, a second drag, and
/// content that animates itself.
@MainActor
@Suite("The stage on a device")
struct StageDeviceRuleTests {
    /// A clock that moves a microsecond every time it is read, as `ContinuousClock` does.
    @MainActor
    final class TickingScheduler: ToastScheduling {
        private let inner = ManualToastScheduler()
        private var ticks = 0.0
        var now: Double {
            ticks += 1e-6
            return inner.now + ticks
        }
        func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable {
            inner.schedule(at: deadline - ticks, work)
        }
    }

    func fading(_ message: String) -> ToastRequest {
        Fixture.request(message, seconds: 3, style: Fixture.fadingStyle)
    }

    @Test func twoToastsShownInOneTurnAreBothPlacedEvenWhenTheClockMovesBetweenThem() {
        let runtime = ToastRuntime(
            limits: .init(maxVisible: 2), scheduler: TickingScheduler(), scene: ToastStage.Scene(size: StageHarness.phone),
            measurer: ApproximateTextMeasurer())
        var lines: [String] = []
        runtime.perform = { actions in
            for action in actions {
                if case .place(let id, _) = action { lines.append("place \(id)") }
                if case .move(let id, _, _) = action { lines.append("move \(id)") }
            }
        }
        let first = runtime.show(fading("First"))
        let second = runtime.show(fading("Second"))
        #expect(lines == ["place \(first)", "place \(first)", "place \(second)"], "the first one has not been drawn yet: no slide")
    }

    @Test func aHostThatReportsItsSceneWhilePreparingAToastHasItPlacedOnThatScene() {
        // UIKit's host makes the overlay window while it prepares the first toast, and reads the
        // scene from it there: the runtime takes that report in the middle of its own work.
        let harness = StageHarness(scene: ToastStage.Scene(size: .zero))
        harness.runtime.context = { [unowned harness] _ in
            harness.scene {
                $0.size = StageHarness.phone
                $0.safeArea = StageHarness.phoneSafeArea
            }
            return ToastStage.Context()
        }
        harness.show("a", fading("First"))
        let frame = harness.frame("a")
        #expect(frame != nil, "placed on the scene reported while it was prepared")
        #expect((frame?.maxY ?? .infinity) <= StageHarness.phone.height - StageHarness.phoneSafeArea.bottom)
    }

    @Test func anInputThatArrivesWhileActionsAreCarriedOutWaitsForTheBatchUnderWay() {
        let harness = StageHarness()
        var reentered = false
        var order: [String] = []
        harness.runtime.perform = { [unowned harness] batch in
            for action in batch {
                switch action {
                case .move(let id, let placed, _):
                    order.append("move \(id) \(Int(placed.placement.frame.minY))")
                    if !reentered {
                        reentered = true
                        // A layout callback from inside the move: the bars appeared.
                        harness.bars(bottom: StageHarness.tabBarHeight)
                    }
                case .place(let id, let placed):
                    order.append("place \(id) \(Int(placed.placement.frame.minY))")
                default: break
                }
            }
        }
        let a = harness.show("a", fading("First"))
        let b = harness.show("b", fading("Second"))
        harness.advance(to: 0.5)
        let c = harness.show("c", fading("Third"))
        // The nested input's moves come after the whole batch that was under way, so the last
        // word for every toast is where the stage says it is.
        for id in [a, b, c] {
            let last = order.last { $0.hasPrefix("move \(id) ") || $0.hasPrefix("place \(id) ") }
            let said = harness.runtime.stage.placed(id).map { Int($0.placement.frame.minY) }
            #expect(last?.hasSuffix(" \(said ?? -1)") == true, "\(id): \(order)")
        }
    }

    @Test func takingAToastAgainWhileItSpringsBackMovesItOnFromWhereItIs() {
        let harness = StageHarness()
        harness.show("a", fading("First"))
        harness.advance(to: 1.5)
        harness.pan("a", dy: 60)
        harness.release("a")
        harness.advance(to: 1.5 + ToastStage.springBack.duration / 10)
        harness.clear()
        harness.pan("a", dy: 0)
        let follow = harness.actions.compactMap { entry -> ToastPoint? in
            if case .follow(_, let offset) = entry.action { return offset }
            return nil
        }
        #expect(follow.count == 1)
        #expect((follow.first?.y ?? 0) > 0, "the finger takes it where it is, part of the way back")
    }

    @Test func aToastThatBeganLeavingBeforeItWasEverPlacedNeverShows() {
        let harness = StageHarness(scene: ToastStage.Scene(size: ToastSize(width: 0, height: 0)))
        let id = harness.show("a", fading("First"))
        harness.advance(to: 0.1)
        harness.runtime.dismiss(id)
        harness.advance(to: 0.2)
        harness.scene { $0.size = StageHarness.phone }
        let looks = harness.actions.compactMap { entry -> (Double, Double)? in
            if case .transition(_, .leaving, let from, let to, _) = entry.action { return (from.opacity, to.opacity) }
            return nil
        }
        #expect(looks.count == 1)
        #expect(looks.first?.0 == 0 && looks.first?.1 == 0, "never seen, it is never drawn")
    }

    @Test func turningOnReduceTransparencyTakesTheDimAwayAtOnce() {
        let harness = StageHarness()
        harness.show("box", ToastRequest(message: "Saved", style: .gkrToast, duration: .seconds(5)))
        harness.advance(to: 1)
        harness.clear()
        harness.scene { $0.reduceTransparency = true }
        let dims = harness.actions.compactMap { entry -> (Double, ToastStageAnimation)? in
            if case .dim(_, _, _, let to, let animation) = entry.action { return (to, animation) }
            return nil
        }
        #expect(dims.count == 1)
        #expect(dims.first?.0 == 0 && dims.first?.1.isInstant == true)
        #expect(harness.runtime.stage.poses(at: 1.5).first?.dimOpacity == nil)
    }

    @Test func contentThatAnimatesItselfIsHandedEachPhaseOnceAndNeverRestyledByAPan() {
        let harness = StageHarness()
        harness.runtime.context = { _ in ToastStage.Context(animatesItself: true) }
        harness.show("a", fading("First"))
        harness.advance(to: 0.5)
        harness.pan("a", dy: 20)
        harness.release("a")
        harness.advance(to: 10)
        let phases = harness.actions.compactMap { entry -> ToastTransitionPhase? in
            if case .transition(_, let phase, _, _, _) = entry.action { return phase }
            return nil
        }
        #expect(phases == [.entering, .leaving])
    }

    @Test func aToastRestyledMidDragToOneThatIsNotSwipedLetsGoAndSpringsBack() {
        let harness = StageHarness()
        let id = harness.show("a", fading("First"))
        harness.advance(to: 1.5)
        harness.pan("a", dy: 40)
        var unswiped = Fixture.fadingStyle
        unswiped.behavior.swipeToDismiss = false
        harness.runtime.update(id, ToastUpdate([.style(unswiped)]))
        #expect(harness.motion.last == "1.50 a springBack 0.25 spring(0.8)")
        #expect(harness.heard.last == "resumed a", "the drag ended: its time runs again")
    }

    @Test func aToastThatStartsLeavingWhileItSpringsBackLeavesFromWhereItIs() {
        let harness = StageHarness()
        let id = harness.show("a", fading("First"))
        harness.advance(to: 1.5)
        harness.pan("a", dy: 60)
        harness.release("a")
        harness.advance(to: 1.5 + ToastStage.springBack.duration / 10)
        harness.clear()
        harness.runtime.dismiss(id)
        let held = harness.actions.compactMap { entry -> ToastPoint? in
            if case .follow(_, let offset) = entry.action { return offset }
            return nil
        }
        #expect(held.count == 1 && (held.first?.y ?? 0) > 0, "the spring stops there, and the host is told")
        let pose = harness.runtime.stage.poses(at: 2).first
        #expect(pose.map { $0.look.offsetY > 0 } == true)
    }
}
