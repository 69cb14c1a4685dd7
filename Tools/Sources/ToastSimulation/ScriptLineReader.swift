/// Splits a script's bytes into lines as they arrive, holding only the line being read.
///
/// - Lines end with LF; a CR just before it (Windows' CRLF) belongs to the line ending, and so
///   does a CR that ends the last line. Line numbers count LFs, so mixed endings number lines
///   correctly.
/// - A UTF-8 byte-order mark (EF BB BF) at the very start of the input is skipped: some
///   editors write one, and RFC 8259 lets a reader ignore it. Anywhere else it is a character
///   like any other, and the JSON reader refuses it outside a string.
/// - A line may hold at most `maximumLineBytes` before its LF. A longer one is refused as
///   soon as that many bytes have arrived without an LF, so a 100 MB line costs 4 MiB of
///   memory and the time to read 4 MiB, never more.
///
/// The bytes handed out by ``nextLine()`` stay valid until the next call.
final class ScriptLineReader<Source: ByteSource> {
    /// Bytes asked of the source per read.
    static var readSize: Int { 64 << 10 }
    /// UTF-8's encoding of U+FEFF.
    static var byteOrderMark: [UInt8] { [0xEF, 0xBB, 0xBF] }

    private var source: Source
    private let maximumLineBytes: Int
    private var buffer: UnsafeMutableRawBufferPointer
    /// Unconsumed bytes are `start..<end`; `scanned..<end` have not been searched for LF yet.
    private var start = 0
    private var end = 0
    private var scanned = 0
    private var sourceEnded = false
    private(set) var lineNumber = 0

    init(source: Source, maximumLineBytes: Int) {
        self.source = source
        self.maximumLineBytes = maximumLineBytes
        buffer = .allocate(byteCount: Self.readSize, alignment: 1)
    }

    deinit {
        buffer.deallocate()
    }

    /// The next line, without its ending, and its 1-based number; `nil` after the last.
    func nextLine() throws(SimulationError) -> (bytes: UnsafeBufferPointer<UInt8>, number: Int)? {
        while true {
            if let newline = findNewline() {
                let line = try take(upTo: newline)
                start = newline + 1
                scanned = start
                return line
            }
            if end - start > maximumLineBytes { throw tooLong(line: lineNumber + 1) }
            if sourceEnded {
                guard start < end else { return nil }
                let line = try take(upTo: end)
                start = end
                scanned = end
                return line
            }
            try fill()
        }
    }

    private func findNewline() -> Int? {
        guard scanned < end, let base = buffer.baseAddress else { return nil }
        guard let found = Platform.first(UInt8(ascii: "\n"), in: base + scanned, count: end - scanned) else {
            scanned = end
            return nil
        }
        return base.distance(to: found)
    }

    /// Bytes `start..<lineEnd` as a line: a trailing CR and a leading byte-order mark dropped.
    private func take(upTo lineEnd: Int) throws(SimulationError) -> (bytes: UnsafeBufferPointer<UInt8>, number: Int) {
        lineNumber += 1
        if lineEnd - start > maximumLineBytes { throw tooLong(line: lineNumber) }
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[start..<lineEnd]).assumingMemoryBound(to: UInt8.self)
        var line = bytes[...]
        if lineNumber == 1, line.starts(with: Self.byteOrderMark) { line = line.dropFirst(Self.byteOrderMark.count) }
        if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
        return (UnsafeBufferPointer(rebasing: line), lineNumber)
    }

    /// Reads more: moves the unconsumed bytes to the front, grows the buffer if a long line
    /// needs it (up to the line limit plus one read), and reads once.
    private func fill() throws(SimulationError) {
        let pending = end - start
        if start > 0 {
            if pending > 0, let base = buffer.baseAddress {
                Platform.move(pending, from: base + start, to: base)
            }
            scanned -= start
            start = 0
            end = pending
        }
        if buffer.count - end < Self.readSize {
            // At most one line and one read: `nextLine` refuses a longer unfinished line first.
            let size = min(max(buffer.count * 2, end + Self.readSize), maximumLineBytes + Self.readSize)
            let grown = UnsafeMutableRawBufferPointer.allocate(byteCount: max(size, end + Self.readSize), alignment: 1)
            grown.copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[..<end]))
            buffer.deallocate()
            buffer = grown
        }
        let count = try source.read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[end...]))
        if count == 0 {
            sourceEnded = true
        } else {
            end += count
        }
    }

    private func tooLong(line: Int) -> SimulationError {
        Self.tooLong(line: line, limit: maximumLineBytes)
    }

    /// The error for a line longer than `limit` bytes (the playground's session checks its lines
    /// with it too).
    static func tooLong(line: Int, limit: Int) -> SimulationError {
        SimulationError(line: line, message: "the line is longer than \(limit) bytes, the most a line may hold")
    }
}
