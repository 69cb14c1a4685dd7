import Foundation
import ToastCore
import ToastSimulation

/// Measures how fast the engine, the layout and the renderer are, and how much memory a burst
/// of requests takes: `toastkit bench`. Numbers depend on the machine; run a release build.
@MainActor
package enum Benchmark {
    package struct Result: Sendable {
        package var name: String
        package var iterations: Int
        package var seconds: Double

        package var microsecondsEach: Double { seconds / Double(iterations) * 1_000_000 }
    }

    /// Runs every benchmark and returns the results, followed by the peak resident memory.
    package static func run(renderer: ToastRenderer) -> (results: [Result], peakMemoryMiB: Double, goals: [EngineBenchmark.Line]) {
        var results: [Result] = []
        results.append(
            measure("engine: show → timeout → completed (runtime, manual clock)", iterations: 20_000) { count in
                let scheduler = ManualToastScheduler()
                let runtime = ToastRuntime(scheduler: scheduler)
                for index in 0..<count {
                    runtime.show(ToastRequest(message: "Message \(index)", duration: .seconds(1)), id: ToastID(rawValue: UInt64(index + 1)))
                    scheduler.runUntilIdle()
                }
            })
        results.append(
            measure("engine: burst of shows, all but 6 dropped (runtime)", iterations: 100_000) { count in
                let scheduler = ManualToastScheduler()
                let runtime = ToastRuntime(scheduler: scheduler)
                for index in 0..<count {
                    runtime.show(ToastRequest(message: "Message \(index)", duration: .seconds(1)), id: ToastID(rawValue: UInt64(index + 1)))
                }
                scheduler.runUntilIdle()
            })
        let environment = ToastStage(scene: RenderScene().stageScene).environment
        let item = ToastLayout.Item(
            id: ToastID(rawValue: 1),
            content: ToastContent(message: "Saved to your photo library", title: "Done", action: ToastAction(title: "Undo")),
            style: .success, position: .bottom)
        let approximate = ApproximateTextMeasurer()
        results.append(
            measure("layout: one toast, approximate measurer", iterations: 50_000) { count in
                for _ in 0..<count { _ = ToastLayout.place([item], in: environment, measurer: approximate) }
            })
        results.append(
            measure("layout: one toast, Pango measurer (cached)", iterations: 50_000) { count in
                for _ in 0..<count { _ = ToastLayout.place([item], in: environment, measurer: renderer.measurer) }
            })
        results.append(
            measure("Pango: measure a new 40-character string (no cache)", iterations: 2_000) { count in
                let fresh = try? PangoTextMeasurer(fonts: renderer.fonts)
                for index in 0..<count {
                    _ = fresh?.measure(
                        "Saved to your photo library, item \(index)", font: ToastFont(size: 15), maxWidth: 300, lineLimit: nil)
                }
            })
        let plan = renderer.plan(RenderScene(), showing: [ToastRequest(content: item.content, style: .success)], at: 1)
        results.append(
            measure("render: one 780×1688 px frame", iterations: 50) { count in
                for _ in 0..<count { _ = renderer.draw(plan) }
            })
        let image = renderer.draw(plan)
        let path = NSTemporaryDirectory() + "toastkit-bench.png"
        results.append(
            measure("PNG: encode one 780×1688 px frame (libdeflate level \(CairoImage.PNGCompression.level))", iterations: 20) { count in
                for _ in 0..<count { try? image.writePNG(to: path) }
            })
        try? FileManager.default.removeItem(atPath: path)
        let movie = movieFrame(renderer: renderer)
        results.append(contentsOf: movie)
        // The budget for the time a 2× frame takes to come out of the recorder.
        let goals = movie.first.map { frame in
            [
                EngineBenchmark.Line(
                    name: "movie: a 780×1688 px frame drawn and encoded, ms between finished frames", value: frame.microsecondsEach / 1000,
                    unit: " ms", goal: frameGoalMilliseconds)
            ]
        }
        return (results, peakMemoryMiB(), goals ?? [])
    }

    /// The budget for one animation frame drawn and encoded at 390 × 844 pt, 2×: a quarter of a
    /// 60 Hz frame, so a gallery of movies records in seconds on two cores.
    package static let frameGoalMilliseconds = 4.0
    /// Recordings of the movie whose median is reported: one recording on a busy machine can
    /// be half again as slow as the next.
    package static let movieRounds = 7

    /// One animation frame at 2×, drawn and encoded: the modern toast's movie recorded
    /// ``movieRounds`` times, its frames after the first (which draws the whole screen) averaged
    /// in each, and the median recording's figures kept. Two results: the time between finished
    /// frames (drawing overlaps the encoding of the frames before, on the other cores), and the
    /// work in a frame, drawing plus encoding wherever it ran.
    static func movieFrame(renderer: ToastRenderer) -> [Result] {
        let movie = ToastMovie.modern[0]
        let frames = ToastMoviePlayer(movie: movie, measurer: renderer.measurer).frames()
        let path = NSTemporaryDirectory() + "toastkit-bench-\(UUID().uuidString).webp"
        defer { try? FileManager.default.removeItem(atPath: path) }
        _ = try? MovieRecorder(renderer: renderer).record(frames, duration: movie.duration, to: path)  // warm up
        let recordings = (0..<movieRounds).compactMap { _ in
            try? MovieRecorder(renderer: renderer).record(frames, duration: movie.duration, to: path)
        }
        guard !recordings.isEmpty else { return [] }
        func median(_ value: (MovieRecorder.Statistics) -> Double) -> Double {
            recordings.map(value).sorted()[recordings.count / 2]
        }
        let count = max(recordings[0].framesEncoded - 1, 1)
        return [
            Result(
                name: "movie: 780×1688 px frames, one finished every", iterations: count,
                seconds: median(\.elapsedSeconds)),
            Result(
                name: "movie: work in one such frame, drawing + encoding", iterations: count,
                seconds: median { $0.drawSeconds + $0.encodeSeconds }),
        ]
    }

    static func measure(_ name: String, iterations: Int, _ body: (Int) -> Void) -> Result {
        body(max(iterations / 100, 1))  // warm up: font loading, caches, allocations
        let start = ContinuousClock.now
        body(iterations)
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return Result(name: name, iterations: iterations, seconds: seconds)
    }

    /// The process's peak resident memory (Linux `ru_maxrss` is in KiB).
    static func peakMemoryMiB() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1024
    }
}
