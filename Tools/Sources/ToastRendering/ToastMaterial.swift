@_spi(Plumbing) import ToastCore

/// What fills a toast's background: its colour alone, or iOS's thin material (the content
/// behind blurred and made more vivid, then tinted with the style's translucent colour).
///
/// ToastCore's ``ToastStyle`` has no material yet, so the renderer decides here, by a rule that
/// belongs in ToastCore once the UIKit shell draws materials (a `UIVisualEffectView` with
/// `.systemThinMaterial`):
/// - a translucent background (alpha below 1) gets the thin material;
/// - the seed looks keep a flat fill, because the four originals set a plain translucent
///   `backgroundColor` (`colorWithWhite:0 alpha:0.6` and the like), and they are reproduced as
///   they were;
/// - Reduce Transparency keeps the opaque fill (``ToastStyle/adjusted(reduceTransparency:increaseContrast:)``),
///   as iOS replaces materials with solid colours for it.
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

    /// Styles whose look reproduces a seed system's flat translucent view.
    static let seedStyleNames: Set<String> = Set([ToastStyle.toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast].map(\.name))

    package init(for style: ToastStyle, appearance: ToastAppearance, reduceTransparency: Bool) {
        let alpha = style.colors.background.resolved(for: appearance).alpha
        if reduceTransparency || alpha >= 1 || Self.seedStyleNames.contains(style.name) {
            self = .flat
        } else {
            self = .thin(blurRadius: Self.thinBlurRadius, saturation: Self.thinSaturation)
        }
    }
}
