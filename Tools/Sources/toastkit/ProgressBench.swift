import Foundation
import ToastCore
import ToastSimulation

/// `toastkit bench`'s progress case: 10,000 `update(progress:)` reports through a runtime, as a
/// download's delegate makes them (about 300 a second, five between two frames at 60 frames a
/// second), sent straight to the engine and through ``ToastProgressCoalescer`` once a frame, as
/// ToastKit's handles send them.
///
/// Goals: one engine update and one `updated` event per frame at most; the coalesced reports
/// cost at most 0.3 of the direct ones (five reports a frame make the ideal 0.2, plus the
/// bookkeeping); and one engine update of a progress toast stays within 1 % of a 120 Hz frame
/// (83 µs), so that even unthrottled progress never costs a dropped frame.
@MainActor
enum ProgressBench {
    static let reports = 10_000
    /// Reports between two frames: about 300 a second at 60 frames a second.
    static let reportsPerFrame = 5
    static let rounds = 5
    /// An iPhone's screen in points (the 6.1-inch models).
    static let phoneWidth = 390.0
    static let phoneHeight = 844.0

    enum Goal {
        static let updatedEventsPerFrame = 1.0
        static let coalescedToDirect = 0.3
        /// 1 % of a frame at 120 Hz, in microseconds.
        static let microsecondsPerEngineUpdate = 1_000_000.0 / 120 / 100
    }

    struct Result {
        var name: String
        var value: Double
        var unit: String
        var goal: Double
        var meetsGoal: Bool { value <= goal }
    }

    /// Runs both ways `rounds` times and keeps the fastest of each.
    static func run() -> [Result] {
        var direct = Double.infinity
        var coalesced = Double.infinity
        var eventsPerFrame = 0.0
        for _ in 0..<rounds {
            direct = min(direct, time(coalescing: false).seconds)
            let round = time(coalescing: true)
            coalesced = min(coalesced, round.seconds)
            eventsPerFrame = max(eventsPerFrame, Double(round.updatedEvents) / Double(reports / reportsPerFrame))
        }
        let perReport = direct / Double(reports) * 1_000_000
        return [
            Result(
                name: "progress: µs per engine update (10,000 reports, each to the engine)", value: perReport, unit: "µs",
                goal: Goal.microsecondsPerEngineUpdate),
            Result(
                name: "progress: coalesced to one update a frame, cost to direct", value: coalesced / direct, unit: "×",
                goal: Goal.coalescedToDirect),
            Result(
                name: "progress: updated events per frame, coalesced", value: eventsPerFrame, unit: "", goal: Goal.updatedEventsPerFrame),
        ]
    }

    /// The seconds 10,000 reports take through a runtime, and the `updated` events observers saw.
    static func time(coalescing: Bool) -> (seconds: Double, updatedEvents: Int) {
        let scheduler = ManualToastScheduler()
        // A phone's scene, so each update is laid out as on a device (text measured by the
        // approximate measurer, which stands in for the platform's).
        let runtime = ToastRuntime(
            scheduler: scheduler, scene: ToastStage.Scene(size: ToastSize(width: phoneWidth, height: phoneHeight)),
            measurer: ApproximateTextMeasurer())
        let id = ToastID(rawValue: 1)
        runtime.show(ToastRequest(content: ToastContent(message: "Uploading 3 photos…", progress: .fraction(0))), id: id)
        scheduler.advance(by: 1)
        var updated = 0
        let observation = runtime.observe { event in
            if case .updated = event { updated += 1 }
        }
        defer { observation.cancel() }
        var coalescer = ToastProgressCoalescer<ToastID>()
        let clock = ContinuousClock()
        let start = clock.now
        for report in 1...reports {
            let fraction = Double(report) / Double(reports)
            if coalescing {
                coalescer.changed(id, to: fraction)
                if report % reportsPerFrame == 0 {
                    for (key, fraction) in coalescer.frame() { runtime.update(key, .progress(fraction)) }
                }
            } else {
                runtime.update(id, .progress(fraction))
            }
        }
        for (key, fraction) in coalescer.frame() { runtime.update(key, .progress(fraction)) }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        return (seconds, updated)
    }
}

/// Runs ``ProgressBench`` and prints its budgets with their verdicts; returns how many it missed.
@MainActor
func printProgressBudgets() -> Int {
    print(
        "progress budgets (\(ProgressBench.reports) reports, \(ProgressBench.reportsPerFrame) a frame, the fastest of \(ProgressBench.rounds) rounds):"
    )
    var missed = 0
    for result in ProgressBench.run() {
        let name = result.name.padding(toLength: 84, withPad: " ", startingAt: 0)
        let verdict = result.meetsGoal ? "ok" : "MISSED"
        print(name + String(format: "%8.3f%@  budget ≤ %.3f  %@", result.value, result.unit, result.goal, verdict))
        if !result.meetsGoal { missed += 1 }
    }
    return missed
}
