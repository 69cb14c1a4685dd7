import Testing
@testable import ToastSimulation

/// Issue 14, finding 2: when the clock used up its work limit after the last line, the output
/// stopped in the middle of toasts' lives and the run still succeeded. Running out of a limit is
/// an error that says so.
@MainActor
@Suite("Limits")
struct LimitTests {
    /// Three toasts, each needing three timer runs (show transition, display time, hide
    /// transition) after the last line.
    static let threeToasts = """
        {"at":0,"do":"configure","maxVisible":3}
        {"at":0,"do":"show","id":"a","message":"A","duration":1}
        {"at":0,"do":"show","id":"b","message":"B","duration":1,"position":"top"}
        {"at":0,"do":"show","id":"c","message":"C","duration":1,"position":"center"}
        """

    @Test func runningOutOfTheIdleLimitIsAnErrorNotAShortOutput() throws {
        let commands = try SimulationScript.parse(Self.threeToasts)
        let error = #expect(throws: SimulationError.self) {
            _ = try Simulator(idleRunLimit: 4).run(commands)
        }
        #expect(error?.message.contains("limit") == true, "\(String(describing: error))")
    }

    @Test func aLimitThatSufficesChangesNothing() throws {
        let commands = try SimulationScript.parse(Self.threeToasts)
        let output = try Simulator(idleRunLimit: 9).run(commands)
        #expect(output.filter { $0.contains(#""event":"completed""#) }.count == 3)
    }
}
