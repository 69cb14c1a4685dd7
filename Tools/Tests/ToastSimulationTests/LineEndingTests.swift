import Testing

@testable import ToastSimulation

/// Scripts written on Windows end their lines with CR LF. `"\r\n"` is one Swift `Character`, so
/// splitting a `String` on `"\n"` would never split them: lines are split on the LF byte and a CR
/// before it is dropped.
@Suite("Line endings")
struct LineEndingTests {
    static let lines = [
        #"{"at":0,"do":"show","id":"a","message":"Saved","duration":1}"#,
        #"{"at":0.5,"do":"tap","id":"a"}"#,
        #"{"at":2,"do":"end"}"#,
    ]

    @Test func crlfScriptsParseLikeLFScripts() throws {
        let lf = try SimulationScript.parse(Self.lines.joined(separator: "\n") + "\n")
        let crlf = try SimulationScript.parse(Self.lines.joined(separator: "\r\n") + "\r\n")
        #expect(crlf == lf)
        #expect(crlf.count == 3)
    }

    @Test func mixedEndingsKeepTheirLineNumbers() throws {
        let script = Self.lines[0] + "\r\n" + Self.lines[1] + "\n\r\n" + #"{"at":3,"do":"jump"}"# + "\r\n"
        let error = #expect(throws: SimulationError.self) { try SimulationScript.parse(script) }
        #expect(error?.line == 4)
        #expect(error?.message.hasPrefix(#"unknown command "jump""#) == true)
    }

    @Test func aLoneCarriageReturnAtTheEndOfTheLastLineIsDropped() throws {
        let commands = try SimulationScript.parse(Self.lines[0] + "\r")
        #expect(commands.count == 1)
    }
}
