// libFuzzer target for `toastkit simulate`: the input's bytes are a script, read and run by
// the streaming harness with small limits. Whatever the bytes, the run must end (no hang, no
// crash), its output must be well-formed JSON Lines events, and an error must be one short
// line with no control characters that never quotes more than it may.
//
// Built by `scripts/fuzz` into the ToastSimulation module (next to ToastCore, built first), so
// it uses the harness's own package-level API and JSON reader.

/// Limits small enough that every input runs fast, large enough to reach every rule.
private let limits: SimulationLimits = {
    var limits = SimulationLimits()
    limits.lineBytes = 4_096
    limits.idBytes = 64
    limits.endedNamesRemembered = 16
    return limits
}()

/// The longest error message the harness may write: quoted text is capped at 40 characters,
/// so a message is a sentence plus a few short quotes.
private let longestMessage = 600

private func require(_ condition: Bool, _ rule: @autoclosure () -> String) {
    if !condition { fatalError("harness rule broken: \(rule())") }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScript(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated {
        let sink = ByteArraySink()
        var failure: SimulationError?
        do throws(SimulationError) {
            try Simulation.run(input: ByteArraySource(bytes), output: sink, limits: limits)
        } catch {
            failure = error
        }
        // Every output line is a JSON object with the event fields, whatever happened.
        var lines = sink.bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        require(lines.last?.isEmpty ?? true, "the output does not end with a line ending")
        lines.removeLast()
        for line in lines {
            let value = Array(line).withUnsafeBufferPointer { buffer in try? JSONReader.read(buffer) }
            guard case .object(let members)? = value else { fatalError("harness rule broken: an output line is not a JSON object") }
            let keys = members.map(\.key)
            require(keys.starts(with: ["at", "event", "id"]), "an output line's fields are \(keys)")
        }
        if let failure {
            let text = failure.description
            require(!text.isEmpty && text.count <= longestMessage, "an error message of \(text.count) characters")
            require(
                !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "a control character in an error message")
        }
    }
    return 0
}
