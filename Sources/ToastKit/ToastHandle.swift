#if canImport(UIKit)
import os
import UIKit
@_spi(Plumbing) import ToastCore

/// A shown (or waiting, or queued) toast, for ending it early or asking how it ended.
///
/// ```swift
/// let handle = Toast.show("Uploading…", duration: .indefinite)
/// // …
/// handle.dismiss()               // ends it with .dismissed, wherever it is
/// ```
///
/// `dismissal.id` is the engine's identifier within its scene, or 0 for a request that never
/// reached a scene. Handles hold nothing strongly: keeping one keeps no window or view alive.
/// `dismiss()` and `isFinished` may be used from any thread (Objective-C callers use them from
/// network callbacks); `dismiss()` from another thread takes effect on the main thread, after
/// anything that thread asked for before.
@MainActor
@objc(TKToastHandle)
public final class ToastHandle: NSObject {
    enum Location {
        case unbound
        case waiting(UInt64)
        case presented(Weak<ToastSceneHost>, ToastID)
        case finished
    }

    private(set) var location: Location = .unbound
    private var dismissWhenBound = false
    /// Whether the toast has ended, readable from any thread.
    private let finished = OSAllocatedUnfairLock(initialState: false)

    /// How the toast ended, once it has.
    public private(set) var dismissal: ToastDismissal?

    /// Whether the toast has ended.
    @objc public nonisolated var isFinished: Bool { finished.withLock { $0 } }

    /// A handle not yet bound to a toast; made on any thread by the Objective-C entry points.
    nonisolated override init() {
        super.init()
    }

    /// Ends the toast with ``ToastDismissReason/dismissed``: a visible toast hides, a queued or
    /// waiting one never shows. Does nothing once it has ended.
    @objc public nonisolated func dismiss() {
        ToastMainThread.run { self.dismissNow() }
    }

    private func dismissNow() {
        guard !isFinished else { return }
        if case .unbound = location {
            dismissWhenBound = true
            return
        }
        ToastCenter.shared.dismiss(location)
    }

    func bind(_ location: Location) {
        guard !isFinished else { return }
        self.location = location
        if dismissWhenBound {
            dismissWhenBound = false
            ToastCenter.shared.dismiss(location)
        }
    }

    func finish(_ dismissal: ToastDismissal) {
        guard self.dismissal == nil else { return }
        self.dismissal = dismissal
        location = .finished
        finished.withLock { $0 = true }
    }
}
#endif
