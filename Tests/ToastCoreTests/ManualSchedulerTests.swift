import Testing

@testable import ToastCore

/// `ManualToastScheduler` is a binary heap whose items know their place. Repeatable random operations run on it
/// and on a plain list that is obviously right; both must run the same work in the same order,
/// at the same times.
@MainActor
@Suite("Manual scheduler")
struct ManualSchedulerTests {
    static let sequences = environmentNumber("TOASTKIT_PROPERTY_SEQUENCES") ?? 300
    static let stepsPerSequence = environmentNumber("TOASTKIT_PROPERTY_STEPS") ?? 80

    /// The reference: every scheduled piece of work in a list, searched linearly.
    struct Model {
        struct Item {
            let id: Int
            let deadline: Double
            let sequence: Int
            let childDelay: Double?
        }
        var now = 0.0
        var waiting: [Item] = []
        var lastSequence = 0
        var ran: [(id: Int, at: Double)] = []

        mutating func schedule(id: Int, at deadline: Double, childDelay: Double?) {
            lastSequence += 1
            waiting.append(
                Item(id: id, deadline: deadline.isNaN ? now : max(deadline, now), sequence: lastSequence, childDelay: childDelay))
        }

        mutating func cancel(id: Int) {
            waiting.removeAll { $0.id == id }
        }

        /// The earliest item due by `time` (ties: first scheduled), removed.
        mutating func popFirst(dueBy time: Double) -> Item? {
            let due = waiting.indices.filter { waiting[$0].deadline <= time }
            guard
                let index = due.min(by: {
                    (waiting[$0].deadline, waiting[$0].sequence) < (waiting[$1].deadline, waiting[$1].sequence)
                })
            else { return nil }
            return waiting.remove(at: index)
        }

        mutating func run(_ item: Item) {
            if item.deadline.isFinite { now = max(now, item.deadline) }
            ran.append((item.id, now))
            // Work that schedules more work, as the runtime's timers do.
            if let delay = item.childDelay { schedule(id: -item.id, at: now + delay, childDelay: nil) }
        }

        mutating func advance(to time: Double) {
            while let item = popFirst(dueBy: time) { run(item) }
            if time > now { now = time }
        }

        mutating func runUntilIdle() {
            while let item = popFirst(dueBy: .infinity) { run(item) }
        }
    }

    @Test func runsTheSameWorkInTheSameOrderAsAPlainList() {
        for trial in 0..<UInt64(Self.sequences) {
            var random = RepeatableRandomNumberGenerator(trial: trial)
            let scheduler = ManualToastScheduler()
            var model = Model()
            var ran: [(id: Int, at: Double)] = []
            var handles: [Int: any ToastCancellable] = [:]
            var nextID = 1

            func schedule(id: Int, at deadline: Double, childDelay: Double?) {
                model.schedule(id: id, at: deadline, childDelay: childDelay)
                handles[id] = scheduler.schedule(at: deadline) { [unowned scheduler] in
                    ran.append((id, scheduler.now))
                    if let childDelay {
                        let childID = -id
                        handles[childID] = scheduler.schedule(at: scheduler.now + childDelay) { [unowned scheduler] in
                            ran.append((childID, scheduler.now))
                        }
                    }
                }
            }

            for _ in 0..<Self.stepsPerSequence {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5:
                    // Few distinct deadlines, so ties are common; some in the past, NaN or never.
                    let deadline: Double =
                        switch Int.random(in: 0..<12, using: &random) {
                        case 0: .nan
                        case 1: .infinity
                        case 2: model.now - 1
                        default: model.now + Double(Int.random(in: 0...6, using: &random)) * 0.5
                        }
                    let childDelay: Double? = Bool.random(using: &random) ? Double(Int.random(in: 0...2, using: &random)) * 0.5 : nil
                    schedule(id: nextID, at: deadline, childDelay: childDelay)
                    nextID += 1
                case 5..<7:
                    // Any id ever used, including work that already ran or was cancelled.
                    guard let id = handles.keys.randomElement(using: &random) else { continue }
                    handles[id]?.cancel()
                    model.cancel(id: id)
                case 7..<9:
                    let seconds = Double(Int.random(in: 0...4, using: &random)) * 0.5
                    scheduler.advance(by: seconds)
                    model.advance(to: model.now + seconds)
                default:
                    scheduler.runUntilIdle()
                    model.runUntilIdle()
                }
                #expect(scheduler.pendingCount == model.waiting.count, "trial \(trial)")
                #expect(scheduler.now == model.now, "trial \(trial)")
            }
            scheduler.runUntilIdle()
            model.runUntilIdle()
            #expect(ran.map(\.id) == model.ran.map(\.id), "trial \(trial): the order work ran in")
            #expect(ran.map(\.at) == model.ran.map(\.at), "trial \(trial): the times work ran at")
            #expect(scheduler.pendingCount == 0)
        }
    }

    @Test func cancellingAfterTheSchedulerIsGoneDoesNothing() {
        var handle: (any ToastCancellable)?
        var ran = false
        do {
            let scheduler = ManualToastScheduler()
            handle = scheduler.schedule(at: 1) { ran = true }
        }
        handle?.cancel()
        handle?.cancel()
        #expect(!ran)
    }
}
