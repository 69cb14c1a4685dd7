/// The system font at a size and weight, scaled with the reader's text size (Dynamic Type).
///
/// `size` is the size at the default text size. The host reports the reader's setting as a
/// scale factor; the layout multiplies, up to the style's
/// ``ToastStyle/Typography/maximumTextScale`` so that a toast stays a toast at the largest
/// accessibility sizes.
public struct ToastFont: Hashable, Sendable {
    /// The point size at the default text size, before the reader's text scale is applied.
    public var size: Double
    /// How heavy the strokes are.
    public var weight: Weight

    /// The weights a toast's text can have, lightest first; each is the system font's weight of
    /// the same name.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        /// `regular`, `medium`, `semibold` or `bold`: the system font's weights of these names
        /// (`UIFont.Weight`), from lightest to heaviest. A ``ToastStyle/Typography`` gives
        /// titles and actions `semibold` unless it is told otherwise.
        case regular, medium, semibold, bold
    }

    /// The system font at `size` points and `weight`.
    ///
    /// A size that is zero, negative, NaN or infinite becomes 17 points, the body text size, so
    /// a bad value never hides the text.
    ///
    /// ```swift
    /// ToastFont(size: 15, weight: .semibold)
    /// ```
    public init(size: Double, weight: Weight = .regular) {
        self.size = size.isFinite && size > 0 ? size : Self.fallbackSize
        self.weight = weight
    }

    /// The font at `factor` times its size.
    package func scaled(by factor: Double) -> ToastFont {
        ToastFont(size: size * factor, weight: weight)
    }

    /// `UIFont.systemFontSize`'s "body" size, used when a style gives no usable size.
    package static let fallbackSize: Double = 17
}
