import Testing

@testable import ToastCore

/// Each classic system's look against the formulas in SEEDS.md, with the deterministic measurer on a
/// 390 × 844 screen with no safe area (as the originals assumed), and its timing on a virtual clock.
@MainActor
@Suite("Classic presets")
struct ClassicPresetTests {
    static let screen = ToastSize(width: 390, height: 844)
    let measurer = ApproximateTextMeasurer()

    func frame(_ message: String, _ style: ToastStyle, position: ToastPosition? = nil, anchors: [ToastAnchor: ToastRect] = [:]) -> ToastRect
    {
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1), content: ToastContent(message: message), style: style, position: position ?? style.behavior.position)
        return ToastLayout.place([item], in: ToastLayoutEnvironment(containerSize: Self.screen, anchors: anchors), measurer: measurer)[0]
            .placement
            .frame
    }

    func measured(_ message: String, size: Double, maxWidth: Double) -> ToastSize {
        measurer.measure(message, font: ToastFont(size: size), maxWidth: maxWidth, lineLimit: nil)
    }

    /// Times of each lifecycle event, in milliseconds, for one toast of `style` left alone.
    func timeline(_ style: ToastStyle, message: String = "刷新了20条新数据") -> [String] {
        let harness = Harness()
        harness.show(ToastRequest(message: message, style: style))
        harness.scheduler.runUntilIdle()
        return harness.events.map { "\($0.event.name)@\(Int(($0.time * 1000).rounded()))" }
    }

    @Test(arguments: [
        (ClassicSystem.ToastUtil.topFraction, "TOP"), (ClassicSystem.ToastUtil.centreFraction, "CENTRE"),
        (ClassicSystem.ToastUtil.bottomFraction, "BOTTOM"),
    ])
    func toastUtilGeometry(fraction: Double, gravity: String) {
        let message = "Network unavailable, showing saved results from yesterday"
        let text = measured(message, size: 12, maxWidth: 390 - 60)
        let expected = ToastSize(width: text.width + 1 + 24, height: text.height + 1 + 24)
        let f = frame(message, .toastUtil, position: .fraction(fraction))
        #expect(f.size == expected, "\(gravity)")
        #expect(f.minX == (390 - expected.width) / 2)
        #expect(abs(f.minY - (844 - expected.height) * fraction) < 1e-9, "y = (H − h) × \(fraction)")
    }

    @Test func toastUtilWrapsAtTheScreenWidthLessSixty() {
        let long = String(repeating: "word ", count: 40)
        let f = frame(long, .toastUtil)
        #expect(f.width <= 390 - 60 + 1 + 24)
        #expect(f.height > 2 * 14.4)
    }

    @Test func toastUtilTiming() {
        #expect(timeline(.toastUtil) == ["willShow@0", "didShow@200", "willHide@2700", "didHide@2900", "completed@2900"])
    }

    @Test func windowTipGeometry() {
        let f = frame("hello world !!!", .windowTip)
        // 15 graphemes × 6 = 90 wide, 14.4 → 15 high; plus 10 on each side.
        #expect(f.size == ToastSize(width: 110, height: 35))
        #expect(f.minX == (390 - 110) / 2)
        #expect(f.maxY == 844 - 100, "its bottom edge 100 above the window's")
        let long = frame(String(repeating: "tip ", count: 30), .windowTip)
        #expect(long.width <= 200 + 20)
        #expect(long.maxY == 844 - 100)
    }

    @Test func windowTipRespectsTheSafeAreaWhenItIsDeeperThanTheOriginalsOffset() {
        let item = ToastLayout.Item(id: ToastID(rawValue: 1), content: ToastContent(message: "hi"), style: .windowTip, position: .bottom)
        let environment = ToastLayoutEnvironment(containerSize: Self.screen, safeArea: ToastEdgeInsets(bottom: 120))
        #expect(ToastLayout.place([item], in: environment, measurer: measurer)[0].placement.frame.maxY == 844 - 120)
    }

    @Test func windowTipTimingAndTap() {
        #expect(
            timeline(.windowTip, message: "hello world !!!") == [
                "willShow@0", "didShow@0", "willHide@2000", "didHide@2500", "completed@2500",
            ])
        let harness = Harness()
        let id = harness.show(ToastRequest(message: "hello world !!!", style: .windowTip))
        harness.scheduler.advance(to: 1)
        harness.runtime.send(.toastTapped(id))
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: id) == [.tap])
        #expect(harness.scheduler.now == 1.5, "the tap fades it out over 0.5 s; the 2 s timer is cancelled")
    }

    @Test func messageBannerGeometry() {
        let bar = ToastRect(x: 0, y: 47, width: 390, height: 44)
        let anchors: [ToastAnchor: ToastRect] = [.navigationBar: bar]
        let chinese = frame("刷新了20条新数据", .messageBanner, anchors: anchors)
        let textWidth = measured("刷新了20条新数据", size: 16, maxWidth: 390).width
        #expect(textWidth == 128)
        #expect(chinese.size == ToastSize(width: max(100, textWidth) + 20, height: 40))
        #expect(chinese.midX == bar.midX)
        #expect(chinese.minY == bar.maxY + 10)
        let short = frame("Hi", .messageBanner, anchors: anchors)
        #expect(short.width == 120, "max(100, w) + 20")
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1), content: ToastContent(message: "刷新了20条新数据"), style: .messageBanner,
            position: .anchored(to: .navigationBar))
        let placement = ToastLayout.place(
            [item], in: ToastLayoutEnvironment(containerSize: Self.screen, anchors: anchors), measurer: measurer)[0].placement
        #expect(placement.cornerRadius == 20)
        let start = ToastStyle.messageBanner.motion.show.sample(
            at: 0, phase: .entering,
            geometry: ToastTransitionGeometry(frame: chinese, container: Self.screen, anchor: bar))
        #expect(start.offsetY == -50 && start.opacity == 0, "it starts 50 higher, hidden behind the bar, transparent")
    }

    @Test func messageBannerKeepsItsFortyPointsAtTheDefaultSizeAndGrowsToHoldMore() {
        let anchors: [ToastAnchor: ToastRect] = [.navigationBar: ToastRect(x: 0, y: 47, width: 390, height: 44)]
        func placement(_ content: ToastContent, textScale: Double) -> ToastPlacement {
            var environment = ToastLayoutEnvironment(containerSize: Self.screen, anchors: anchors)
            environment.textScale = textScale
            let item = ToastLayout.Item(
                id: ToastID(rawValue: 1), content: content, style: .messageBanner, position: .anchored(to: .navigationBar))
            return ToastLayout.place([item], in: environment, measurer: measurer)[0].placement
        }
        for scale in [0.8, 1.0] {
            #expect(placement(ToastContent(message: "刷新了20条新数据"), textScale: scale).frame.height == ClassicSystem.MessageBanner.height)
        }
        let larger = [
            ToastContent(message: "20 new items", title: "Updated"),
            ToastContent(message: "20 new items", action: ToastAction(title: "Show")),
            ToastContent(message: "20 new items"),
        ]
        for content in larger {
            for scale in [1.3, 2.0] {
                let placed = placement(content, textScale: scale)
                #expect(placed.frame.height > ClassicSystem.MessageBanner.height, "\(content) at \(scale)×")
                for part in [placed.titleFrame, placed.messageFrame, placed.actionFrame].compactMap({ $0 }) {
                    #expect(part.minY >= 0 && part.maxY <= placed.frame.height, "\(content) at \(scale)×: \(part) outside the pill")
                }
            }
        }
    }

    @Test func messageBannerIsCentredOnACustomBar() {
        let customBar = ToastRect(x: 40, y: 100, width: 200, height: 60)
        let f = frame("20 new", .messageBanner, anchors: [.navigationBar: customBar])
        #expect(f.midX == 140 && f.minY == 170)
    }

    @Test func messageBannerTimingAndRestart() {
        #expect(timeline(.messageBanner) == ["willShow@0", "didShow@800", "willHide@1300", "didHide@1600", "completed@1600"])
        let harness = Harness()
        let first = harness.show(ToastRequest(message: "刷新了20条新数据", style: .messageBanner))
        harness.scheduler.advance(to: 0.4)
        let second = harness.show(ToastRequest(message: "刷新了5条新数据", style: .messageBanner))
        harness.scheduler.runUntilIdle()
        #expect(harness.completions(of: first) == [.replaced])
        #expect(harness.completions(of: second) == [.timeout])
        #expect(abs(harness.scheduler.now - (0.4 + 1.6)) < 1e-9, "the second message runs the whole cycle")
    }

    @Test func gkrToastGeometryTimingAndDim() {
        let f = frame("Your text", .gkrToast)
        #expect(f.midX == 195 && f.midY == 422, "centred on screen")
        let text = measured("Your text", size: 17, maxWidth: 390)
        #expect(f.size == ToastSize(width: text.width.rounded(.up) + 20, height: text.height.rounded(.up) + 20))
        #expect(ToastStyle.gkrToast.colors.dim == ToastColor(white: 0, alpha: 0.3))
        #expect(ToastStyle.gkrToast.colors.background == ToastColor(white: 0, alpha: 0.8))
        #expect(
            timeline(.gkrToast, message: "Your text") == ["willShow@0", "didShow@500", "willHide@5500", "didHide@6000", "completed@6000"])
    }

    @Test func gkrFancyToastSlidesInFromTheLeadingSideOverOneSecond() {
        let show = ToastStyle.gkrFancyToast.motion.show
        #expect(show.duration == 1 && show.motion == .edge(.leading))
    }

    @Test func everyPresetHasADistinctName() {
        let presets: [ToastStyle] = [
            .standard, .success, .warning, .error, .info, .toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast,
        ]
        #expect(Set(presets.map(\.name)).count == presets.count)
        #expect(ToastStyle.success.behavior.haptic == .success && ToastStyle.standard.behavior.haptic == .none)
    }
}

@Suite("Preset list")
struct PresetListTests {
    @Test func everyPresetHasAUniqueNameAndIsFoundByIt() {
        let names = ToastStyle.presets.map(\.name)
        #expect(Set(names).count == names.count, "names are unique: \(names)")
        for preset in ToastStyle.presets {
            #expect(ToastStyle.preset(named: preset.name) == preset)
        }
        #expect(ToastStyle.preset(named: "nonexistent") == nil)
    }

    @Test func theListHoldsTheModernPresetsThenTheClassicLooks() {
        #expect(ToastStyle.presets.prefix(5) == [.standard, .success, .warning, .error, .info])
        for classicLook in [ToastStyle.toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast] {
            #expect(ToastStyle.presets.contains(classicLook), "\(classicLook.name)")
        }
    }
}
