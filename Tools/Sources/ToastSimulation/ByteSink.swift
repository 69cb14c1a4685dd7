#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where events go: a file descriptor (standard output) or memory.
package protocol ByteSink: AnyObject {
    /// Writes all of `bytes`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(SimulationError)
}

/// Writes to a file descriptor with `write(2)`, finishing partial writes.
package final class FileDescriptorSink: ByteSink {
    package let descriptor: Int32

    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package static var standardOutput: FileDescriptorSink {
        FileDescriptorSink(descriptor: STDOUT_FILENO)
    }

    package func write(_ bytes: UnsafeRawBufferPointer) throws(SimulationError) {
        var offset = 0
        while offset < bytes.count {
            let written = writeBytes(descriptor, UnsafeRawBufferPointer(rebasing: bytes[offset...]))
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                throw SimulationError(.stopped, line: nil, message: "cannot write the events: \(systemError())")
            }
        }
    }
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

/// `write(2)`, as a free function so that the method of the same name does not shadow it.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
