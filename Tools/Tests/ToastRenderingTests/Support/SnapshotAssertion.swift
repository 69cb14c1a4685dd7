import Foundation
import Testing
import ToastRendering

/// Checks `image` against `__Snapshots__/NAME.png` beside the tests.
///
/// - `TOASTKIT_RECORD=1` writes the reference and fails, so nothing is recorded unseen.
/// - A missing reference is recorded, and the test fails.
/// - On a mismatch, the actual image and a difference image go to
///   `Tools/.build/snapshot-failures/` and the failure names them.
func assertSnapshot(_ image: CairoImage, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    let reference = tests.appendingPathComponent("__Snapshots__/\(name).png").path
    if ProcessInfo.processInfo.environment["TOASTKIT_RECORD"] == "1" {
        try image.writePNG(to: reference)
        Issue.record("Recorded \(reference); look at it, then run again without TOASTKIT_RECORD.", sourceLocation: sourceLocation)
        return
    }
    guard let expected = CairoImage(contentsOfPNG: reference) else {
        try image.writePNG(to: reference)
        Issue.record("No reference for \(name); recorded \(reference). Look at it and commit it.", sourceLocation: sourceLocation)
        return
    }
    let comparison = ImageComparison(expected: expected, actual: image)
    guard !comparison.matches else { return }
    let failures = tests.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(".build/snapshot-failures")
    let actualPath = failures.appendingPathComponent("\(name).actual.png").path
    try image.writePNG(to: actualPath)
    var message = "Snapshot \(name) differs: "
    if comparison.sizesMatch {
        let diffPath = failures.appendingPathComponent("\(name).diff.png").path
        try comparison.difference?.writePNG(to: diffPath)
        message +=
            "\(comparison.differingPixels) of \(comparison.totalPixels) pixels (allowed \(Int(Double(comparison.totalPixels) * ImageComparison.maximumDifferingFraction))). Actual: \(actualPath); difference: \(diffPath)"
    } else {
        message += "size \(image.width)×\(image.height), expected \(expected.width)×\(expected.height). Actual: \(actualPath)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
