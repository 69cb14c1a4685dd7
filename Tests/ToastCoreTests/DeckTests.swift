import Testing

@testable import ToastCore
@testable import ToastShellRules

/// The deck (``ToastStacking/deck``): the pile, the fan-out and the hold, as motion timelines
/// and marble diagrams. Toasts use ``Fixture/fadingStyle`` (1 s fades) at the bottom of a
/// 390 × 844 phone, where a short message is 88 × 42 points at [151 752].
@MainActor
@Suite("The deck: pile, fan-out, hold")
struct DeckTests {
    static let deckScene = ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea, stacking: .deck)

    func fading(_ message: String, seconds: Double = 10) -> ToastRequest {
        Fixture.request(message, seconds: seconds, style: Fixture.fadingStyle)
    }

    func expectMotion(_ harness: StageHarness, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let lines = expected.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        #expect(harness.motion == lines, sourceLocation: sourceLocation)
    }

    /// Three toasts in a deck; the harness's actions start after the third has been placed.
    func threeInADeck(scene: ToastStage.Scene = deckScene) -> StageHarness {
        let harness = StageHarness(limits: .init(maxVisible: 4), scene: scene)
        harness.show("a", fading("First"))
        harness.advance(to: 0.5)
        harness.show("b", fading("Saved"))
        harness.advance(to: 1)
        harness.show("c", fading("Third"))
        harness.advance(to: 2)
        return harness
    }

    @Test func newToastsPushThePileBackEachSmallerDimmerAndPeekingEightPointsAStep() {
        let harness = threeInADeck()
        harness.show("d", fading("Sent"))
        // Behind the front, each toast takes its size and peeks 8 pt a step beyond its top edge
        // as drawn (scaled about its centre); the fourth is in the pile but not drawn.
        expectMotion(
            harness,
            """
            0.00 a placed [151 752 88 42]
            0.50 a moved [151 743 88 42] ×0.95 α0.8 0.25 easeInOut
            0.50 b placed [151 752 88 42]
            1.00 a moved [151 734 88 42] ×0.90 α0.6 0.25 easeInOut
            1.00 b moved [151 743 88 42] ×0.95 α0.8 0.25 easeInOut
            1.00 c placed [151 752 88 42]
            2.00 a moved [151 734 88 42] ×0.90 α0.0 0.25 easeInOut
            2.00 b moved [151 734 88 42] ×0.90 α0.6 0.25 easeInOut
            2.00 c moved [151 743 88 42] ×0.95 α0.8 0.25 easeInOut
            2.00 d placed [151 752 88 42]
            """)
        let front = harness.frame("d")!
        for (name, depth) in [("c", 1), ("b", 2)] {
            let placed = harness.runtime.stage.placed(harness.id(name))!
            #expect(placed.depth == depth)
            #expect(abs(front.minY - placed.drawnFrame.minY - ToastStage.deckPeek * Double(depth)) < 0.001)
        }
        #expect(harness.runtime.stage.placed(harness.id("d"))?.behind == 3, "VoiceOver says how many are behind the front")
    }

    @Test func aTapOnTheFoldedDeckFansItOutAsAListAndHoldsEveryToastUntilItFolds() {
        let harness = threeInADeck()
        var events: [String] = []
        let names = [harness.id("a"): "a", harness.id("b"): "b", harness.id("c"): "c"]
        let observation = harness.runtime.observe { event in
            let name = names[event.id] ?? "?"
            if case .paused = event { events.append("\(name) paused") }
            if case .resumed = event { events.append("\(name) resumed") }
            if case .willHide(_, let reason) = event { events.append("\(name) willHide \(reason)") }
        }
        defer { observation.cancel() }
        harness.clear()
        harness.runtime.send(ToastStage.Input.tapped(harness.id("c")))
        // The front stays; the others take the places a list gives them; nobody is tapped away.
        expectMotion(
            harness,
            """
            2.00 a moved [151 652 88 42] 0.25 easeInOut
            2.00 b moved [151 702 88 42] 0.25 easeInOut
            2.00 c placed [151 752 88 42]
            """)
        #expect(harness.runtime.stage.isExpanded(.bottom))
        #expect(events == ["c paused"], "a and b were held already, behind the front")
        harness.advance(to: 4)
        harness.runtime.send(.touchedOutside)
        #expect(!harness.runtime.stage.isExpanded(.bottom))
        #expect(events == ["c paused", "c resumed"], "folded, a and b are behind the front again")
        // c had 10 s from 2 (its fade in) and was held from 2 to 4: it leaves at 14, and b, the
        // next in the pile, runs on with the whole of its time.
        harness.advance(to: 13.9)
        #expect(!events.contains { $0.hasSuffix("willHide timeout") })
        harness.advance(to: 14)
        #expect(events.suffix(2) == ["c willHide timeout", "b resumed"])
    }

    @Test func anOpenDeckFoldsBackByItselfWhenLeftUntouchedAndWhenItsLastToastLeaves() {
        let harness = threeInADeck()
        harness.runtime.send(.expandRequested(.bottom))
        harness.advance(to: 2 + ToastStage.deckIdleTime - 0.01)
        #expect(harness.runtime.stage.isExpanded(.bottom))
        harness.advance(to: 2 + ToastStage.deckIdleTime)
        #expect(!harness.runtime.stage.isExpanded(.bottom))
        #expect(harness.heard.suffix(2) == ["paused c", "resumed c"], "the engine held the front while it was open")

        harness.runtime.send(.expandRequested(.bottom))
        harness.runtime.dismissAll()
        #expect(!harness.runtime.stage.isExpanded(.bottom))
        let next = harness.show("d", fading("Next"))
        harness.advance(to: 2 + ToastStage.deckIdleTime + 2)  // at rest, its fade in over
        #expect(harness.runtime.snapshot(next)?.isPaused == false, "the engine heard the deck fold: nothing holds the next toast")
    }

    @Test func aDeckOfOneIsAToastLikeAnyOtherATapEndsIt() {
        let harness = StageHarness(scene: Self.deckScene)
        harness.show("a", fading("Saved"))
        harness.advance(to: 2)
        harness.runtime.send(ToastStage.Input.tapped(harness.id("a")))
        #expect(harness.heard.last == "willHide a tap")
        #expect(!harness.runtime.stage.isExpanded(.bottom))
    }

    @Test func onlyTheFrontOfAFoldedDeckFollowsAFinger() {
        let harness = threeInADeck()
        harness.clear()
        harness.pan("a", dy: 30)
        harness.pan("c", dy: 30)
        expectMotion(harness, "2.00 c follow 0 30")
    }

    @Test func withReduceMotionTheDeckNeitherSlidesNorScalesItFades() {
        var scene = Self.deckScene
        scene.reduceMotion = true
        let harness = threeInADeck(scene: scene)
        harness.clear()
        harness.runtime.send(.expandRequested(.bottom))
        expectMotion(
            harness,
            """
            2.00 a placed [151 652 88 42] ×1.00 α0.0
            2.00 a moved [151 652 88 42] 0.25 easeInOut
            2.00 b placed [151 702 88 42] ×1.00 α0.0
            2.00 b moved [151 702 88 42] 0.25 easeInOut
            2.00 c placed [151 752 88 42]
            """)
    }

    @Test func aListIsNeverPiledAndTapsEndItsToasts() {
        let harness = threeInADeck(scene: ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea))
        harness.runtime.send(.expandRequested(.bottom))
        harness.runtime.send(ToastStage.Input.tapped(harness.id("c")))
        #expect(harness.heard.last == "willHide c tap")
        #expect(harness.motion.allSatisfy { !$0.contains("×") })
    }
}

