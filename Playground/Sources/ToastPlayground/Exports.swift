import ToastCore

// The module's C-ABI surface, which Playground/Page/toastcore.js drives. Text crosses as UTF-8
// in the module's memory: the page asks for an input buffer, writes a script or a line into it
// and calls a function with its length; what comes back is read from the output (and, after a
// failed run, the error message) until the next call.
//
// Status codes are `toastkit simulate`'s exit statuses: 0 ran, 1 stopped (a limit ran out),
// 2 the script cannot be used.
//
// Global state without isolation: this module is built for `wasm32-unknown-none-wasm` without
// threads, so exactly one thread ever calls into it (the page's), one call at a time.

/// The buffer the page writes its text into.
nonisolated(unsafe) private let input = ExportBuffer()
/// What the last call printed (the harness's output lines, or a stage's JSON).
nonisolated(unsafe) private let output = ExportBuffer()
/// The last call's error message, empty when it ran.
nonisolated(unsafe) private let message = ExportBuffer()
/// The interactive session, once started.
nonisolated(unsafe) private var session: PlaygroundSession?

/// Memory the page reads or writes through a pointer: allocated here, so its address stays the
/// same until this module changes it (never behind Swift's back, as an array's could).
private final class ExportBuffer {
    private(set) var bytes = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 1)
    private(set) var count = 0

    /// Room for `capacity` bytes, the old contents gone; memory is reused when it is big enough.
    func reserve(_ capacity: Int) {
        count = 0
        guard capacity > bytes.count else { return }
        bytes.deallocate()
        bytes = .allocate(capacity: capacity)
    }

    /// The buffer's contents become `source`.
    func replace<Bytes: Collection>(with source: Bytes) where Bytes.Element == UInt8 {
        reserve(source.count)
        _ = bytes.initialize(fromContentsOf: source)
        count = source.count
    }

    /// Gives back memory a large input took, keeping a small buffer.
    func shrink() {
        count = 0
        guard bytes.count > Self.keptCapacity else { return }
        bytes.deallocate()
        bytes = .allocate(capacity: Self.keptCapacity)
    }

    /// What ``shrink()`` keeps: more than a session line needs.
    static let keptCapacity = 64 << 10

    /// The first `length` bytes, copied out (0 when `length` is out of range).
    func prefix(_ length: Int32) -> [UInt8] {
        Array(UnsafeBufferPointer(rebasing: bytes[0..<min(max(Int(length), 0), bytes.count)]))
    }
}

/// A buffer of `capacity` bytes for the page to write UTF-8 into, valid until the next call.
@_cdecl("toastkit_input")
public func toastkitInput(_ capacity: Int32) -> UnsafeMutablePointer<UInt8>? {
    input.reserve(max(Int(capacity), 1))
    return input.bytes.baseAddress
}

/// Runs the first `length` bytes of the input as a whole script, as `toastkit simulate` runs a
/// file, and returns its exit status. The output is what it prints on standard output; the
/// error message what it prints on standard error after `toastkit: `.
@_cdecl("toastkit_run")
public func toastkitRun(_ length: Int32) -> Int32 {
    let sink = PlaygroundSink()
    let result: PlaygroundResult
    let script = input.prefix(length)
    input.shrink()  // a whole script can be large; its copy above is all the run needs
    do {
        try Simulation.run(input: ByteArraySource(script), output: sink)
        result = .ran
    } catch {
        result = PlaygroundResult(error)
    }
    return finish(result, printed: sink.bytes)
}

/// Starts an interactive session, forgetting any earlier one: no scene yet, time 0.
@_cdecl("toastkit_session_start")
public func toastkitSessionStart() {
    session = PlaygroundSession()
}

/// Runs the first `length` bytes of the input as one script line of the session.
@_cdecl("toastkit_session_line")
public func toastkitSessionLine(_ length: Int32) -> Int32 {
    let session = currentSession()
    let result = session.apply(line: input.prefix(length))
    return finish(result, printed: session.output)
}

/// Runs the session's clock to `time` seconds, firing every timer due by then.
@_cdecl("toastkit_session_advance")
public func toastkitSessionAdvance(_ time: Double) -> Int32 {
    let session = currentSession()
    let result = session.advance(to: time)
    return finish(result, printed: session.output)
}

/// Puts the session's stage at `time` into the output as JSON, with colours for the dark
/// appearance when `dark` is not 0. Returns the JSON's length.
@_cdecl("toastkit_session_poses")
public func toastkitSessionPoses(_ time: Double, _ dark: Int32) -> Int32 {
    let json = currentSession().poses(at: time, appearance: dark != 0 ? .dark : .light)
    output.replace(with: json)
    message.reserve(0)
    return Int32(output.count)
}

/// Where the output starts; ``toastkitOutputLength()`` says how long it is.
@_cdecl("toastkit_output")
public func toastkitOutput() -> UnsafeMutablePointer<UInt8>? {
    output.bytes.baseAddress
}

@_cdecl("toastkit_output_length")
public func toastkitOutputLength() -> Int32 {
    Int32(output.count)
}

/// Where the last error message starts; ``toastkitErrorLength()`` says how long it is.
@_cdecl("toastkit_error")
public func toastkitError() -> UnsafeMutablePointer<UInt8>? {
    message.bytes.baseAddress
}

@_cdecl("toastkit_error_length")
public func toastkitErrorLength() -> Int32 {
    Int32(message.count)
}

private func currentSession() -> PlaygroundSession {
    if let session { return session }
    let started = PlaygroundSession()
    session = started
    return started
}

private func finish(_ result: PlaygroundResult, printed: [UInt8]) -> Int32 {
    output.replace(with: printed)
    message.replace(with: result.message.utf8)
    return result.status
}
