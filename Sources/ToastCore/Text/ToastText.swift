/// Cleans text before it reaches a screen: any string is safe to show.
///
/// - Line breaks (`\r\n`, `\r`, U+2028, U+2029) become `\n`; a tab becomes a space.
/// - Every other control character (Unicode category Cc) is removed.
/// - A grapheme cluster with more than ``scalarsPerGraphemeLimit`` scalars (stacked combining
///   marks, "Zalgo" text) keeps only its first scalars: the cluster stays one character.
/// - Text longer than the limit is cut to `limit − 1` graphemes followed by "…". The cut falls
///   between grapheme clusters, so an emoji or a letter with its accents is never split.
///
/// Cleaning reads at most `limit + 1` graphemes of the input, so a multi-megabyte string costs
/// no more than a short one.
package enum ToastText {
    /// Graphemes kept of a message: about a dozen lines on a phone, more than any toast should say.
    package static let messageGraphemeLimit = 500
    /// Graphemes kept of a title or an action title.
    package static let titleGraphemeLimit = 100
    /// Scalars kept in one grapheme cluster. The longest emoji ZWJ sequences use about 10.
    package static let scalarsPerGraphemeLimit = 16
    /// What stands for the cut-off rest of a long text.
    package static let ellipsis: Character = "…"

    /// `text` cleaned as described above, at most `limit` graphemes long.
    package static func clean(_ text: String, limit: Int) -> String {
        let limit = max(limit, 1)
        if isPrintableASCII(text, atMost: limit) || isSimpleText(text, atMost: limit) { return text }
        return cleanGraphemeByGrapheme(text, limit: limit)
    }

    /// ``clean(_:limit:)`` without the fast paths: every grapheme looked at.
    static func cleanGraphemeByGrapheme(_ text: String, limit: Int) -> String {
        let limit = max(limit, 1)
        var result = ""
        var count = 0
        for character in text {
            guard let cleaned = cleanCharacter(character) else { continue }
            if count == limit {
                // One grapheme too many: replace the last kept grapheme with the ellipsis.
                result.removeLast()
                result.append(ellipsis)
                return result
            }
            result.append(cleaned)
            count += 1
        }
        return result
    }

    /// Whether `text` has nothing a reader could see.
    package static func isBlank(_ text: String) -> Bool {
        // Printable ASCII other than the space is visible: most text answers on its first byte.
        if let first = text.utf8.first(where: { $0 != asciiSpace }), first > asciiSpace, first < asciiDelete { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || isInvisible($0) }
    }

    private static let asciiSpace: UInt8 = 0x20
    private static let asciiDelete: UInt8 = 0x7F

    /// Whether `text` is at most `limit` bytes of printable ASCII (space to tilde): then each byte
    /// is one grapheme, none needs cleaning, and the text is kept as it is without decoding it.
    private static func isPrintableASCII(_ text: String, atMost limit: Int) -> Bool {
        let utf8 = text.utf8
        let scanned = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count <= limit && bytes.allSatisfy { $0 >= asciiSpace && $0 < asciiDelete }
        }
        if let scanned { return scanned }
        var count = 0
        for byte in utf8 {
            guard byte >= asciiSpace, byte < asciiDelete else { return false }
            count += 1
            if count > limit { return false }
        }
        return true
    }

    /// Whether `text` is at most `limit` scalars that each stand alone as one grapheme and need no
    /// cleaning: printable ASCII, Latin-1 letters and signs, and the common CJK, kana and
    /// full-width ranges (none of which combine with a neighbour). Then there are as many
    /// graphemes as scalars and the text is kept as it is, without breaking it into graphemes.
    private static func isSimpleText(_ text: String, atMost limit: Int) -> Bool {
        var count = 0
        for scalar in text.unicodeScalars {
            count += 1
            if count > limit { return false }
            switch scalar.value {
            case 0x20..<0x7F, 0xA0...0xFF,  // printable ASCII, Latin-1 (U+00AD, a soft hyphen, is visible-safe)
                0x3000...0x3029, 0x3030...0x303F,  // CJK punctuation (U+302A–302F combine)
                0x3041...0x3096, 0x30A0...0x30FF,  // hiragana (U+3099–309A combine), katakana
                0x3400...0x4DBF, 0x4E00...0x9FFF,  // CJK ideographs
                0xFF01...0xFF9D, 0xFFA0...0xFFEF:  // full-width forms (U+FF9E–FF9F combine)
                continue
            default:
                return false
            }
        }
        return true
    }

    /// Unicode's control characters (category Cc) are exactly C0, DEL and C1; checking the range
    /// avoids a property lookup per scalar.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func cleanCharacter(_ character: Character) -> Character? {
        switch character {
        // "\r\n" is one grapheme cluster in Swift, so it never arrives as two characters.
        case "\r\n", "\r", "\n", "\u{2028}", "\u{2029}": return "\n"
        case "\t": return " "
        default: break
        }
        let scalarsOfCharacter = character.unicodeScalars
        if scalarsOfCharacter.count <= scalarsPerGraphemeLimit, !scalarsOfCharacter.contains(where: isControl) {
            return character
        }
        var scalars = String.UnicodeScalarView()
        for scalar in scalarsOfCharacter where !isControl(scalar) {
            if scalars.count == scalarsPerGraphemeLimit { break }
            scalars.append(scalar)
        }
        guard !scalars.isEmpty else { return nil }
        let string = String(scalars)
        return string.count == 1 ? Character(string) : string.first
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        isControl(scalar) || scalar.properties.generalCategory == .format
    }
}
