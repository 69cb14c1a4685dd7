/// The system font at a size and weight, scaled with the reader's text size (Dynamic Type).
///
/// `size` is the size at the default text size. The host reports the reader's setting as a
/// scale factor; the layout multiplies, up to the style's
/// ``ToastStyle/Typography/maximumTextScale`` so that a toast stays a toast at the largest
/// accessibility sizes.
public struct ToastFont: Hashable, Sendable {
    public var size: Double
    public var weight: Weight

    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case regular, medium, semibold, bold
    }


    public init(size: Double, weight: Weight = .regular) {
        self.size = size.isFinite && size > 0 ? size : Self.fallbackSize
        self.weight = weight
    }

    /// The font at `factor` times its size.
    @_spi(Plumbing) public func scaled(by factor: Double) -> ToastFont {
        ToastFont(size: size * factor, weight: weight)
    }

    /// `UIFont.systemFontSize`'s "body" size, used when a style gives no usable size.
    @_spi(Plumbing) public static let fallbackSize: Double = 17
}
