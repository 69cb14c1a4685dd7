#if canImport(UIKit)
import os
import UIKit
import ToastCore

/// A shown (or waiting, or queued) toast, for changing it, ending it early or asking how it
/// ended.
///
/// ```swift
/// let handle = Toast.show(Toast("Uploading…", progress: .indeterminate))
/// handle.update(progress: 0.4)
/// handle.update(message: "Uploading 3 of 10")
/// handle.update(Toast("Uploaded", style: .success))   // finished: it times out normally
/// handle.dismiss()               // or ends it with .dismissed, wherever it is
/// ```
///
/// `ending.id` is the request's identifier, which no other request of the app has: ToastKit
/// numbers the app's requests as they arrive, and a request that waited for a scene again as it
/// reaches one. It is the identifier ``Toast/observe(_:)``'s events carry. Handles hold nothing strongly: keeping one keeps no window or view alive.
/// `dismiss()` and `isFinished` may be used from any thread (Objective-C callers use them from
/// network callbacks); `dismiss()` from another thread takes effect on the main thread, after
/// anything that thread asked for before.
@MainActor
@objc(TKToastHandle)
public final class ToastHandle: NSObject {
    enum Location {
        case unbound
        /// Waiting for a scene, under the identifier it ends with if it never reaches one.
        case waiting(ToastID)
        case presented(Weak<ToastSceneHost>, ToastID)
        case finished
    }

    private(set) var location: Location = .unbound
    private var dismissWhenBound = false
    /// Updates made before the toast reached a scene's engine, applied when it does.
    private var updatesWhenBound: [Change] = []

    /// A change to the toast from its handle.
    struct Change {
        var update: ToastUpdate
        /// A new picture for an image icon, and a new action handler (updates with a whole toast).
        var image: UIImage?
        var action: (@MainActor () -> Void)?
    }
    /// Whether the toast has ended, readable from any thread.
    private let finished = OSAllocatedUnfairLock(initialState: false)

    /// How the toast ended, once it has.
    public private(set) var ending: ToastEnding?

    /// Whether the toast has ended.
    @objc public nonisolated var isFinished: Bool { finished.withLock { $0 } }

    /// A handle not yet bound to a toast; made on any thread by the Objective-C entry points.
    nonisolated override init() {
        super.init()
    }

    /// Ends the toast with ``/ToastCore/ToastEndReason/dismissed``: a visible toast hides, a queued or
    /// waiting one never shows. Does nothing once it has ended.
    @objc public nonisolated func dismiss() {
        runAfterProgress { self.dismissNow() }
    }

    private func dismissNow() {
        if let fraction = ToastProgressFrames.shared.flush(self) { applyProgress(fraction) }
        guard !isFinished else { return }
        if case .unbound = location {
            dismissWhenBound = true
            return
        }
        ToastCenter.shared.dismiss(location)
    }

    /// Changes the toast's fraction done (0…1, clamped; NaN shows a spinner) without touching
    /// its timer. From any thread, like ``dismiss()``, as often as the work reports: changes
    /// reach the toast at most once per frame of the display, the latest one (a change of
    /// another kind made after it never lands before it).
    ///
    /// ```swift
    /// handle.update(progress: 0.4)
    /// ```
    @objc(updateProgress:)
    public nonisolated func update(progress: Double) {
        guard !Thread.isMainThread else {
            // A fraction another thread reported earlier and still on its way is older than this
            // one: it must not land after it (the bar would move back).
            offMainProgress.withLock { $0 = nil }
            ToastMainThread.assumeMainActor { ToastProgressFrames.shared.changed(self, to: progress) }
            return
        }
        // From another thread, a download's delegate reports far more often than the main queue
        // needs to hear: the fractions replace each other here, and only the first since the last
        // hop asks for one.
        let isFirst = offMainProgress.withLock { pending in
            defer { pending = progress }
            return pending == nil
        }
        guard isFirst else { return }
        ToastMainThread.run { self.takeOffMainProgress() }
    }

    /// The latest fraction reported from another thread that has not reached the main thread.
    private let offMainProgress = OSAllocatedUnfairLock<Double?>(initialState: nil)

    /// Hands the fraction reported from another thread on to the frames, if one waits.
    private func takeOffMainProgress() {
        let fraction = offMainProgress.withLock { pending in
            defer { pending = nil }
            return pending
        }
        if let fraction { ToastProgressFrames.shared.changed(self, to: fraction) }
    }

    /// Runs `work` on the main thread (``ToastMainThread/run(_:)``), after the fraction this
    /// thread reported before it if that has not reached the main thread yet: the fraction is
    /// carried in the same hop, so a change made after it never lands before it.
    private nonisolated func runAfterProgress(_ work: @escaping @MainActor @Sendable () -> Void) {
        let carried: Double? =
            Thread.isMainThread
            ? nil
            : offMainProgress.withLock { pending in
                defer { pending = nil }
                return pending
            }
        ToastMainThread.run {
            if let carried { ToastProgressFrames.shared.changed(self, to: carried) }
            work()
        }
    }

    /// A frame's fraction (``ToastProgressFrames``).
    func applyProgress(_ fraction: Double) {
        applyNow(Change(update: .progress(fraction)))
    }

    /// Changes the toast's message; VoiceOver announces the new one. From any thread.
    @objc(updateMessage:)
    public nonisolated func update(message: String) {
        runAfterProgress { self.apply(Change(update: .message(message))) }
    }

    /// Turns the toast into `toast`: its text, icon, action, progress, style and duration (its
    /// place, position and priority stay). A toast without progress is finished: it times out
    /// from now, as its duration says.
    ///
    /// ```swift
    /// handle.update(Toast("Uploaded", style: .success))
    /// ```
    public func update(_ toast: Toast) {
        var image: UIImage?
        if case .image(let picture) = toast.icon { image = picture }
        apply(Change(update: .replacing(with: toast.request), image: image, action: toast.action?.handler))
    }

    /// Finishes a loading toast with `message` in `style`, for Objective-C: it becomes a normal
    /// toast that times out. From any thread.
    @objc(finishWithMessage:style:)
    public nonisolated func finish(message: String, style: ToastObjectiveCStyle) {
        runAfterProgress { self.update(Toast(message, style: style.style)) }
    }

    /// Any change but a reported fraction: a fraction still waiting for its frame goes first.
    private func apply(_ change: Change) {
        if let fraction = ToastProgressFrames.shared.flush(self) { applyProgress(fraction) }
        applyNow(change)
    }

    private func applyNow(_ change: Change) {
        guard !isFinished else { return }
        if case .unbound = location {
            updatesWhenBound.append(change)
            return
        }
        ToastCenter.shared.update(location, change)
    }

    func bind(_ location: Location) {
        guard !isFinished else { return }
        self.location = location
        let updates = updatesWhenBound
        updatesWhenBound = []
        for change in updates { ToastCenter.shared.update(location, change) }
        if dismissWhenBound {
            dismissWhenBound = false
            ToastCenter.shared.dismiss(location)
        }
    }

    /// Back to no location, for a request on its way from the waiting room to a scene's engine:
    /// calls made meanwhile wait for ``bind(_:)``.
    func unbind() {
        guard !isFinished else { return }
        location = .unbound
    }

    func finish(_ ending: ToastEnding) {
        guard self.ending == nil else { return }
        self.ending = ending
        location = .finished
        updatesWhenBound = []
        finished.withLock { $0 = true }
    }
}
#endif
