import Testing

@_spi(Plumbing) @testable import ToastCore
@_spi(Plumbing) @testable import ToastShellRules

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
        let front = ToastLayout.place([item], in: environment, measurer: ApproximateTextMeasurer())[0]
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
        let toast = machine.presentedToast(id)!
        #expect(!ToastBarsPolling.mayMoveBars([.redraw(toast, style: toast.request.style)]))
        #expect(!ToastBarsPolling.mayMoveBars([]))
        #expect(ToastBarsPolling.mayMoveBars([.redraw(toast, style: toast.request.style), .remove(id)]))
        #expect(ToastBarsPolling.mayMoveBars([.insert(toast, style: toast.request.style)]))
    }
}
