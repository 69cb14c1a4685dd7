import Foundation
import Testing

@testable import ToastCore

/// Thousands of random event sequences through the runtime on a manual clock, checking after
/// every step what must always hold. A failure names its trial; rerun that one trial to replay it.
@MainActor
@Suite("Properties")
struct PropertyTests {
    /// CI's size; `make soak` runs far more (TOASTKIT_PROPERTY_SEQUENCES and _STEPS).
    static let sequences = environmentNumber("TOASTKIT_PROPERTY_SEQUENCES") ?? 2_000
    static let stepsPerSequence = environmentNumber("TOASTKIT_PROPERTY_STEPS") ?? 80
    /// A millionth of a second: far shorter than any transition or display time.
    static let instantStep = 1e-6

    @Test func invariantsHoldForRandomSequences() {
        for trial in 0..<UInt64(Self.sequences) {
            if let failure = run(trial: trial) {
                Issue.record("trial \(trial): \(failure)")
                return
            }
        }
    }

    /// Runs one random sequence; returns the first broken invariant, if any.
    func run(trial: UInt64) -> String? {
        var random = RepeatableRandomNumberGenerator(trial: trial)
        let limits = ToastStateMachine.Limits(
            maxVisible: Int.random(in: 1...3, using: &random), maxQueued: Int.random(in: 0...4, using: &random))
        let harness = Harness(limits: limits)
        var requested: [ToastID] = []
        var completions: [ToastID: Int] = [:]
        var lastEvent: [ToastID: String] = [:]
        var failure: String?
        var stepEvents: [ToastLifecycleEvent] = []
        let observation = harness.runtime.observe { event in
            stepEvents.append(event)
            let id = event.id
            let name = Self.describe(event)
            if name == "updated" || name == "updateRejected" {
                // Allowed at any time before the end; it does not change where the toast is.
                if lastEvent[id] == "completed" { failure = failure ?? "\(id): \(name) after completed" }
                return
            }
            if let previous = lastEvent[id], !Self.allowed(previous, then: name) {
                failure = failure ?? "\(id): \(name) after \(previous)"
            }
            lastEvent[id] = name
            if case .completed = event { completions[id, default: 0] += 1 }
        }
        defer { observation.cancel() }

        for step in 0..<Self.stepsPerSequence {
            stepEvents.removeAll()
            let sent = randomStep(&random, harness: harness, requested: &requested)
            if let broken = failure ?? check(harness, limits: limits, completions: completions)
                ?? sent.flatMap({ brokenDisplayTimeRule(harness, sent: $0, events: stepEvents) })
            {
                return "step \(step): \(broken)"
            }
        }
        harness.runtime.dismissAll()
        guard harness.scheduler.runUntilIdle(limit: 100_000) else { return "work never stopped being scheduled" }
        if let failure { return failure }
        for id in requested where completions[id] != 1 {
            return "\(id) completed \(completions[id] ?? 0) times"
        }
        if harness.runtime.machine.liveCount != 0 { return "\(harness.runtime.machine.liveCount) toasts still live" }
        if harness.runtime.nextDeadline != nil || harness.scheduler.pendingCount != 0 { return "deadlines left after the end" }
        if harness.runtime.waitingCompletionCount != 0 { return "completions left waiting" }
        return nil
    }

    private func check(_ harness: Harness, limits: ToastStateMachine.Limits, completions: [ToastID: Int]) -> String? {
        let machine = harness.runtime.machine
        for position in machine.activePositions {
            let active = machine.snapshots().filter {
                $0.request.position == position && $0.phase == .entering || $0.request.position == position && $0.phase == .shown
            }
            if active.count > limits.maxVisible { return "\(active.count) visible at \(position)" }
            if machine.queuedToasts(at: position).count > limits.maxQueued { return "queue over its limit at \(position)" }
        }
        if let twice = completions.first(where: { $0.value > 1 }) { return "\(twice.key) completed twice" }
        for toast in machine.snapshots() where toast.phase != .shown && toast.transitionEnd < machine.now {
            return "\(toast.id)'s transition ended at \(toast.transitionEnd) and it is still \(toast.phase)"
        }
        if let due = harness.runtime.nextDeadline, due < harness.scheduler.now { return "a deadline at \(due) was left to pass" }
        return machine.brokenRule()
    }

