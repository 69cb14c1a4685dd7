import Testing

@testable import ToastSimulation

/// The harness at scale: it reads a line, runs it and writes its events,
/// so memory follows the number of live toasts, not the length of the script.
@MainActor
@Suite("Streaming")
struct StreamingTests {
    /// Hands out one line per read and records how much output had been written by then.
    final class Recorder: ByteSink {
        var written = 0
        func write(_ bytes: UnsafeRawBufferPointer) throws(SimulationError) {
            written += bytes.count
        }
    }

    struct LineByLine: ByteSource {
        var lines: [String]
        let sink: Recorder
        /// Output bytes written before each read.
        var writtenBeforeRead: [Int] = []
        let log: (Int) -> Void

        mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(SimulationError) -> Int {
            log(sink.written)
            guard !lines.isEmpty else { return 0 }
            let line = Array((lines.removeFirst() + "\n").utf8)
            buffer.copyBytes(from: line)
            return line.count
        }
    }

    @Test func eventsAreWrittenBeforeTheScriptEnds() throws {
        // Enough shows to pass the writer's 64 KiB threshold well before the last line.
        let count = 5_000
        let lines = (0..<count).map { #"{"at":\#($0),"do":"show","id":"t\#($0)","message":"m","duration":0.1}"# }
        let sink = Recorder()
        var seen: [Int] = []
        try Simulation.run(input: LineByLine(lines: lines, sink: sink, log: { seen.append($0) }), output: sink)
        #expect(seen.count == count + 1)
        #expect(seen[count / 2] > 0, "output had been written by the middle of the script")
        #expect(seen.last! < sink.written, "and the rest at the end")
    }

    @Test func lateEventsAboutRecentlyEndedToastsAreAcceptedAndIgnored() {
        let (output, error) = Simulation.run(
            """
            {"at":0,"do":"show","id":"a","message":"A","duration":1}
            {"at":5,"do":"tap","id":"a"}
            {"at":5,"do":"dismiss","id":"a"}
            """)
        #expect(error == nil)
        #expect(output.split(separator: "\n").last == #"{"at":1.600,"event":"completed","id":"a","reason":"timeout"}"#)
    }

    @Test func onlyTheMostRecentEndingsAreRemembered() {
        var limits = SimulationLimits()
        limits.endedNamesRemembered = 3
        // a, b, c, d end in that order; "a" is then the fourth most recent ending.
        let shows = ["a", "b", "c", "d"].enumerated().map {
            #"{"at":\#($0.offset),"do":"show","id":"\#($0.element)","message":"m","policy":"drop","duration":0}"#
        }
        let late = Simulation.run((shows + [#"{"at":9,"do":"tap","id":"b"}"#]).joined(separator: "\n"), limits: limits)
        #expect(late.error == nil)
        let forgotten = Simulation.run((shows + [#"{"at":9,"do":"tap","id":"a"}"#]).joined(separator: "\n"), limits: limits)
        #expect(
            forgotten.error
                == SimulationError(
                    line: 5, message: #"no toast was shown with id "a", or it ended before the last 3 toasts to end"#))
        let never = Simulation.run((shows + [#"{"at":9,"do":"tap","id":"z"}"#]).joined(separator: "\n"), limits: limits)
        #expect(never.error?.message.hasPrefix(#"no toast was shown with id "z""#) == true)
    }

    @Test func anErrorComesAfterTheEventsBeforeIt() {
        // A line that is not a command is refused before the clock moves to it…
        let unreadable = Simulation.run(
            """
            {"at":0,"do":"show","id":"a","message":"A","duration":1}
            {"at":3,"do":"jump"}
            """)
        #expect(unreadable.error?.line == 2)
        #expect(unreadable.output == #"{"at":0.000,"event":"willShow","id":"a"}"# + "\n")
        // …a command that breaks a rule at its time, after the clock has moved there.
        let reused = Simulation.run(
            """
            {"at":0,"do":"show","id":"a","message":"A","duration":1}
            {"at":0,"do":"show","id":"b","message":"B","duration":9}
            {"at":3,"do":"show","id":"b","message":"B"}
            """)
        #expect(reused.error?.line == 3)
        #expect(reused.output.contains(#""event":"completed","id":"a""#))
    }

    @Test func aReusedIdAfterItsEndIsANewToast() {
        let (output, error) = Simulation.run(
            """
            {"at":0,"do":"show","id":"a","message":"A","duration":1}
            {"at":5,"do":"show","id":"a","message":"A","duration":1}
            {"at":5.1,"do":"tap","id":"a"}
            """)
        #expect(error == nil)
        #expect(output.contains(#"{"at":5.100,"event":"willHide","id":"a","reason":"tap"}"#))
    }
}

@Suite("Ended toast names")
struct EndedToastNamesTests {
    @Test func remembersTheMostRecentNamesOnly() {
        var names = EndedToastNames(capacity: 2)
        names.insert("a")
        names.insert("b")
        #expect(names.contains("a") && names.contains("b"))
        names.insert("c")
        #expect(!names.contains("a") && names.contains("b") && names.contains("c"))
    }

    @Test func aNameThatEndedTwiceStaysUntilBothAreForgotten() {
        var names = EndedToastNames(capacity: 3)
        for name in ["a", "x", "a", "y"] { names.insert(name) }  // forgets the first "a"
        #expect(names.contains("a"))
        names.insert("z")  // forgets "x"
        names.insert("w")  // forgets the second "a"
        #expect(!names.contains("a") && !names.contains("x") && names.contains("y"))
    }

    @Test func aCapacityOfZeroRemembersNothing() {
        var names = EndedToastNames(capacity: 0)
        names.insert("a")
        #expect(!names.contains("a"))
    }
}
