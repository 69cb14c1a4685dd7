/// The script names (ids) of the most recently ended toasts, at most ``capacity`` of them, so
/// that memory stays bounded however many toasts a script shows.
///
/// A name that ended twice (it was reused) is held twice and stays known until both endings
/// have been forgotten. Insertion and lookup are O(1).
///
/// ```swift
/// var ended = EndedToastNames(capacity: 2)
/// ended.insert("a"); ended.insert("b"); ended.insert("c")
/// ended.contains("a")   // false: forgotten, the oldest of three
/// ended.contains("c")   // true
/// ```
struct EndedToastNames {
    let capacity: Int
    /// The names in the order they ended, as a ring: `order[next]` is the oldest once full.
    private var order: [String] = []
    private var next = 0
    /// How many times each remembered name appears in `order`.
    private var counts: [String: Int] = [:]

    init(capacity: Int) {
        self.capacity = max(capacity, 0)
    }

    func contains(_ name: String) -> Bool {
        counts[name] != nil
    }

    mutating func insert(_ name: String) {
        guard capacity > 0 else { return }
        if order.count < capacity {
            order.append(name)
        } else {
            let oldest = order[next]
            if let count = counts[oldest], count > 1 {
                counts[oldest] = count - 1
            } else {
                counts[oldest] = nil
            }
            order[next] = name
            next = (next + 1) % capacity
        }
        counts[name, default: 0] += 1
    }
}
