#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
@_spi(Plumbing) import ToastCore
@_spi(Plumbing) import ToastKit
import UIKit

/// Shows a toast from SwiftUI, like `\.dismiss` dismisses: read it from the environment and call it.
///
/// ```swift
/// @Environment(\.showToast) private var showToast
/// Button("Save") { save(); showToast("Saved") }
/// showToast(Toast("Deleted", style: .success, action: .init("Undo") { undo() }))
/// ```
///
/// It works without any host view: outside a `.toast` modifier it shows in the active scene, above
/// the bars of the controller the app shows; inside one, in that view's own scene, above the tab
/// bar and toolbar of the controller that hosts it. Toasts go through the same engine and overlay
/// as UIKit's, and outlive the view that showed them.
public struct ShowToastAction: Sendable {
    let scene: SceneReference?

    /// Shows a message with the standard style.
    @MainActor
    @discardableResult
    public func callAsFunction(_ message: String, completion: ToastRuntime.Completion? = nil) -> ToastHandle {
        callAsFunction(Toast(message), completion: completion)
    }

    /// Shows `toast`; `completion` runs once with how it ended.
    @MainActor
    @discardableResult
    public func callAsFunction(_ toast: Toast, completion: ToastRuntime.Completion? = nil) -> ToastHandle {
        scene?.show(toast, completion: completion) ?? Toast.show(toast, completion: completion)
    }

    /// Shows a loading toast while `operation` runs, then turns it into a success or failure
    /// toast (see `Toast.task` in ToastKit); returns what the operation returns and rethrows
    /// what it throws. Cancelling the calling task (a `.task` modifier's view going away)
    /// dismisses the toast.
    ///
    /// ```swift
    /// Button("Save") { Task { try await showToast.task("Saving…", success: "Saved") { try await save() } } }
    /// ```
    @MainActor
    public func task<T>(
        _ message: String, success: String, failure: ((any Error) -> String)? = nil, operation: () async throws -> T
    ) async throws -> T {
        try await Toast.runTask(message, success: success, failure: failure, show: { callAsFunction($0) }) { (_: ToastTaskProgress) in
            try await operation()
        }
    }

    /// ``task(_:success:failure:operation:)`` for work that reports how far it is.
    @MainActor
    public func task<T>(
        _ message: String, success: String, failure: ((any Error) -> String)? = nil, operation: (ToastTaskProgress) async throws -> T
    ) async throws -> T {
        try await Toast.runTask(message, success: success, failure: failure, show: { callAsFunction($0) }, operation: operation)
    }
}

private struct ShowToastKey: EnvironmentKey {
    static let defaultValue = ShowToastAction(scene: nil)
}

extension EnvironmentValues {
    /// The action that shows a toast (see ``ShowToastAction``).
    public var showToast: ShowToastAction {
        get { self[ShowToastKey.self] }
        set { self[ShowToastKey.self] = newValue }
    }
}
#endif
