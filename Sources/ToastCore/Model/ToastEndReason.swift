/// Why a toast request ended. Every request ends exactly once, with exactly one reason.
public enum ToastEndReason: Hashable, Sendable, CustomStringConvertible {
    /// Its time on screen ran out.
    case timeout
    /// The user tapped it.
    case tap
    /// The user swiped it away.
    case swipe
    /// The user chose its action.
    case action
    /// The app dismissed it (one toast or all of them).
    case dismissed
    /// A newer request with policy ``ToastQueuePolicy/replace`` took its place.
    case replaced
    /// It matched the coalescing key of a toast already visible or queued; that toast went on.
    case coalesced
    /// It was given up for the given cause, usually before it showed.
    case dropped(ToastDropCause)
    /// It was invalid and never showed; the rejection says what was wrong.
    case rejected(ToastRejection)

    /// A stable, lowercase name: `timeout`, `tap`, … `rejected`.
    public var name: String {
        switch self {
        case .timeout: "timeout"
        case .tap: "tap"
        case .swipe: "swipe"
        case .action: "action"
        case .dismissed: "dismissed"
        case .replaced: "replaced"
        case .coalesced: "coalesced"
        case .dropped: "dropped"
        case .rejected: "rejected"
        }
    }

    /// A sentence for a developer, without the toast's text.
    public var description: String {
        switch self {
        case .dropped(let cause): "dropped: \(cause)"
        case .rejected(let rejection): "rejected: \(rejection)"
        default: name
        }
    }

}

/// Why a valid request was dropped without showing.
public enum ToastDropCause: Hashable, Sendable, CustomStringConvertible {
    /// The queue for its position was full; the newest lowest-priority request gives way.
    case queueFull(limit: Int)
    /// Its policy was ``ToastQueuePolicy/drop`` and the position was busy.
    case positionBusy
    /// Nowhere to show it appeared in time (for example no active window scene), or the custom
    /// content presenter it names was drawing another toast (a presenter draws one toast at a
    /// time).
    case nowhereToShow
    /// The window scene it was shown in went away (disconnected) before it ended.
    case sceneRemoved
    /// The engine found it in a state its own rules do not allow, which is a bug in ToastKit,
    /// and ended it at once so that it does not stay on screen or in a queue for ever and its
    /// completion still runs. A debug build stops there instead, naming the rule.
    case inconsistentState

    /// A sentence for a developer, such as "the queue for its position was full (limit 5)".
    public var description: String {
        switch self {
        case .queueFull(let limit): "the queue for its position was full (limit \(limit))"
        case .positionBusy: "its policy is drop and its position was busy"
        case .nowhereToShow: "nowhere to show it became available in time"
        case .sceneRemoved: "its window scene went away"
        case .inconsistentState: "the engine found it in an inconsistent state (a ToastKit bug) and ended it"
        }
    }
}

/// Why a request was invalid. The text never contains the toast's message.
public enum ToastRejection: Error, Hashable, Sendable, CustomStringConvertible {
    /// The message and the title are both empty or only white space after cleaning.
    case emptyText
    /// The action's title is empty or only white space, so there would be no button to choose.
    case emptyActionTitle
    /// The duration's seconds were negative, NaN or infinite.
    case invalidDuration(Double)
    /// The fraction position was outside 0…1 or NaN.
    case invalidPosition(Double)

    /// A sentence for a developer that says what to fix, without the toast's text; for example
    /// "fraction position 1.5 is outside 0…1".
    public var description: String {
        switch self {
        case .emptyText:
            "the toast has no visible text (message and title are empty or white space)"
        case .emptyActionTitle:
            "the toast's action has no visible title"
        case .invalidDuration(let seconds):
            "duration \(seconds) s is not a finite number of seconds ≥ 0; use .indefinite for a toast that stays"
        case .invalidPosition(let fraction):
            "fraction position \(fraction) is outside 0…1"
        }
    }
}

/// How a toast request ended: delivered to its completion, exactly once.
public struct ToastEnding: Hashable, Sendable {
    /// The request that ended.
    public let id: ToastID
    /// Why it ended.
    public let reason: ToastEndReason

    /// Makes an ending. The engine makes the ones completions receive; this is for a host that
    /// ends a request the engine never saw, and for tests that compare effects.
    public init(id: ToastID, reason: ToastEndReason) {
        self.id = id
        self.reason = reason
    }
}
