import ToastCore

/// The harness as the playground page drives it: one script line at a time, with the page's
/// clock running between lines, and the stage sampled whenever the page draws.
///
/// Lines are the harness's script lines (Tools/README.md), parsed by the same code and run by the
/// same ``Simulator`` as `toastkit simulate`, with the same limit on a line's length; what a line
/// prints is what the harness prints for it. A line is refused (a script error) as the harness
/// refuses it: one that cannot be read changes nothing; one that can be read runs the clock to its
/// time first, as every line does, and then fails (a tap on an unknown id at 10 s leaves the clock
/// at 10 s, with whatever fired by then printed). Either way the session goes on. After the run
/// stopped (a limit ran out) it should be started again.
///
/// ```swift
/// let session = PlaygroundSession()
/// _ = session.apply(line: Array(#"{"at":0,"do":"show","id":"a","message":"Saved"}"#.utf8))
/// _ = session.advance(to: 2.5)    // the timeout and the hide transition, as the harness prints them
/// ```
final class PlaygroundSession {
    private let sink = PlaygroundSink()
    private let simulator: Simulator
    private let limits = SimulationLimits()
    private var lineNumber = 0
    private var poses = ByteBuffer(capacity: PoseWriter.initialCapacity)

    init() {
        simulator = Simulator(output: sink, limits: limits)
    }

    /// Runs one script line; a blank line does nothing.
    func apply(line: [UInt8]) -> PlaygroundResult {
        lineNumber += 1
        let number = lineNumber
        return run { () throws(SimulationError) in
            guard line.count <= limits.lineBytes else {
                throw ScriptLineReader<ByteArraySource>.tooLong(line: number, limit: limits.lineBytes)
            }
            let command = try line.withUnsafeBufferPointer { (bytes) throws(SimulationError) in
                try SimulationScript.parseLine(bytes, number: number, limits: limits)
            }
            if let command { try simulator.apply(command) }
        }
    }

    /// Runs the clock to `time` (seconds), passing every deadline due by then.
    func advance(to time: Double) -> PlaygroundResult {
        run { () throws(SimulationError) in try simulator.advance(to: time) }
    }

    /// The stage at `time` as JSON (``PoseWriter``), valid until the next call.
    func poses(at time: Double, appearance: ToastAppearance) -> UnsafeRawBufferPointer {
        poses.removeAll()
        PoseWriter.write(simulator.poses(at: time), stage: simulator.stage, at: time, appearance: appearance, to: &poses)
        return poses.bytes
    }

    /// What the last call printed, valid until the next call.
    var output: [UInt8] { sink.bytes }

    private func run(_ body: () throws(SimulationError) -> Void) -> PlaygroundResult {
        sink.removeAll()
        do {
            try body()
            try simulator.flush()
            return .ran
        } catch {
            try? simulator.flush()
            return PlaygroundResult(error)
        }
    }
}

/// How a run of the harness ended, as `toastkit simulate`'s exit status says it.
enum PlaygroundResult: Equatable {
    /// It ran (status 0).
    case ran
    /// The script cannot be used: the line and the reason (status 2).
    case badScript(String)
    /// It stopped before its end: a limit ran out (status 1).
    case stopped(String)

    init(_ error: SimulationError) {
        switch error.kind {
        case .script: self = .badScript(error.description)
        case .stopped: self = .stopped(error.description)
        }
    }

    /// `toastkit simulate`'s exit status for the same run.
    var status: Int32 {
        switch self {
        case .ran: 0
        case .stopped: 1
        case .badScript: 2
        }
    }

    /// What `toastkit simulate` prints on standard error after `toastkit: `, or nothing.
    var message: String {
        switch self {
        case .ran: ""
        case .badScript(let message), .stopped(let message): message
        }
    }
}

/// Keeps what the simulator writes, for the page to read.
final class PlaygroundSink: ByteSink {
    private(set) var bytes: [UInt8] = []

    func write(_ bytes: UnsafeRawBufferPointer) throws(SimulationError) {
        self.bytes.append(contentsOf: bytes)
    }

    func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }
}
