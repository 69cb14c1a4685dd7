/// Progress that arrives faster than the screen draws, brought down to the display's frame rate.
///
/// A download's delegate reports progress hundreds of times a second; each report that reached
/// the engine would be an engine update, an `updated` event to every observer and a redraw, most
/// of them never seen (a display draws 60 or 120 frames a second). So a shell files each new
/// fraction here and carries out ``frame()`` once a frame (a display link's tick):
///
/// - **At most one update per toast per frame.** Between two frames a toast's fractions replace
///   each other; the frame hands on the latest only.
/// - **The latest value wins, nothing is lost at the end.** The last fraction reported is always
///   handed on: by the next frame, or at once by ``flush(_:)`` when another change to the same
///   toast comes first (new text, a finished toast, an ending), so that change never lands
///   before a fraction reported earlier, nor is undone by it.
/// - **A frame is asked for only while something waits.** ``changed(_:to:)`` says when the first
///   fraction since the last frame arrives; a shell with nothing waiting asks for no frames.
///
/// ```swift
/// var progress = ToastProgressCoalescer<Int>()
/// progress.changed(1, to: 0.10)   // true: ask for a frame
/// progress.changed(1, to: 0.11)   // false: one is coming
/// progress.frame()                // [(1, 0.11)]
/// ```
package struct ToastProgressCoalescer<Key: Hashable> {
    /// The latest fraction of each toast that changed since the last frame.
    private var pending: [Key: Double] = [:]
    /// The toasts of `pending`, in the order they first changed.
    private var order: [Key] = []

    package init() {}

    /// Whether nothing waits for a frame.
    package var isIdle: Bool { order.isEmpty }

    /// A new fraction done for the toast filed under `key`. Returns `true` when it is the first
    /// thing to wait since the last frame: the shell then asks for one.
    @discardableResult
    package mutating func changed(_ key: Key, to fraction: Double) -> Bool {
        let wasIdle = order.isEmpty
        if pending.updateValue(fraction, forKey: key) == nil { order.append(key) }
        return wasIdle
    }

    /// What a frame hands on: each waiting toast's latest fraction, in the order the toasts first
    /// changed. Nothing waits afterwards.
    package mutating func frame() -> [(key: Key, fraction: Double)] {
        let due = order.compactMap { key in pending[key].map { (key: key, fraction: $0) } }
        pending = [:]
        order = []
        return due
    }

    /// Another change to the toast filed under `key` is about to be carried out: the fraction
    /// waiting for it, if any, which goes first; it no longer waits.
    package mutating func flush(_ key: Key) -> Double? {
        guard let fraction = pending.removeValue(forKey: key) else { return nil }
        order.removeAll { $0 == key }
        return fraction
    }

    /// Whether the change from `old` to `new` is to the progress alone: the shell then updates
    /// the progress indicator and its accessibility value, and nothing else (no text, layout,
    /// VoiceOver actions or keyboard shortcuts are redone; a rebuilt list of VoiceOver actions
    /// moves the rotor back to its start).
    package static func changesProgressOnly(from old: ToastRequest, to new: ToastRequest) -> Bool {
        guard old.content.progress != new.content.progress else { return false }
        var same = new
        same.content.progress = old.content.progress
        return same == old
    }
}

extension ToastProgressCoalescer: Sendable where Key: Sendable {}
