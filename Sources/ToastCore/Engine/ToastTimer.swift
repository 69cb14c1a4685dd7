/// One timer the engine asked for. The host starts it with ``ToastStateMachine/Effect/startTimer(_:fireAt:)``
/// and reports it with ``ToastStateMachine/Event/timerFired(_:)``.
///
/// Every timer is new: a timer that was cancelled or superseded and fires anyway is recognised
/// and ignored, so a late timer can never end a newer toast (ToastUtil's defect).
public struct ToastTimer: Hashable, Sendable, CustomStringConvertible {
    /// What ends when a timer fires; each phase of a toast's life waits for at most one of these.
    public enum Kind: String, Hashable, Sendable {
        /// The show transition ends.
        case showTransition
        /// The time on screen ends.
        case display
        /// The hide transition ends.
        case hideTransition
        /// A loading request's grace time ends: it takes its place.
        case grace
        /// A loading toast's minimum time at rest ends: waiting changes take effect.
        case minimum
    }

    /// The toast the timer belongs to.
    public let id: ToastID
    /// What the timer ends, and so what the engine does when it fires.
    public let kind: Kind
    /// Unique within one machine.
    public let generation: UInt64

    /// The kind, toast and generation, such as `display(#3, 7)`, for logs and test failures.
    public var description: String { "\(kind)(\(id), \(generation))" }
}
