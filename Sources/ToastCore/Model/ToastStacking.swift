/// How the toasts at one position share it when several are up at once (`ToastStateMachine.Limits.maxVisible` above 1).
///
/// ```swift
/// Toast.defaults.maxVisible = 3
/// Toast.defaults.stacking = .deck                   // every position piles up…
/// Toast.defaults.stackingByPosition[.top] = .list   // …but the top one
/// ```
public enum ToastStacking: Hashable, Sendable {
    /// One below (or above) the other, each at full size: every toast readable at once.
    case list
    /// A pile: the newest in front at its usual place, up to two older ones peeking behind it,
    /// smaller and dimmer. The toasts behind the front pause their time, as queued ones do: a
    /// toast nobody can read never runs out (an Undo behind the front waits for its turn). A tap
    /// fans the pile out into a list; while it is open every toast of it pauses its time. It
    /// stays open while a finger is down on one of its toasts, and folds back after a touch on
    /// no toast, when VoiceOver's focus leaves it, when its last toast leaves, or a few seconds
    /// after the last touch on it lifts (`ToastStage.deckIdleTime`).
    case deck

    /// How the toasts at `position` stack when this is the rule and `byPosition` names the
    /// positions that choose for themselves (`Toast.defaults.stackingByPosition`).
    func at(_ position: ToastPosition, byPosition: [ToastPosition: ToastStacking]) -> ToastStacking {
        byPosition[position] ?? self
    }
}
