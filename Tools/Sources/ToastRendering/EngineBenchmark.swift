import Foundation
import ToastCore
import ToastSimulation

/// The engine's speed as ratios to one uncached Pango measurement taken in the same run, so a
/// busy or slow machine does not change the verdict, and its allocations per call; printed by
/// `toastkit bench` with the goal each must meet.
@MainActor
package enum EngineBenchmark {
    /// One measured figure and its goal.
    package struct Line: Sendable {
        package var name: String
        package var value: Double
        package var unit: String
        /// The largest acceptable value.
        package var goal: Double

        package var meetsGoal: Bool { value <= goal }
    }

    /// Goals, set where a person could notice and no tighter (a toast's whole life is a few
    /// microseconds, and UIKit animates it for hundreds of milliseconds): a toast's whole life
    /// within half of one text measurement, a request that ends at once within a tenth, costs
    /// that do not grow with the queue, the scheduler's pending work or the number of positions
    /// in use (twice the toasts, each at its own position, take at most 2.5 times as long
    /// through `toastkit simulate`, and the larger script runs within 3 s), and no allocation
    /// while animating or laying out.
    package enum Goal {
        package static let lifecycleToPango = 0.5
        package static let endedAtOnceToPango = 0.1
        package static let longQueueToShortQueue = 1.5
        package static let manyTimersToFewTimers = 2.0
        package static let manyPositionsToFewPositions = 2.5
        package static let manyPositionsSeconds = 3.0
        package static let allocationsPerCall = 0.0
    }

    /// Queue lengths compared, and timer counts compared.
    static let shortQueue = 1
    static let longQueue = 1_000
    static let fewTimers = 100
    static let manyTimers = 20_000
    /// Position counts compared: scripts with one toast at each of this many positions.
    static let fewPositions = 10_000
    static let manyPositions = 20_000

    /// Rounds of each timing; the fastest round counts, which keeps out the noise of other
    /// work on the machine, and each round of the engine is paired with a round of Pango.
    package static let rounds = 5

    /// Measures everything; `allocationCount` reads the process's allocation counter (`nil`
    /// when unavailable), and `simulate` runs a `toastkit simulate` script (the positions lines
    /// are left out without it). Returns the microseconds of one uncached Pango measurement (the
    /// yardstick) with the lines.
    package static func run(
        renderer: ToastRenderer, allocationCount: () -> UInt?, simulate: ((String) -> Void)? = nil
    ) -> (pango: Double, lines: [Line]) {
        var pango = Double.infinity
        var lifecycle = Double.infinity
        var dropped = Double.infinity
        var coalesced = Double.infinity
        for _ in 0..<rounds {
            pango = min(pango, uncachedPango(renderer))
            lifecycle = min(lifecycle, wholeLife())
            dropped = min(dropped, droppedRequest())
            coalesced = min(coalesced, coalescedRequest())
        }
        var lines: [Line] = []
        lines.append(
            Line(
                name: "engine: whole life (\(format(lifecycle)) µs) ÷ uncached Pango measure", value: lifecycle / pango, unit: "×",
                goal: Goal.lifecycleToPango))
        lines.append(
            Line(
                name: "engine: dropped request (\(format(dropped)) µs) ÷ uncached Pango measure", value: dropped / pango, unit: "×",
                goal: Goal.endedAtOnceToPango))
        lines.append(
            Line(
                name: "engine: coalesced request (\(format(coalesced)) µs) ÷ uncached Pango measure", value: coalesced / pango, unit: "×",
                goal: Goal.endedAtOnceToPango))
        let short = (0..<rounds).map { _ in waitingRequest(queued: shortQueue) }.min() ?? .nan
        let long = (0..<rounds).map { _ in waitingRequest(queued: longQueue) }.min() ?? .nan
        lines.append(
            Line(
                name: "engine: waiting request, \(longQueue) queued ÷ \(shortQueue) queued (\(format(long)) / \(format(short)) µs)",
                value: long / short, unit: "×", goal: Goal.longQueueToShortQueue))

        let few = (0..<rounds).map { _ in timerCost(pending: fewTimers) }.min() ?? .nan
        let many = (0..<rounds).map { _ in timerCost(pending: manyTimers) }.min() ?? .nan
        lines.append(
            Line(
                name: "scheduler: timer, \(manyTimers) pending ÷ \(fewTimers) pending (\(format(many)) / \(format(few)) µs)",
                value: many / few, unit: "×", goal: Goal.manyTimersToFewTimers))

        if let simulate {
            let fewScript = positionsScript(count: fewPositions)
            let manyScript = positionsScript(count: manyPositions)
            // Processor time, so that waiting for a core while other work runs is not counted.
            func seconds(_ script: String) -> Double {
                let start = ThreadTime.seconds()
                simulate(script)
                return ThreadTime.seconds() - start
            }
            simulate(fewScript)  // warm up: allocations, caches
            var fewSeconds = Double.infinity
            var manySeconds = Double.infinity
            for _ in 0..<rounds {
                fewSeconds = min(fewSeconds, seconds(fewScript))
                manySeconds = min(manySeconds, seconds(manyScript))
            }
            lines.append(
                Line(
                    name:
                        "simulate: \(manyPositions) positions ÷ \(fewPositions) positions (\(format(manySeconds)) / \(format(fewSeconds)) s)",
                    value: manySeconds / fewSeconds, unit: "×", goal: Goal.manyPositionsToFewPositions))
            lines.append(
                Line(
                    name:
                        "simulate: \(manyPositions) toasts at as many positions, processor time (\(format(manySeconds / Double(manyPositions) * 1e6)) µs each)",
                    value: manySeconds, unit: "s", goal: Goal.manyPositionsSeconds))
        }

        if let perSample = allocations(calls: 10_000, allocationCount, sampleTransition) {
            lines.append(Line(name: "allocations per transition sample(at:)", value: perSample, unit: "", goal: Goal.allocationsPerCall))
        }
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1),
            content: ToastContent(message: "Saved to your photo library", title: "Done", action: ToastAction(title: "Undo")),
            style: .success, position: .bottom)
        let environment = ToastStage(scene: RenderScene().stageScene).environment
        let measurer = renderer.measurer
        _ = ToastLayout.measure(item, in: environment, measurer: measurer)  // fills the cache
        if let perLayout = allocations(
            calls: 10_000, allocationCount, { _ = ToastLayout.measure(item, in: environment, measurer: measurer) })
        {
            lines.append(
                Line(name: "allocations per layout measure (cached text)", value: perLayout, unit: "", goal: Goal.allocationsPerCall))
        }
        return (pango, lines)
    }

    /// Microseconds to measure a string Pango has not seen.
    static func uncachedPango(_ renderer: ToastRenderer) -> Double {
        Benchmark.measure("", iterations: 1_000) { count in
            let fresh = try? PangoTextMeasurer(fonts: renderer.fonts)
            for index in 0..<count {
                _ = fresh?.measure("Saved to your photo library, item \(index)", font: ToastFont(size: 15), maxWidth: 300, lineLimit: nil)
            }
        }.microsecondsEach
    }

    /// Microseconds for show → show transition → display → hide transition → completed, through
    /// the runtime on a manual clock.
    static func wholeLife() -> Double {
        Benchmark.measure("", iterations: 50_000) { count in
            let scheduler = ManualToastScheduler()
            let runtime = ToastRuntime(scheduler: scheduler)
            for index in 0..<count {
                runtime.show(
                    ToastRequest(message: "Saved to your photo library", duration: .seconds(1)), id: ToastID(rawValue: UInt64(index + 1)))
                scheduler.runUntilIdle()
            }
        }.microsecondsEach
    }

    /// Microseconds for a request that finds its position's queue full.
    static func droppedRequest() -> Double {
        Benchmark.measure("", iterations: 200_000) { count in
            let scheduler = ManualToastScheduler()
            let runtime = ToastRuntime(scheduler: scheduler)
            for index in 0..<count {
                runtime.show(
                    ToastRequest(message: "Saved to your photo library", duration: .seconds(1)), id: ToastID(rawValue: UInt64(index + 1)))
            }
        }.microsecondsEach
    }

    /// Microseconds for a request whose key matches the visible toast (which restarts its time).
    static func coalescedRequest() -> Double {
        Benchmark.measure("", iterations: 200_000) { count in
            let scheduler = ManualToastScheduler()
            let runtime = ToastRuntime(scheduler: scheduler)
            for index in 0..<count {
                runtime.show(
                    ToastRequest(message: "Copied", duration: .seconds(1), coalescingKey: "copied"),
                    id: ToastID(rawValue: UInt64(index + 1)))
            }
        }.microsecondsEach
    }

    /// Microseconds for a request that must wait while `queued` others wait and the queue is at
    /// its limit: it joins the queue, and the newest lowest-priority request gives way.
    static func waitingRequest(queued: Int) -> Double {
        Benchmark.measure("", iterations: 50_000) { count in
            let scheduler = ManualToastScheduler()
            let runtime = ToastRuntime(limits: .init(maxVisible: 1, maxQueued: queued), scheduler: scheduler)
            for index in 0...queued {
                runtime.show(ToastRequest(message: "Waiting", duration: .indefinite), id: ToastID(rawValue: UInt64(index + 1)))
            }
            for index in 0..<count {
                runtime.show(ToastRequest(message: "One more", duration: .indefinite), id: ToastID(rawValue: UInt64(queued + 2 + index)))
            }
        }.microsecondsEach
    }

    /// A `toastkit simulate` script with `count` toasts shown at time 0, each at its own
    /// fraction position, so each shows at once (`maxVisible` 1) and every position is in use
    /// until the clock runs out.
    package static func positionsScript(count: Int) -> String {
        var script = "{\"at\":0,\"do\":\"configure\",\"maxVisible\":1}\n"
        script.reserveCapacity(count * 80)
        for index in 0..<count {
            let fraction = (Double(index) + 0.5) / Double(count)
            script += "{\"at\":0,\"do\":\"show\",\"id\":\"t\(index)\",\"message\":\"m\",\"position\":\(fraction)}\n"
        }
        return script
    }

    /// Microseconds to schedule and cancel one piece of work while `pending` others wait.
    static func timerCost(pending: Int) -> Double {
        Benchmark.measure("", iterations: 100_000) { count in
            let scheduler = ManualToastScheduler()
            var generator = SplitMix(state: 42)
            let waiting = (0..<pending).map { _ in scheduler.schedule(at: generator.nextUnit() * 1_000) {} }
            for _ in 0..<count {
                scheduler.schedule(at: generator.nextUnit() * 1_000) {}.cancel()
            }
            for work in waiting { work.cancel() }
        }.microsecondsEach
    }

    private static let transition = ToastTransition.fade(duration: 0.35).combined(with: .slide(from: .bottom, duration: 0.35))
    private static let geometry = ToastTransitionGeometry(
        frame: ToastRect(x: 40, y: 700, width: 310, height: 56), container: ToastSize(width: 390, height: 844))

    private static func sampleTransition() {
        for step in 0..<60 {
            _ = transition.sample(at: Double(step) / 60, phase: .entering, geometry: geometry)
        }
    }

    /// Allocations per call of `body`, or `nil` when the counter is unavailable: the fewest of a
    /// few rounds, since the counter is the whole process's and the runtime may allocate for
    /// itself now and then.
    static func allocations(calls: Int, _ count: () -> UInt?, _ body: () -> Void) -> Double? {
        body()  // warm up caches
        var fewest: UInt?
        for _ in 0..<allocationRounds {
            guard let before = count() else { return nil }
            for _ in 0..<calls { body() }
            guard let after = count() else { return nil }
            fewest = min(fewest ?? .max, after - before)
        }
        return fewest.map { Double($0) / Double(calls) }
    }

    static let allocationRounds = 3

    static func format(_ value: Double) -> String {
        String(format: "%.3f", value)
    }

    /// A tiny deterministic generator, so each run schedules the same deadlines.
    struct SplitMix {
        var state: UInt64

        mutating func nextUnit() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Double(z >> 11) / Double(1 << 53)
        }
    }
}
