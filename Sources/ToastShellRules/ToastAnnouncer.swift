import ToastCore

/// When a toast's announcement is posted, and when it is posted again.
///
/// The engine asks for an announcement as a toast starts entering, often in the same turn as a
/// screen change ("save, then pop, then show Saved"), and VoiceOver's screen-change speech cuts
/// an announcement posted then. So the host posts it once the toast is shown (its show
/// transition over), and when VoiceOver reports that an announcement of ours was not spoken,
/// posts it once more while the toast is still up. Announcements are matched by their text, as
/// VoiceOver reports them.
///
/// Each announcement keeps the priority it was requested with (``ToastAnnouncementPriority``,
/// decided from the toast), and ``priority(of:)`` gives it for a text about to be posted, so the
/// host only maps it to the system's.
///
/// ```swift
/// var announcer = ToastAnnouncer()
/// announcer.requested("Saved", priority: ToastAnnouncementPriority(for: toast), for: id)   // [] — the engine's announce effect
/// announcer.shown(id)                        // ["Saved"] — post it now
/// announcer.priority(of: "Saved")            // .low — queued behind what VoiceOver is saying
/// announcer.finished("Saved", successful: false)   // ["Saved"] — once more
/// ```
package struct ToastAnnouncer: Sendable {
    /// How many times a dropped announcement is posted again.
    package static let retryLimit = 1

    private struct Announcement: Sendable {
        var text: String?
        var priority = ToastAnnouncementPriority.low
        var shown = false
        var retries = 0
    }

    private var announcements: [ToastID: Announcement] = [:]

    package init() {}

    /// The engine asked to announce `text` for toast `id`, with the priority
    /// ``ToastAnnouncementPriority`` gives the toast. Returns what to post now.
    package mutating func requested(_ text: String, priority: ToastAnnouncementPriority, for id: ToastID) -> [String] {
        var announcement = announcements[id] ?? Announcement()
        announcement.text = text
        announcement.priority = priority
        announcement.retries = 0
        announcements[id] = announcement
        return announcement.shown ? [text] : []
    }

    /// ``requested(_:priority:for:)`` at ``ToastAnnouncementPriority/low``: queued behind what
    /// VoiceOver is saying, as every announcement was before priorities.
    package mutating func requested(_ text: String, for id: ToastID) -> [String] {
        requested(text, priority: .low, for: id)
    }

    /// The priority to post `text` with: the one its toast's announcement was requested with
    /// (the highest, if toasts with different priorities say the same), ``ToastAnnouncementPriority/low``
    /// for a text that is not one of ours.
    package func priority(of text: String) -> ToastAnnouncementPriority {
        announcements.values.filter { $0.text == text }.map { $0.priority }.max() ?? .low
    }

    /// Toast `id` is shown (its show transition has ended). Returns what to post now.
    package mutating func shown(_ id: ToastID) -> [String] {
        var announcement = announcements[id] ?? Announcement()
        let post = announcement.shown ? nil : announcement.text
        announcement.shown = true
        announcements[id] = announcement
        return post.map { [$0] } ?? []
    }

    /// VoiceOver finished (or dropped) an announcement. Returns what to post again.
    package mutating func finished(_ text: String, successful: Bool) -> [String] {
        guard let (id, announcement) = announcements.first(where: { $0.value.shown && $0.value.text == text }) else { return [] }
        if successful || announcement.retries >= Self.retryLimit {
            announcements[id]?.text = nil
            return []
        }
        announcements[id]?.retries += 1
        return [text]
    }

    /// Toast `id` is gone (or left to go back to the queue): nothing more is said for it until
    /// it is shown again.
    package mutating func removed(_ id: ToastID) {
        announcements[id] = nil
    }
}

/// How urgently VoiceOver speaks a toast's announcement: the system's announcement priority
/// (`UIAccessibilitySpeechAttributeAnnouncementPriority`, iOS 17 and later; before it, ``low`` is
/// queued behind what VoiceOver is saying and the others interrupt it).
///
/// A toast's news is read while the user is doing something else: often VoiceOver is reading
/// what they just moved to, or they are moving on. Routine news ("Saved", "Copied", an upload's
/// progress) waits its turn and never cuts the user's own speech short. News that something went
/// or may go wrong, and news the app marked urgent (``ToastPriority/high``, "Connection lost"),
/// interrupts, since the user may have to act on it now, and the user's next gesture still cuts it
/// short. Only a failure the app also marked urgent speaks to the end whatever the user does.
///
/// | the toast's style (its haptic) | ``ToastPriority/normal`` | ``ToastPriority/high`` |
/// | --- | --- | --- |
/// | none, success (the standard, success and info presets, the seed looks) | ``low`` | ``default`` |
/// | warning | ``default`` | ``default`` |
/// | error | ``default`` | ``high`` |
///
/// An update's announcement ("Uploading 3 of 10", or a loading toast that became "Upload
/// failed") is decided from the toast as it is after the update.
package enum ToastAnnouncementPriority: Int, Comparable, Sendable, CaseIterable {
    /// Queued: spoken once VoiceOver has finished what it is saying.
    case low
    /// Interrupts what VoiceOver is saying, and is itself interrupted by the next speech (the
    /// user's next gesture).
    case `default`
    /// Interrupts what VoiceOver is saying and is not interrupted once started.
    case high

    /// The priority of `request`'s announcement (the table above).
    package init(for request: ToastRequest) {
        let haptic = request.style.behavior.haptic
        switch (haptic, request.priority) {
        case (.error, .high): self = .high
        case (.error, _), (.warning, _), (_, .high): self = .default
        default: self = .low
        }
    }

    /// The priority of `toast`'s announcement as it is now; ``low`` for a toast that is no longer
    /// on screen (`nil`).
    package init(for toast: ToastSnapshot?) {
        self = toast.map { Self(for: $0.request) } ?? .low
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
