import Testing

@testable import ToastSimulation

@Suite("Script line reader")
struct ScriptLineReaderTests {
    /// Every line of `bytes` as text with its number, read `readSize` bytes at a time.
    static func lines(_ bytes: [UInt8], readSize: Int = .max, maximumLineBytes: Int = 1 << 20) throws(SimulationError) -> [String] {
        let reader = ScriptLineReader(source: ByteArraySource(bytes, readSize: readSize), maximumLineBytes: maximumLineBytes)
        var lines: [String] = []
        while let line = try reader.nextLine() {
            lines.append("\(line.number):" + String(decoding: line.bytes, as: UTF8.self))
        }
        return lines
    }

    static func lines(_ text: String, readSize: Int = .max) throws(SimulationError) -> [String] {
        try lines(Array(text.utf8), readSize: readSize)
    }

    @Test(arguments: [1, 2, 3, 7, 64, .max])
    func splitsOnLFWhateverTheReadSize(readSize: Int) throws {
        #expect(try Self.lines("a\nbb\n\nccc", readSize: readSize) == ["1:a", "2:bb", "3:", "4:ccc"])
        #expect(try Self.lines("a\r\nbb\r\n\r\nccc\r\n", readSize: readSize) == ["1:a", "2:bb", "3:", "4:ccc"])
        #expect(
            try Self.lines("a\nb\r\nc\rd\r", readSize: readSize) == ["1:a", "2:b", "3:c\rd"],
            "only a CR at the end of a line is part of its ending")
    }

    @Test func emptyInputHasNoLines() throws {
        #expect(try Self.lines("") == [])
        #expect(try Self.lines("\n") == ["1:"])
        #expect(try Self.lines("x") == ["1:x"])
    }

    @Test(arguments: [1, 2, .max])
    func aByteOrderMarkIsSkippedOnlyAtTheStart(readSize: Int) throws {
        #expect(try Self.lines("\u{FEFF}a\n\u{FEFF}b", readSize: readSize) == ["1:a", "2:\u{FEFF}b"])
        #expect(try Self.lines("\u{FEFF}", readSize: readSize) == ["1:"])
    }

    @Test(arguments: [1, 5, 64, .max])
    func aLineLongerThanTheLimitIsRefused(readSize: Int) {
        let text = Array("ok\n12345678\n123456789\nnever read".utf8)
        #expect(throws: SimulationError(line: 3, message: "the line is longer than 8 bytes, the most a line may hold")) {
            _ = try Self.lines(text, readSize: readSize, maximumLineBytes: 8)
        }
        #expect(throws: SimulationError(line: 1, message: "the line is longer than 8 bytes, the most a line may hold")) {
            _ = try Self.lines(Array(repeating: UInt8(ascii: "x"), count: 1_000), readSize: readSize, maximumLineBytes: 8)
        }
    }

    @Test func anEndlessLineIsRefusedAfterTheLimitNotAfterTheEnd() {
        /// A source that never ends and never sends LF; it counts what it gave.
        struct Endless: ByteSource {
            var given = 0
            mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(SimulationError) -> Int {
                buffer.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: "x"))
                given += buffer.count
                return buffer.count
            }
        }
        let reader = ScriptLineReader(source: Endless(), maximumLineBytes: 1 << 20)
        #expect(throws: SimulationError.self) { _ = try reader.nextLine() }
    }

    @Test func bytesThatAreNotUTF8PassThroughToTheJSONReader() throws {
        #expect(try Self.lines([0xFF, 0x0A, 0x61]).count == 2)
    }
}
