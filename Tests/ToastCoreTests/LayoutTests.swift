import Testing

@testable import ToastCore

/// Layout with the deterministic measurer: at 12 pt a Latin grapheme is 6 wide and a line 14.4
/// high; a CJK character is 12 wide.
@Suite("Layout")
struct LayoutTests {
    static let phone = ToastSize(width: 390, height: 844)
    static let notched = ToastEdgeInsets(top: 47, bottom: 34)
    let measurer = ApproximateTextMeasurer()

    func place(_ items: [ToastLayout.Item], _ environment: ToastLayoutEnvironment) -> [ToastPlacement] {
        ToastLayout.place(items, in: environment, measurer: measurer).map(\.placement)
    }

    @Test func aPictureTakesTheIconsPlaceAsASymbolDoes() {
        let environment = ToastLayoutEnvironment(containerSize: Self.phone)
        let picture = place([item(1, "Avatar updated", icon: .picture)], environment)[0]
        let symbol = place([item(1, "Avatar updated", icon: .symbol("person.crop.circle"))], environment)[0]
        let none = place([item(1, "Avatar updated")], environment)[0]
        #expect(picture.frame == symbol.frame && picture.iconFrame == symbol.iconFrame)
        #expect(picture.iconFrame != nil && none.iconFrame == nil && none.frame.width < picture.frame.width)
    }

    func item(
        _ id: UInt64, _ message: String, style: ToastStyle = .standard, position: ToastPosition = .bottom, icon: ToastIcon? = nil,
        action: String? = nil
    ) -> ToastLayout.Item {
        ToastLayout.Item(
            id: ToastID(rawValue: id),
            content: ToastContent(message: message, icon: icon, action: action.map(ToastAction.init(title:))),
            style: style, position: position)
    }

