import Foundation
import Testing

@testable import ToastCore
@testable import ToastShellRules

/// ToastKit's own words (ToastPhrase) ship in every language, and are found in the package's
/// bundle: the files are read as the source tree has them, and the bundle as SwiftPM built it.
@Suite("Localization")
struct LocalizationTests {
    /// What a reviewer expects an iOS library to speak: the seeds' language (Simplified
    /// Chinese), a right-to-left one, and the App Store's major languages.
    static let required = [
        "en", "zh-Hans", "zh-Hant", "ar", "he", "de", "es", "fr", "it", "ja", "ko", "pt-BR", "pt-PT", "ru", "uk",
        "nl", "sv", "da", "fi", "nb", "tr", "pl", "cs", "hi", "th", "vi", "id",
    ]

    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/ToastShellRules/Resources")

    /// Every `<language>.lproj/ToastKit.strings` in the source tree, parsed.
    static func tables() throws -> [String: [(key: String, value: String)]] {
        var tables: [String: [(key: String, value: String)]] = [:]
        for folder in try FileManager.default.contentsOfDirectory(atPath: resources.path) where folder.hasSuffix(".lproj") {
            let file = resources.appendingPathComponent(folder).appendingPathComponent("\(ToastPhrase.table).strings")
            let text = try String(contentsOf: file, encoding: .utf8)
            tables[String(folder.dropLast(".lproj".count))] = try StringsFile.entries(of: text)
        }
        return tables
    }

    @Test func everyRequiredLanguageShips() throws {
        let languages = Set(try Self.tables().keys)
        let missing = Self.required.filter { !languages.contains($0) }
        #expect(missing.isEmpty, "no strings for \(missing)")
    }

    @Test func everyLanguageHasEveryPhraseOnceAndNothingElse() throws {
        let keys = ToastPhrase.allCases.map(\.key)
        for (language, entries) in try Self.tables() {
            #expect(entries.map(\.key).sorted() == keys.sorted(), "\(language): keys \(entries.map(\.key))")
            for entry in entries {
                #expect(!entry.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(language): \(entry.key) is blank")
                #expect(entry.value == entry.value.trimmingCharacters(in: .whitespacesAndNewlines), "\(language): \(entry.key) has spaces")
            }
        }
    }

    @Test func theEnglishTableSaysTheEnglishPhrases() throws {
        let english = try #require(try Self.tables()[ToastPhrase.developmentLocalization])
        for entry in english {
            #expect(entry.value == ToastPhrase(rawValue: entry.key)?.english)
        }
    }

    /// The manifest's `defaultLocalization` and resources reach the built bundle: each language
    /// the source tree has is one the bundle has, and reads the same through Foundation.
    @Test func theBuiltBundleHasEveryLanguageAndReadsItsFile() throws {
        let tables = try Self.tables()
        #expect(Set(ToastPhrase.localizations.map { $0.lowercased() }) == Set(tables.keys.map { $0.lowercased() }))
        for (language, entries) in tables {
            for entry in entries {
                let phrase = try #require(ToastPhrase(rawValue: entry.key))
                #expect(phrase.text(in: language) == entry.value, "\(language): \(entry.key)")
            }
        }
        #expect(ToastPhrase.dismiss.text(in: "de") == "Schließen")
        #expect(ToastPhrase.notification.text(in: "zh-Hans") == "通知")
        #expect(ToastPhrase.dismiss.text(in: "ZH-HANT") == "關閉")
        #expect(ToastPhrase.dismiss.text(in: "tlh") == nil)
    }

    /// The test runner's main bundle has no localizations of its own: English, as an app that is
    /// only in English would say.
    @Test func anAppInEnglishHearsEnglish() {
        #expect(ToastPhrase.dismiss.localized == "Dismiss")
        #expect(ToastPhrase.notification.localized == "Notification")
    }

