// What the Embedded standard library leaves to the platform, given here from wasi-libc.

@_extern(c, "strtod") private func strtod(_ text: UnsafePointer<CChar>, _ end: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Double

/// Reads a decimal number in the C locale, as Swift's `Double(_:)` asks the platform to: the value
/// goes to `result`, and the address after the last character read comes back (the caller checks
/// it is the end of the text).
///
/// The harness's JSON reader calls it only for numbers too long or too large for its exact
/// path, with text that already follows JSON's grammar. wasi-libc's `strtod` (musl's) rounds
/// correctly, as glibc's and Apple's do, so the same text gives the same `Double` in the
/// playground as in `toastkit simulate`: the conformance corpus has such numbers.
@_cdecl("_swift_stdlib_strtod_clocale")
public func swiftStdlibStrtodCLocale(_ text: UnsafePointer<CChar>, _ result: UnsafeMutablePointer<Double>) -> UnsafePointer<CChar>? {
    var end: UnsafeMutablePointer<CChar>?
    result.pointee = strtod(text, &end)
    return end.map { UnsafePointer($0) }
}
