import Testing

@_spi(Plumbing) @testable import ToastCore

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
        #expect(harness.driver.stage.placed(harness.id("a")) == nil, "a toast that has ended has no frame")
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
        #expect(harness.sent == [.touchBegan(harness.id("a")), .touchEnded(harness.id("a"))])
    }

    @Test func aPanPastTheThresholdOrFastEnoughSwipesTheToastAway() {
        let far = StageHarness()
        far.show("a", fading("First", seconds: 3))
        far.advance(to: 1.5)
        far.pan("a", dy: ToastSwipe.distanceThreshold + 5)
        far.release("a")
        far.advance(to: 20)
        #expect(far.sent == [.touchBegan(far.id("a")), .toastSwiped(far.id("a")), .touchEnded(far.id("a"))])
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
        #expect(fast.sent.contains(.toastSwiped(fast.id("a"))))

        let upwards = StageHarness()
        upwards.show("a", fading("First", seconds: 3))
        upwards.advance(to: 1.5)
        upwards.pan("a", dy: -200)
        upwards.release("a", vy: -2000)
        #expect(!upwards.sent.contains(.toastSwiped(upwards.id("a"))), "a bottom toast is swiped away downwards only")
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
        let harness = StageHarness(configuration: .init(maxVisible: 1))
        harness.show("old", fading("A much longer first message"))
        harness.advance(to: 2)
        harness.show("new", Fixture.request("Short", style: Fixture.fadingStyle, policy: .replace))
        let old = harness.frame("old")
        let new = harness.frame("new")
        #expect(old?.maxY == new?.maxY, "the successor takes the same spot")
        #expect(!harness.motion.contains { $0.hasPrefix("2.00 old") }, "the replaced toast fades out in place")
    }
}
