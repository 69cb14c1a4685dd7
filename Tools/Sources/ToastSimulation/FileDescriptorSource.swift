// Not in Embedded Swift (the WebAssembly playground's build), which has no file descriptors: the
// playground hands scripts over in memory.
#if !hasFeature(Embedded)
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor with `read(2)`, as it arrives: standard input need not end before
/// the first events are written.
package struct FileDescriptorSource: ByteSource {
    package let descriptor: Int32
    /// How the input is named in an error message.
    package let name: String

    package init(descriptor: Int32, name: String) {
        self.descriptor = descriptor
        self.name = name
    }

    /// Standard input.
    package static var standardInput: FileDescriptorSource {
        FileDescriptorSource(descriptor: STDIN_FILENO, name: "standard input")
    }

    /// Opens the file at `path` for reading.
    package init(path: String) throws(SimulationError) {
        let descriptor = openForReading(path)
        guard descriptor >= 0 else {
            throw SimulationError(line: nil, message: "cannot read \(SimulationError.quote(path)): \(systemError())")
        }
        self.init(descriptor: descriptor, name: SimulationError.quote(path))
    }

    package mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(SimulationError) -> Int {
        while true {
            let count = readBytes(descriptor, buffer)
            if count >= 0 { return count }
            guard errno == EINTR else {
                throw SimulationError(line: nil, message: "cannot read \(name): \(systemError())")
            }
        }
    }

    package func close() {
        closeDescriptor(descriptor)
    }
}

/// The text of `errno`, for messages.
func systemError() -> String {
    String(cString: strerror(errno))
}

// Free functions, so the system calls are not shadowed by the methods of the same names.

private func openForReading(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_CLOEXEC)
}

private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawBufferPointer) -> Int {
    read(descriptor, buffer.baseAddress, buffer.count)
}

private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
#endif
