import ToastCore

/// Which of ToastKit's languages matches the language an app shows its interface in.
///
/// The app's language comes as its main bundle names it (`preferredLocalizations`: `"de"`,
/// `"en-GB"`, `"zh-HK"`, `"pt_PT"`), and ToastKit's as its `.lproj` folders are named (SwiftPM
/// keeps their spelling on Apple platforms and lowercases them on Linux). Each preference, in
/// order, is tried as written, then with its region dropped (`es-MX` is `es`), then as any
/// variant of the same language (`pt-PT` without a European table reads the Brazilian one), before
/// the next preference; Chinese goes by script (`zh-HK`, `zh-TW` and `zh-MO` are Traditional,
/// other Chinese Simplified), a bare `pt` is Brazilian as it is on Apple platforms, and legacy
/// codes (`iw`, `in`, `no`) are their current ones.
///
/// ```swift
/// ToastLanguageMatch.localization(for: ["zh-HK"], among: ["en", "zh-Hans", "zh-Hant"])  // "zh-Hant"
/// ```
package enum ToastLanguageMatch {
    /// Xcode's `Base.lproj`, which is no language.
    static let baseLocalization = "base"

    /// Codes Apple's platforms and older systems still report for languages that have newer ones.
    static let currentCodes = ["iw": "he", "in": "id", "ji": "yi", "no": "nb", "nn": "nb"]

    /// Regions whose Chinese is written in Traditional characters.
    static let traditionalChineseRegions: Set<String> = ["tw", "hk", "mo"]

    /// The first of `available` that matches one of `preferences` (most preferred first), in
    /// `available`'s own spelling; `nil` when none does.
    package static func localization(for preferences: [String], among available: [String]) -> String? {
        let names = available.map(normalized)
        for preference in preferences.map(normalized) where preference != baseLocalization {
            for candidate in candidates(for: preference) {
                if let index = names.firstIndex(of: candidate) { return available[index] }
            }
            let language = language(of: preference)
            if let index = names.firstIndex(where: { Self.language(of: $0) == language }) { return available[index] }
        }
        return nil
    }

    /// What to look for, best first, for one preference.
    static func candidates(for preference: String) -> [String] {
        var parts = preference.split(separator: "-").map(String.init)
        guard let first = parts.first else { return [] }
        parts[0] = currentCodes[first] ?? first
        let language = parts[0]
        let subtags = Set(parts.dropFirst())
        var names: [String] = []
        switch language {
        case "zh":
            let traditional =
                subtags.contains("hant") || (!subtags.contains("hans") && !subtags.isDisjoint(with: traditionalChineseRegions))
            names.append(traditional ? "zh-hant" : "zh-hans")
        case "pt":
            let european = !subtags.isEmpty && !subtags.contains("br")
            names.append(european ? "pt-pt" : "pt-br")
        default:
            break
        }
        // The preference as written, then without its last subtag, down to the language alone.
        for count in stride(from: parts.count, through: 1, by: -1) {
            names.append(parts.prefix(count).joined(separator: "-"))
        }
        return names
    }

    /// `name` in lowercase with hyphens (`zh_Hant_TW` is `zh-hant-tw`).
    static func normalized(_ name: String) -> String {
        String(name.lowercased().map { $0 == "_" ? "-" : $0 })
    }

    /// The language subtag of a normalized name, in its current code.
    static func language(of name: String) -> String {
        let code = String(name.prefix { $0 != "-" })
        return currentCodes[code] ?? code
    }
}
