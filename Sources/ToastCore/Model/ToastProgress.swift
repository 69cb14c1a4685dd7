/// How much of a toast's work is done.
///
/// ```swift
/// ToastContent(message: "Uploading…", progress: .indeterminate)   // a spinner
/// ToastContent(message: "Uploading…", progress: .fraction(0.4))   // a ring or bar, 40 % full
/// ```
///
/// A fraction outside 0…1 is clamped to it; NaN means the amount is not known, so it becomes
/// ``indeterminate``.
public enum ToastProgress: Hashable, Sendable {
    /// Under way, amount unknown: drawn as a spinner.
    case indeterminate
    /// This fraction (0…1) done: drawn as a ring or a bar, as the style says.
    case fraction(Double)

    /// The progress as the engine keeps it: a fraction within 0…1, or indeterminate for NaN.
    var normalized: ToastProgress {
        guard case .fraction(let value) = self else { return self }
        if value.isNaN { return .indeterminate }
        return .fraction(min(max(value, 0), 1))
    }

    /// The fraction done, or `nil` while indeterminate.
    public var fractionCompleted: Double? {
        if case .fraction(let value) = normalized { return value }
        return nil
    }
}
