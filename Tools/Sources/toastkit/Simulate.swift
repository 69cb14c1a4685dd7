import ToastSimulation

/// `toastkit simulate [FILE]`: runs a script from FILE, or from standard input without FILE or
/// with `-`, and streams its events to standard output (Tools/README.md describes the format).
///
/// Exit status 0 when the script ran to its end; 2 when the script (or the command line)
/// cannot be used, with the line and the reason on standard error; 1 when the run stopped
/// before its end (a limit ran out, or the output could not be written). Either way the
/// events written are those that happened before the problem.
@MainActor
func simulate(_ arguments: ArraySlice<String>) {
    guard arguments.count <= 1 else { fail("simulate takes at most one file\n\(usage)", status: ExitStatus.badInput) }
    do {
        if let path = arguments.first, path != "-" {
            let source = try FileDescriptorSource(path: path)
            defer { source.close() }
            try Simulation.run(input: source, output: FileDescriptorSink.standardOutput)
        } else {
            try Simulation.run(input: FileDescriptorSource.standardInput, output: FileDescriptorSink.standardOutput)
        }
    } catch {
        switch error.kind {
        case .script: fail(error.description, status: ExitStatus.badInput)
        case .stopped: fail(error.description, status: ExitStatus.failure)
        }
    }
}
