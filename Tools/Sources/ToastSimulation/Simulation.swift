/// The whole of `toastkit simulate`: reads a script line by line from a ``ByteSource``, runs
/// each line as soon as it is read, and writes the events to a ``ByteSink``.
///
/// Nothing is kept per line once it has run, so a script of a million lines needs no more
/// memory than one of ten thousand with as many toasts live at once.
///
/// On an error the events that came before it are written, then the error is thrown: the
/// output is a true prefix of the run, and the error says where it stopped.
package enum Simulation {
    package static func run(
        input: some ByteSource, output: any ByteSink, limits: SimulationLimits = SimulationLimits()
    ) throws(SimulationError) {
        let reader = ScriptLineReader(source: input, maximumLineBytes: limits.lineBytes)
        let simulator = Simulator(output: output, limits: limits)
        do {
            while let line = try reader.nextLine() {
                guard let command = try SimulationScript.parseLine(line.bytes, number: line.number, limits: limits) else { continue }
                try simulator.apply(command)
            }
            try simulator.finish()
        } catch {
            try? simulator.flush()
            throw error
        }
    }

    /// Runs `script` and returns its output and the error that stopped it, if any: for tests.
    package static func run(_ script: String, limits: SimulationLimits = SimulationLimits()) -> (output: String, error: SimulationError?) {
        let sink = ByteArraySink()
        do {
            try run(input: ByteArraySource(script), output: sink, limits: limits)
            return (sink.text, nil)
        } catch {
            return (sink.text, error)
        }
    }
}