extension DeckTests {
    @Test func whenTheFrontLeavesThePileComesForwardWhileItFades() {
        let harness = threeInADeck()
        harness.clear()
        harness.runtime.dismiss(harness.id("c"))
        expectMotion(
            harness,
            """
            2.00 a moved [151 743 88 42] ×0.95 α0.8 0.25 easeInOut
            2.00 b moved [151 752 88 42] 0.25 easeInOut
            """)
    }
}

extension DeckTests {
    @Test func voiceOverHearsHowManyToastsWaitBehindTheFrontInTheAppsLanguage() throws {
        let harness = threeInADeck()
        let front = try #require(harness.runtime.stage.placed(harness.id("c")))
        #expect(ToastAccessibility.deckValue(behind: front.behind) == "2 more")
        #expect(ToastAccessibility.deckValue(behind: front.behind, in: "de") == "2 weitere")
        #expect(ToastAccessibility.deckValue(behind: front.behind, in: "ja") == "ほか2件")
        let behind = try #require(harness.runtime.stage.placed(harness.id("b")))
        #expect(ToastAccessibility.deckValue(behind: behind.behind) == nil, "a toast behind the front says nothing of the pile")
        harness.runtime.send(.expandRequested(.bottom))
        #expect(harness.runtime.stage.placed(harness.id("c"))?.behind == 0, "an open deck is a list: nothing is behind")
    }
}

