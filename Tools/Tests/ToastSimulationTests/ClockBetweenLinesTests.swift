import Testing
import ToastCore

@testable import ToastSimulation

/// The playground runs the harness a line at a time, with its own clock passing between lines
/// (`Simulator.advance(to:)`), and draws the stage between them (`Simulator.poses(at:)`). Running
/// the clock in steps must print exactly what the whole script prints, and the clock may never
/// run back or past `end`.
@MainActor
@Suite("The clock between lines")
struct ClockBetweenLinesTests {
    static let script = [
        #"{"at":0,"do":"scene","width":390,"height":844,"safeArea":[59,0,34,0]}"#,
        #"{"at":0,"do":"show","id":"a","message":"Saved","duration":2}"#,
        #"{"at":0.5,"do":"show","id":"b","message":"Queued","duration":1}"#,
        #"{"at":1,"do":"keyboard","height":336}"#,
    ]

    /// Runs the script line by line, running the clock to each of `ticks` that falls before the
    /// next line, then to `end`; returns the output.
    static func run(ticks: [Double], end: Double) throws -> String {
        let sink = ByteArraySink()
        let simulator = Simulator(output: sink)
        var pending = ticks[...]
        for text in script {
            let command = try #require(try SimulationScript.parse(text).first)
            while let tick = pending.first, tick <= command.at {
                try simulator.advance(to: tick)
                pending = pending.dropFirst()
            }
            try simulator.apply(command)
        }
        for tick in pending where tick <= end { try simulator.advance(to: tick) }
        try simulator.advance(to: end)
        try simulator.flush()
        return sink.text
    }

    @Test("running the clock in steps prints what the whole script prints")
    func stepsPrintTheSame() throws {
        let whole = Simulation.run((Self.script + [#"{"at":6,"do":"end"}"#]).joined(separator: "\n"))
        #expect(whole.error == nil)
        let sixtyAFrame = stride(from: 0.0, through: 6, by: 1.0 / 60).map { $0 }
        let stepped = try Self.run(ticks: sixtyAFrame, end: 6)
        #expect(stepped == whole.output)
        #expect(stepped.contains(#""event":"completed","id":"b""#))
    }

    @Test("the clock cannot run back, nor after end")
    func clockOnlyMovesOn() throws {
        let simulator = Simulator(output: ByteArraySink())
        try simulator.apply(try #require(try SimulationScript.parse(#"{"at":2,"do":"dismissAll"}"#).first))
        #expect(throws: SimulationError.self) { try simulator.advance(to: 1.5) }
        #expect(throws: SimulationError.self) { try simulator.advance(to: .nan) }
        #expect(throws: SimulationError.self) { try simulator.advance(to: 2e9) }
        try simulator.advance(to: 2)
        try simulator.apply(try #require(try SimulationScript.parse(#"{"at":3,"do":"end"}"#).first))
        #expect(throws: SimulationError.self) { try simulator.advance(to: 4) }
    }

    @Test("poses name each toast and sample the stage")
    func posesNameTheToasts() throws {
        let sink = ByteArraySink()
        let simulator = Simulator(output: sink)
        for line in Self.script.prefix(2) {
            try simulator.apply(try #require(try SimulationScript.parse(line).first))
        }
        let entering = simulator.poses(at: 0.1)
        let shown = simulator.poses(at: 1)
        #expect(entering.map { $0.name } == ["a"])
        #expect(shown.map { $0.name } == ["a"])
        let enteringOpacity = try #require(entering.first).pose.look.opacity
        #expect(enteringOpacity < 1)
        #expect(try #require(shown.first).pose.look.opacity == 1)
        #expect(simulator.stage.scene.size == ToastSize(width: 390, height: 844))
    }
}
