import Testing
import ToastCore

@testable import ToastRendering

/// The seed presets' frames on a 390 × 844 screen with real text metrics (Pango), against the
/// formulas in SEEDS.md.
@Suite("Seed geometry with Pango")
struct ClassicGeometryTests {
    static let screen = ToastSize(width: 390, height: 844)
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    func frame(_ message: String, _ style: ToastStyle, position: ToastPosition? = nil, anchors: [ToastAnchor: ToastRect] = [:]) -> ToastRect
    {
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1), content: ToastContent(message: message), style: style, position: position ?? style.behavior.position)
        return ToastLayout.place([item], in: ToastLayoutEnvironment(containerSize: Self.screen, anchors: anchors), measurer: measurer)[0]
            .placement
            .frame
    }

    @Test(arguments: [
        ("TOP", ClassicSystem.ToastUtil.topFraction), ("CENTRE", ClassicSystem.ToastUtil.centreFraction),
        ("BOTTOM", ClassicSystem.ToastUtil.bottomFraction),
    ])
    func toastUtil(gravity: String, fraction: Double) {
        for message in ["保存成功", "The connection was lost. Showing the results saved yesterday, which may be out of date."] {
            let text = measurer.measure(message, font: ToastFont(size: 12), maxWidth: 390 - 60, lineLimit: nil)
            let f = frame(message, .toastUtil, position: .fraction(fraction))
            #expect(f.width == text.width + 1 + 24 && f.height == text.height + 1 + 24, "\(gravity)")
            #expect(abs(f.minX - (390 - f.width) / 2) < 1e-9)
            #expect(abs(f.minY - (844 - f.height) * fraction) < 1e-9, "y = (H − h) × \(fraction)")
            #expect(text.width <= 330)
        }
    }

    @Test func windowTip() {
        let message = "hello world !!!"
        let text = measurer.measure(message, font: ToastFont(size: 12), maxWidth: 200, lineLimit: nil)
        let f = frame(message, .windowTip)
        #expect(f.width == text.width.rounded(.up) + 20 && f.height == text.height.rounded(.up) + 20)
        #expect(f.maxY == 844 - 100)
        let long = frame(String(repeating: "long tip text ", count: 12), .windowTip)
        #expect(long.width <= 220 && long.maxY == 744)
    }

    @Test func messageBanner() {
        let bar = ToastRect(x: 0, y: 47, width: 390, height: 44)
        let message = "刷新了20条新数据"
        let text = measurer.measure(message, font: ToastFont(size: 16), maxWidth: 390, lineLimit: 1)
        let f = frame(message, .messageBanner, anchors: [.navigationBar: bar])
        #expect(f.width == max(100, text.width.rounded(.up)) + 20)
        #expect(f.height == 40 && f.minY == bar.maxY + 10 && f.midX == bar.midX)
        #expect(frame("新", .messageBanner, anchors: [.navigationBar: bar]).width == 120)
    }

    @Test func gkrToast() {
        let f = frame("Your text", .gkrToast)
        #expect(abs(f.midX - 195) < 1e-9 && abs(f.midY - 422) < 1e-9)
    }
}
