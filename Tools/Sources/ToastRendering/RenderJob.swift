import Dispatch
import Foundation
import Synchronization

/// One file to make from frames already planned on the main actor: a still, a filmstrip or a
/// movie. Jobs hold only values, so ``RenderJob/runAll(_:lanes:)`` can draw them on every core,
/// each thread with its own renderer (Cairo contexts, Pango contexts and the font map are not
/// shared between threads).
package struct RenderJob: Sendable {
    package enum Work: Sendable {
        case still(FramePlan)
        case filmstrip(FilmstripPlan)
        case movie(frames: [FramePlan], times: [Double], duration: Double)
    }

    package var path: String
    package var work: Work

    package init(path: String, work: Work) {
        self.path = path
        self.work = work
    }

    /// What a job took: wall-clock seconds, and for a movie its recording statistics.
    package struct Outcome: Sendable {
        package var path: String
        package var seconds: Double
        package var movie: MovieRecorder.Statistics?
    }

    /// Roughly how long the job takes, to start the longest first.
    var cost: Int {
        switch work {
        case .still: 1
        case .filmstrip(let plan): plan.frames.count
        case .movie(let frames, _, _): frames.count / 4
        }
    }

    /// Makes the file with `renderer`.
    func run(with renderer: ToastRenderer) throws -> Outcome {
        let start = ContinuousClock.now
        var statistics: MovieRecorder.Statistics?
        switch work {
        case .still(let plan):
            try renderer.draw(plan).writePNG(to: path)
        case .filmstrip(let plan):
            try plan.draw(with: renderer).writePNG(to: path)
        case .movie(let frames, let times, let duration):
            // Jobs already run one lane per core: each movie encodes on one thread beside its
            // lane's drawing, not on every core.
            statistics = try MovieRecorder(renderer: renderer, encodingThreads: 1).record(
                Array(zip(times, frames)).map { ($0, $1) }, duration: duration, to: path)
        }
        return Outcome(path: path, seconds: (ContinuousClock.now - start).seconds, movie: statistics)
    }

    /// Runs every job, `lanes` at a time (one thread and one renderer each), longest first.
    /// Throws the first error any job met, after the others have finished.
    package static func runAll(_ jobs: [RenderJob], lanes: Int = ProcessInfo.processInfo.activeProcessorCount) throws -> [Outcome] {
        let ordered = jobs.sorted { $0.cost > $1.cost }
        let next = Atomic<Int>(0)
        // Not `Synchronization.Mutex`: ThreadSanitizer on Linux does not see its locking (it runs
        // in the uninstrumented standard library) and reports races it prevents; `NSLock` is a
        // pthread mutex, which it sees. Both arrays are touched only inside `lock`, and read
        // after `concurrentPerform` has returned, when every lane has ended.
        let lock = NSLock()
        nonisolated(unsafe) var outcomes: [Outcome] = []
        nonisolated(unsafe) var errors: [any Error] = []
        DispatchQueue.concurrentPerform(iterations: max(min(lanes, ordered.count), 1)) { _ in
            let renderer: ToastRenderer
            do {
                renderer = try ToastRenderer()
            } catch {
                lock.withLock { errors.append(error) }
                return
            }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < ordered.count else { return }
                do {
                    let outcome = try ordered[index].run(with: renderer)
                    lock.withLock { outcomes.append(outcome) }
                } catch {
                    lock.withLock { errors.append(error) }
                }
            }
        }
        return try lock.withLock {
            if let error = errors.first { throw error }
            return outcomes
        }
    }
}
