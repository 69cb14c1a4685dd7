// Not in Embedded Swift (the WebAssembly playground's build), which has no file descriptors: the
// playground hands scripts over in memory.
#if !hasFeature(Embedded)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

/// `write(2)`, as a free function so that the method of the same name does not shadow it.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    write(descriptor, bytes.baseAddress, bytes.count)
}
#endif
