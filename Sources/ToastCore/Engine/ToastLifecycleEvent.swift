/// What happened to a toast, in the order it happened. Observers and hosts follow these.
///
/// A toast that shows reports `willShow`, `didShow`, then `willHide` and `didHide` with the same
/// reason, then `completed`. One that never shows (dropped, coalesced, rejected, or dismissed
/// while queued) reports only `completed`. A pause ends with `resumed`, or with `willHide` if
/// the toast leaves while paused. A pre-empted toast reports `willHide`/`didHide` with
/// ``ToastHideReason/preempted`` and later `willShow` again (or, dismissed while it left,
/// `completed` with ``ToastEndReason/dismissed``). `updated` can come at any time before
/// `completed`.
public enum ToastLifecycleEvent: Hashable, Sendable {
    /// The toast was put on screen and its show transition started (again, for a pre-empted
    /// toast that comes back from the queue).
    case willShow(ToastID)
    /// The show transition ended: the toast is at rest and its display time starts (after a loading
    /// toast's minimum time, if it has one).
    case didShow(ToastID)
    /// The hide transition started, for this reason. The toast no longer takes taps, swipes or
    /// touches. (A `ToastRuntime` runs the toast's action here when the reason is
    /// ``ToastEndReason/action``, before observers hear of it.)
    case willHide(ToastID, ToastHideReason)
    /// The hide transition ended and the toast's view is gone; the reason is the one `willHide` gave.
    case didHide(ToastID, ToastHideReason)
    /// The display time is paused, by a touch or by the app going to the background. Only a running
    /// display time pauses: a touch during the show transition sends it when the time would start,
    /// and an indefinite toast never sends it.
    case paused(ToastID)
    /// The hold ended (the finger lifted, or the app came back) and the display time runs again
    /// with the time that remained.
    case resumed(ToastID)
    /// An update changed its content, style or duration, or started its display time again
    /// (`ToastUpdate`); or a request with its coalescing key brought it different content.
    case updated(ToastID)
    /// An update would have made it invalid; it keeps what it had.
    case updateRejected(ToastID, ToastRejection)
    /// The request ended; sent exactly once per request.
    case completed(ToastEnding)

    /// The toast the event is about, whatever the case.
    public var id: ToastID {
        switch self {
        case .willShow(let id), .didShow(let id), .willHide(let id, _), .didHide(let id, _), .paused(let id), .resumed(let id),
            .updated(let id), .updateRejected(let id, _):
            id
        case .completed(let ending):
            ending.id
        }
    }

    /// A stable name: `willShow`, `didShow`, `willHide`, `didHide`, `paused`, `resumed`,
    /// `updated`, `updateRejected`, `completed`.
    public var name: String {
        switch self {
        case .willShow: "willShow"
        case .didShow: "didShow"
        case .willHide: "willHide"
        case .didHide: "didHide"
        case .paused: "paused"
        case .resumed: "resumed"
        case .updated: "updated"
        case .updateRejected: "updateRejected"
        case .completed: "completed"
        }
    }
}

/// Why a toast is leaving the screen.
public enum ToastHideReason: Hashable, Sendable, CustomStringConvertible {
    /// It is ending for this reason; `completed` follows `didHide`.
    case ending(ToastEndReason)
    /// A high-priority toast took its place; it goes back to the queue with its remaining time.
    case preempted

    /// The dismiss reason's name, or `preempted`.
    public var name: String {
        switch self {
        case .ending(let reason): reason.name
        case .preempted: "preempted"
        }
    }

    /// The same as ``name``, so a reason prints as `timeout` or `preempted`.
    public var description: String { name }
}
