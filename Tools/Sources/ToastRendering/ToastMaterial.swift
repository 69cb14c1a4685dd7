import ToastCore

/// What fills a toast's background as the renderer draws it: its colour alone, iOS's thin
/// material (the content behind blurred and made more vivid, then tinted with the style's
/// translucent colour), or Liquid Glass, as the style's ``ToastBackdrop`` says once ToastCore has
/// adjusted it for the scene (``ToastStyle/adjusted(reduceTransparency:increaseContrast:liquidGlass:)``:
/// glass only on a system that has it, opaque fills for Reduce Transparency and Increase
/// Contrast).
package enum ToastMaterial: Hashable, Sendable {
    case flat
    /// A blur of what is behind, with its colours made more vivid, under the style's tint.
    case thin(blurRadius: Double, saturation: Double)
    /// Liquid Glass (``GlassOptics``), in the toast's shape.
    case glass(GlassOptics)

    /// The Gaussian standard deviation of the thin material's blur, in points. Apple's own web
    /// pages imitate their materials with `backdrop-filter: saturate(180%) blur(20px)`; CSS's
    /// `blur()` takes the standard deviation.
    package static let thinBlurRadius = 20.0
    /// How much more saturated the blurred content becomes (the same 180 %).
    package static let thinSaturation = 1.8

    package init(for style: ToastStyle, appearance: ToastAppearance, reduceTransparency: Bool) {
        let alpha = style.colors.background.resolved(for: appearance).alpha
        if reduceTransparency || style.colors.backdrop == .none {
            self = .flat
        } else if case .glass(let glass) = style.colors.backdrop {
            self = .glass(GlassOptics(appearance: appearance, tint: glass.tint?.resolved(for: appearance)))
        } else if alpha >= 1 {
            self = .flat
        } else {
            self = .thin(blurRadius: Self.thinBlurRadius, saturation: Self.thinSaturation)
        }
    }
}

/// How the renderer imitates the regular variant of Liquid Glass (`UIGlassEffect(style:
/// .regular)`), from Apple's description of it ("blurs content behind it, reflects color and light
/// of surrounding content") and screenshots of iOS 26's own glass: the content behind, blurred and
/// made more vivid, under a veil (white in light appearance, a grey in dark, so that dark glass over black is a dark grey as iOS draws it); towards the edge the
/// glass bends what is behind outwards, so the rim shows, less blurred, what lies just beyond it;
/// a thin light along the rim, brightest where the light falls (top leading and bottom trailing);
/// the tint; its own soft shadow.
///
/// The veil adapts to what is behind, as the system's glass does to stay legible: it starts thin
/// (the content's colours come through) and thickens wherever the glass would otherwise come
/// closer than ``legibleContrast`` to the label colour on it (black on light glass, white on dark).
/// The system's glass can also flip between light and dark over content of the other kind; this
/// does not.
package struct GlassOptics: Hashable, Sendable {
    /// The blur's standard deviation, in points.
    var blurRadius: Double
    /// The blur of the bent rim, in points: less, so what the edge bends in stays recognisable.
    var rimBlurRadius: Double
    var saturation: Double
    var veil: ToastColor.RGBA
    /// The veil's opacity where the content needs no more.
    var veilOpacity: Double
    /// The label colour's relative luminance (0 black, 1 white) and the contrast the glass keeps
    /// with it everywhere.
    var labelLuminance: Double
    var legibleContrast: Double
    /// The style's tint in this appearance, its alpha how strongly it colours the glass.
    var tint: ToastColor.RGBA?
    /// How far in from the edge the glass bends what is behind, in points.
    var refractionBand: Double
    /// How far beyond the edge the outermost pixel looks, as a share of the band.
    var refraction: Double
    /// The rim light's width in points, and its opacity where the light falls and elsewhere.
    var rimWidth: Double
    var rimPeak: Double
    var rimBase: Double
    /// A faint brightening just inside the rim (the glass's thickness catching light).
    var edgeGlow: Double
    var shadow: ToastShadow

    init(appearance: ToastAppearance, tint: ToastColor.RGBA?) {
        blurRadius = 10
        rimBlurRadius = 2
        saturation = 1.6
        refractionBand = 10
        refraction = 0.6
        rimWidth = 1
        legibleContrast = 5
        self.tint = tint
        switch appearance {
        case .light:
            veil = ToastColor.RGBA(red: 1, green: 1, blue: 1)
            veilOpacity = 0.35
            labelLuminance = 0
            rimPeak = 0.95
            rimBase = 0.35
            edgeGlow = 0.18
            shadow = ToastShadow(color: .black, opacity: 0.12, radius: 12, offsetY: 3)
        case .dark:
            veil = ToastColor(hex: 0x48484A).light
            veilOpacity = 0.55
            labelLuminance = 1
            rimPeak = 0.45
            rimBase = 0.08
            edgeGlow = 0.08
            shadow = ToastShadow(color: .black, opacity: 0.35, radius: 12, offsetY: 3)
        }
    }
}
