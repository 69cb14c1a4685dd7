import Testing

@testable import ToastCore

/// Where progress goes: a spinner or ring in the icon's place, or a bar along the bottom.
@Suite("Progress layout")
struct ProgressLayoutTests {
    let environment = ToastLayoutEnvironment(
        containerSize: ToastSize(width: 390, height: 844), safeArea: ToastEdgeInsets(top: 47, bottom: 34))

    func placement(
        _ progress: ToastProgress?, style: ToastStyle = .standard, icon: ToastIcon? = nil, direction: ToastLayoutDirection = .leftToRight
    ) -> ToastPlacement {
        var environment = environment
        environment.layoutDirection = direction
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1), content: ToastContent(message: "Uploading photos", icon: icon, progress: progress),
            style: style, position: .bottom)
        return ToastLayout.place([item], in: environment, measurer: ApproximateTextMeasurer())[0].placement
    }

    @Test func aSpinnerTakesTheIconsPlaceAndTheToastKeepsItsSizeAsProgressArrives() {
        let spinning = placement(.indeterminate, icon: .symbol("arrow.up"))
        let ring = placement(.fraction(0.3), icon: .symbol("arrow.up"))
        let done = placement(nil, icon: .symbol("arrow.up"))
        #expect(spinning.progressFrame != nil && spinning.iconFrame == nil)
        #expect(spinning.progressFrame == done.iconFrame, "in the icon's square")
        #expect(spinning.frame == ring.frame && ring.frame == done.frame, "no jump from spinner to ring to done")
    }

    @Test func progressWithoutAnIconMakesRoomForItsSlot() {
        let plain = placement(nil)
        let spinning = placement(.indeterminate)
        #expect(plain.progressFrame == nil && plain.iconFrame == nil)
        #expect(spinning.frame.width > plain.frame.width)
        #expect(spinning.messageFrame!.minX > spinning.progressFrame!.maxX)
    }

    @Test func aBarStyleDrawsFractionsAlongTheBottomAndKeepsTheIcon() {
        var style = ToastStyle.standard
        style.progressIndicator = .bar
        let bar = placement(.fraction(0.5), style: style, icon: .symbol("arrow.up"))
        #expect(bar.iconFrame != nil)
        let frame = bar.progressFrame!
        #expect(frame.height == ToastLayout.progressBarHeight)
        #expect(frame.maxY == bar.frame.height - ToastLayout.progressBarBottomGap)
        #expect(frame.minX >= bar.cornerRadius && frame.maxX <= bar.frame.width - bar.cornerRadius)
        #expect(
            placement(.indeterminate, style: style, icon: .symbol("arrow.up")).iconFrame == nil,
            "unknown amounts still spin in the icon's place")
    }

    @Test func progressIsMirroredRightToLeft() {
        let leftToRight = placement(.indeterminate)
        let rightToLeft = placement(.indeterminate, direction: .rightToLeft)
        #expect(rightToLeft.progressFrame!.minX == leftToRight.frame.width - leftToRight.progressFrame!.maxX)
    }
}
