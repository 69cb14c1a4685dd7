/// How long text takes to read or to hear, for ``ToastDuration/automatic`` and screen readers.
///
/// Words are runs of letters, digits and marks; each Han, Hiragana or Katakana character counts
/// as a word of its own, since those scripts do not separate words with spaces (Hangul does, so
/// it is counted by runs like Latin text).
///
/// ```swift
/// ReadingTime.wordCount("Saved to Photos")     // 3
/// ReadingTime.wordCount("刷新了20条新数据")       // 8: 7 ideographs and the number 20
/// ReadingTime.automaticSeconds(for: "Saved")   // 2.0 (the minimum)
/// ```
package enum ReadingTime {
    /// Silent reading speed: about 200 words a minute is the common base for UI text.
    package static let wordsPerMinute: Double = 200
    /// Time to notice that a toast appeared, before reading starts.
    package static let noticeSeconds: Double = 1
    /// The shortest automatic duration, Android's `LENGTH_SHORT`.
    package static let minimumSeconds: Double = ToastDuration.shortSeconds
    /// The longest automatic duration, Material's upper bound for snackbars.
    package static let maximumSeconds: Double = 10
    /// Speaking speed of a screen reader at its default rate.
    package static let spokenWordsPerMinute: Double = 150
    /// Time added after the announcement, to act on the toast once it has been heard.
    package static let screenReaderGraceSeconds: Double = 3

    /// The number of words in `text`, counting each CJK ideograph or kana as a word.
    package static func wordCount(_ text: String) -> Int {
        var words = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                // Letters and digits make words; everything else in ASCII separates them.
                let value = scalar.value
                let isWordByte = (0x30...0x39).contains(value) || (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                if isWordByte, !inWord { words += 1 }
                inWord = isWordByte
                continue
            }
            if isCountedAlone(scalar) {
                words += 1
                inWord = false
            } else if isWordScalar(scalar) {
                if !inWord { words += 1 }
                inWord = true
            } else {
                inWord = false
            }
        }
        return words
    }

    /// `noticeSeconds` plus reading time, clamped to `minimumSeconds…maximumSeconds`.
    package static func automaticSeconds(for text: String) -> Double {
        let reading = Double(wordCount(text)) * 60 / wordsPerMinute
        return min(max(noticeSeconds + reading, minimumSeconds), maximumSeconds)
    }

    /// How long a screen reader takes to speak `text` at its default rate.
    package static func speechSeconds(for text: String) -> Double {
        Double(wordCount(text)) * 60 / spokenWordsPerMinute
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isAlphabetic { return true }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    private static func isCountedAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF,  // Hiragana, Katakana
            0x31F0...0x31FF,  // Katakana phonetic extensions
            0x3400...0x4DBF,  // CJK Unified Ideographs Extension A
            0x4E00...0x9FFF,  // CJK Unified Ideographs
            0xF900...0xFAFF,  // CJK Compatibility Ideographs
            0xFF66...0xFF9D,  // Halfwidth Katakana
            0x20000...0x3FFFF:  // CJK Unified Ideographs Extensions B and later
            return true
        default:
            return false
        }
    }
}
