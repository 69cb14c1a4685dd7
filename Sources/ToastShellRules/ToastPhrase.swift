import ToastCore

/// The words ToastKit itself says to assistive technologies, in the app's language.
///
/// A toast's own text is the app's; these are the few words ToastKit adds: the name of the
/// VoiceOver action that dismisses a toast, the label of custom content that names none, and
/// how many toasts a folded deck holds behind its front.
/// They ship in the package's resource bundle (`Resources/<language>.lproj/ToastKit.strings`),
/// because `NSLocalizedString` without a bundle reads the app's strings, where they are not.
///
/// ToastKit speaks the language the app's own interface is in (the first of the main bundle's
/// `preferredLocalizations`), not the device's: an app localized only in English says "Dismiss"
/// on a German device, as its own buttons and UIKit's do, so VoiceOver never mixes two languages
/// on one screen. An app may override a phrase, or add a language ToastKit does not ship, with
/// a `ToastKit.strings` table of its own, keyed by the English phrase.
///
/// ```swift
/// ToastPhrase.dismiss.localized           // "Schließen" in an app shown in German
/// ToastPhrase.dismiss.text(in: "ja")      // "閉じる"
/// ```
package enum ToastPhrase: String, CaseIterable, Sendable {
    /// The VoiceOver action (and keyboard shortcut) that removes a toast from the screen.
    case dismiss = "Dismiss"
    /// What custom content that names no accessibility label is announced as.
    case notification = "Notification"
    /// What the front toast of a folded deck adds: how many toasts are behind it (`%d`).
    case moreBehind = "%d more"

    /// The key in the strings tables: the English phrase.
    package var key: String { rawValue }

    /// The phrase in English, the package's development language, and the text used wherever no
    /// table has it.
    package var english: String { rawValue }

    /// The name of the strings table, in the package's bundle and in an app that overrides it.
    package static let table = "ToastKit"

    /// The language whose strings are used when nothing matches the app's.
    package static let developmentLocalization = "en"
}
