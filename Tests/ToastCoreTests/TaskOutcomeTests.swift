import Foundation
import Testing

@testable import ToastCore
@testable import ToastShellRules

/// How `Toast.task`'s loading toast ends: success, failure, cancellation.
@Suite("Task outcomes")
struct TaskOutcomeTests {
    struct Offline: LocalizedError {
        var errorDescription: String? { "You are offline" }
    }

    @Test func returningWorkFinishesWithTheSuccessMessage() {
        #expect(ToastTaskOutcome.returned(success: "Uploaded", cancelled: false) == .finish(message: "Uploaded", style: .success))
    }

    @Test func failingWorkSaysWhatTheFailureClosureMakesOfTheErrorElseItsDescription() {
        #expect(
            ToastTaskOutcome.threw(Offline(), failure: { _ in "Upload failed" }, cancelled: false)
                == .finish(message: "Upload failed", style: .error))
        #expect(ToastTaskOutcome.threw(Offline(), failure: nil, cancelled: false) == .finish(message: "You are offline", style: .error))
    }

    @Test func cancelledWorkDismissesWhateverItEndedWith() {
        #expect(ToastTaskOutcome.returned(success: "Uploaded", cancelled: true) == .dismiss)
        #expect(ToastTaskOutcome.threw(Offline(), failure: nil, cancelled: true) == .dismiss)
        #expect(ToastTaskOutcome.threw(CancellationError(), failure: { _ in "Upload failed" }, cancelled: false) == .dismiss)
    }
}
