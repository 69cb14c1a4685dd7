import Testing
import ToastCore

@testable import ToastRendering

@Suite("Pango measurer")
struct PangoTextMeasurerTests {
    let measurer: PangoTextMeasurer

    init() throws {
        measurer = try PangoTextMeasurer()
    }

    @Test func longerTextIsWiderAndWrapsAtTheMaximumWidth() {
        let font = ToastFont(size: 12)
        let short = measurer.measure("Saved", font: font, maxWidth: 300, lineLimit: nil)
        let long = measurer.measure("Saved to your photo library", font: font, maxWidth: 300, lineLimit: nil)
        #expect(short.width > 20 && short.width < long.width)
        #expect(short.height == long.height, "one line each")
        let wrapped = measurer.measure(String(repeating: "word ", count: 40), font: font, maxWidth: 120, lineLimit: nil)
        #expect(wrapped.width <= 120)
        #expect(wrapped.height > 4 * short.height)
    }

    @Test func aLineLimitCapsTheHeight() {
        let font = ToastFont(size: 16)
        let one = measurer.measure("x", font: font, maxWidth: 100, lineLimit: nil)
        let capped = measurer.measure(String(repeating: "word ", count: 40), font: font, maxWidth: 100, lineLimit: 1)
        #expect(capped.height == one.height)
    }

    @Test func aWordLongerThanTheLineBreaksWithoutAHyphen() throws {
        let fonts = try FontLibrary()
        let layout = TextLayout(
            context: fonts.context, text: String(repeating: "a", count: 80), font: ToastFont(size: 12), maxWidth: 100, lineLimit: nil,
            alignment: .natural)
        #expect(layout.size.width <= 100)
        #expect(layout.size.height > 2 * 12)
    }

    @Test func cjkArabicAndEmojiHaveRealGlyphs() {
        let font = ToastFont(size: 16)
        // A missing glyph draws as a narrow box; real CJK glyphs are about one em wide each.
        let chinese = measurer.measure("刷新了数据", font: font, maxWidth: 500, lineLimit: nil)
        #expect(abs(chinese.width - 5 * 16) < 4)
        let arabic = measurer.measure("تم الحفظ", font: font, maxWidth: 500, lineLimit: nil)
        #expect(arabic.width > 20)
        let emoji = measurer.measure("🎉", font: font, maxWidth: 500, lineLimit: nil)
        #expect(emoji.width > 12 && emoji.width < 30, "a colour emoji scaled to the font size, not its 109 px bitmap")
    }

    @Test func rightToLeftTextIsDetected() throws {
        let fonts = try FontLibrary()
        #expect(
            TextLayout(context: fonts.context, text: "שלום", font: ToastFont(size: 12), maxWidth: 200, lineLimit: nil, alignment: .natural)
                .isRightToLeft)
        #expect(
            !TextLayout(
                context: fonts.context, text: "Hello", font: ToastFont(size: 12), maxWidth: 200, lineLimit: nil, alignment: .natural
            ).isRightToLeft)
    }

    @Test func repeatedMeasurementsComeFromTheCache() {
        let font = ToastFont(size: 13)
        let first = measurer.measure("Cached text", font: font, maxWidth: 200, lineLimit: nil)
        let count = measurer.cachedCount
        #expect(measurer.measure("Cached text", font: font, maxWidth: 200, lineLimit: nil) == first)
        #expect(measurer.cachedCount == count)
    }
}
