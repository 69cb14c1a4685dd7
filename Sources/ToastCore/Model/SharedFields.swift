/// The fields of a value type with many of them, kept in one shared, immutable box: copying the
/// value copies one reference instead of every string and number, and two copies of one value
/// compare without looking at their fields. Changing a field makes a new box.
///
/// ``ToastStyle`` (about a kilobyte) and ``ToastRequest`` keep their fields in one, since the
/// engine's entries, effects and snapshots copy them at every step; the stage keeps each
/// toast's place (about 460 bytes) in one, since it copies its staged at every step.
struct SharedFields<Fields: Equatable & Sendable>: Equatable, Sendable {
    /// Immutable, so sharing it between threads is safe.
    private final class Box: Sendable {
        let fields: Fields

        init(_ fields: Fields) {
            self.fields = fields
        }
    }

    private var box: Box

    init(_ fields: Fields) {
        box = Box(fields)
    }

    var fields: Fields { box.fields }

    /// Edits a copy of the fields and keeps it in a new box.
    mutating func change(_ edit: (inout Fields) -> Void) {
        var fields = box.fields
        edit(&fields)
        box = Box(fields)
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.box === rhs.box || lhs.box.fields == rhs.box.fields
    }

}

extension SharedFields: Hashable where Fields: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(fields)
    }
}
