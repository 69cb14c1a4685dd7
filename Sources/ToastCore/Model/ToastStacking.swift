/// How the toasts at one position share it when several are up at once (``ToastStateMachine/Configuration/maxVisible`` above 1).
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
    /// smaller and dimmer. A tap fans the pile out into a list; while it is open every toast of
    /// it holds its time, and it folds back after a tap outside it, when its last toast leaves,
    /// or after a few seconds untouched (`ToastStage.deckIdleTime`).
    case deck
}
