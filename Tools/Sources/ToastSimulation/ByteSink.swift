/// Where events go: a file descriptor (standard output) or memory.
package protocol ByteSink: AnyObject {
    /// Writes all of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(SimulationError)
}

/// Collects the bytes in memory, for tests.
package final class ByteArraySink: ByteSink {
    package private(set) var bytes: [UInt8] = []

    package init() {}

    package func write(_ bytes: UnsafeRawBufferPointer) throws(SimulationError) {
        self.bytes.append(contentsOf: bytes)
    }

    /// The bytes as text (they are always UTF-8).
    package var text: String { String(decoding: bytes, as: UTF8.self) }
}
