/// How a style changes for the system it is drawn on and for readers who ask the system for more
/// legible interfaces.
extension ToastStyle {
    /// The least opacity a toast's background keeps when the reader turns on Reduce Transparency
    /// (ToastUtil's 60 % black becomes nearly solid, so text never sits on busy content).
    package static let reducedTransparencyMinimumAlpha = 0.92

    /// The style as it is drawn on a system with or without Liquid Glass, with Reduce
    /// Transparency and Increase Contrast applied: its colours are the ones
    /// ``ToastStyle/Colors/surface(liquidGlass:reduceTransparency:increaseContrast:)`` decides, and
    /// its backdrop says what to draw, literally:
    ///
    /// - ``ToastBackdrop/glass(_:)``: Liquid Glass (only on a system that has it, with neither
    ///   setting on); the background is clear, the text, title, icon and action colours are the
    ///   glass's, and the style has no shadow (the glass casts its own).
    /// - ``ToastBackdrop/thinMaterial``: the material, with the background colour over it.
    /// - ``ToastBackdrop/none``: the background colour alone (nearly opaque with Reduce
    ///   Transparency, opaque with Increase Contrast). Reduce Transparency also drops the dim.
    package func adjusted(reduceTransparency: Bool, increaseContrast: Bool, liquidGlass: Bool) -> ToastStyle {
        let surface = colors.surface(liquidGlass: liquidGlass, reduceTransparency: reduceTransparency, increaseContrast: increaseContrast)
        var colors = colors
        switch surface.backdrop {
        case .glass:
            colors.background = .clear
        case .thinMaterial(let tint):
            colors.background = tint
            colors.backdrop = .thinMaterial
        case .fill(let fill):
            colors.background = fill
            colors.backdrop = .none
        }
        colors.text = surface.text
        colors.title = surface.title
        colors.icon = surface.icon
        colors.actionText = surface.actionText
        if !surface.keepsDim { colors.dim = nil }
        var style = self
        if style.colors != colors { style.colors = colors }
        if !surface.keepsShadow, style.shadow != nil { style.shadow = nil }
        return style
    }

    /// The style with Reduce Transparency and Increase Contrast applied, the system's glass left
    /// undecided: with neither setting on the style is returned as it is (a glass backdrop stays
    /// one), with either on it is adjusted as on a system without Liquid Glass. The stage uses
    /// ``adjusted(reduceTransparency:increaseContrast:liquidGlass:)``, which also knows the system.
    package func adjusted(reduceTransparency: Bool, increaseContrast: Bool) -> ToastStyle {
        guard reduceTransparency || increaseContrast else { return self }
        return adjusted(reduceTransparency: reduceTransparency, increaseContrast: increaseContrast, liquidGlass: false)
    }
}

extension ToastColor {
    /// The colour with each appearance's alpha raised to at least `alpha`.
    package func withMinimumAlpha(_ alpha: Double) -> ToastColor {
        var copy = self
        copy.light.alpha = max(light.alpha, alpha)
        copy.dark.alpha = max(dark.alpha, alpha)
        return copy
    }
}
