/// Where a toast sits in its container.
///
/// Toasts at different positions are independent: each position has its own visible seats and
/// its own queue, so a top banner and a bottom toast can show at the same time.
///
/// ```swift
/// .bottom                          // above the safe area (and the keyboard), centred
/// .fraction(5.0 / 6.0)             // ToastUtil's BOTTOM: top edge at (H − h) × 5/6
/// .anchored(to: .navigationBar)    // just below a named rectangle, sliding from behind it
/// ```
public enum ToastPosition: Hashable, Sendable, Comparable {
    /// Below the top safe-area edge.
    case top
    /// Centred in the area not covered by the safe-area insets or the keyboard.
    case center
    /// Above the bottom safe-area edge, and above the keyboard when the style avoids it.
    case bottom
    /// The toast's top edge at `fraction × (container height − toast height)`: 0 is flush with
    /// the top, 0.5 centred, 1 flush with the bottom. It is then kept inside the safe area.
    case fraction(Double)
    /// Just below the rectangle the host reports under this name, centred on it horizontally.
    /// Without such a rectangle the toast sits at ``top``.
    case anchored(to: ToastAnchor)

    /// A fixed order, so that effects about several positions come out in the same order on
    /// every run: top, center, bottom, then fractions from the top down, then anchors by name.
    public static func < (lhs: ToastPosition, rhs: ToastPosition) -> Bool {
        switch (lhs, rhs) {
        case (.fraction(let a), .fraction(let b)): a < b
        case (.anchored(let a), .anchored(let b)): a.rawValue < b.rawValue
        default: lhs.rank < rhs.rank
        }
    }

    private var rank: Int {
        switch self {
        case .top: 0
        case .center: 1
        case .bottom: 2
        case .fraction: 3
        case .anchored: 4
        }
    }

    /// Why this position cannot be used, or `nil` when it can.
    package var validationFailure: ToastRejection? {
        if case .fraction(let value) = self, !(value >= 0 && value <= 1) {
            return .invalidPosition(value)
        }
        return nil
    }
}

/// The name of a rectangle a host reports to the layout, such as a navigation bar.
public struct ToastAnchor: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral {
    /// The name, such as `"navigationBar"`. Names are compared exactly, case included.
    public let rawValue: String

    /// The anchor with this name. Any string is a valid name; a name the host reports no
    /// rectangle for puts an anchored toast at ``ToastPosition/top``.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The anchor named by a string literal, so that you can write a name where an anchor is
    /// expected.
    ///
    /// ```swift
    /// extension ToastAnchor {
    ///     static let composeBar: ToastAnchor = "composeBar"
    /// }
    /// ```
    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    /// The navigation bar of the presenting view controller (or a custom bar standing in for it).
    public static let navigationBar: ToastAnchor = "navigationBar"
}
