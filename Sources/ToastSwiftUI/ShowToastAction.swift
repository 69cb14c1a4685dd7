#if canImport(SwiftUI) && canImport(UIKit)
import SwiftUI
import ToastCore
import ToastKit
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
///
/// Custom SwiftUI content (`Toast { … }`) shown with it is drawn in the environment of the view
/// that reads the action, as it is when the view's body runs: content can read the
/// `@EnvironmentObject`s and `@Environment` objects that view can.
///
/// Calling it is unavailable in app extensions. Outside a `.toast` modifier the action has no
/// view to go by and shows in the active scene, which only the app can find
/// (`UIApplication.shared`); and whether an action read from the environment has a view is known
/// only when it runs, so no call of it can compile in an extension. There, use the `.toast`
/// modifiers (`.toast(isPresented:)`, `.toast(item:)`, `.toast(message:)`,
/// `.toast(progress:_:done:)`), which always show from a view of their own in the extension's
/// scene, or ToastKit's `showToast` on a view or view controller the extension owns.
public struct ShowToastAction: Sendable {
    let scene: SceneReference?
    /// The environment of the view that read the action, in which custom SwiftUI content is
    /// drawn. Filled in whenever the action is read (the `showToast` key path), never stored.
    var environment: CapturedEnvironment?

    /// Shows a message with the standard style.
    @available(iOSApplicationExtension, unavailable, message: "no view to show from in an app extension: use a .toast modifier")
    @MainActor
    @discardableResult
    public func callAsFunction(_ message: String, completion: Toast.Completion? = nil) -> ToastHandle {
        callAsFunction(Toast(message), completion: completion)
    }

    /// Shows `toast`; `completion` runs once with how it ended. Inside a `.toast` modifier, from
    /// that modifier's view (in its scene; while it is covered, in the scene it was in; before
    /// it is in a window, once it is); outside one, in the active scene.
    @available(iOSApplicationExtension, unavailable, message: "no view to show from in an app extension: use a .toast modifier")
    @MainActor
    @discardableResult
    public func callAsFunction(_ toast: Toast, completion: Toast.Completion? = nil) -> ToastHandle {
        let toast = toast.withEnvironment(environment)
        return scene?.show(toast, completion: completion) ?? Toast.show(toast, completion: completion)
    }

    /// Shows a loading toast while `operation` runs, then turns it into a success or failure
    /// toast (see `Toast.task` in ToastKit); returns what the operation returns and rethrows
    /// what it throws. Cancelling the calling task (a `.task` modifier's view going away)
    /// dismisses the toast.
    ///
    /// ```swift
    /// Button("Save") { Task { try await showToast.task("Saving…", success: "Saved") { try await save() } } }
    /// ```
    @available(iOSApplicationExtension, unavailable, message: "no view to show from in an app extension: use a .toast modifier")
    @MainActor
    public func task<T>(
        _ message: String, success: String, failure: ((any Error) -> String)? = nil, operation: () async throws -> T
    ) async throws -> T {
        try await Toast.runTask(message, success: success, failure: failure, show: { callAsFunction($0) }) { (_: ToastTaskProgress) in
            try await operation()
        }
    }

    /// ``task(_:success:failure:operation:)`` for work that reports how far it is.
    @available(iOSApplicationExtension, unavailable, message: "no view to show from in an app extension: use a .toast modifier")
    @MainActor
    public func task<T>(
        _ message: String, success: String, failure: ((any Error) -> String)? = nil, operation: (ToastTaskProgress) async throws -> T
    ) async throws -> T {
        try await Toast.runTask(message, success: success, failure: failure, show: { callAsFunction($0) }, operation: operation)
    }
}

extension ShowToastAction: Equatable {
    /// Two actions are the same while they show in the same scene. SwiftUI compares the value a
    /// view reads with `@Environment(\.showToast)` to decide whether the view depends on a change:
    /// the environment each read captures (for custom content) is new at every read, and without
    /// this every view holding the action (a list with a Copy button per row) would run its body
    /// again on any change of the environment.
    public static func == (lhs: ShowToastAction, rhs: ShowToastAction) -> Bool {
        lhs.scene === rhs.scene
    }
}

private struct ShowToastKey: EnvironmentKey {
    static let defaultValue = ShowToastAction(scene: nil)
}

extension EnvironmentValues {
    /// The action that shows a toast (see ``ShowToastAction``).
    public var showToast: ShowToastAction {
        get {
            // Read where SwiftUI hands a view its environment (`@Environment(\.showToast)`):
            // the view's whole environment is here, and custom content shown with the action is
            // drawn in it (the environment does not cross a UIHostingController by itself).
            var action = self[ShowToastKey.self]
            action.environment = CapturedEnvironment(self)
            return action
        }
        set {
            var action = newValue
            action.environment = nil  // captured again wherever it is read
            self[ShowToastKey.self] = action
        }
    }
}
#endif
