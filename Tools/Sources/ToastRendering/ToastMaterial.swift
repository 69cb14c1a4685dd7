@_spi(Plumbing) import ToastCore

/// What fills a toast's background as the renderer draws it: its colour alone, or iOS's thin
/// material (the content behind blurred and made more vivid, then tinted with the style's
/// translucent colour), as the style's ``ToastBackdrop`` says. Reduce Transparency keeps the
/// opaque fill (``ToastStyle/adjusted(reduceTransparency:increaseContrast:)`` drops the
/// backdrop), as iOS replaces materials with solid colours for it.
package enum ToastMaterial: Hashable, Sendable {
    case flat
    /// A blur of what is behind, with its colours made more vivid, under the style's tint.
    case thin(blurRadius: Double, saturation: Double)

    /// The Gaussian standard deviation of the thin material's blur, in points. Apple's own web
    /// pages imitate their materials with `backdrop-filter: saturate(180%) blur(20px)`; CSS's
    /// `blur()` takes the standard deviation.
    package static let thinBlurRadius = 20.0
    /// How much more saturated the blurred content becomes (the same 180 %).
    package static let thinSaturation = 1.8

    package init(for style: ToastStyle, appearance: ToastAppearance, reduceTransparency: Bool) {
        let alpha = style.colors.background.resolved(for: appearance).alpha
        if reduceTransparency || alpha >= 1 || style.colors.backdrop == .none {
            self = .flat
        } else {
            self = .thin(blurRadius: Self.thinBlurRadius, saturation: Self.thinSaturation)
        }
    }
}
