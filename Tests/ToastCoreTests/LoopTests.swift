import Testing

@testable import ToastCore

/// `ToastLoop`: the one carrier of the engine's effects. Its outputs as lines, in the order a
/// host takes them: `prepare #1`, `cues overlay insert#1 place#1 …`, `willShow #1`, with the time.
@Suite("The effect loop")
struct LoopTests {
    static let phone = ToastStage.Scene(size: ToastSize(width: 390, height: 844), safeArea: ToastEdgeInsets(top: 59, bottom: 34))

    /// A loop and everything it handed out, drained the way every host drains it.
    struct Host {
        var loop: ToastLoop
        var lines: [String] = []
        /// The context given to every toast the loop asks to prepare.
        var context = ToastStage.Context()
        /// Runs on every output before the next is taken: a host feeding the loop meanwhile.
        var onOutput: (inout ToastLoop, ToastLoop.Output) -> Void = { _, _ in }

        init(limits: ToastStateMachine.Limits = .init(), scene: ToastStage.Scene = LoopTests.phone) {
            loop = ToastLoop(limits: limits, scene: scene)
        }

        mutating func drain() {
            while let output = loop.next(measurer: ApproximateTextMeasurer()) {
                let time = loop.now
                switch output {
                case .prepare(let toast):
                    lines.append("\(time) prepare \(toast.id)")
                    loop.prepared(toast.id, context: context)
                case .cues(let cues):
                    lines.append("\(time) cues " + cues.map(Self.name).joined(separator: " "))
                case .event(let event):
                    lines.append("\(time) \(event.name) \(event.id)")
                case .announce(let id, _):
                    lines.append("\(time) announce \(id)")
                }
                onOutput(&loop, output)
            }
        }

        static func name(_ cue: ToastStage.Cue) -> String {
            switch cue {
            case .showOverlay: "overlay"
            case .releaseOverlay: "release"
            case .insert(let toast, _): "insert\(toast.id)"
            case .redraw(let toast, _): "redraw\(toast.id)"
            case .place(let id, _): "place\(id)"
            case .move(let id, _, _): "move\(id)"
            case .transition(let id, let phase, _, _, _): "\(phase == .entering ? "enter" : "leave")\(id)"
            case .dim(let id, _, _, _, _): "dim\(id)"
            case .follow(let id, _): "follow\(id)"
            case .springBack(let id, _, _): "springBack\(id)"
            case .remove(let id): "remove\(id)"
            case .playHaptic: "haptic"
            case .refreshStatusBar: "statusBar"
            }
        }
    }

