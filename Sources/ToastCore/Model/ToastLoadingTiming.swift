/// How a loading toast avoids flicker: it appears only if the work is still running after a
/// grace time, and once at rest it keeps what it shows for a minimum time.
///
/// So a result that arrives 50 ms after a spinner appeared does not flash it away, and work
/// that is over within the grace time shows only its result. The rules are Android's
/// `ContentLoadingProgressBar`'s, with its numbers as ``standard``.
///
/// - Grace: the request waits ``graceSeconds`` before it takes its place (on screen or in the
///   queue). An update that finishes it (removes its progress) ends the wait at once, so the
///   finished toast shows straight away; the app's `dismiss` ends it without ever showing.
/// - Minimum: from when the toast comes to rest, for ``minimumSeconds``, an update that changes
///   more than progress and the app's `dismiss` wait; then they take effect, in order. Its
///   display timer starts when the minimum is over. A tap, a swipe or its action act at once.
///
/// ```swift
/// ToastRequest(content: ToastContent(message: "Saving…", progress: .indeterminate), loading: .standard)
/// ```
public struct ToastLoadingTiming: Hashable, Sendable {
    /// Seconds the request waits before it appears, 0…``longestSeconds`` (clamped when set).
    public var graceSeconds: Double {
        didSet { graceSeconds = Self.clamped(graceSeconds) }
    }
    /// Seconds at rest during which changes wait, 0…``longestSeconds`` (clamped when set).
    public var minimumSeconds: Double {
        didSet { minimumSeconds = Self.clamped(minimumSeconds) }
    }

    /// Longer waits are clamped to this: a toast about work in progress must not lag it by more.
    public static let longestSeconds: Double = 10

    /// Values outside 0…``longestSeconds`` are clamped to it; NaN is 0.
    public init(graceSeconds: Double, minimumSeconds: Double) {
        self.graceSeconds = Self.clamped(graceSeconds)
        self.minimumSeconds = Self.clamped(minimumSeconds)
    }

    /// No grace, no minimum: the toast appears at once and changes at once.
    public static let none = ToastLoadingTiming(graceSeconds: 0, minimumSeconds: 0)

    /// Android's `ContentLoadingProgressBar`: 500 ms of grace (`MIN_DELAY`) and 500 ms at least
    /// on screen (`MIN_SHOW_TIME`).
    public static let standard = ToastLoadingTiming(graceSeconds: 0.5, minimumSeconds: 0.5)

    private static func clamped(_ seconds: Double) -> Double {
        guard seconds > 0 else { return 0 }  // also NaN
        return min(seconds, longestSeconds)
    }
}
