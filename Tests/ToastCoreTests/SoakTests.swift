import Foundation
import Testing

@testable import ToastCore

/// The runtime on a real clock for about ten seconds: thousands of toasts with random events and
/// updates, then everything must be over — nothing pending, no task left, every completion once.
/// Only with TOASTKIT_SOAK=1 (`make soak`): it takes wall time, which no other test may.
@MainActor
@Suite("Soak", .enabled(if: ProcessInfo.processInfo.environment["TOASTKIT_SOAK"] == "1"))
struct SoakTests {
    static let toasts = environmentNumber("TOASTKIT_SOAK_TOASTS") ?? 4_000
    static let seconds = 10.0
    /// How long the last timers may take to run out after the soak (the longest duration used).
    static let settleSeconds = 5.0

    @Test func aRealClockRuntimeEndsEveryToastOnceAndLeavesNothingBehind() async throws {
        let scheduler = ClockToastScheduler(clock: ContinuousClock())
        let runtime = ToastRuntime(limits: .init(maxVisible: 3, maxQueued: 50), scheduler: scheduler)
        var random = RepeatableRandomNumberGenerator(trial: 7)
        var completions: [ToastID: Int] = [:]
        var requested: [ToastID] = []
        var fast = ToastStyle.standard
        fast.motion = .init(show: .fade(duration: 0.02), hide: .fade(duration: 0.02))
        let start = ContinuousClock.now
        let pause = Duration.seconds(Self.seconds / Double(Self.toasts))
        for index in 0..<Self.toasts {
            let request = ToastRequest(
                content: ToastContent(message: "Soak \(index)", progress: index % 7 == 0 ? .indeterminate : nil),
                style: fast, duration: .seconds(Double.random(in: 0.01...0.3, using: &random)),
                position: [.top, .bottom, .center].randomElement(using: &random)!,
                priority: index % 11 == 0 ? .high : .normal, policy: ToastQueuePolicy.allCases.randomElement(using: &random)!,
                coalescingKey: index % 13 == 0 ? "key" : nil,
                loading: index % 7 == 0 ? ToastLoadingTiming(graceSeconds: 0.05, minimumSeconds: 0.05) : .none)
            let id = runtime.show(request) { ending in completions[ending.id, default: 0] += 1 }
            requested.append(id)
            if let other = requested.randomElement(using: &random) {
                switch Int.random(in: 0..<8, using: &random) {
                case 0: runtime.send(.toastTapped(other))
                case 1: runtime.dismiss(other)
                case 2: runtime.send(.touchBegan(other))
                case 3: runtime.send(.touchEnded(other))
                case 4: runtime.send(.updateRequested(other, .progress(Double.random(in: 0...1, using: &random))))
                case 5: runtime.send(.updateRequested(other, ToastUpdate([.message("Done"), .progress(nil), .duration(.seconds(0.05))])))
                default: break
                }
            }
            if index % 500 == 499 { runtime.send(.appEnteredBackground); runtime.send(.appEnteredForeground) }
            try await Task.sleep(for: pause)
        }
        // Every remaining toast goes; then every toast's time runs out and every task ends.
        runtime.dismissAll()
        let deadline = ContinuousClock.now + .seconds(Self.settleSeconds)
        while ContinuousClock.now < deadline, runtime.machine.liveCount > 0 || scheduler.unfinishedTaskCount > 0 {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(runtime.machine.liveCount == 0, "toasts still live")
        #expect(runtime.nextDeadline == nil && runtime.waitingCompletionCount == 0)
        #expect(scheduler.unfinishedTaskCount == 0, "tasks left behind")
        #expect(requested.count == Self.toasts)
        #expect(requested.allSatisfy { completions[$0] == 1 }, "every request completed exactly once")
        print("soak: \(Self.toasts) toasts over \(start.duration(to: .now)) on a real clock; nothing left")
    }
}
