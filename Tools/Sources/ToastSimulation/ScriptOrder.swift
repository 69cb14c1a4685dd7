/// The rules that tie a script's lines together: times never decrease, and nothing follows
/// `end`. Checked line by line, holding only the last time.
struct ScriptOrder {
    private var lastTime = 0.0
    /// The `end` line's time, once it has been seen.
    private(set) var endTime: Double?

    mutating func check(_ command: SimulationCommand) throws(SimulationError) {
        if endTime != nil {
            throw SimulationError(line: command.line, message: "nothing may follow \"end\"")
        }
        if command.at < lastTime {
            throw SimulationError(
                line: command.line, message: "\"at\" \(command.at) is earlier than the previous line's \(lastTime); times must not decrease"
            )
        }
        lastTime = command.at
        if command.verb == .end { endTime = command.at }
    }

    /// Checks that the clock may run to `time` between lines (the playground does, as its own
    /// clock passes): not earlier than the last line, and not after `end`.
    mutating func pass(_ time: Double) throws(SimulationError) {
        if endTime != nil {
            throw SimulationError(line: nil, message: "the clock cannot run after \"end\"")
        }
        if !(time >= lastTime) {
            throw SimulationError(line: nil, message: "the clock cannot run back from \(lastTime) to \(time)")
        }
        lastTime = time
    }
}
