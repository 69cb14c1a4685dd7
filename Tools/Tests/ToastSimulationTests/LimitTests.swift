import Testing

@testable import ToastSimulation

/// A clock that uses up its work limit (after the last line, too) stops the run with an error
/// that says so, never with an output cut short in the middle of toasts' lives. The limits here are lowered so that they are reached cheaply.
@MainActor
@Suite("Limits")
struct LimitTests {
    /// Three toasts, each passing three deadlines (show transition, display time, hide
    /// transition) after the last line.
    static let threeToasts = """
        {"at":0,"do":"configure","maxVisible":3}
        {"at":0,"do":"show","id":"a","message":"A","duration":1}
        {"at":0,"do":"show","id":"b","message":"B","duration":1,"position":"top"}
        {"at":0,"do":"show","id":"c","message":"C","duration":1,"position":"center"}
        """

    static func limits(base: Int, perToast: Int) -> SimulationLimits {
        var limits = SimulationLimits()
        limits.deadlinesBase = base
        limits.deadlinesPerLiveToast = perToast
        return limits
    }

    @Test func runningOutOfTheIdleLimitIsAnErrorNotAShortOutput() throws {
        let commands = try SimulationScript.parse(Self.threeToasts)
        let error = #expect(throws: SimulationError.self) {
            _ = try Simulator.run(commands, limits: Self.limits(base: 0, perToast: 1))
        }
        #expect(error?.kind == .stopped)
        #expect(error?.message.contains("the clock passed the most deadlines allowed") == true, "\(String(describing: error))")
        #expect(error?.message.hasPrefix("after the last line") == true, "\(String(describing: error))")
    }

    @Test func aLimitThatSufficesChangesNothing() throws {
        let commands = try SimulationScript.parse(Self.threeToasts)
        let output = try Simulator.run(commands, limits: Self.limits(base: 0, perToast: 3))
        #expect(output.filter { $0.contains(#""event":"completed""#) }.count == 3)
    }

    @Test func runningOutBetweenTwoLinesStopsTheRunThere() {
        let (output, error) = Simulation.run(
            Self.threeToasts + "\n" + #"{"at":10,"do":"foreground"}"#, limits: Self.limits(base: 0, perToast: 1))
        #expect(error?.kind == .stopped)
        #expect(error?.message.hasPrefix("before line 5") == true, "\(String(describing: error))")
        #expect(!output.contains("completed"), "events after the limit are not written")
    }

    @Test func thePerToastAllowanceAloneLetsEveryToastEnd() throws {
        // 100 positions × 8 visible toasts and 2 queued, all live after the last line, with no
        // base allowance: what each toast needs must fit in what it brings.
        var lines = [#"{"at":0,"do":"configure","maxVisible":8,"maxQueued":2}"#]
        for position in 0..<100 {
            for index in 0..<10 {
                lines.append(
                    #"{"at":0,"do":"show","id":"t\#(position)-\#(index)","message":"M","duration":1,"position":\#(Double(position) / 100)}"#
                )
            }
        }
        var limits = SimulationLimits()
        limits.deadlinesBase = 0
        let (output, error) = Simulation.run(lines.joined(separator: "\n"), limits: limits)
        #expect(error == nil)
        #expect(output.split(separator: "\n").filter { $0.contains("completed") }.count == 1_000)
    }

    @Test func aLineLongerThanTheLimitIsRefusedWithoutReadingItWhole() {
        var limits = SimulationLimits()
        limits.lineBytes = 100
        let long = #"{"at":0,"do":"show","id":"a","message":""# + String(repeating: "x", count: 10_000) + #""}"#
        let (_, error) = Simulation.run(#"{"at":0,"do":"background"}"# + "\n" + long, limits: limits)
        #expect(error == SimulationError(line: 2, message: "the line is longer than 100 bytes, the most a line may hold"))
        let (_, fits) = Simulation.run(#"{"at":0,"do":"show","id":"a","message":"m"}"#, limits: limits)
        #expect(fits == nil)
    }

    @Test func idsAreLimitedInLength() {
        let id = String(repeating: "i", count: 257)
        let (_, error) = Simulation.run(#"{"at":0,"do":"show","id":"\#(id)","message":"m"}"#)
        #expect(error == SimulationError(line: 1, message: #""id" is 257 bytes long; an id may have at most 256"#))
        let (_, fits) = Simulation.run(#"{"at":0,"do":"show","id":"\#(id.dropLast())","message":"m"}"#)
        #expect(fits == nil)
    }
}
