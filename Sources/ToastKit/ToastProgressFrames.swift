#if canImport(UIKit)
import QuartzCore
import UIKit
import ToastCore

/// Brings the handles' progress reports down to the display's frame rate
/// (``ToastProgressCoalescer``): each report waits here, and once a frame every handle whose
/// fraction changed hands its latest one to its toast's engine. A handle's other changes (text,
/// a finished toast, an ending) take its waiting fraction first (``flush(_:)``).
///
/// UIKit behaviour it relies on: a `CADisplayLink` added to the main run loop calls its target
/// once per frame the display draws (60 or 120 a second, fewer in Low Power Mode), on the main
/// thread, in the run loop's common modes also while a scroll view tracks a finger, at most as
/// often as its `preferredFrameRateRange` asks (iOS 15 and later); a paused link calls nothing
/// and costs nothing. It holds its target strongly, so the target is a small
/// object of its own, and the link is paused whenever nothing waits.
@MainActor
final class ToastProgressFrames {
    static let shared = ToastProgressFrames()

    private var coalescer = ToastProgressCoalescer<ObjectIdentifier>()
    private var handles: [ObjectIdentifier: ToastHandle] = [:]
    private var link: CADisplayLink?

    /// How often reports are handed on while they come: a fraction done is read, not followed
    /// like a finger, and 30 steps a second fill a ring or bar smoothly. Without a range a
    /// display link ticks at the display's top rate (120 a second on ProMotion), each tick a
    /// redraw of the toast.
    static let frameRates = CAFrameRateRange(minimum: 10, maximum: 30, preferred: 30)

    /// A new fraction for `handle`'s toast, handed on at the next frame.
    func changed(_ handle: ToastHandle, to fraction: Double) {
        let key = ObjectIdentifier(handle)
        handles[key] = handle
        if coalescer.changed(key, to: fraction) { displayLink().isPaused = false }
    }

    /// `handle` is about to change its toast in another way: the fraction waiting for it, if any.
    func flush(_ handle: ToastHandle) -> Double? {
        let key = ObjectIdentifier(handle)
        guard let fraction = coalescer.flush(key) else { return nil }
        handles[key] = nil
        return fraction
    }

    fileprivate func frame() {
        let due = coalescer.frame()
        let waiting = handles
        handles = [:]
        link?.isPaused = true
        for (key, fraction) in due { waiting[key]?.applyProgress(fraction) }
    }

    private func displayLink() -> CADisplayLink {
        if let link { return link }
        let link = CADisplayLink(target: ToastFrameTarget(), selector: #selector(ToastFrameTarget.tick))
        link.preferredFrameRateRange = Self.frameRates
        link.isPaused = true
        link.add(to: .main, forMode: .common)
        self.link = link
        return link
    }
}

/// The display link's target: the frames go to ``ToastProgressFrames``.
@MainActor
private final class ToastFrameTarget: NSObject {
    @objc func tick() {
        ToastProgressFrames.shared.frame()
    }
}
#endif
