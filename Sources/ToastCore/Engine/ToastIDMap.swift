/// A map from toast identifiers to values, for the engine's and the runtime's per-toast records.
///
/// Identifiers are dense, increasing integers, so a multiplicative hash spreads them perfectly
/// well at a small fraction of the cost of `Dictionary`'s seeded SipHash, and the engine looks
/// a toast up several times per event. Values live in one dense array, so a
/// caller that found a toast's ``Handle`` can change its value in place, without copying it out.
///
/// Open addressing with linear probing; removal shifts the probe run back (no tombstones) and
/// moves the last value into the freed place in the array, so memory follows the number of live
/// toasts.
struct ToastIDMap<Value> {
    /// Where a value lives in ``values``, found with ``handle(of:)``; valid until the next
    /// insertion or removal.
    struct Handle: Equatable, Sendable {
        fileprivate let index: Int
    }

    private(set) var keys: [ToastID] = []
    private(set) var values: [Value] = []
    /// Index into `keys`/`values` plus one; 0 is an empty bucket. A power of two long.
    private var buckets: [Int32] = []

    /// Buckets kept per value at least: probe runs stay short below half full.
    private static var loadFactorInverse: Int { 2 }
    private static var minimumBucketCount: Int { 16 }
    /// Fibonacci hashing's multiplier, 2⁶⁴ divided by the golden ratio.
    private static var multiplier: UInt64 { 0x9E37_79B9_7F4A_7C15 }

    init() {}

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// The handle of `id`'s value, if it has one.
    func handle(of id: ToastID) -> Handle? {
        guard !buckets.isEmpty else { return nil }
        var bucket = home(of: id)
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { return nil }
            if keys[stored - 1] == id { return Handle(index: stored - 1) }
            bucket = (bucket + 1) & (buckets.count - 1)
        }
    }

    /// The value a handle found with ``handle(of:)`` points to, read or changed in place.
    subscript(handle: Handle) -> Value {
        _read { yield values[handle.index] }
        _modify { yield &values[handle.index] }
    }

    /// The value for `id`, if any. Setting `nil` removes it.
    subscript(id: ToastID) -> Value? {
        get { handle(of: id).map { values[$0.index] } }
        set {
            if let newValue {
                if let handle = handle(of: id) { values[handle.index] = newValue } else { insert(newValue, for: id) }
            } else {
                removeValue(for: id)
            }
        }
    }

    /// Adds a value for an identifier that has none.
    mutating func insert(_ value: consuming Value, for id: ToastID) {
        if (keys.count + 1) * Self.loadFactorInverse > buckets.count { grow() }
        keys.append(id)
        values.append(value)
        place(keys.count - 1)
    }

    /// Removes and returns `id`'s value, if any.
    @discardableResult
    mutating func removeValue(for id: ToastID) -> Value? {
        guard !buckets.isEmpty else { return nil }
        let mask = buckets.count - 1
        var bucket = home(of: id)
        while true {
            let stored = Int(buckets[bucket])
            if stored == 0 { return nil }
            if keys[stored - 1] == id { break }
            bucket = (bucket + 1) & mask
        }
        let index = Int(buckets[bucket]) - 1
        // Backward-shift deletion: pull later members of the probe run into the hole.
        var hole = bucket
        var next = (hole + 1) & mask
        while buckets[next] != 0 {
            let wanted = home(of: keys[Int(buckets[next]) - 1])
            // Move it unless its home lies cyclically in (hole, next].
            let distanceToNext = (next - wanted) & mask
            let distanceToHole = (hole - wanted) & mask
            if distanceToHole < distanceToNext {
                buckets[hole] = buckets[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        buckets[hole] = 0
        // Move the last value into the freed place and point its bucket there.
        let last = keys.count - 1
        if index != last {
            let movedKey = keys[last]
            var movedBucket = home(of: movedKey)
            while Int(buckets[movedBucket]) - 1 != last { movedBucket = (movedBucket + 1) & mask }
            buckets[movedBucket] = Int32(index + 1)
            keys.swapAt(index, last)
            values.swapAt(index, last)
        }
        keys.removeLast()
        return values.removeLast()
    }

    private func home(of id: ToastID) -> Int {
        let shift = UInt64(64 - buckets.count.trailingZeroBitCount)
        return Int(truncatingIfNeeded: (id.rawValue &* Self.multiplier) >> shift)
    }

    private mutating func place(_ index: Int) {
        let mask = buckets.count - 1
        var bucket = home(of: keys[index])
        while buckets[bucket] != 0 { bucket = (bucket + 1) & mask }
        buckets[bucket] = Int32(index + 1)
    }

    private mutating func grow() {
        let wanted = max(Self.minimumBucketCount, (keys.count + 1) * Self.loadFactorInverse)
        var size = Self.minimumBucketCount
        while size < wanted { size *= 2 }
        buckets = Array(repeating: 0, count: size)
        for index in keys.indices { place(index) }
    }
}

extension ToastIDMap: Sendable where Value: Sendable {}
