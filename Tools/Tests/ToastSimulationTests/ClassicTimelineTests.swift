import Foundation
import Testing

@testable import ToastSimulation

/// Example scripts as event streams: each classic system's timing (`Examples/classic`) and the
/// stage's choreography on a phone (`Examples/stage`: stacking, the keyboard and the bars,
/// swipes, rotation, Reduce Motion). `NAME.jsonl` must produce exactly `NAME.expected.jsonl`. Set
/// `TOASTKIT_RECORD=1` to rewrite the expected files; a recording run fails, so a recorded file is
/// always looked at before it is committed.
@MainActor
@Suite("Example timelines")
struct ClassicTimelineTests {
    nonisolated static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples")

    nonisolated static let scripts = [
        "classic/toastUtil", "classic/windowTip", "classic/messageBanner", "classic/gkrToast",
        "stage/stack", "stage/deck", "stage/keyboard", "stage/swipe", "stage/rotation",
    ]

    @Test(arguments: scripts)
    func exampleMatchesItsExpectedEvents(name: String) throws {
        let script = try String(contentsOf: Self.examples.appendingPathComponent("\(name).jsonl"), encoding: .utf8)
        let (actual, error) = Simulation.run(script)
        #expect(error == nil)
        let expectedURL = Self.examples.appendingPathComponent("\(name).expected.jsonl")
        if ProcessInfo.processInfo.environment["TOASTKIT_RECORD"] == "1" {
            try actual.write(to: expectedURL, atomically: true, encoding: .utf8)
            Issue.record("Recorded \(expectedURL.lastPathComponent); look at it, then run again without TOASTKIT_RECORD.")
            return
        }
        let expected = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(actual == expected)
    }
}
