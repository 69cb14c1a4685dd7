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
public enum ToastText {
    /// Graphemes kept of a message: about a dozen lines on a phone, more than any toast should say.
    public static let messageGraphemeLimit = 500
    /// Graphemes kept of a title or an action title.
    public static let titleGraphemeLimit = 100
    /// Scalars kept in one grapheme cluster. The longest emoji ZWJ sequences use about 10.
    public static let scalarsPerGraphemeLimit = 16
    /// What stands for the cut-off rest of a long text.
    public static let ellipsis: Character = "…"

    /// `text` cleaned as described above, at most `limit` graphemes long.
    public static func clean(_ text: String, limit: Int) -> String {
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
    public static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || isInvisible($0) }
    }

    private static func cleanCharacter(_ character: Character) -> Character? {
        switch character {
        // "\r\n" is one grapheme cluster in Swift, so it never arrives as two characters.
        case "\r\n", "\r", "\n", "\u{2028}", "\u{2029}": return "\n"
        case "\t": return " "
        default: break
        }
        var scalars = String.UnicodeScalarView()
        for scalar in character.unicodeScalars where scalar.properties.generalCategory != .control {
            if scalars.count == scalarsPerGraphemeLimit { break }
            scalars.append(scalar)
        }
        guard !scalars.isEmpty else { return nil }
        let string = String(scalars)
        return string.count == 1 ? Character(string) : string.first
    }

    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format: true
        default: false
        }
    }
}
