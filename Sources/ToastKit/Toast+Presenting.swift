#if canImport(UIKit)
import UIKit
import ToastCore

extension Toast {
    /// Shows a toast with a message in the active scene.
    ///
    /// ```swift
    /// Toast.show("Saved")
    /// Toast.show("Saved", duration: .long, position: .top)
    /// Toast.show("Deleted", style: .success) { ending in print(ending.reason) }
    /// ```
    ///
    /// The completion runs exactly once, on the main actor, with the reason the toast ended. A
    /// request the engine refuses (empty text, negative seconds) completes with
    /// ``/ToastCore/ToastEndReason/rejected(_:)`` before this returns.
    ///
    /// Unavailable in app extensions, which have no list of the app's scenes: show from a view
    /// there (``ToastShowing/showToast(_:completion:)``).
    @available(iOSApplicationExtension, unavailable)
    @discardableResult
    public static func show(
        _ message: String, title: String? = nil, duration: ToastDuration? = nil, position: ToastPosition? = nil,
        style: ToastStyle? = nil, completion: Toast.Completion? = nil
    ) -> ToastHandle {
        show(Toast(message, title: title, style: style, duration: duration, position: position), completion: completion)
    }

    /// Shows `toast` in `scene`, or in the active scene that holds the key window (the one that
    /// became active most recently, when several do).
    ///
    /// Without a view to go by, a bottom toast sits above the tab bar and toolbar of the screen
    /// the app shows in that scene: the top of its presentation chain, then down through every
    /// container (tab bar and navigation controllers, a SwiftUI `TabView` in its hosting
    /// controller, split views, the app's own containers) to the screen that reaches the bottom
    /// edge. The bars are read again while the toast is up. To place it by a particular
    /// controller, show it from that controller or its view (``ToastShowing/showToast(_:completion:)``).
    ///
    /// With no scene in the foreground (at launch, or in the background) the request waits for one
    /// for ten seconds, then ends with ``/ToastCore/ToastDropCause/nowhereToShow``.
    ///
    /// Unavailable in app extensions, which have no list of the app's scenes
    /// (`UIApplication.shared`): there, show from a view the extension owns
    /// (``ToastShowing/showToast(_:completion:)``).
    @available(iOSApplicationExtension, unavailable)
    @discardableResult
    public static func show(_ toast: Toast, in scene: UIWindowScene? = nil, completion: Toast.Completion? = nil) -> ToastHandle {
        let handle = ToastHandle()
        ToastCenter.shared.show(toast, from: .app(in: scene), anchor: nil, handle: handle, completion: completion)
        return handle
    }

    /// Shows `toast` in `scene` and in no other: at once while the scene is in the foreground,
    /// else when it returns (waiting at most ten seconds, as a view's toast does); a scene that
    /// has gone (`nil`) is waited for in vain. Unlike ``show(_:in:completion:)`` it needs no list
    /// of the app's scenes, so it works in app extensions: SwiftUI's modifiers show a covered
    /// view's toasts this way, in the scene the view was in last. A bottom toast sits above the
    /// bars of the screen the scene shows.
    @discardableResult
    package static func show(_ toast: Toast, onlyIn scene: UIWindowScene?, completion: Toast.Completion?) -> ToastHandle {
        let handle = ToastHandle()
        ToastCenter.shared.show(toast, from: .scene(scene.map(Weak.init)), anchor: nil, handle: handle, completion: completion)
        return handle
    }

    /// Shows `toast` and waits until it ends; returns how it ended. Cancelling the task dismisses it.
    ///
    /// ```swift
    /// let ending = await Toast.present(Toast("Sent", action: .init("Undo") { unsend() }))
    /// if ending.reason == .action { … }
    /// ```
    ///
    /// Unavailable in app extensions, like ``show(_:in:completion:)``.
    @available(iOSApplicationExtension, unavailable)
    public static func present(_ toast: Toast, in scene: UIWindowScene? = nil) async -> ToastEnding {
        let handle = ToastHandle()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<ToastEnding, Never>) in
                ToastCenter.shared.show(toast, from: .app(in: scene), anchor: nil, handle: handle) { ending in
                    continuation.resume(returning: ending)
                }
            }
        } onCancel: {
            handle.dismiss()
        }
    }

    /// Shows a message and waits until it ends; returns how it ended. Unavailable in app
    /// extensions.
    @available(iOSApplicationExtension, unavailable)
    public static func present(
        _ message: String, title: String? = nil, duration: ToastDuration? = nil, position: ToastPosition? = nil,
        style: ToastStyle? = nil
    ) async -> ToastEnding {
        await present(Toast(message, title: title, style: style, duration: duration, position: position))
    }

    /// Ends every toast in every scene, visible, queued or waiting, with
    /// ``/ToastCore/ToastEndReason/dismissed``.
    public static func dismissAll() {
        ToastCenter.shared.dismissAll()
    }

    /// Shows a message from any thread or task, in the active scene: at once on the main thread,
    /// else on the main thread after whatever the calling thread asked for earlier. Calls made one
    /// after another off the main thread show in that order; a call made on the main thread shows
    /// at once, ahead of any that another thread made before it and that still wait for the main
    /// queue. For legacy code that cannot call a main-actor method; Swift code on the main actor
    /// should call ``show(_:title:duration:position:style:completion:)``. Unavailable in app
    /// extensions.
    @available(iOSApplicationExtension, unavailable)
    public nonisolated static func showFromAnyThread(
        _ message: String, title: String? = nil, duration: ToastDuration? = nil, position: ToastPosition? = nil,
        style: ToastStyle? = nil
    ) {
        ToastMainThread.run {
            show(message, title: title, duration: duration, position: position, style: style)
        }
    }
}
#endif
