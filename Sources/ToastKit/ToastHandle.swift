#if canImport(UIKit)
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
@MainActor
@objc(TKToastHandle)
public final class ToastHandle: NSObject {
    enum Location {
        case unbound
        case waiting(UInt64)
        case presented(Weak<ToastSceneController>, ToastID)
        case finished
    }

    private(set) var location: Location = .unbound
    private var dismissWhenBound = false

    /// How the toast ended, once it has.
    public private(set) var dismissal: ToastDismissal?

    /// Whether the toast has ended.
    @objc public var isFinished: Bool { dismissal != nil }

    override init() {
        super.init()
    }

    /// Ends the toast with ``ToastDismissReason/dismissed``: a visible toast hides, a queued or
    /// waiting one never shows. Does nothing once it has ended.
    @objc public func dismiss() {
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
    }
}
#endif
