/// Something waiting for a deadline in a ``ToastDeadlineHeap``.
protocol ToastDeadlineItem {
    var deadline: Double { get }
    /// The order it was filed in: of two items due at once, the one filed first comes first.
    var sequence: UInt64 { get }
    /// Told where it now is in the heap, whenever that changes (-1 once it has left), for an
    /// item that must be able to leave from the middle; a value that never does ignores it.
    func moved(to index: Int)
}

extension ToastDeadlineItem {
    func moved(to index: Int) {}

    /// Earlier deadline first; the same deadline in the order filed.
    func precedes(_ other: some ToastDeadlineItem) -> Bool {
        deadline < other.deadline || (deadline == other.deadline && sequence < other.sequence)
    }
}

/// A binary min-heap on (deadline, filing order): the engine's deadlines and the manual
/// scheduler's work (`ManualToastScheduler`). Inserting and removing cost O(log n).
struct ToastDeadlineHeap<Item: ToastDeadlineItem> {
    private(set) var items: [Item] = []

    var count: Int { items.count }
    var first: Item? { items.first }

    mutating func insert(_ item: Item) {
        items.append(item)
        item.moved(to: items.count - 1)
        siftUp(from: items.count - 1)
    }

    /// Removes the item at `index` (0: the earliest).
    mutating func remove(at index: Int) {
        let removed = items[index]
        let last = items.removeLast()
        removed.moved(to: -1)
        guard index < items.count else { return }
        items[index] = last
        last.moved(to: index)
        siftDown(from: index)
        siftUp(from: index)
    }

    /// Keeps only the items `keep` accepts, in heap order again.
    mutating func removeAll(keeping keep: (Item) -> Bool) {
        var kept: [Item] = []
        kept.reserveCapacity(items.count)
        for item in items {
            if keep(item) { kept.append(item) } else { item.moved(to: -1) }
        }
        items = kept
        for index in items.indices { items[index].moved(to: index) }
        var index = items.count / 2
        while index > 0 {
            index -= 1
            siftDown(from: index)
        }
    }

    private mutating func siftUp(from start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard items[child].precedes(items[parent]) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(from start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < items.count else { return }
            let right = left + 1
            let earlier = right < items.count && items[right].precedes(items[left]) ? right : left
            guard items[earlier].precedes(items[parent]) else { return }
            swapAt(parent, earlier)
            parent = earlier
        }
    }

    private mutating func swapAt(_ a: Int, _ b: Int) {
        items.swapAt(a, b)
        items[a].moved(to: a)
        items[b].moved(to: b)
    }
}

extension ToastDeadlineHeap: Sendable where Item: Sendable {}
