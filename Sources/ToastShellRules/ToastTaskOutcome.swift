import Foundation
import ToastCore

/// How the loading toast of ToastKit's `Toast.task` ends, from how its operation ended.
///
/// - The operation returned: the toast becomes a ``ToastStyle/success`` toast saying the
///   success message, and times out as that style says.
/// - It threw: a ``ToastStyle/error`` toast saying what the app's `failure` closure makes of the
///   error, or, without one, the error's `localizedDescription`.
/// - The calling task was cancelled (by the time the operation returned or threw, or because it
///   threw `CancellationError`): the toast is dismissed, with ``ToastEndReason/dismissed``,
///   and says nothing more — no one is waiting for the result.
///
/// ```swift
/// ToastTaskOutcome.returned(success: "Uploaded", cancelled: false)   // .finish("Uploaded", .success)
/// ToastTaskOutcome.threw(CancellationError(), failure: nil, cancelled: false)   // .dismiss
/// ```
package enum ToastTaskOutcome: Equatable, Sendable {
    /// The loading toast becomes a toast saying `message` in `style`.
    case finish(message: String, style: ToastStyle)
    /// The loading toast is dismissed.
    case dismiss

    /// The operation returned; `cancelled` says whether the calling task was cancelled by then.
    package static func returned(success: String, cancelled: Bool) -> ToastTaskOutcome {
        cancelled ? .dismiss : .finish(message: success, style: .success)
    }

    /// The operation threw `error`; `cancelled` says whether the calling task was cancelled by
    /// then.
    package static func threw(_ error: any Error, failure: ((any Error) -> String)?, cancelled: Bool) -> ToastTaskOutcome {
        if cancelled || error is CancellationError { return .dismiss }
        return .finish(message: failure?(error) ?? error.localizedDescription, style: .error)
    }
}