extension DeckTests {
    @Test func onlyTheFrontOfAFoldedDeckTakesATouchThePeeksLetItThroughToTheApp() throws {
        let harness = threeInADeck()
        let regions = ["a", "b", "c"].map { name in
            let placed = harness.runtime.stage.placed(harness.id(name))!
            return ToastLayout.HitRegion(id: harness.id(name), frame: placed.drawnFrame, depth: placed.depth)
        }
        let front = try #require(harness.frame("c"))
        #expect(ToastLayout.toast(at: ToastPoint(x: front.midX, y: front.midY), in: regions) == harness.id("c"))
        let peek = ToastPoint(x: front.midX, y: front.minY - ToastStage.deckPeek / 2)
        #expect(ToastLayout.toast(at: peek, in: regions) == nil, "a region behind the front takes no touch itself")
        #expect(harness.runtime.stage.deckFront(behind: harness.id("b")) == harness.id("c"))
        #expect(harness.runtime.stage.deckFront(behind: harness.id("c")) == nil, "the front is behind nothing")
        let owned = ["a", "b", "c"].map { name in
            let placed = harness.runtime.stage.placed(harness.id(name))!
            return ToastLayout.HitRegion(
                id: harness.runtime.stage.deckFront(behind: harness.id(name)) ?? harness.id(name), frame: placed.drawnFrame)
        }
        #expect(ToastLayout.toast(at: peek, in: owned) == harness.id("c"), "a host that gives the peeks to the front: the deck takes it")
        harness.runtime.send(.expandRequested(.bottom))
        let open = ["a", "b", "c"].map { name in
            ToastLayout.HitRegion(
                id: harness.id(name), frame: harness.frame(name)!, depth: harness.runtime.stage.placed(harness.id(name))!.depth)
        }
        let a = try #require(harness.frame("a"))
        #expect(ToastLayout.toast(at: ToastPoint(x: a.midX, y: a.midY), in: open) == harness.id("a"), "open, each takes its own")
    }
}

extension DeckTests {
    @Test func anOpenDeckDoesNotFoldByItselfWhileAScreenReaderReadsIt() {
        let harness = threeInADeck()
        harness.runtime.send(.screenReaderChanged(running: true))
        harness.runtime.send(.expandRequested(.bottom))
        harness.advance(to: 30)
        #expect(harness.runtime.stage.isExpanded(.bottom), "still open, every toast held, long after the idle time")
        harness.runtime.send(.screenReaderChanged(running: false))
        harness.advance(to: 30.01)
        #expect(!harness.runtime.stage.isExpanded(.bottom), "its time has passed: it folds once the reader stops")
    }

    @Test func customContentBehindTheFrontWaitsUnseenItsSurfaceCannotShrink() {
        let harness = StageHarness(limits: .init(maxVisible: 3), scene: Self.deckScene)
        harness.show("custom", fading("Custom"))
        harness.runtime.contextChanged(harness.id("custom"), ToastStage.Context(contentSize: ToastSize(width: 200, height: 80)))
        harness.advance(to: 1)
        harness.show("b", fading("Saved"))
        let custom = harness.runtime.stage.placed(harness.id("custom"))
        #expect(custom?.depth == 1 && custom?.opacity == 0)
    }
}

