/// How a style changes for readers who ask the system for more legible interfaces.
extension ToastStyle {
    /// The least opacity a toast's background keeps when the reader turns on Reduce Transparency
    /// (ToastUtil's 60 % black becomes nearly solid, so text never sits on busy content).
    @_spi(Plumbing) public static let reducedTransparencyMinimumAlpha = 0.92

    /// The style with Reduce Transparency and Increase Contrast applied.
    ///
    /// - Reduce Transparency raises the background's opacity to at least
    ///   ``reducedTransparencyMinimumAlpha``, drops the material behind it and the full-screen
    ///   dim.
    /// - Increase Contrast makes the background opaque and the text fully opaque.
    @_spi(Plumbing) public func adjusted(reduceTransparency: Bool, increaseContrast: Bool) -> ToastStyle {
        var style = self
        if reduceTransparency {
            style.colors.background = style.colors.background.withMinimumAlpha(Self.reducedTransparencyMinimumAlpha)
            style.colors.backdrop = .none
            style.colors.dim = nil
        }
        if increaseContrast {
            style.colors.background = style.colors.background.withMinimumAlpha(1)
            style.colors.text = style.colors.text.withMinimumAlpha(1)
            style.colors.title = style.colors.title.withMinimumAlpha(1)
        }
        return style
    }
}

extension ToastColor {
    /// The colour with each appearance's alpha raised to at least `alpha`.
    @_spi(Plumbing) public func withMinimumAlpha(_ alpha: Double) -> ToastColor {
        var copy = self
        copy.light.alpha = max(light.alpha, alpha)
        copy.dark.alpha = max(dark.alpha, alpha)
        return copy
    }
}
