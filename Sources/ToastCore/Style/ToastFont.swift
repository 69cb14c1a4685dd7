/// The system font at a size and weight, scaled with the reader's text size (Dynamic Type).
///
/// `size` is the size at the default text size. The host reports the reader's setting as a
/// scale factor (``ToastLayoutEnvironment/textScale``); the layout multiplies, up to the style's
/// ``ToastStyle/Typography/maximumTextScale`` so that a toast stays a toast at the largest
/// accessibility sizes.
public struct ToastFont: Hashable, Sendable {
    public var size: Double
    public var weight: Weight
    /// The text style whose scaling curve Apple platforms use (`UIFontMetrics`).
    public var textStyle: TextStyle

    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }

    /// Apple's text styles, for scaling.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case body, callout, subheadline, footnote, caption1, headline
    }

    public init(size: Double, weight: Weight = .regular, textStyle: TextStyle = .body) {
        self.size = size.isFinite && size > 0 ? size : Self.fallbackSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The font at `factor` times its size.
    public func scaled(by factor: Double) -> ToastFont {
        ToastFont(size: size * factor, weight: weight, textStyle: textStyle)
    }

    /// `UIFont.systemFontSize`'s "body" size, used when a style gives no usable size.
    public static let fallbackSize: Double = 17
}
