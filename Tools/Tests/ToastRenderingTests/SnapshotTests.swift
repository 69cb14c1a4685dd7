import Testing
import ToastCore

@testable import ToastRendering

/// Pixel snapshots of chosen scenes at 1× (390 × 844 px), compared within `ImageComparison`'s
/// tolerance. Regenerate with `TOASTKIT_RECORD=1 swift test --package-path Tools` after a
/// deliberate change, and look at every recorded image before committing it.
@MainActor
@Suite("Snapshots")
struct SnapshotTests {
    let renderer: ToastRenderer

    init() throws {
        renderer = try ToastRenderer()
    }

    func snapshot(_ name: String, _ requests: [ToastRequest], at time: Double = 1, configure: (inout RenderScene) -> Void = { _ in }) throws
    {
        var scene = RenderScene()
        scene.scale = 1
        configure(&scene)
        try assertSnapshot(renderer.render(scene, showing: requests, at: time), named: name)
    }

    @Test func standardWithAction() throws {
        try snapshot(
            "standard-light-en", [ToastRequest(content: ToastContent(message: "Message deleted", action: ToastAction(title: "Undo")))])
    }

    @Test func successDarkChinese() throws {
        try snapshot("success-dark-zh", [ToastRequest(message: "刷新了20条新数据", title: "完成", style: .success)]) { $0.appearance = .dark }
    }

    @Test func errorRightToLeftArabic() throws {
        let content = ToastContent(message: "تعذر إرسال الرسالة", action: ToastAction(title: "إعادة"))
        try snapshot("error-dark-ar", [ToastRequest(content: content, style: .error)]) {
            $0.appearance = .dark
            $0.layoutDirection = .rightToLeft
        }
    }

    @Test func toastUtil() throws {
        try snapshot("toastUtil-light-zh", [ToastRequest(message: "网络不可用，请稍后再试", style: .toastUtil)])
    }

    @Test func windowTip() throws {
        try snapshot("windowTip-light-en", [ToastRequest(message: "hello world !!!", style: .windowTip)])
    }

    @Test func messageBannerHalfwayOut() throws {
        try snapshot("messageBanner-0.4s", [ToastRequest(message: "刷新了20条新数据", style: .messageBanner)], at: 0.4)
    }

    @Test func gkrToastWithDim() throws {
        try snapshot("gkrToast-light-en", [ToastRequest(message: "Your text", style: .gkrToast)])
    }

    @Test func aboveTheKeyboard() throws {
        try snapshot("keyboard", [ToastRequest(message: "Draft saved", style: .success)]) { $0.keyboard = true }
    }

    @Test func largestTextSize() throws {
        let content = ToastContent(message: "Your message could not be sent.", title: "Not sent", action: ToastAction(title: "Retry"))
        try snapshot("dynamic-type-largest", [ToastRequest(content: content, style: .error)]) { $0.textScale = 3.1 }
    }

    @Test func thinMaterialBlursTheListBehindATranslucentToast() throws {
        let request = ToastRequest(content: ToastContent(message: "Saved to your photo library", title: "Done"), style: .success)
        try snapshot("material-light", [request])
        try snapshot("material-dark", [request]) { $0.appearance = .dark }
    }

    @Test func reduceTransparencyKeepsTheOpaqueFill() throws {
        let request = ToastRequest(content: ToastContent(message: "Saved to your photo library", title: "Done"), style: .success)
        try snapshot("reduce-transparency-light", [request]) { $0.reduceTransparency = true }
    }

    @Test func theMaterialDependsOnTheStyleAndTheSetting() {
        // The styles as the stage hands them to the renderer on iOS 16–25.
        let standard = ToastStyle.standard.adjusted(reduceTransparency: false, increaseContrast: false, liquidGlass: false)
        #expect(ToastMaterial(for: standard, appearance: .light, reduceTransparency: false) != .flat)
        #expect(ToastMaterial(for: standard, appearance: .dark, reduceTransparency: true) == .flat)
        #expect(ToastMaterial(for: .toastUtil, appearance: .light, reduceTransparency: false) == .flat, "the seeds keep their flat fill")
        var opaque = standard
        opaque.colors.background = .black
        #expect(ToastMaterial(for: opaque, appearance: .light, reduceTransparency: false) == .flat)
    }

    @Test func theMaterialHidesTheTextBehindWhereAFlatFillShowsIt() throws {
        // Inside the toast (its own text made invisible), a flat 60 % fill lets the list's text
        // and separators through as sharp steps between neighbouring pixels; the material blurs them.
        var scene = RenderScene()
        scene.scale = 1
        var flat = ToastStyle.standard
        flat.colors.background = ToastColor(white: 0, alpha: 0.6)
        flat.colors.backdrop = .none
        flat.colors.text = ToastColor(white: 0, alpha: 0)
        var material = flat
        material.colors.backdrop = .thinMaterial
        func contrast(_ style: ToastStyle) -> Int {
            let plan = renderer.plan(scene, showing: [ToastRequest(message: "Saved to your photo library", style: style)], at: 1)
            let frame = plan.poses[0].placement.frame
            let image = renderer.draw(plan)
            var steepest = 0
            for y in Int(frame.minY + 4)..<Int(frame.maxY - 4) {
                let values = (Int(frame.minX + 20)..<Int(frame.maxX - 20)).map { Int(image.pixel(x: $0, y: y).green) }
                steepest = max(steepest, zip(values, values.dropFirst()).map { abs($0 - $1) }.max() ?? 0)
            }
            return steepest
        }
        #expect(contrast(flat) > 2 * contrast(material))
    }

    @Test func theComparisonToleratesTinyDriftButNotAMovedToast() throws {
        var scene = RenderScene()
        scene.scale = 1
        let saved = [ToastRequest(message: "Saved")]
        let base = renderer.render(scene, showing: saved, at: 1)
        let same = renderer.render(scene, showing: saved, at: 1)
        #expect(ImageComparison(expected: base, actual: same).matches)
        #expect(ImageComparison(expected: base, actual: same).differingPixels == 0, "rendering is deterministic")
        let other = renderer.render(scene, showing: [ToastRequest(message: "Saved", position: .top)], at: 1)
        let comparison = ImageComparison(expected: base, actual: other)
        #expect(!comparison.matches && comparison.differingPixels > 1_000)
        var bigger = scene
        bigger.scale = 2
        #expect(!ImageComparison(expected: base, actual: renderer.render(bigger, showing: [], at: 0)).matches)
    }
}
