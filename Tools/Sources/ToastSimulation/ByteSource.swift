/// Where a script's bytes come from: a file descriptor (standard input, a file) or memory.
package protocol ByteSource {
    /// Fills the start of `buffer` with the next bytes and returns how many; 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(SimulationError) -> Int
}

/// Bytes held in memory, for tests and for ``SimulationScript/parse(_:)``.
package struct ByteArraySource: ByteSource {
    private let bytes: [UInt8]
    private var offset = 0
    /// The most bytes one read returns, so tests can make lines straddle reads.
    private let readSize: Int

    package init(_ bytes: [UInt8], readSize: Int = .max) {
        self.bytes = bytes
        self.readSize = max(readSize, 1)
    }

    package init(_ text: String) {
        self.init(Array(text.utf8))
    }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(SimulationError) -> Int {
        let count = min(buffer.count, bytes.count - offset, readSize)
        guard count > 0 else { return 0 }
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[offset..<offset + count]))
        }
        offset += count
        return count
    }
}
