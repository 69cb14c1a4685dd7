// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
/// A scheduler whose time moves only when told to: deterministic, for tests and simulations.
///
/// Work due at the same time runs in the order it was scheduled. Work scheduled while advancing
/// runs in the same advance if it falls due within it. Scheduling, cancelling and running one
/// piece of work each cost O(log n) in the number of pieces waiting (a binary heap whose items
/// know their place, so a cancelled item leaves at once and never lingers until its deadline).
///
/// ```swift
/// let scheduler = ManualToastScheduler()
/// let runtime = ToastRuntime(scheduler: scheduler, scene: scene, measurer: measurer)
/// runtime.show(ToastRequest(message: "Saved", duration: .short), id: ToastID(rawValue: 1))
/// scheduler.advance(by: 10)   // the toast shows, times out and completes
/// ```
@MainActor
package final class ManualToastScheduler: ToastScheduling {
    /// The scheduler's time, in seconds since its origin.
    package private(set) var now: Double

    /// Waiting work, earliest first.
    private var queue = Queue()
    private var lastSequence: UInt64 = 0
    /// What items reach the scheduler through to leave it when cancelled: one weak reference for
    /// all of them, so an item held after the scheduler is gone cancels harmlessly.
    private let handle = Handle()

    /// A scheduler whose time starts at `now`.
    package init(now: Double = 0) {
        self.now = now
        handle.scheduler = self
    }

    /// How many pieces of work wait.
    package var pendingCount: Int { queue.count }

    /// Files `work` to run at `deadline` when the time is advanced past it; nothing runs during
    /// this call. A deadline that has passed, or NaN, counts as ``now``, so the work runs at the
    /// next ``advance(to:)``, ``advance(by:)`` or ``runUntilIdle(limit:)``, even `advance(by: 0)`.
    package func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable {
        lastSequence += 1
        let item = Item(deadline: deadline.isNaN ? now : max(deadline, now), sequence: lastSequence, work: work, owner: handle)
        queue.insert(item)
        return item
    }

    /// Runs, in order, all work due up to `time`, then sets the time to `time`. Earlier times
    /// leave the clock where it is.
    package func advance(to time: Double) {
        while let next = queue.popFirst(dueBy: time) {
            run(next)
        }
        if time > now { now = time }
    }

    /// ``advance(to:)`` `now + seconds`.
    package func advance(by seconds: Double) {
        advance(to: now + max(seconds, 0))
    }

    /// Runs work until none is left, at most `limit` pieces. Returns whether it ran out of work
    /// (`false` means work was still being scheduled after `limit` runs).
    @discardableResult
    package func runUntilIdle(limit: Int = 1_000_000) -> Bool {
        for _ in 0..<max(limit, 0) {
            guard let next = queue.popFirst(dueBy: .infinity) else { return true }
            run(next)
        }
        return queue.count == 0
    }

    private func run(_ item: Item) {
        // Work scheduled for an infinite deadline runs last, without taking the clock there.
        if item.deadline.isFinite { now = max(now, item.deadline) }
        item.run()
    }

    private func cancel(_ item: Item) {
        queue.remove(item)
    }

    /// A ``ToastDeadlineHeap`` whose items know their place in it, so any item can leave in
    /// O(log n). A value, so each operation is one access to the scheduler.
    @MainActor
    private struct Queue {
        private var heap = ToastDeadlineHeap<Item>()

        var count: Int { heap.count }

        mutating func insert(_ item: Item) {
            heap.insert(item)
        }

        /// Removes and returns the earliest item if it is due by `time`.
        mutating func popFirst(dueBy time: Double) -> Item? {
            guard let first = heap.first, first.deadline <= time else { return nil }
            heap.remove(at: 0)
            return first
        }

        mutating func remove(_ item: Item) {
            guard item.index >= 0, item.index < heap.count, heap.items[item.index] === item else { return }
            heap.remove(at: item.index)
        }
    }

    private final class Item: ToastCancellable, @MainActor ToastDeadlineItem {
        let deadline: Double
        let sequence: UInt64
        /// Where the item is in the heap; -1 once it has left.
        var index = -1
        private var work: (@MainActor () -> Void)?
        private let owner: Handle

        init(deadline: Double, sequence: UInt64, work: @escaping @MainActor () -> Void, owner: Handle) {
            self.deadline = deadline
            self.sequence = sequence
            self.work = work
            self.owner = owner
        }

        func moved(to index: Int) {
            self.index = index
        }

        func run() {
            let work = self.work
            self.work = nil
            work?()
        }

        func cancel() {
            work = nil
            owner.scheduler?.cancel(self)
        }
    }

    private final class Handle {
        weak var scheduler: ManualToastScheduler?
    }
}
#endif
