extension ToastStateMachine {
    /// The groups of the positions in use, so that one event costs the same however many
    /// positions are in use: a position's group is found by hashing, each group keeps its number
    /// while its position is in use, and the groups an event changed are listed, so that only
    /// they are looked at when queued toasts move up. ``ToastPosition``'s order, which effects
    /// about several positions follow, is taken by sorting when all groups are read.
    struct Groups: Sendable {
        private var storage: [Group] = []
        private var numbers: [ToastPosition: Int] = [:]
        /// Numbers in `storage` whose group was forgotten, for the next new position.
        private var free: [Int] = []
        /// The groups changed since ``clearChanged()``, each once.
        private(set) var changed: [Int] = []

        /// The number of positions in use.
        var count: Int { numbers.count }

        /// The group with this number, read or changed in place.
        subscript(number: Int) -> Group {
            _read { yield storage[number] }
            _modify { yield &storage[number] }
        }

        /// The number of `position`'s group, if it has one.
        func number(of position: ToastPosition) -> Int? {
            numbers[position]
        }

        /// The number of `position`'s group, made now if there is none.
        mutating func number(creating position: ToastPosition) -> Int {
            if let number = number(of: position) { return number }
            let number: Int
            if let reused = free.popLast() {
                number = reused
                storage[number] = Group(position: position)
            } else {
                number = storage.count
                storage.append(Group(position: position))
            }
            numbers[position] = number
            markChanged(number)
            return number
        }

        /// Notes that a group's seats or queue changed during this call.
        mutating func markChanged(_ number: Int) {
            guard !storage[number].isChanged else { return }
            storage[number].isChanged = true
            changed.append(number)
        }

        /// Notes that every group changed (the limits did).
        mutating func markAllChanged() {
            for number in numbers.values { markChanged(number) }
        }

        /// Puts the changed groups in ``ToastPosition``'s order.
        mutating func sortChanged() {
            Self.sortByPosition(&changed, storage)
        }

        /// Starts a new list of changed groups.
        mutating func clearChanged() {
            for number in changed { storage[number].isChanged = false }
            changed.removeAll(keepingCapacity: true)
        }

        /// Forgets an empty group; its number goes to the next new position.
        mutating func remove(_ number: Int) {
            let position = storage[number].position
            numbers[position] = nil
            storage[number] = Group(position: position)
            free.append(number)
        }

        /// The numbers of every group, in ``ToastPosition``'s order.
        func inPositionOrder() -> [Int] {
            var ordered = Array(numbers.values)
            Self.sortByPosition(&ordered, storage)
            return ordered
        }

        /// Sorts group numbers in place by their positions, keeping equal ones in order: runs of
        /// a few by insertion (an app uses a handful of positions: no allocation), then runs
        /// merged pairwise through a buffer, so thousands of positions cost n log n. Written out
        /// because each call of the standard library's sort is kilobytes of specialised code.
        private static func sortByPosition(_ numbers: inout [Int], _ storage: [Group]) {
            func precedes(_ first: Int, _ second: Int) -> Bool { storage[first].position < storage[second].position }
            let count = numbers.count
            for runStart in stride(from: 0, to: count, by: insertionRun) {
                for end in (runStart + 1)..<min(runStart + insertionRun, count) {
                    let number = numbers[end]
                    var index = end
                    while index > runStart, precedes(number, numbers[index - 1]) {
                        numbers[index] = numbers[index - 1]
                        index -= 1
                    }
                    numbers[index] = number
                }
            }
            guard count > insertionRun else { return }
            var merged = numbers
            var width = insertionRun
            while width < count {
                for low in stride(from: 0, to: count, by: 2 * width) {
                    let middle = min(low + width, count), high = min(low + 2 * width, count)
                    var left = low, right = middle
                    for index in low..<high {
                        // The left run's first on a tie: equal positions keep their order.
                        if left < middle, right == high || !precedes(numbers[right], numbers[left]) {
                            merged[index] = numbers[left]
                            left += 1
                        } else {
                            merged[index] = numbers[right]
                            right += 1
                        }
                    }
                }
                swap(&numbers, &merged)
                width *= 2
            }
        }

        /// How many group numbers are sorted by insertion before runs are merged.
        private static let insertionRun = 8
    }
}