    /// An update just sent, with the toast as it was before.
    struct SentUpdate {
        var id: ToastID
        var update: ToastUpdate
        var before: ToastStateMachine.LiveRequest?
    }

    private func brokenDisplayTimeRule(_ harness: Harness, sent: SentUpdate, events: [ToastLifecycleEvent]) -> String? {
        harness.runtime.machine.brokenDisplayTimeRule(
            after: sent.update, to: sent.id, before: sent.before,
            rejected: events.contains { if case .updateRejected(sent.id, _) = $0 { true } else { false } },
            reportedUpdated: events.contains(.updated(sent.id)))
    }

    /// The event's name; for `willHide`, whether it is a timeout.
    static func describe(_ event: ToastLifecycleEvent) -> String {
        if case .willHide(_, .ending(.timeout)) = event { return "willHide:timeout" }
        return event.name
    }

    /// Lifecycle events a toast may report after another.
    static func allowed(_ previous: String, then next: String) -> Bool {
        let hides = ["willHide", "willHide:timeout"]
        switch previous {
        case "willShow": return ["didShow", "willHide"].contains(next)
        case "didShow", "resumed": return hides.contains(next) || next == "paused"
        case "paused": return ["resumed", "willHide"].contains(next)  // a paused toast cannot time out
        case "willHide", "willHide:timeout": return next == "didHide"
        case "didHide": return ["completed", "willShow"].contains(next)
        default: return false  // nothing follows completed
        }
    }

    /// Takes one random step; returns the update it sent, if it sent one.
    private func randomStep(
        _ random: inout RepeatableRandomNumberGenerator, harness: Harness, requested: inout [ToastID]
    ) -> SentUpdate? {
        let runtime = harness.runtime
        func someID() -> ToastID {
            if requested.isEmpty || Int.random(in: 0..<10, using: &random) == 0 { return ToastID(rawValue: 999_999) }
            return requested[Int.random(in: 0..<requested.count, using: &random)]
        }
        switch Int.random(in: 0..<110, using: &random) {
        case 0..<35:
            requested.append(runtime.show(randomRequest(&random)))
        case 35..<55:
            harness.scheduler.advance(by: Double(Int.random(in: 0...30, using: &random)) / 10)
        case 55..<61: runtime.send(.toastTapped(someID()))
        case 61..<65: runtime.send(.toastSwiped(someID()))
        case 65..<69: runtime.send(.actionTriggered(someID()))
        case 69..<74: runtime.send(.touchBegan(someID()))
        case 74..<79: runtime.send(.touchEnded(someID()))
        case 79..<84: runtime.dismiss(someID())
        case 84..<85: runtime.send(.hideAnimationFinished(someID()))
        case 85..<86: runtime.dismissAll()
        case 86..<89: runtime.send(.appEnteredBackground)
        case 89..<92: runtime.send(.appEnteredForeground)
        case 92..<94: runtime.send(.screenReaderChanged(running: Bool.random(using: &random)))
        case 94..<96: runtime.send(.reduceMotionChanged(enabled: Bool.random(using: &random)))
        case 96..<97:
            // The clock lands exactly on the next deadline, where ties are decided.
            if let due = runtime.nextDeadline { harness.scheduler.advance(to: due) }
        case 97..<98:
            // The clock moves by less than any transition, as a host that wakes twice in a frame.
            harness.scheduler.advance(by: Self.instantStep)
        case 98..<100:
            runtime.send(.sceneRemoved)
        default:
            let id = someID()
            let update = randomUpdate(&random)
            let before = runtime.machine.entries[id]
            runtime.send(.updateRequested(id, update))
            return SentUpdate(id: id, update: update, before: before)
        }
        return nil
    }

