#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a script's bytes come from: a file descriptor (standard input, a file) or memory.
package protocol ByteSource {
    /// Fills the start of `buffer` with the next bytes and returns how many; 0 at the end.
    mutating func read(into buffer: UnsafeMutableRawBufferPointer) throws(SimulationError) -> Int
}

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
