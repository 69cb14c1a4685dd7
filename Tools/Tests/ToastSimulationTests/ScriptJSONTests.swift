import Testing

@testable import ToastSimulation

/// Scripts are read by a strict JSON reader that says where (the column, counted in characters
/// from 1) and why a line is not JSON; numbers that underflow or have hundreds of digits (valid
/// JSON) are taken, a trailing comma and a repeated key (not valid JSON) are refused.
@Suite("JSON in scripts")
struct ScriptJSONTests {
    static func error(_ script: String) -> SimulationError? {
        do {
            _ = try SimulationScript.parse(script)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        ("nope", "line 1, column 1: not valid JSON: expected a value but found \"n\""),
        (#"{"at":0,"do":"end",}"#, "line 1, column 19: not valid JSON: a comma before \"}\" (trailing commas are not JSON)"),
        (#"{"at":0,"do":"end","at":1}"#, "line 1, column 20: not valid JSON: the key \"at\" appears twice"),
        (#"{"at":0 "do":"end"}"#, "line 1, column 9: not valid JSON: expected \",\" or \"}\" but found \"\\\"\""),
        (#"{"at":0,"do":"end""#, "line 1, column 19: not valid JSON: expected \",\" or \"}\" but the line ended"),
        (#"{"at":01,"do":"end"}"#, "line 1, column 7: not valid JSON: a number may not start with 0 followed by a digit"),
        (#"{"at":NaN,"do":"end"}"#, "line 1, column 7: not valid JSON: NaN and infinities are not JSON numbers"),
        (#"{"at":-Infinity,"do":"end"}"#, "line 1, column 7: not valid JSON: NaN and infinities are not JSON numbers"),
        (#"{"at":0,"do":"e\xd"}"#, "line 1, column 16: not valid JSON: a backslash followed by \"x\" is not a JSON escape"),
        (
            "{\"at\":0,\"do\":\"e\u{1}nd\"}",
            "line 1, column 16: not valid JSON: a control character (U+0001) in a string must be written as \\u0001"
        ),
        (#"{"é":0,"do":"x",}"#, "line 1, column 16: not valid JSON: a comma before \"}\" (trailing commas are not JSON)"),
        (#"{"at":0,"do":"end"} x"#, "line 1, column 21: not valid JSON: text after the end of the JSON value"),
    ])
    func invalidJSONIsReportedWithItsColumnAndCause(script: String, message: String) {
        let error = Self.error(script)
        #expect(error?.description == message)
    }

    @Test func anEscapedNewlineIsNotAnError() throws {
        // The case above holds a backslash and an "n" in a raw string: \n is a valid escape.
        let commands = try SimulationScript.parse(#"{"at":0,"do":"show","id":"a\nb","message":"m"}"#)
        #expect(commands.count == 1)
    }

    @Test(arguments: [
        #"{"at":1e-400,"do":"end"}"#,
        #"{"at":0.\#(String(repeating: "0", count: 400))1,"do":"end"}"#,
        #"{"at":1.\#(String(repeating: "0", count: 400)),"do":"end"}"#,
        #"{"at":\#(String(repeating: "1", count: 9))\#(String(repeating: "0", count: 0)).\#(String(repeating: "9", count: 390)),"do":"end"}"#,
    ])
    func underflowingAndLongNumbersAreValid(script: String) throws {
        let commands = try SimulationScript.parse(script)
        #expect(commands.count == 1)
    }

    @Test func aNumberTooLargeForTheRangeIsARangeErrorNotAJSONError() {
        let error = Self.error(#"{"at":1\#(String(repeating: "0", count: 400)),"do":"end"}"#)
        #expect(
            error?.description.hasPrefix(#"line 1: "at" must be a number of seconds from 0 to 1000000000"#) == true,
            "\(String(describing: error))")
    }
}
