/// How urgent a toast is relative to others at the same position.
///
/// A ``high`` toast that finds every seat taken pre-empts a visible ``normal`` one: the normal
/// toast leaves, goes back to the front of the normal toasts in the queue and later shows again
/// for its remaining time (libadwaita's `ADW_TOAST_PRIORITY_HIGH`). Within one priority the
/// queue is first in, first out.
public enum ToastPriority: Int, Hashable, Comparable, Sendable, CaseIterable {
    /// The default. Waits its turn behind every queued high-priority toast, and can be
    /// pre-empted while it shows.
    case normal = 0
    /// Urgent news, such as a lost connection. It joins the queue ahead of every normal toast and,
    /// when every seat is taken, pre-empts the oldest visible normal toast. It never pre-empts
    /// another high-priority toast, and it only pre-empts when its policy is
    /// ``ToastQueuePolicy/queue``.
    case high = 1

    /// Whether `lhs` is less urgent than `rhs`: ``normal`` < ``high``.
    public static func < (lhs: ToastPriority, rhs: ToastPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What a request does when every visible seat at its position is taken.
public enum ToastQueuePolicy: String, Hashable, Sendable, CaseIterable {
    /// Waits its turn (first in, first out within its priority). A full queue drops the newest
    /// lowest-priority request with ``ToastDropCause/queueFull(limit:)``.
    case queue
    /// Shows at once; the oldest visible toast leaves with ``ToastEndReason/replaced``.
    case replace
    /// Gives up at once with ``ToastDropCause/positionBusy`` when the position is busy.
    case drop
}