    @Test func aBottomToastSitsAboveTheSafeAreaCentred() {
        let placement = place([item(1, "Saved")], ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched))[0]
        // 5 × 7.5 = 37.5 wide, 18 high at 15 pt; rounded up: 38 × 18; padding 16/12; min width 88.
        #expect(placement.frame.size == ToastSize(width: 88, height: 42))
        #expect(placement.frame.maxY == 844 - 34 - 16)
        #expect(placement.frame.midX == 195)
        #expect(placement.cornerRadius == 18)
    }

    @Test func bottomToastsRiseAboveTheKeyboardUnlessTheStyleSaysNot() {
        let keyboard = ToastRect(x: 0, y: 844 - 336, width: 390, height: 336)
        let environment = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched, keyboardFrame: keyboard)
        #expect(place([item(1, "Saved")], environment)[0].frame.maxY == 844 - 336 - 8)
        var staysPut = ToastStyle.standard
        staysPut.geometry.avoidsKeyboard = false
        #expect(place([item(1, "Saved", style: staysPut)], environment)[0].frame.maxY == 844 - 34 - 16)
        let offScreen = ToastLayoutEnvironment(
            containerSize: Self.phone, safeArea: Self.notched, keyboardFrame: ToastRect(x: 0, y: 900, width: 390, height: 336))
        #expect(offScreen.keyboardOverlap == 0)
    }

    @Test func topCenterAndFractionPositions() {
        let environment = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched)
        let top = place([item(1, "Saved", position: .top)], environment)[0]
        #expect(top.frame.minY == 47 + 16)
        let center = place([item(1, "Saved", position: .center)], environment)[0]
        #expect(center.frame.midY == 47 + (844 - 34 - 47) / 2.0)
        let fraction = place([item(1, "Saved", position: .fraction(0.25))], environment)[0]
        #expect(fraction.frame.minY == (844 - 42) * 0.25)
        let clamped = place([item(1, "Saved", position: .fraction(0))], environment)[0]
        #expect(clamped.frame.minY == 47, "a fraction position stays inside the safe area")
    }

    @Test func anAnchoredToastSitsBelowItsAnchorOrAtTheTopWithoutOne() {
        let bar = ToastRect(x: 0, y: 47, width: 390, height: 44)
        let anchored = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched, anchors: [.navigationBar: bar])
        #expect(place([item(1, "Saved", position: .anchored(to: .navigationBar))], anchored)[0].frame.minY == 91 + 8)
        let bare = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched)
        #expect(place([item(1, "Saved", position: .anchored(to: .navigationBar))], bare)[0].frame.minY == 47 + 16)
    }

    @Test func stackedToastsKeepTheNewestNearestTheEdge() {
        let environment = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched)
        let bottom = place([item(1, "Old"), item(2, "New")], environment)
        #expect(bottom[1].frame.maxY == 794)
        #expect(bottom[0].frame.maxY == bottom[1].frame.minY - 8)
        let top = place([item(1, "Old", position: .top), item(2, "New", position: .top)], environment)
        #expect(top[1].frame.minY == 63)
        #expect(top[0].frame.minY == top[1].frame.maxY + 8)
        let centre = place([item(1, "Old", position: .center), item(2, "New", position: .center)], environment)
        #expect(centre[0].frame.maxY + 8 == centre[1].frame.minY, "a centred stack reads oldest first")
        #expect((centre[0].frame.minY + centre[1].frame.maxY) / 2 == 47 + (844 - 34 - 47) / 2.0)
    }

    @Test func differentPositionsDoNotStackTogether() {
        let environment = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched)
        let placements = place([item(1, "Top", position: .top), item(2, "Bottom")], environment)
        #expect(placements[0].frame.minY == 63 && placements[1].frame.maxY == 794)
    }

    @Test func longTextWrapsWithinTheMaximumWidth() {
        let message = String(repeating: "wrap me please ", count: 20)
        let placement = place([item(1, message)], ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched))[0]
        // Wrapped text shrinks to its longest line, as UIKit's sizeThatFits does.
        let widest = 390 - 2 * 16.0
        #expect(placement.frame.width <= widest && placement.frame.width > widest - Double("please ".count) * 7.5)
        #expect(placement.frame.height > 100)
        let iPad = place([item(1, message)], ToastLayoutEnvironment(containerSize: ToastSize(width: 1024, height: 1366)))[0]
        #expect(
            iPad.frame.width <= ToastStyle.ModernMetrics.maxWidth
                && iPad.frame.width > ToastStyle.ModernMetrics.maxWidth - Double("please ".count) * 7.5)
    }

    @Test func iconTextAndActionAreLaidOutAndMirroredRightToLeft() {
        let ltr = place([item(1, "Deleted", icon: .symbol("trash"), action: "Undo")], ToastLayoutEnvironment(containerSize: Self.phone))[0]
        let rtl = place(
            [item(1, "Deleted", icon: .symbol("trash"), action: "Undo")],
            ToastLayoutEnvironment(containerSize: Self.phone, layoutDirection: .rightToLeft))[0]
        guard let icon = ltr.iconFrame, let text = ltr.messageFrame, let action = ltr.actionFrame,
            let rtlIcon = rtl.iconFrame, let rtlText = rtl.messageFrame, let rtlAction = rtl.actionFrame
        else {
            Issue.record("missing parts: \(ltr) \(rtl)")
            return
        }
        #expect(icon.maxX + 10 == text.minX)
        #expect(text.maxX < action.minX)
        #expect(action.maxX == ltr.frame.width - 16)
        #expect(rtlIcon.maxX == rtl.frame.width - icon.minX, "the icon moves to the right edge")
        #expect(rtlAction.minX == 16, "the action moves to the left edge")
        #expect(rtlText.minX == rtl.frame.width - text.maxX)
        #expect(rtl.frame == ltr.frame)
    }

    @Test func atLargeTextSizesTheActionMovesBelowTheText() {
        let message = "Your message could not be sent. Check your connection."
        let inline = place([item(1, message, icon: .symbol("xmark"), action: "Retry")], ToastLayoutEnvironment(containerSize: Self.phone))[
            0]
        guard let inlineAction = inline.actionFrame, let inlineText = inline.messageFrame else {
            Issue.record("missing parts")
            return
        }
        #expect(inlineAction.minX > inlineText.maxX, "at the default size the action sits beside the text")
        let large = place(
            [item(1, message, icon: .symbol("xmark"), action: "Retry")], ToastLayoutEnvironment(containerSize: Self.phone, textScale: 2))[0]
        guard let action = large.actionFrame, let text = large.messageFrame else {
            Issue.record("missing parts")
            return
        }
        #expect(action.minY >= text.maxY, "below the text")
        #expect(action.maxX == large.frame.width - 16, "at the trailing edge")
        #expect(text.width > large.frame.width / 2, "the text keeps the width")
        #expect(action.maxY <= large.frame.height - 12)
    }

    @Test func textGrowsWithDynamicTypeUpToTheStylesCap() {
        let base = place([item(1, "Saved")], ToastLayoutEnvironment(containerSize: Self.phone))[0]
        let large = place([item(1, "Saved")], ToastLayoutEnvironment(containerSize: Self.phone, textScale: 1.5))[0]
        let huge = place([item(1, "Saved")], ToastLayoutEnvironment(containerSize: Self.phone, textScale: 3.1))[0]
        #expect(large.messageFont.size == 22.5)
        #expect(huge.messageFont.size == 30, "capped at 2×")
        #expect(huge.frame.height > large.frame.height && large.frame.height > base.frame.height)
        let broken = place([item(1, "Saved")], ToastLayoutEnvironment(containerSize: Self.phone, textScale: .nan))[0]
        #expect(broken.messageFont.size == 15)
    }

    @Test func aLongMessageAtTheLargestTextSizeKeepsMostOfTheScreenVisible() {
        let novel = String(repeating: "A very long message indeed. ", count: 20)
        let placement = place([item(1, novel)], ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched, textScale: 3.1))[
            0]
        #expect(placement.frame.height <= 844 * ToastStyle.ModernMetrics.maxTextHeightFraction + 2 * 12)
        #expect((placement.messageFrame?.height ?? 0) <= 844 * ToastStyle.ModernMetrics.maxTextHeightFraction)
    }

    @Test func onlyAToastThatSlidesFromBehindItsAnchorIsClippedBelowIt() {
        let bar = ToastRect(x: 0, y: 47, width: 390, height: 44)
        let environment = ToastLayoutEnvironment(containerSize: Self.phone, anchors: [.navigationBar: bar])
        let banner = ToastRequest(message: "刷新了20条新数据", style: .messageBanner)
        #expect(
            ToastLayout.clipRect(for: banner.style, at: banner.position, in: environment)
                == ToastRect(x: 0, y: 91, width: 390, height: 844 - 91))
        #expect(
            ToastLayout.clipRect(for: banner.style, at: banner.position, in: ToastLayoutEnvironment(containerSize: Self.phone)) == nil,
            "no bar: nothing to hide behind")
        #expect(ToastLayout.clipRect(for: .standard, at: .anchored(to: .navigationBar), in: environment) == nil)
    }

    @Test func customContentIsPlacedAtItsOwnSizeByThePositionRules() {
        let environment = ToastLayoutEnvironment(containerSize: Self.phone, safeArea: Self.notched)
        func place(_ size: ToastSize, _ position: ToastPosition) -> ToastRect {
            let item = ToastLayout.Item(
                id: ToastID(rawValue: 1), content: ToastContent(message: ""), style: .standard, position: position, contentSize: size)
            return ToastLayout.place([item], in: environment, measurer: measurer)[0].placement.frame
        }
        let size = ToastSize(width: 120, height: 44)
        #expect(place(size, .bottom) == ToastRect(x: 135, y: 844 - 50 - 44, width: 120, height: 44))
        #expect(place(size, .top).minY == 63)
        let huge = place(ToastSize(width: 2_000, height: 44), .center)
        #expect(huge.width == ToastLayout.maximumContentWidth(style: .standard, in: environment))
    }

    @Test func objectiveCDurationsWithoutAValueMeanAutomatic() {
        #expect(ToastDuration(objectiveCSeconds: 3.5) == .seconds(3.5))
        #expect(ToastDuration(objectiveCSeconds: 0) == .automatic)
        #expect(ToastDuration(objectiveCSeconds: -2) == .automatic)
        #expect(ToastDuration(objectiveCSeconds: .nan) == .automatic)
    }

    @Test func aTinyContainerNeverProducesNegativeSizes() {
        let placement = place(
            [item(1, "A message that cannot fit", icon: .symbol("x"), action: "Undo")],
            ToastLayoutEnvironment(containerSize: ToastSize(width: 10, height: 10)))[0]
        #expect(placement.frame.width >= 0 && placement.frame.height >= 0)
        #expect(placement.frame.width <= 10)
    }
}
