import ToastCore

/// When a scene host reads its toasts' bars (a tab bar, a toolbar) again.
///
/// UIKit posts nothing when a controller's bars change (a push that hides the tab bar, a pop
/// that brings it back, a tab switch), so the host has to look. Looking ten times a second for
/// as long as toasts are up costs a read of the app's controllers every 0.1 s for the whole of a
/// long upload's loading toast, for nothing: bars change only when something moves. So the
/// host reads them when something happens that may move them, and polls only for a while
/// after:
///
/// - **Events.** A touch anywhere in the scene (the overlay's hit-test sees every one, and a
///   navigation almost always starts with one; a pointer's hover is no touch), a layout or size
///   change of the scene, a toast that comes, moves, changes size or goes (``mayMoveBars(_:)``), a
///   trait or keyboard change, the scene becoming active.
///   Each reads the bars at once and polls for ``settleTime`` after it.
/// - **Polling while something moves.** Every ``interval`` while polling; a read that finds the
///   bars changed (a tab bar still sliding) keeps polling for ``settleTime`` from then.
/// - **Quiet.** Otherwise nothing is read: an indefinite toast over a screen nobody touches
///   costs no reads. A bar the app changes with no touch, no layout and no toast change (from a
///   timer, say) is followed at the next of these events.
///
/// ```swift
/// var polling = ToastBarsPolling()
/// polling.somethingHappened(at: 3.0)         // read now; poll until 4.0
/// polling.read(at: 3.1, barsChanged: false)  // true: keep polling
/// polling.read(at: 4.1, barsChanged: false)  // false: stop
/// ```
package struct ToastBarsPolling: Sendable {
    /// How often the bars are read while polling: `ToastStage.contextReadingInterval`, often
    /// enough that a tab bar coming back after a pop is followed within a few frames.
    package static let interval = ToastStage.contextReadingInterval
    /// How long polling goes on after the last event or change: longer than UIKit's push and
    /// pop (about 0.35 s) and a sheet's presentation (about 0.5 s), with room for an app's own
    /// animation started in the same turn.
    package static let settleTime = 1.0

    /// Polling goes on until this time (the scheduler's seconds).
    private var pollsUntil = -Double.infinity

    package init() {}

    /// Whether the host polls at `now`.
    package func polls(at now: Double) -> Bool {
        now < pollsUntil
    }

    /// Something that may move the bars happened at `now`: the host reads them now and polls
    /// from now on (it starts its timer if it has none).
    package mutating func somethingHappened(at now: Double) {
        pollsUntil = max(pollsUntil, now + Self.settleTime)
    }

    /// A poll read the bars at `now`, and they had changed since the last read or not. Returns
    /// whether polling goes on (else the host stops its timer).
    package mutating func read(at now: Double, barsChanged: Bool) -> Bool {
        if barsChanged { somethingHappened(at: now) }
        return polls(at: now)
    }

    /// Whether carrying out `cues` may move the bars: a toast that comes, moves or goes (its own
    /// slide can start a navigation), the overlay shown or released. A batch that only redraws
    /// toasts in place (a determinate progress toast's frames, all through an upload), plays a
    /// haptic moves nothing, and polls nothing.
    ///
    /// ```swift
    /// ToastBarsPolling.mayMoveBars([.redraw(toast, style: style)])   // false
    /// ```
    package static func mayMoveBars(_ cues: [ToastStage.Cue]) -> Bool {
        cues.contains { cue in
            switch cue {
            case .redraw, .playHaptic: false
            default: true
            }
        }
    }

    /// The scene stopped being active or has no toasts: no polling until the next event.
    package mutating func stop() {
        pollsUntil = -Double.infinity
    }
}
