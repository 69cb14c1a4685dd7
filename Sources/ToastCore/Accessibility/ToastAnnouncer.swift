/// When a toast's announcement is posted, and when it is posted again.
///
/// The engine asks for an announcement as a toast starts entering, often in the same turn as a
/// screen change ("save, then pop, then show Saved"), and VoiceOver's screen-change speech cuts
/// an announcement posted then. So the host posts it once the toast is shown (its show
/// transition over), and when VoiceOver reports that an announcement of ours was not spoken,
/// posts it once more while the toast is still up. Announcements are matched by their text, as
/// VoiceOver reports them.
///
/// ```swift
/// var announcer = ToastAnnouncer()
/// announcer.requested("Saved", for: id)      // [] — the engine's announce effect
/// announcer.shown(id)                        // ["Saved"] — post it now
/// announcer.finished("Saved", successful: false)   // ["Saved"] — once more
/// ```
@_spi(Plumbing) public struct ToastAnnouncer: Sendable {
    /// How many times a dropped announcement is posted again.
    public static let retryLimit = 1

    private struct Announcement: Sendable {
        var text: String?
        var shown = false
        var retries = 0
    }

    private var announcements: [ToastID: Announcement] = [:]

    public init() {}

    /// The engine asked to announce `text` for toast `id`. Returns what to post now.
    public mutating func requested(_ text: String, for id: ToastID) -> [String] {
        var announcement = announcements[id] ?? Announcement()
        announcement.text = text
        announcement.retries = 0
        announcements[id] = announcement
        return announcement.shown ? [text] : []
    }

    /// Toast `id` is shown (its show transition has ended). Returns what to post now.
    public mutating func shown(_ id: ToastID) -> [String] {
        var announcement = announcements[id] ?? Announcement()
        let post = announcement.shown ? nil : announcement.text
        announcement.shown = true
        announcements[id] = announcement
        return post.map { [$0] } ?? []
    }

    /// VoiceOver finished (or dropped) an announcement. Returns what to post again.
    public mutating func finished(_ text: String, successful: Bool) -> [String] {
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
    public mutating func removed(_ id: ToastID) {
        announcements[id] = nil
    }
}