    @Test func theAppsLanguageIsMatchedByLanguageScriptAndRegion() {
        let shipped = ["en", "de", "es", "fr", "nb", "he", "id", "pt-BR", "pt-PT", "zh-Hans", "zh-Hant"]
        func match(_ preferences: String...) -> String? {
            ToastLanguageMatch.localization(for: preferences, among: shipped)
        }
        #expect(match("de") == "de")
        #expect(match("de-CH") == "de")
        #expect(match("es-419") == "es")
        #expect(match("es_MX") == "es")
        #expect(match("en-GB") == "en")
        #expect(match("pt") == "pt-BR")
        #expect(match("pt-BR") == "pt-BR")
        #expect(match("pt-PT") == "pt-PT")
        #expect(match("pt-AO") == "pt-PT")
        #expect(match("zh-Hans") == "zh-Hans")
        #expect(match("zh-CN") == "zh-Hans")
        #expect(match("zh") == "zh-Hans")
        #expect(match("zh-HK") == "zh-Hant")
        #expect(match("zh-TW") == "zh-Hant")
        #expect(match("zh-Hant-HK") == "zh-Hant")
        #expect(match("zh-Hans-HK") == "zh-Hans")
        #expect(match("no") == "nb")
        #expect(match("iw") == "he")
        #expect(match("in") == "id")
        #expect(match("Base", "fr") == "fr")
        #expect(match("tlh", "fr") == "fr")  // an unshipped language gives way to the next preference
        #expect(match("tlh") == nil)  // and with none left, the caller's development language
        // SwiftPM lowercases the folders on Linux: the bundle's own spelling comes back.
        #expect(ToastLanguageMatch.localization(for: ["zh-Hant-TW"], among: ["en", "zh-hans", "zh-hant"]) == "zh-hant")
        // A variant of the app's language beats the next preference.
        #expect(ToastLanguageMatch.localization(for: ["pt-PT", "en"], among: ["en", "pt-BR"]) == "pt-BR")
    }
}

/// A strict reader of `.strings` files: `"key" = "value";` pairs with C comments, and the
/// escapes `\"`, `\\`, `\n` and `\t`. Anything else is an error, so a malformed file fails.
enum StringsFile {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func entries(of text: String) throws -> [(key: String, value: String)] {
        var characters = Array(text)[...]
        var entries: [(key: String, value: String)] = []
        while true {
            try skipSpaceAndComments(&characters)
            guard !characters.isEmpty else { return entries }
            let key = try string(&characters)
            try skipSpaceAndComments(&characters)
            try expect("=", &characters)
            try skipSpaceAndComments(&characters)
            let value = try string(&characters)
            try skipSpaceAndComments(&characters)
            try expect(";", &characters)
            entries.append((key, value))
        }
    }

    private static func skipSpaceAndComments(_ characters: inout ArraySlice<Character>) throws {
        while let first = characters.first {
            if first.isWhitespace {
                characters.removeFirst()
            } else if characters.starts(with: "/*") {
                guard let end = characters.indices.dropFirst(2).first(where: { characters[$0...].starts(with: "*/") }) else {
                    throw Malformed(description: "unterminated comment")
                }
                characters = characters[(end + 2)...]
            } else if characters.starts(with: "//") {
                characters = characters.drop { $0 != "\n" }
            } else {
                return
            }
        }
    }

    private static func expect(_ character: Character, _ characters: inout ArraySlice<Character>) throws {
        guard characters.first == character else {
            throw Malformed(description: "expected \(character) at \(String(characters.prefix(20)))")
        }
        characters.removeFirst()
    }

    private static func string(_ characters: inout ArraySlice<Character>) throws -> String {
        try expect("\"", &characters)
        var result = ""
        while let character = characters.popFirst() {
            switch character {
            case "\"":
                return result
            case "\\":
                switch characters.popFirst() {
                case "\"": result.append("\"")
                case "\\": result.append("\\")
                case "n": result.append("\n")
                case "t": result.append("\t")
                case let other: throw Malformed(description: "unknown escape \\\(other.map(String.init) ?? "")")
                }
            case "\n":
                throw Malformed(description: "line break inside a string")
            default:
                result.append(character)
            }
        }
        throw Malformed(description: "unterminated string")
    }
}
