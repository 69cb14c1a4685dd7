/// A toast on screen, as a host draws it: its request, where it is in its life and its current
/// transition.
package struct ToastSnapshot: Equatable, Sendable {
    /// Where a toast on screen is in its life. A queued toast has no snapshot, so it has no phase.
    package enum Phase: Equatable, Sendable {
        /// The show transition is running.
        case entering
        /// At rest; its display time is running, paused, or endless (indefinite).
        case shown
        /// The hide transition is running.
        case leaving(ToastHideReason)
    }

    /// The request's identifier: the one `show` returned, carried by every lifecycle event about it.
    package let id: ToastID
    /// The request, with its text cleaned.
    package let request: ToastRequest
    /// Entering, at rest, or leaving (with the reason). A host picks the transition to run from it.
    package let phase: Phase
    /// The transition running now (the show or hide transition, as Reduce Motion left it).
    package let transition: ToastTransition
    /// When the current transition started, in engine time (the seconds the host passes with
    /// each call). At rest it is the time the snapshot was taken.
    package let transitionStart: Double
    /// When the current transition ends, in engine time. It equals ``transitionStart`` at rest
    /// and for an instant transition; it is the engine's deadline for the transition.
    package let transitionEnd: Double
    /// Whether its display time is paused (by a touch or the app being in the background).
    package let isPaused: Bool
    /// Its remaining time on screen.
    package let remaining: ToastStateMachine.RemainingTime

    /// How far the current transition has run at `now`, 0…1 (1 when at rest).
    package func transitionProgress(at now: Double) -> Double {
        guard phase != .shown else { return 1 }
        let length = transitionEnd - transitionStart
        guard length > 0 else { return 1 }
        return min(max((now - transitionStart) / length, 0), 1)
    }

    /// Whether its hide transition is running: it is on its way out, and takes no more touches.
    package var isLeaving: Bool {
        if case .leaving = phase { true } else { false }
    }

    /// Which of its style's transitions its look is sampled from: the hide transition while
    /// leaving, else the show transition (at rest, its end), for
    /// ``ToastTransition/sample(at:phase:geometry:)``.
    package var transitionPhase: ToastTransitionPhase {
        isLeaving ? .leaving : .entering
    }
}
