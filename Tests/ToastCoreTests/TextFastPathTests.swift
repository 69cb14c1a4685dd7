import Testing

@testable import ToastCore

@Suite("Text cleaning, fast paths")
struct TextFastPathTests {
    /// The fast paths keep text only when looking at every grapheme would keep it too.
    @Test(arguments: 0..<10)
    func theFastPathsAgreeWithCleaningEveryGrapheme(trial: UInt64) {
        var random = RepeatableRandomNumberGenerator(trial: trial)
        let pieces: [String] = [
            "a", "Z", "0", " ", "~", "é", "ß", "\u{A0}", "刷", "新", "。", "カ", "ぁ", "Ａ", "ｶ",
            "\u{0301}", "\u{302A}", "\u{3099}", "\u{FF9E}", "\u{200D}", "👍", "\u{1F1EF}\u{1F1F5}", "\u{0007}", "\r\n", "\t", "\u{0085}",
        ]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...40, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let limit = Int.random(in: 1...45, using: &random)
            #expect(
                ToastText.clean(text, limit: limit) == ToastText.cleanGraphemeByGrapheme(text, limit: limit),
                "\(text.unicodeScalars.map(\.value))")
        }
    }
}
