import Testing
import ToastCore

@testable import ToastSimulation

@Suite("Script parsing")
struct SimulationScriptTests {
    @Test func theIssuesExampleParses() throws {
        let commands = try SimulationScript.parse(
            """
            {"at":0,"do":"configure","maxVisible":1,"maxQueued":5}
            {"at":0,"do":"show","id":"a","message":"Saved","duration":2.5,"position":"bottom"}
            {"at":0,"do":"show","id":"b","message":"Hi","duration":"short","priority":"high","policy":"replace","key":"k"}

            {"at":1,"do":"tap","id":"a"}
            {"at":2,"do":"dismissAll"}
            {"at":2,"do":"voiceOver","on":true}
            {"at":60,"do":"end"}
            """)
        #expect(commands.count == 7)
        #expect(commands[0].verb == .configure(.init(maxVisible: 1, maxQueued: 5), .list))
        guard case .show(let id, let request) = commands[2].verb else {
            Issue.record("expected a show, got \(commands[2].verb)")
            return
        }
        #expect(
            id == "b" && request.duration == .short && request.priority == .high && request.policy == .replace
                && request.coalescingKey == "k")
        #expect(commands[3].line == 5, "blank lines count in line numbers")
        #expect(commands[5].verb == .voiceOver(true))
    }

    @Test(arguments: [
        ("not json", "line 1, column 1: not valid JSON: expected a value but found \"n\""),
        ("[1,2]", "line 1: expected a JSON object, found an array"),
        (#"{"do":"end"}"#, #"line 1: missing "at""#),
        (#"{"at":-1,"do":"end"}"#, #"line 1: "at" must be a number of seconds from 0 to 1000000000"#),
        (#"{"at":"soon","do":"end"}"#, #"line 1: "at" must be a number, not a string"#),
        (#"{"at":0,"do":"jump"}"#, #"line 1: unknown command "jump""#),
        (#"{"at":0,"do":"show","id":"a"}"#, #"line 1: missing "message""#),
        (
            #"{"at":0,"do":"show","id":"a","message":"x","duration":"forever"}"#,
            #"line 1: "duration" must be seconds or one of short, long, automatic, indefinite"#
        ),
        (
            #"{"at":0,"do":"show","id":"a","message":"x","position":"left"}"#,
            #"line 1: "position" must be top, center, bottom, navigationBar, or a fraction 0…1"#
        ),
        (#"{"at":0,"do":"show","id":"a","message":"x","style":"fancy"}"#, #"line 1: unknown style "fancy""#),
        (#"{"at":0,"do":"show","id":"a","message":"x","colour":"red"}"#, #"line 1: unknown field "colour""#),
        (#"{"at":0,"do":"configure","maxVisible":0}"#, #"line 1: "maxVisible" must be a whole number from 1 to 8"#),
        (#"{"at":0,"do":"configure","maxQueued":2.5}"#, #"line 1: "maxQueued" must be a whole number from 0 to 1000"#),
        (#"{"at":0,"do":"voiceOver","on":1}"#, #"line 1: "on" must be true or false, not a number"#),
        (#"{"at":0,"do":"tap"}"#, #"line 1: missing "id""#),
        (
            "{\"at\":2,\"do\":\"background\"}\n{\"at\":1,\"do\":\"foreground\"}",
            #"line 2: "at" 1.0 is earlier than the previous line's 2.0; times must not decrease"#
        ),
        ("{\"at\":2,\"do\":\"end\"}\n{\"at\":3,\"do\":\"foreground\"}", #"line 2: nothing may follow "end""#),
    ])
    func malformedLinesAreNamedWithAClearMessage(script: String, message: String) {
        #expect(throws: SimulationError.self) { try SimulationScript.parse(script) }
        do {
            _ = try SimulationScript.parse(script)
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func everyFieldIsFoundByItsName() {
        for field in ScriptField.allCases {
            #expect(ScriptField(key: field.name) == field)
        }
        #expect(ScriptField(key: "At") == nil)
        #expect(ScriptField(key: "") == nil)
        #expect(ScriptField(key: "colour") == nil)
    }

    @Test func errorsNeverRepeatTheMessageText() {
        do {
            _ = try SimulationScript.parse(#"{"at":0,"do":"show","id":"a","message":"my secret","duration":[1]}"#)
            Issue.record("expected an error")
        } catch {
            #expect(!error.description.contains("secret"))
        }
    }
}

@MainActor
@Suite("Simulator")
struct SimulatorTests {
    func run(_ script: String) throws -> [String] {
        try Simulator.run(try SimulationScript.parse(script))
    }

    @Test func touchPausesAndReleaseResumesWithTheRemainingTime() throws {
        let output = try run(
            """
            {"at":0,"do":"show","id":"a","message":"Saved","duration":2,"style":"windowTip"}
            {"at":1,"do":"touchDown","id":"a"}
            {"at":4,"do":"touchUp","id":"a"}
            """)
        // The tip style does not pause on touch; the standard style does.
        #expect(output.contains(#"{"at":2.000,"event":"willHide","id":"a","reason":"timeout"}"#))
        let paused = try run(
            """
            {"at":0,"do":"show","id":"a","message":"Saved","duration":2}
            {"at":1.35,"do":"touchDown","id":"a"}
            {"at":4,"do":"touchUp","id":"a"}
            """)
        #expect(paused.contains(#"{"at":1.350,"event":"paused","id":"a"}"#))
        #expect(paused.contains(#"{"at":4.000,"event":"resumed","id":"a"}"#))
        #expect(paused.contains(#"{"at":5.000,"event":"willHide","id":"a","reason":"timeout"}"#))
    }

    @Test func everyShowCompletesExactlyOnce() throws {
        let output = try run(
            """
            {"at":0,"do":"configure","maxVisible":1,"maxQueued":1}
            {"at":0,"do":"show","id":"a","message":"A","duration":1}
            {"at":0,"do":"show","id":"b","message":"B","duration":1}
            {"at":0,"do":"show","id":"c","message":"C","duration":1}
            {"at":0,"do":"show","id":"d","message":"D","duration":1,"key":"k"}
            {"at":0,"do":"show","id":"e","message":"","duration":1}
            {"at":0.5,"do":"show","id":"f","message":"F","duration":1,"policy":"drop"}
            {"at":0.5,"do":"background"}
            {"at":9,"do":"foreground"}
            """)
        for id in ["a", "b", "c", "d", "e", "f"] {
            #expect(output.filter { $0.contains(#""event":"completed","id":"\#(id)""#) }.count == 1, "\(id)")
        }
        #expect(output.contains { $0.contains(#""id":"c","reason":"dropped","detail":"the queue for its position was full (limit 1)""#) })
    }

    @Test func anIdMayBeReusedOnlyAfterItsToastEnded() throws {
        #expect(throws: SimulationError.self) {
            try run(
                """
                {"at":0,"do":"show","id":"a","message":"A","duration":5}
                {"at":1,"do":"show","id":"a","message":"A again","duration":5}
                """)
        }
        let output = try run(
            """
            {"at":0,"do":"show","id":"a","message":"A","duration":1}
            {"at":5,"do":"show","id":"a","message":"A again","duration":1}
            """)
        #expect(output.filter { $0.contains(#""event":"completed","id":"a""#) }.count == 2)
    }

    @Test func withoutEndTheClockRunsUntilNothingIsPendingAndEndStopsIt() throws {
        let open = try run(#"{"at":0,"do":"show","id":"a","message":"A","duration":100}"#)
        #expect(open.last == #"{"at":100.600,"event":"completed","id":"a","reason":"timeout"}"#)
        let cut = try run(
            """
            {"at":0,"do":"show","id":"a","message":"A","duration":100}
            {"at":10,"do":"end"}
            """)
        #expect(cut.last == #"{"at":0.350,"event":"didShow","id":"a"}"#)
    }

    @Test func voiceOverLengthensTheNextToast() throws {
        let output = try run(
            """
            {"at":0,"do":"voiceOver","on":true}
            {"at":0,"do":"show","id":"a","message":"Saved","duration":"short","style":"windowTip"}
            """)
        #expect(output.contains(#"{"at":\#(String(format: "%.3f", 0.4 + 3)),"event":"willHide","id":"a","reason":"timeout"}"#))
    }

    @Test func jsonStringsAreEscaped() {
        var buffer = ByteBuffer(capacity: 1)
        EventWriter.appendQuoted("a\"b\\c\nd\u{1}\t\r\u{1F}é", to: &buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == #""a\"b\\c\nd\u0001\t\r\u001fé""#)
        EventWriter.appendQuoted("plain", to: &buffer)
        #expect(String(decoding: buffer.bytes, as: UTF8.self).hasSuffix(#""plain""#))
    }
}

@MainActor
@Suite("Live toasts in scripts")
struct LiveToastScriptTests {
    @Test func showTakesProgressAndUpdateTakesEachField() throws {
        let commands = try SimulationScript.parse(
            """
            {"at":0,"do":"show","id":"a","message":"Uploading","progress":"indeterminate"}
            {"at":1,"do":"update","id":"a","progress":0.4}
            {"at":2,"do":"update","id":"a","message":"Done","title":null,"progress":null,"duration":2,"style":"success"}
            """)
        guard case .show(_, let request) = commands[0].verb else { Issue.record("\(commands[0])"); return }
        #expect(request.content.progress == .indeterminate && request.duration == .indefinite)
        #expect(commands[1].verb == .update(id: "a", .progress(0.4)))
        #expect(
            commands[2].verb
                == .update(
                    id: "a",
                    ToastUpdate([
                        .message("Done"), .title(nil), .progress(nil), .style(.success), .duration(.seconds(2)),
                    ])))
    }

    @Test func aLoadingToastFinishedByAnUpdateTimesOutFromTheUpdate() throws {
        let output = try SimulatorTests().run(
            """
            {"at":0,"do":"show","id":"u","message":"Uploading","progress":"indeterminate"}
            {"at":5,"do":"update","id":"u","progress":null,"message":"Uploaded","duration":2}
            """)
        #expect(output.contains(#"{"at":5.000,"event":"updated","id":"u"}"#))
        #expect(output.last == #"{"at":7.250,"event":"completed","id":"u","reason":"timeout"}"#)
    }
}