    @Test func aPresentedToastIsPreparedThenPlacedAndEachEffectsActionsGoOutBeforeTheNextEffect() {
        var host = Host()
        let id = host.loop.show(Fixture.request(seconds: 2, style: Fixture.fadingStyle), at: 0)
        host.drain()
        #expect(
            host.lines == [
                "0.0 prepare \(id)",
                "0.0 cues overlay insert\(id) place\(id) enter\(id) haptic statusBar",
                "0.0 willShow \(id)",
            ])
        host.lines.removeAll()
        host.loop.advance(to: 10)
        host.drain()
        // Shown at 1 (its fade), leaves at 3, gone at 4; the clock then stands at 10.
        #expect(
            host.lines == [
                "1.0 didShow \(id)",
                "3.0 cues redraw\(id) leave\(id)",
                "3.0 willHide \(id)",
                "4.0 cues remove\(id) release statusBar",
                "4.0 didHide \(id)",
                "4.0 completed \(id)",
            ])
        #expect(host.loop.now == 10)
    }

    @Test func theContextAHostGivesWhilePreparingIsTheOneTheStagePlacesWith() {
        var host = Host()
        let bar = ToastRect(x: 0, y: 844 - 34 - 49, width: 390, height: 49 + 34)
        host.context = ToastStage.Context(bottomBar: bar)
        let id = host.loop.show(Fixture.request(), at: 0)
        host.drain()
        let frame = host.loop.stage.placed(id)?.placement.frame
        #expect(frame != nil)
        #expect((frame?.maxY ?? .infinity) <= bar.minY, "above the tab bar it was given: \(String(describing: frame))")
    }

    @Test func whatTheStageTellsTheEngineReachesItOnlyAfterTheHostHasTakenTheBatchAndNeverTheHost() {
        var host = Host()
        let id = host.loop.show(Fixture.request(seconds: 5), at: 0)
        host.drain()
        host.lines.removeAll()
        var pausedWhileTakingTheDrag: Bool?
        host.onOutput = { loop, output in
            if case .cues(let cues) = output, cues.contains(where: { if case .follow = $0 { true } else { false } }) {
                pausedWhileTakingTheDrag = loop.machine.snapshot(id)?.isPaused
            }
        }
        // The drag's batch (the toast follows the finger) carries a touch for the engine.
        host.loop.send(.panChanged(id, translation: ToastPoint(x: 0, y: 300)), at: 1, measurer: ApproximateTextMeasurer())
        host.drain()
        let follow = host.lines.firstIndex { $0.contains("follow\(id)") }
        let paused = host.lines.firstIndex { $0.hasSuffix("paused \(id)") }
        #expect(follow != nil && paused != nil)
        #expect((follow ?? .max) < (paused ?? .min), "\(host.lines)")
        #expect(pausedWhileTakingTheDrag == false, "the engine has not heard of the touch while the host carries out the drag")
        // The release swipes it away: a report with no cue of its own still reaches the engine.
        host.loop.send(.panEnded(id, velocity: ToastPoint(x: 0, y: 3000)), at: 1, measurer: ApproximateTextMeasurer())
        host.drain()
        #expect(host.lines.contains { $0.hasSuffix("willHide \(id)") }, "\(host.lines)")
    }

    @Test func whatAHostFeedsInWhileCarryingOutAnOutputJoinsTheEndOfTheLine() {
        var host = Host(limits: .init(maxVisible: 2))
        var second: ToastID?
        host.onOutput = { loop, output in
            if case .event(.willShow) = output, second == nil {
                second = loop.show(Fixture.request("Second"), at: loop.now)
            }
        }
        let first = host.loop.show(Fixture.request("First"), at: 0)
        host.drain()
        let order = host.lines.map { $0.split(separator: " ").dropFirst().joined(separator: " ") }
        let b = second.map { "\($0)" } ?? "none"
        // Shown while the first one's willShow was carried out, the second request waits behind
        // what was decided before it: the first one's didShow (its show is instant).
        #expect(
            order.filter { !$0.hasPrefix("cues") } == [
                "prepare \(first)", "willShow \(first)", "didShow \(first)", "prepare \(b)", "willShow \(b)", "didShow \(b)",
            ])
    }

    @Test func deadlinesDueTogetherPassInTheOrderTheyWereSetEachAtItsOwnTime() {
        var host = Host(limits: .init(maxVisible: 3))
        let a = host.loop.show(Fixture.request("A", seconds: 2, position: .top), at: 0)
        let b = host.loop.show(Fixture.request("B", seconds: 2, position: .bottom), at: 0)
        host.drain()
        let c = host.loop.show(Fixture.request("C", seconds: 1, position: .center), at: 1)
        host.drain()
        host.lines.removeAll()
        host.loop.advance(to: 5)
        host.drain()
        // All three fall due at 2: a and b started at 0 (in that order), c at 1.
        #expect(host.lines.filter { $0.contains("completed") } == ["2.0 completed \(a)", "2.0 completed \(b)", "2.0 completed \(c)"])
        #expect(host.lines.allSatisfy { $0.hasPrefix("2.0 ") }, "each at its own deadline, not at 5: \(host.lines)")
        #expect(host.loop.now == 5)
    }

    @Test func aHostThatWakesLateRunsWhatFellDueAtTheTimeItWoke() {
        var host = Host()
        let id = host.loop.show(Fixture.request(seconds: 2), at: 0)
        host.drain()
        host.lines.removeAll()
        #expect(host.loop.nextDeadline == 2)
        host.loop.wake(at: 7)
        host.drain()
        #expect(host.lines.contains("7.0 completed \(id)"), "\(host.lines)")
        #expect(host.loop.nextDeadline == nil)
    }

    @Test func aToastDismissedBeforeItsDeadlineLeavesNoDeadlineBehind() {
        var host = Host()
        for index in 0..<10_000 {
            let id = host.loop.show(Fixture.request(seconds: 1e6), at: Double(index))
            host.loop.send(.dismissRequested(id), at: Double(index))
            host.drain()
        }
        #expect(host.loop.nextDeadline == nil)
        #expect(!host.lines.contains { $0.contains("timeout") })
    }

    @Test func withNoDeadlinesLeftADueDeadlineWaitsAndTheLoopSaysSo() {
        var host = Host()
        let id = host.loop.show(Fixture.request(seconds: 1), at: 0)
        host.drain()
        host.loop.deadlinesLeft = 0
        host.loop.advance(to: 5)
        host.drain()
        #expect(host.loop.isOutOfDeadlines)
        #expect(host.loop.machine.isLive(id))
        host.loop.deadlinesLeft = 10
        host.drain()
        #expect(!host.loop.machine.isLive(id))
    }

    @Test func runningUntilIdleLeavesTheClockAtTheLastDeadline() {
        var host = Host()
        _ = host.loop.show(Fixture.request(seconds: 3), at: 0)
        host.loop.runUntilIdle()
        host.drain()
        #expect(host.loop.now == 3)
        #expect(host.loop.nextDeadline == nil)
    }
}
