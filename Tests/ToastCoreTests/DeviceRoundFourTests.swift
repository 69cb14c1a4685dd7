import Testing

@testable import ToastCore
@testable import ToastShellRules

/// Defects found on a real iPhone in the fourth round, each pinned to the decision that fixes it.
@Suite("On a real iPhone, round four")
struct DeviceRoundFourTests {
    /// A touch on a folded deck's peeking edge reaches the front's view at a point outside the
    /// front's bounds; just above the front's action it was "near the action", so it did nothing.
    @Test func aTouchOnAPeekingEdgeAboveTheFrontsActionIsATapOnTheFront() throws {
        let environment = ToastLayoutEnvironment(containerSize: ToastSize(width: 390, height: 844))
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1), content: ToastContent(message: "Deleted", action: ToastAction(title: "Undo")), style: .standard,
            position: .bottom)
        let front = ToastLayout.place([item], in: environment, measurer: ApproximateTextMeasurer())[0].placement
        let target = try #require(front.actionTouchFrame)
        // Within the guard band above the target, but above the front's top: on the edge of the
        // toast peeking behind it (a bottom deck peeks upwards).
        let onEdge = ToastPoint(x: target.midX, y: -ToastStage.deckPeek / 2)
        #expect(target.minY - onEdge.y < ToastPlacement.actionGuardBand, "within the band the old rule used")
        #expect(front.touchPart(at: onEdge) == .body)
        let beside = ToastPoint(x: target.midX, y: front.frame.height + 1)
        #expect(front.touchPart(at: beside) == .body)
    }

    /// A determinate progress toast redraws every frame of an upload: those batches move no bar,
    /// so they keep no 10 Hz poll of the app's controllers alive.
    @Test func redrawingAToastInPlaceMovesNoBars() {
        var machine = ToastStateMachine()
        let id = machine.show(ToastRequest(content: ToastContent(message: "Uploading", progress: .fraction(0.4))), at: 0).id
        let toast = machine.snapshot(id)!
        #expect(!ToastBarsPolling.mayMoveBars([.redraw(toast, style: toast.request.style)]))
        #expect(!ToastBarsPolling.mayMoveBars([]))
        #expect(ToastBarsPolling.mayMoveBars([.redraw(toast, style: toast.request.style), .remove(id)]))
        #expect(ToastBarsPolling.mayMoveBars([.insert(toast, style: toast.request.style)]))
    }

    /// A progress-only update redraws the indicator; it lays out and measures nothing (it did so
    /// for every toast of its position, each frame of a download).
    @MainActor
    @Test func aProgressOnlyUpdateMeasuresAndMovesNothing() {
        let measurer = CountingMeasurer()
        let scheduler = ManualToastScheduler()
        let runtime = ToastRuntime(
            limits: .init(maxVisible: 3), scheduler: scheduler,
            scene: ToastStage.Scene(size: StageHarness.phone, safeArea: StageHarness.phoneSafeArea), measurer: measurer)
        var cues: [ToastStage.Cue] = []
        runtime.perform = { cues += $0 }
        runtime.show(ToastRequest(message: "Saved"))
        let id = runtime.show(ToastRequest(content: ToastContent(message: "Uploading", progress: .fraction(0.1))))
        scheduler.advance(to: 1)
        let measured = measurer.count
        cues = []
        runtime.update(id, .progress(0.5))
        #expect(measurer.count == measured, "nothing measured again")
        #expect(cues.count == 1)
        if case .redraw(let toast, _)? = cues.first { #expect(toast.request.content.progress == .fraction(0.5)) }
        // A toast that gains or loses its indicator, or whose spinner becomes a fraction, is laid out.
        let spinner = ToastRequest(content: ToastContent(message: "Uploading", progress: .indeterminate))
        let ring = ToastRequest(content: ToastContent(message: "Uploading", progress: .fraction(0.5)))
        let done = ToastRequest(content: ToastContent(message: "Uploading"))
        #expect(!ToastStage.keepsPlace(from: spinner, to: ring))
        #expect(!ToastStage.keepsPlace(from: ring, to: done))
        #expect(ToastStage.keepsPlace(from: ring, to: ToastRequest(content: ToastContent(message: "Uploading", progress: .fraction(0.6)))))
    }
}

/// Counts how often text is measured.
@MainActor
final class CountingMeasurer: ToastTextMeasuring {
    private(set) var count = 0
    private let measurer = ApproximateTextMeasurer()

    nonisolated func measure(_ text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?) -> ToastSize {
        MainActor.assumeIsolated { count += 1 }
        return measurer.measure(text, font: font, maxWidth: maxWidth, lineLimit: lineLimit)
    }
}
