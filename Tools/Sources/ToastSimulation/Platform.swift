#if hasFeature(Embedded)
// Embedded Swift (the WebAssembly playground's build) has no C modules to import; wasi-libc,
// linked into the module, has the function under its C name.
@_extern(c, "memchr") private func cMemchr(_ bytes: UnsafeRawPointer, _ byte: Int32, _ count: Int) -> UnsafeMutableRawPointer?
@_extern(c, "memmove")
private func cMemmove(_ target: UnsafeMutableRawPointer, _ source: UnsafeRawPointer, _ count: Int) -> UnsafeMutableRawPointer
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the harness asks of the C library, in one place for every build: the system's on
/// Linux and macOS, wasi-libc's in the WebAssembly playground.
enum Platform {
    /// The address of the first `byte` among the `count` bytes at `bytes`, or `nil`: C's
    /// `memchr`, which searches a word at a time.
    static func first(_ byte: UInt8, in bytes: UnsafeRawPointer, count: Int) -> UnsafeMutableRawPointer? {
        #if hasFeature(Embedded)
        cMemchr(bytes, Int32(byte), count)
        #else
        memchr(bytes, Int32(byte), count)
        #endif
    }

    /// Copies `count` bytes from `source` to `target`, which may overlap: C's `memmove`.
    static func move(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        #if hasFeature(Embedded)
        _ = cMemmove(target, source, count)
        #else
        memmove(target, source, count)
        #endif
    }
}
