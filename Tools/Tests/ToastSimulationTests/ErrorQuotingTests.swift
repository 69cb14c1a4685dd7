import Testing

@testable import ToastSimulation

/// Command names, ids, field names and style names from a script, echoed raw into an error
/// message, could ring the terminal's bell, move its cursor, reverse the text direction or fill
/// the screen. Error messages escape what could act on a
/// terminal and quote at most a short prefix.
@MainActor
@Suite("Quoting in error messages")
struct ErrorQuotingTests {
    /// The most an error message may be, whatever the script holds.
    nonisolated static let longestMessage = 400

    nonisolated static let hostileText = [
        "\u{1B}[2J\u{1B}[31mred",  // clear screen, red
        "bell\u{07}\u{07}",
        "two\nlines\r",
        "\u{202E}desrever",  // right-to-left override
        "zero\u{200B}width\u{FEFF}",
        "c1\u{9B}31m",  // the one-byte CSI
        "del\u{7F}",
        String(repeating: "x", count: 100_000),
        "Z" + String(repeating: "\u{0336}", count: 5_000),  // one character, thousands of scalars
    ]

    /// `text` as a JSON string in a script line.
    static func json(_ text: String) -> String {
        var buffer = ByteBuffer(capacity: text.utf8.count)
        EventWriter.appendQuoted(text, to: &buffer)
        return String(decoding: buffer.bytes, as: UTF8.self)
    }

    static func scripts(for text: String) -> [String] {
        let name = json(text)
        return [
            #"{"at":0,"do":\#(name)}"#,
            #"{"at":0,"do":"show","id":"a","message":"m",\#(name):1}"#,
            #"{"at":0,"do":"show","id":"a","message":"m","style":\#(name)}"#,
            #"{"at":0,"do":"tap","id":\#(name)}"#,
            #"{"at":0,"do":"show","id":\#(name),"message":"m","duration":5}"# + "\n"
                + #"{"at":1,"do":"show","id":\#(name),"message":"m"}"#,
        ]
    }

    static func error(running script: String) -> SimulationError? {
        Simulation.run(script).error
    }

    @Test(arguments: hostileText)
    func errorMessagesEscapeAndCapWhatTheyQuote(text: String) throws {
        for script in Self.scripts(for: text) {
            let error = try #require(Self.error(running: script), "expected an error for \(script.prefix(80))")
            let message = error.description
            let unsafe = message.unicodeScalars.filter { ErrorQuotingTests.actsOnATerminal($0) }
            #expect(unsafe.isEmpty, "\(message.debugDescription.prefix(200))")
            #expect(message.unicodeScalars.count <= Self.longestMessage, "\(message.unicodeScalars.count) scalars")
        }
    }

    @Test func escapedTextStaysRecognisable() throws {
        let error = try #require(Self.error(running: #"{"at":0,"do":"\u001b[31mjump"}"#))
        #expect(error.description.contains(#""\u001b[31mjump""#), "\(error.description)")
        let long = try #require(Self.error(running: #"{"at":0,"do":"\#(String(repeating: "y", count: 500))"}"#))
        #expect(long.description.contains("(500 characters)"), "\(long.description)")
    }

    /// Control characters (C0, DEL, C1), format characters (bidirectional controls, zero-width
    /// characters, the byte-order mark) and line or paragraph separators.
    nonisolated static func actsOnATerminal(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
