import Testing

@testable import ToastCore

/// Where a toast's action takes touches: at least 44 × 44 pt whatever the size of its word, and a
/// touch that just misses it neither ends the toast nor runs the action.
@Suite("The action's touch target")
struct ActionTouchTests {
    /// The standard toast with "Undo", as placed on a phone at `textScale`, in `direction`.
    func placement(
        textScale: Double = 1, direction: ToastLayoutDirection = .leftToRight, action: String = "Undo", style: ToastStyle = .standard
    ) -> ToastPlacement {
        var environment = ToastLayoutEnvironment(containerSize: ToastSize(width: 390, height: 844))
        environment.textScale = textScale
        environment.layoutDirection = direction
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1), content: ToastContent(message: "Message archived", action: ToastAction(title: action)),
            style: style, position: .bottom)
        return ToastLayout.place([item], in: environment, measurer: ApproximateTextMeasurer())[0].placement
    }

    @Test(arguments: [0.8, 1.0, 1.5], [ToastLayoutDirection.leftToRight, .rightToLeft])
    func theActionTakesAtLeastFortyFourPointsAboutItsWord(textScale: Double, direction: ToastLayoutDirection) throws {
        let placed = placement(textScale: textScale, direction: direction)
        let word = try #require(placed.actionFrame)
        let target = try #require(placed.actionTouchFrame)
        #expect(target.width >= 44 && target.height >= 44)
        #expect(abs(target.midX - word.midX) < 1e-9 && abs(target.midY - word.midY) < 1e-9, "centred on the word")
        // A touch a few points outside the word, still within the target, is the action.
        let beside = ToastPoint(x: word.minX - 3, y: word.minY - 2)
        if target.minX <= beside.x, target.minY <= beside.y {
            #expect(placed.touchPart(at: beside) == .action)
        }
        #expect(placed.touchPart(at: ToastPoint(x: word.midX, y: word.midY)) == .action)
    }

    /// The whole target lies inside the toast: a toast as tall as its text (about 42 pt) would cut
    /// the target's top and bottom, where a touch goes to the app or to the toast beside it.
    @Test(arguments: [0.8, 1.0, 1.5, 3.0], ["Undo", "OK", "Show all"])
    func theToastHoldsTheWholeTarget(textScale: Double, action: String) throws {
        for direction in [ToastLayoutDirection.leftToRight, .rightToLeft] {
            for style in ToastStyle.presets {
                let placed = placement(textScale: textScale, direction: direction, action: action, style: style)
                let target = try #require(placed.actionTouchFrame)
                let bounds = ToastRect(origin: .zero, size: placed.frame.size)
                #expect(target.minX >= bounds.minX && target.maxX <= bounds.maxX, "\(style.name): \(target) across \(bounds)")
                #expect(target.minY >= bounds.minY && target.maxY <= bounds.maxY, "\(style.name): \(target) within \(bounds)")
                #expect(target.width >= ToastPlacement.minimumTouchSide && target.height >= ToastPlacement.minimumTouchSide)
            }
        }
    }

    @Test func aTouchThatJustMissesTheActionNeitherEndsTheToastNorRunsTheAction() throws {
        let placed = placement()
        let target = try #require(placed.actionTouchFrame)
        // Beside the target, on the text's side (leading, in left-to-right).
        let near = ToastPoint(x: target.minX - ToastPlacement.actionGuardBand / 2, y: target.midY)
        #expect(placed.touchPart(at: near) == .nearAction)
        let message = try #require(placed.messageFrame)
        #expect(placed.touchPart(at: ToastPoint(x: message.minX + 2, y: message.midY)) == .body, "the text is the toast")
    }

    @Test func aToastWithoutAnActionIsBodyEverywhere() {
        var environment = ToastLayoutEnvironment(containerSize: ToastSize(width: 390, height: 844))
        environment.textScale = 1
        let item = ToastLayout.Item(id: ToastID(rawValue: 1), content: ToastContent(message: "Saved"), style: .standard, position: .bottom)
        let placed = ToastLayout.place([item], in: environment, measurer: ApproximateTextMeasurer())[0].placement
        #expect(placed.actionTouchFrame == nil)
        #expect(placed.touchPart(at: ToastPoint(x: placed.frame.width - 2, y: placed.frame.height / 2)) == .body)
    }
}
