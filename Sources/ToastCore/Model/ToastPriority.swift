/// How urgent a toast is relative to others at the same position.
///
/// A ``high`` toast that finds every slot taken pre-empts a visible ``normal`` one: the normal
/// toast leaves, goes back to the front of the normal toasts in the queue and later shows again
/// for the time it had left (libadwaita's `ADW_TOAST_PRIORITY_HIGH`). Within one priority the
/// queue is first in, first out.
public enum ToastPriority: Int, Hashable, Comparable, Sendable, CaseIterable {
    case normal = 0
    case high = 1

    public static func < (lhs: ToastPriority, rhs: ToastPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// What a request does when every visible slot at its position is taken.
public enum ToastQueuePolicy: String, Hashable, Sendable, CaseIterable {
    /// Waits its turn (first in, first out within its priority). A full queue drops the newest
    /// lowest-priority request with ``ToastDropCause/queueFull(limit:)``.
    case queue
    /// Shows at once; the oldest visible toast leaves with ``ToastDismissReason/replaced``.
    case replace
    /// Gives up at once with ``ToastDropCause/positionBusy`` when the position is busy.
    case drop
}
