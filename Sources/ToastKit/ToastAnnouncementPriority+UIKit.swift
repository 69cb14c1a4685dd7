#if canImport(UIKit)
// The iOS 16 SDK declares the speech attribute keys as mutable globals; newer SDKs make them
// constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
import ToastCore
internal import ToastShellRules

extension ToastAnnouncementPriority {
    /// `text` as `UIAccessibility.post(notification: .announcement, argument:)` takes it, spoken
    /// at this priority: from iOS 17 on with the system's announcement priority
    /// (`UIAccessibilitySpeechAttributeAnnouncementPriority`: ``low`` is queued behind what
    /// VoiceOver is saying, ``default`` interrupts it and can be interrupted, ``high`` interrupts
    /// and cannot be); before iOS 17 with the queue attribute it replaces, which knows two:
    /// ``low`` is queued, the others interrupt.
    ///
    /// ```swift
    /// UIAccessibility.post(notification: .announcement, argument: announcer.priority(of: text).announcement(text))
    /// ```
    func announcement(_ text: String) -> NSAttributedString {
        if #available(iOS 17.0, *) {
            let system: UIAccessibilityPriority
            switch self {
            case .low: system = .low
            case .default: system = .default
            case .high: system = .high
            }
            return NSAttributedString(string: text, attributes: [.accessibilitySpeechAnnouncementPriority: system])
        }
        return NSAttributedString(string: text, attributes: [.accessibilitySpeechQueueAnnouncement: self == .low])
    }
}
#endif