    private func randomUpdate(_ random: inout RepeatableRandomNumberGenerator) -> ToastUpdate {
        let changes: [ToastUpdate.Change] = [
            .message(["Done", "", "Uploading 3 of 10"].randomElement(using: &random)!),
            .title([nil, "Upload"].randomElement(using: &random)!),
            .progress([nil, .indeterminate, .fraction(0.4), .fraction(.nan), .fraction(7)].randomElement(using: &random)!),
            .duration([.short, .long, .automatic, .indefinite, .seconds(1), .seconds(-2)].randomElement(using: &random)!),
            .style([ToastStyle.success, .toastUtil, Fixture.instantStyle].randomElement(using: &random)!),
            .action([nil, ToastAction(title: "Undo"), ToastAction(title: " ")].randomElement(using: &random)!),
        ]
        return ToastUpdate((0..<Int.random(in: 1...3, using: &random)).map { _ in changes.randomElement(using: &random)! })
    }

    private func randomRequest(_ random: inout RepeatableRandomNumberGenerator) -> ToastRequest {
        let messages = ["Saved", "", "   ", "刷新了20条新数据", "Deleted \u{0007}item", String(repeating: "long ", count: 200)]
        let durations: [ToastDuration] = [.short, .long, .automatic, .indefinite, .seconds(0), .seconds(1.5), .seconds(-1), .seconds(.nan)]
        let positions: [ToastPosition] = [.top, .bottom, .center, .fraction(0.3), .fraction(2)]
        let styles: [ToastStyle] = [.standard, .toastUtil, .windowTip, .messageBanner, .gkrToast, Fixture.instantStyle]
        var style = styles.randomElement(using: &random)!
        style.behavior.pausesOnTouch = Bool.random(using: &random)
        let loading: [ToastLoadingTiming] = [.none, .none, .standard, ToastLoadingTiming(graceSeconds: 0, minimumSeconds: 1)]
        return ToastRequest(
            content: ToastContent(
                message: messages.randomElement(using: &random)!,
                action: Bool.random(using: &random) ? ToastAction(title: "Undo") : nil,
                progress: [nil, nil, .indeterminate, .fraction(0.5)].randomElement(using: &random)!),
            style: style,
            duration: durations.randomElement(using: &random)!,
            position: positions.randomElement(using: &random)!,
            priority: Bool.random(using: &random) ? .high : .normal,
            policy: ToastQueuePolicy.allCases.randomElement(using: &random)!,
            coalescingKey: [nil, nil, "a", "b"].randomElement(using: &random)!,
            loading: loading.randomElement(using: &random)!)
    }
}

/// A positive whole number from the environment, for sizes a run can raise.
func environmentNumber(_ name: String) -> Int? {
    ProcessInfo.processInfo.environment[name].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
}

/// A burst far beyond any queue: memory stays bounded by the limits and every call completes once.
@MainActor
@Suite("Burst")
struct BurstTests {
    @Test func aHundredThousandShowsEachCompleteOnceWithBoundedState() {
        let harness = Harness()
        var completed = 0
        var reasons: [String: Int] = [:]
        for index in 0..<100_000 {
            harness.runtime.show(ToastRequest(message: "Message \(index)", style: Fixture.instantStyle, duration: .seconds(1))) {
                ending in
                completed += 1
                reasons[ending.reason.name, default: 0] += 1
            }
        }
        let limit = 1 + ToastStateMachine.Limits.defaultMaxQueued
        #expect(harness.runtime.machine.liveCount == limit)
        #expect(harness.runtime.waitingCompletionCount == limit)
        #expect(harness.scheduler.pendingCount == 1)
        #expect(completed == 100_000 - limit)
        harness.scheduler.runUntilIdle()
        #expect(completed == 100_000)
        #expect(reasons == ["dropped": 100_000 - limit, "timeout": limit])
        #expect(harness.runtime.machine.liveCount == 0)
    }
}
