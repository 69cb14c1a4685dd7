/// How long a toast stays on screen once its show transition has finished.
///
/// The named lengths follow Android's `Toast.LENGTH_SHORT` and `LENGTH_LONG`. ``automatic``
/// derives the time from how long the text takes to read: a second to notice the toast, plus
/// 200 words a minute, between 2 and 10 seconds.
///
/// ```swift
/// ToastRequest(message: "Saved", duration: .short)
/// ToastRequest(message: "Uploading…", duration: .indefinite)   // until tapped or dismissed
/// ToastRequest(message: "Copied", duration: .seconds(1.2))
/// ```
///
/// Seconds must be finite and not negative; anything else ends the request with
/// ``ToastEndReason/rejected(_:)``. More than ``longestFiniteSeconds`` (a day) means
/// ``indefinite``: legacy code passes `MAXFLOAT` or `DBL_MAX` for "forever", and no toast
/// should wait a day to hide.
public enum ToastDuration: Hashable, Sendable {
    /// 2 seconds, Android's `LENGTH_SHORT`.
    case short
    /// 3.5 seconds, Android's `LENGTH_LONG`.
    case long
    /// An explicit number of seconds (finite, zero or more).
    case seconds(Double)
    /// Never hides by itself. The toast can always be dismissed by a tap or its action.
    case indefinite
    /// From the time the text takes to read, between 2 and 10 seconds.
    case automatic

    /// Android's `Toast.LENGTH_SHORT`, 2000 ms.
    public static let shortSeconds: Double = 2.0
    /// Android's `Toast.LENGTH_LONG`, 3500 ms.
    public static let longSeconds: Double = 3.5
    /// The longest time a toast waits to hide by itself: a day. Longer durations are
    /// ``indefinite``.
    public static let longestFiniteSeconds: Double = 86_400

    /// The duration as the engine uses it: seconds beyond ``longestFiniteSeconds`` become
    /// ``indefinite``. Call only on a validated duration.
    var normalized: ToastDuration {
        if case .seconds(let seconds) = self, seconds > Self.longestFiniteSeconds { return .indefinite }
        return self
    }
}

extension ToastDuration {
    /// The time on screen for `text`: seconds, or ``indefinite``.
    ///
    /// With a screen reader running, a finite duration becomes at least the time the announcement
    /// takes to speak plus ``ReadingTime/screenReaderGraceSeconds``, so the listener hears all of it
    /// and has a moment to act (for example on an Undo action). It is never shortened.
    ///
    /// Call only on a validated duration (see ``validationFailure``).
    package func resolved(for text: @autoclosure () -> String, screenReaderRunning: Bool) -> ToastStateMachine.RemainingTime {
        let base: Double
        switch self {
        case .short: base = Self.shortSeconds
        case .long: base = Self.longSeconds
        case .seconds(let seconds): base = seconds
        case .automatic: base = ReadingTime.automaticSeconds(for: text())
        case .indefinite: return .indefinite
        }
        guard screenReaderRunning else { return .seconds(base) }
        return .seconds(max(base, ReadingTime.speechSeconds(for: text()) + ReadingTime.screenReaderGraceSeconds))
    }

    /// Why this duration cannot be used, or `nil` when it can.
    package var validationFailure: ToastRejection? {
        guard case .seconds(let seconds) = self else { return nil }
        if seconds.isNaN || seconds.isInfinite || seconds < 0 {
            return .invalidDuration(seconds)
        }
        return nil
    }
}

extension ToastDuration {
    /// A duration from an Objective-C caller, which has no optional numbers: a positive number
    /// of seconds is that many; 0 or less, or NaN, means ``automatic``.
    package init(objectiveCSeconds seconds: Double) {
        if seconds == .infinity {
            self = .indefinite  // INFINITY, like DBL_MAX or MAXFLOAT: "forever"
        } else {
            self = seconds > 0 ? .seconds(seconds) : .automatic
        }
    }
}
