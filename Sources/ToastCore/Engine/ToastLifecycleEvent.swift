/// What happened to a toast, in the order it happened. Observers and hosts follow these.
///
/// A toast that shows reports `willShow`, `didShow`, then `willHide` and `didHide` with the same
/// reason, then `completed`. One that never shows (dropped, coalesced, rejected, or dismissed
/// while queued) reports only `completed`. A pause ends with `resumed`, or with `willHide` if
/// the toast leaves while paused. A pre-empted toast reports `willHide`/`didHide` with
/// ``ToastHideReason/preempted`` and later `willShow` again (or, dismissed while it left,
/// `completed` with ``ToastDismissReason/dismissed``). `updated` can come at any time before
/// `completed`.
public enum ToastLifecycleEvent: Hashable, Sendable {
    case willShow(ToastID)
    case didShow(ToastID)
    case willHide(ToastID, ToastHideReason)
    case didHide(ToastID, ToastHideReason)
    case paused(ToastID)
    case resumed(ToastID)
    /// Its content, style or duration changed (``ToastUpdate``).
    case updated(ToastID)
    /// An update would have made it invalid; it keeps what it had.
    case updateRejected(ToastID, ToastRejection)
    /// The request ended; sent exactly once per request.
    case completed(ToastDismissal)

    public var id: ToastID {
        switch self {
        case .willShow(let id), .didShow(let id), .willHide(let id, _), .didHide(let id, _), .paused(let id), .resumed(let id),
             .updated(let id), .updateRejected(let id, _):
            id
        case .completed(let dismissal):
            dismissal.id
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
    case ending(ToastDismissReason)
    /// A high-priority toast took its place; it goes back to the queue with the time it had left.
    case preempted

    /// The dismiss reason's name, or `preempted`.
    public var name: String {
        switch self {
        case .ending(let reason): reason.name
        case .preempted: "preempted"
        }
    }

    public var description: String { name }
}