extension DeckTests {
    @Test func aFingerPressingAToastOfAnOpenDeckKeepsItOpen() {
        let harness = threeInADeck()
        harness.runtime.send(.expandRequested(.bottom))
        harness.advance(to: 4)
        harness.runtime.send(.touchBegan(harness.id("a")))
        harness.advance(to: 7)
        harness.runtime.send(.touchEnded(harness.id("a")))
        harness.advance(to: 7 + ToastStage.deckIdleTime - 0.01)
        #expect(harness.runtime.stage.isExpanded(.bottom), "the press and the lift each start the idle time again")
        harness.advance(to: 7 + ToastStage.deckIdleTime)
        #expect(!harness.runtime.stage.isExpanded(.bottom))
    }
}

extension DeckTests {
    /// VoiceOver's activations and swipes are not touches, and no deck folds by itself while a
    /// screen reader runs: a deck opened with VoiceOver folds when its focus leaves the deck.
    @Test func anOpenDeckFoldsWhenVoiceOversFocusLeavesIt() {
        let harness = threeInADeck()
        harness.runtime.send(.screenReaderChanged(running: true))
        harness.runtime.send(.expandRequested(.bottom))
        harness.runtime.send(.focusMoved(harness.id("a")))
        #expect(harness.runtime.stage.isExpanded(.bottom), "focus on a toast of the deck keeps it open")
        harness.runtime.send(.focusMoved(nil))
        #expect(!harness.runtime.stage.isExpanded(.bottom))
        #expect(harness.heard.last == "resumed c", "the engine heard it fold: the front's time runs again")
    }
}

extension DeckTests {
    /// A finger resting on a toast of an open deck keeps it open however long it rests; the lift
    /// starts the idle time again.
    @Test func aFingerRestingOnAnOpenDeckKeepsItOpenUntilItLifts() {
        let harness = threeInADeck()
        harness.runtime.send(.expandRequested(.bottom))
        harness.runtime.send(.touchBegan(harness.id("a")))
        harness.advance(to: 20)
        #expect(harness.runtime.stage.isExpanded(.bottom), "a finger is down on it")
        harness.runtime.send(ToastStage.Input.touchedOutside)
        #expect(harness.runtime.stage.isExpanded(.bottom), "a second finger elsewhere does not fold it under the first")
        harness.runtime.send(.touchEnded(harness.id("a")))
        harness.advance(to: 20 + ToastStage.deckIdleTime - 0.01)
        #expect(harness.runtime.stage.isExpanded(.bottom))
        harness.advance(to: 20 + ToastStage.deckIdleTime)
        #expect(!harness.runtime.stage.isExpanded(.bottom))
    }

    /// A drag on a toast of an open deck never folds it (the dragged toast was pulled into the
    /// pile), and the lift after the drag starts the idle time again, as a lift after a press.
    @Test func aDragOnAnOpenDeckKeepsItOpenAndItsLiftStartsTheIdleTime() {
        let harness = threeInADeck()
        harness.runtime.send(.expandRequested(.bottom))
        harness.advance(to: 3)
        harness.pan("a", dy: 10)
        harness.advance(to: 3 + 2 * ToastStage.deckIdleTime)
        #expect(harness.runtime.stage.isExpanded(.bottom), "mid-drag")
        #expect(harness.runtime.stage.placed(harness.id("a"))?.depth == 0, "not pulled into a pile")
        let lift = harness.runtime.now
        harness.release("a")
        harness.advance(to: lift + ToastStage.deckIdleTime - 0.01)
        #expect(harness.runtime.stage.isExpanded(.bottom), "the lift started the idle time again")
        harness.advance(to: lift + ToastStage.deckIdleTime)
        #expect(!harness.runtime.stage.isExpanded(.bottom))
    }
}
