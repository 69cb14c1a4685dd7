// Not in Embedded Swift (the WebAssembly playground's build), which has no main actor, tasks, clocks or weak references.
#if !hasFeature(Embedded)
/// What shows toasts for a ``ToastRuntime``: the UIKit overlay window, the Linux renderer, or a
/// test double.
///
/// The host only carries out what the engine decided: it lays toasts out, animates with the
/// ``PresentedToast/transition`` it is given, and removes views when told. It
/// reports touches and gestures back through ``ToastRuntime/send(_:)``. It never decides when a
/// toast ends; in particular it never waits for an animation's completion to move the queue on.
@MainActor
public protocol ToastHosting: AnyObject {
    /// A toast starts entering: add its view and run its show transition.
    func present(_ toast: PresentedToast)
    /// A toast starts leaving: run its hide transition (the snapshot's phase carries the
    /// reason). An instant hide is followed at once by ``remove(_:)``.
    func beginHiding(_ toast: PresentedToast)
    /// A toast's content or style changed while it is on screen (entering, shown or leaving):
    /// draw the new snapshot, lay it out again and animate to its new size. Its transition and
    /// timing are unchanged.
    func update(_ toast: PresentedToast)
    /// A toast's hide transition has ended: remove its view (if it still has one).
    func remove(_ id: ToastID)
    /// A screen reader is running: announce `text` without moving focus, queued behind anything
    /// it is already saying.
    func announce(_ text: String, for id: ToastID)
}
#endif
