#if canImport(UIKit)
import UIKit
import ToastCore
internal import ToastShellRules

extension Toast {
    /// Shows a loading toast while `operation` runs, then turns it into a success or failure
    /// toast; returns what the operation returns and rethrows what it throws.
    ///
    /// ```swift
    /// let photo = try await Toast.task("Uploading…", success: "Uploaded", failure: { _ in "Upload failed" }) {
    ///     try await upload()
    /// }
    /// ```
    ///
    /// The loading toast appears only if the work is still running after a grace time, and once
    /// shown it stays at least a minimum time (``Toast/defaults``' ``ToastDefaults/loading``), so
    /// quick work shows only its result and a result never flashes a spinner away. The result
    /// is the same toast, updated (``/ToastCore/ToastStyle/success`` or ``/ToastCore/ToastStyle/error``), announced to
    /// VoiceOver, and it times out normally. Cancelling the calling task dismisses the toast
    /// with ``/ToastCore/ToastEndReason/dismissed`` and cancels the operation (it runs in this task).
    ///
    /// - Parameters:
    ///   - message: What the loading toast says while the work runs.
    ///   - success: What the toast says once the operation returns.
    ///   - failure: The failure toast's text for an error; without it, the error's
    ///     `localizedDescription`.
    ///   - scene: The scene to show in; by default the active one.
    ///   - operation: The work. It runs in the calling task.
    /// - Returns: What `operation` returns.
    ///
    /// Unavailable in app extensions, like ``show(_:in:completion:)``.
    @available(iOSApplicationExtension, unavailable)
    public static func task<T>(
        _ message: String, success: String, failure: ((any Error) -> String)? = nil, in scene: UIWindowScene? = nil,
        operation: () async throws -> T
    ) async throws -> T {
        try await task(message, success: success, failure: failure, in: scene) { (_: ToastTaskProgress) in try await operation() }
    }

    /// ``task(_:success:failure:in:operation:)`` for work that reports how far it is: the toast
    /// shows a spinner until the first report, then a ring filling to the fraction done.
    ///
    /// ```swift
    /// try await Toast.task("Syncing…", success: "Synced") { progress in
    ///     for step in 1...10 { try await sync(step); progress.update(Double(step) / 10) }
    /// }
    /// ```
    @available(iOSApplicationExtension, unavailable)
    public static func task<T>(
        _ message: String, success: String, failure: ((any Error) -> String)? = nil, in scene: UIWindowScene? = nil,
        operation: (ToastTaskProgress) async throws -> T
    ) async throws -> T {
        try await runTask(message, success: success, failure: failure, show: { show($0, in: scene) }, operation: operation)
    }

    /// `task`, showing the loading toast with `show` (SwiftUI shows it from its probe view).
    package static func runTask<T>(
        _ message: String, success: String, failure: ((any Error) -> String)?, show: (Toast) -> ToastHandle,
        operation: (ToastTaskProgress) async throws -> T
    ) async throws -> T {
        let handle = show(Toast(message, progress: .indeterminate, loading: defaults.loading))
        let progress = ToastTaskProgress(handle: handle)
        do {
            let value = try await withTaskCancellationHandler {
                try await operation(progress)
            } onCancel: {
                // ToastTaskOutcome's cancelled case, at once: from any thread.
                handle.dismiss()
            }
            finish(handle, .returned(success: success, cancelled: Task.isCancelled))
            return value
        } catch {
            finish(handle, .threw(error, failure: failure, cancelled: Task.isCancelled))
            throw error
        }
    }

    /// Carries out how a task's loading toast ends.
    private static func finish(_ handle: ToastHandle, _ outcome: ToastTaskOutcome) {
        switch outcome {
        case .finish(let message, let style): handle.update(Toast(message, style: style))
        case .dismiss: handle.dismiss()
        }
    }

    /// Calls `observer` with every lifecycle event of every toast in every scene (shown,
    /// hidden, paused, updated, completed with its reason) until the observation is cancelled
    /// or released. Every request ends with one ``/ToastCore/ToastLifecycleEvent/completed(_:)``,
    /// including one that never reached a scene (it waited for one in vain, or its presenter was
    /// drawing another toast), and identifiers are unique across the app: two scenes' toasts
    /// never share one.
    ///
    /// ```swift
    /// let observation = Toast.observe { event in analytics.log(event.name) }
    /// observation.cancel()
    /// ```
    ///
    /// Keep the observation for as long as you want events, typically in a property; releasing
    /// it (setting the property to `nil`, or the object that holds it going away) ends them, on
    /// any thread, as `cancel()` does. The observer is kept only by the observation: capture
    /// `self` weakly in it when `self` keeps the observation, or the two keep each other alive.
    public static func observe(_ observer: @escaping @MainActor (ToastLifecycleEvent) -> Void) -> ToastObservation {
        ToastCenter.shared.observe(observer)
    }
}

/// How an operation run by `Toast.task` reports how far it is. Safe to use from any thread or
/// task.
public final class ToastTaskProgress: Sendable {
    private let handle: ToastHandle

    init(handle: ToastHandle) {
        self.handle = handle
    }

    /// The fraction done, 0…1 (clamped; NaN shows a spinner). Never touches the toast's timer
    /// and is never announced.
    public func update(_ fraction: Double) {
        handle.update(progress: fraction)
    }

    /// A new message while the work runs ("Uploading 3 of 10"), announced to VoiceOver.
    public func update(message: String) {
        handle.update(message: message)
    }
}
#endif
