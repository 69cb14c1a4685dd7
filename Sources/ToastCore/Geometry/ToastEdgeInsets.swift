/// Distances from the four physical edges, such as a container's safe-area insets.
package struct ToastEdgeInsets: Equatable, Sendable {
    /// Points from the top edge, such as the status bar or the notch.
    package var top: Double
    /// Points from the left edge, whatever the reading direction.
    package var left: Double
    /// Points from the bottom edge, such as the home indicator.
    package var bottom: Double
    /// Points from the right edge, whatever the reading direction.
    package var right: Double

    /// Insets with the given distances; the sides you leave out are 0.
    ///
    /// ```swift
    /// let iPhone15 = ToastEdgeInsets(top: 59, bottom: 34)
    /// ```
    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side: a container with no safe-area insets.
    package static let zero = ToastEdgeInsets()
}

/// Distances from the edges of a box, named by reading direction: in a right-to-left layout
/// `leading` is the right edge.
public struct ToastDirectionalInsets: Hashable, Sendable {
    /// Points from the top edge.
    public var top: Double
    /// Points from the edge where text starts: the left edge in left-to-right text, the right
    /// edge in right-to-left text.
    public var leading: Double
    /// Points from the bottom edge.
    public var bottom: Double
    /// Points from the edge where text ends: the right edge in left-to-right text, the left edge
    /// in right-to-left text.
    public var trailing: Double

    /// Insets with a distance for each side.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same distance on every side.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// One distance above and below, another at the sides.
    public init(vertical: Double, horizontal: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The two side distances added together: how much narrower the content is than the box.
    public var horizontal: Double { leading + trailing }
    /// The top and bottom distances added together: how much shorter the content is than the box.
    public var vertical: Double { top + bottom }
}

/// The direction text runs in, which decides which side is leading.
public enum ToastLayoutDirection: Hashable, Sendable {
    /// Text starts at the left, as in English: leading is left.
    case leftToRight
    /// Text starts at the right, as in Arabic and Hebrew: leading is right, and the parts of a
    /// toast (icon, text, action) are mirrored.
    case rightToLeft
}
