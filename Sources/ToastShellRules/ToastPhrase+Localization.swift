import Foundation
import ToastCore

extension ToastPhrase {
    /// The phrase in the app's language: the app's own `ToastKit.strings` if it has the key,
    /// else ToastKit's, else English. Read once per launch (iOS restarts an app whose language
    /// changes).
    package var localized: String { Self.resolved[self] ?? english }

    /// The phrase as ToastKit ships it in `localization` (an `.lproj` name such as `"de"` or
    /// `"zh-Hans"`, in any letter case), or `nil` if ToastKit has no such language or no such
    /// key in it.
    package func text(in localization: String) -> String? {
        guard let name = Self.bundle.localizations.first(where: { $0.lowercased() == localization.lowercased() }) else { return nil }
        return Self.text(of: self, in: name)
    }

    /// The languages ToastKit ships strings in (as its bundle names them).
    package static var localizations: [String] {
        bundle.localizations.filter { $0.lowercased() != ToastLanguageMatch.baseLocalization }
    }

    /// Every phrase in the app's language, looked up once: the app's table over ToastKit's.
    private static let resolved: [ToastPhrase: String] = {
        let chosen = ToastLanguageMatch.localization(for: Bundle.main.preferredLocalizations, among: localizations)
        var phrases: [ToastPhrase: String] = [:]
        for phrase in allCases {
            let shipped = chosen.flatMap { text(of: phrase, in: $0) } ?? phrase.english
            phrases[phrase] = Bundle.main.localizedString(forKey: phrase.key, value: shipped, table: table)
        }
        return phrases
    }()

    /// `phrase` from the table of the `.lproj` folder named `localization`, if it has one.
    private static func text(of phrase: ToastPhrase, in localization: String) -> String? {
        guard let path = bundle.path(forResource: localization, ofType: "lproj"), let folder = Bundle(path: path) else { return nil }
        // A marker that no translation contains tells a missing key from a translation.
        let missing = "\u{FFFF}"
        let text = folder.localizedString(forKey: phrase.key, value: missing, table: table)
        return text == missing ? nil : text
    }

    /// The package's resource bundle. SwiftPM (and Xcode, for a package) generates
    /// `Bundle.module` for a target with resources and defines `SWIFT_PACKAGE`; a build that
    /// compiles the sources on their own (a framework made outside SwiftPM, the iOS SDK check)
    /// has neither, and finds the strings in the bundle that holds this code, or none (English).
    private static var bundle: Bundle {
        #if SWIFT_PACKAGE
        Bundle.module
        #else
        Bundle(for: BundleToken.self)
        #endif
    }
}

#if !SWIFT_PACKAGE
/// A class of this module, whose bundle holds its resources when it is built outside SwiftPM.
private final class BundleToken {}
#endif
