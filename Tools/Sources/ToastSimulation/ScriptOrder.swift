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
        if command.action == .end { endTime = command.at }
    }
}
