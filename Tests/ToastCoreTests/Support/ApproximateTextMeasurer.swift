import ToastCore

/// A deterministic measurer with fixed advances: the same text always has the same size, on any
/// machine, so layout tests can state exact frames, and the harness and the playground print
/// and draw the same places. No app measures this way (ToastKit measures with UIKit), so it
/// lives with the tests; the tools compile this file too (`Tools/Sources/ToastSimulation` links
/// to it).
///
/// Each grapheme is ``narrowAdvance`` × the font size wide, except wide ones (CJK, kana, Hangul,
/// full-width forms, emoji), which are ``wideAdvance`` × the size. Lines are
/// ``lineHeightFactor`` × the size high. Text wraps greedily at spaces; CJK text may break
/// between any two characters; a word wider than the line is broken between graphemes.
package struct ApproximateTextMeasurer: ToastTextMeasuring, Sendable {
    package static let narrowAdvance = 0.5
    package static let wideAdvance = 1.0
    package static let lineHeightFactor = 1.2

    package init() {}

    package func measure(_ text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?) -> ToastSize {
        let lines = wrap(text, font: font, maxWidth: max(maxWidth, 0))
        let kept = lineLimit.map { Array(lines.prefix(max($0, 1))) } ?? lines
        let width = kept.map { $0.width }.max() ?? 0
        return ToastSize(width: min(width, max(maxWidth, 0)), height: Double(kept.count) * font.size * Self.lineHeightFactor)
    }

    /// The width of one grapheme in `font`.
    package static func advance(of character: Character, font: ToastFont) -> Double {
        (isWide(character) ? wideAdvance : narrowAdvance) * font.size
    }

    struct Line {
        var width: Double
    }

    func wrap(_ text: String, font: ToastFont, maxWidth: Double) -> [Line] {
        var lines: [Line] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(contentsOf: wrapParagraph(paragraph, font: font, maxWidth: maxWidth))
        }
        return lines
    }

    private func wrapParagraph(_ paragraph: Substring, font: ToastFont, maxWidth: Double) -> [Line] {
        var lines: [Line] = []
        var lineWidth = 0.0
        var pendingSpace = 0.0
        // Break units: a run of narrow non-space graphemes (a word), or one wide grapheme.
        var units: [(width: Double, isSpace: Bool)] = []
        var word = 0.0
        for character in paragraph {
            let advance = Self.advance(of: character, font: font)
            if character == " " {
                if word > 0 { units.append((word, false)); word = 0 }
                units.append((advance, true))
            } else if Self.isWide(character) {
                if word > 0 { units.append((word, false)); word = 0 }
                units.append((advance, false))
            } else {
                word += advance
            }
        }
        if word > 0 { units.append((word, false)) }

        func finishLine() {
            lines.append(Line(width: lineWidth))
            lineWidth = 0
            pendingSpace = 0
        }
        for unit in units {
            if unit.isSpace {
                if lineWidth > 0 { pendingSpace += unit.width }
                continue
            }
            if lineWidth > 0, lineWidth + pendingSpace + unit.width > maxWidth {
                finishLine()
            }
            var width = unit.width
            // A unit wider than a whole line is broken between graphemes: approximate by width.
            while width > maxWidth, maxWidth > 0 {
                let fitting = (maxWidth / (font.size * Self.narrowAdvance)).rounded(.down) * font.size * Self.narrowAdvance
                let piece = max(fitting, font.size * Self.narrowAdvance)
                lineWidth = piece
                finishLine()
                width -= piece
            }
            lineWidth += pendingSpace + width
            pendingSpace = 0
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(Line(width: lineWidth)) }
        return lines
    }

    static func isWide(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            // Emoji drawn as pictures: presentation by default, or made so by a sequence.
            let drawnAsPicture = scalar.properties.isEmojiPresentation || character.unicodeScalars.count > 1
            return scalar.value > 0xFF && scalar.properties.isEmoji && drawnAsPicture
        }
    }
}
