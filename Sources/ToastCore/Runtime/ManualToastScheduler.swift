/// A scheduler whose time moves only when told to: deterministic, for tests and simulations.
///
/// Work due at the same time runs in the order it was scheduled. Work scheduled while advancing
/// runs in the same advance if it falls due within it.
///
/// ```swift
/// let scheduler = ManualToastScheduler()
/// let runtime = ToastRuntime(scheduler: scheduler)
/// runtime.show(ToastRequest(message: "Saved", duration: .short))
/// scheduler.advance(by: 10)   // the toast shows, times out and completes
/// ```
@MainActor
public final class ManualToastScheduler: ToastScheduling {
    public private(set) var now: Double

    private var items: [Item] = []
    private var lastSequence: UInt64 = 0

    public init(now: Double = 0) {
        self.now = now
    }

    /// How many pieces of work wait.
    public var pendingCount: Int { items.count }

    /// When the next piece of work falls due, if any.
    public var nextDeadline: Double? { items.first?.deadline }

    public func schedule(at deadline: Double, _ work: @escaping @MainActor () -> Void) -> any ToastCancellable {
        lastSequence += 1
        let item = Item(deadline: deadline.isNaN ? now : max(deadline, now), sequence: lastSequence, work: work, owner: self)
        let index = items.firstIndex { ($0.deadline, $0.sequence) > (item.deadline, item.sequence) } ?? items.endIndex
        items.insert(item, at: index)
        return item
    }

    /// Runs, in order, all work due up to `time`, then sets the time to `time`. Earlier times
    /// leave the clock where it is.
    public func advance(to time: Double) {
        while let first = items.first, first.deadline <= time {
            items.removeFirst()
            now = max(now, first.deadline)
            first.run()
        }
        if time > now { now = time }
    }

    /// ``advance(to:)`` `now + seconds`.
    public func advance(by seconds: Double) {
        advance(to: now + max(seconds, 0))
    }

    /// Runs work until none is left, at most `limit` pieces. Returns whether it ran out of work
    /// (`false` means work was still being scheduled after `limit` runs).
    @discardableResult
    public func runUntilIdle(limit: Int = 1_000_000) -> Bool {
        var runs = 0
        while let first = items.first {
            guard runs < limit else { return false }
            items.removeFirst()
            now = max(now, first.deadline)
            first.run()
            runs += 1
        }
        return true
    }

    private func remove(_ item: Item) {
        items.removeAll { $0 === item }
    }

    private final class Item: ToastCancellable {
        let deadline: Double
        let sequence: UInt64
        private var work: (@MainActor () -> Void)?
        private weak var owner: ManualToastScheduler?

        init(deadline: Double, sequence: UInt64, work: @escaping @MainActor () -> Void, owner: ManualToastScheduler) {
            self.deadline = deadline
            self.sequence = sequence
            self.work = work
            self.owner = owner
        }

        func run() {
            let work = self.work
            self.work = nil
            work?()
        }

        func cancel() {
            work = nil
            owner?.remove(self)
        }
    }
}
