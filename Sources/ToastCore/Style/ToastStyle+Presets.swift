/// The modern presets: a calm default and four that carry meaning with an icon, a tint and a
/// haptic.
extension ToastStyle {
    /// Sizes and timings of the modern presets, chosen against the best-known iOS toast
    /// libraries: Toast-Swift fades in 0.2 s, Drops shows for 0.75 s with a spring and keeps
    /// ≥ 20 pt from the sides, TTGSnackbar leaves 8 pt above the keyboard.
    package enum ModernMetrics {
        package static let fontSize = 15.0
        package static let cornerRadius = 18.0
        package static let verticalPadding = 12.0
        package static let horizontalPadding = 16.0
        /// The widest a toast gets, even on an iPad.
        package static let maxWidth = 480.0
        package static let minWidth = 88.0
        package static let showSeconds = 0.35
        package static let hideSeconds = 0.25
        /// Slightly under critical damping: settles with one soft overshoot.
        package static let springDamping = 0.82
        /// The most of the screen's height a toast's text may take; longer text is truncated, so
        /// a long message at the largest text size still leaves the app visible.
        package static let maxTextHeightFraction = 0.4
        package static let shadowRadius = 12.0
        package static let shadowOpacity = 0.18
        package static let shadowOffsetY = 4.0
        /// How strongly the success, warning, error and info glass takes on its colour: a faint
        /// wash that confirms what the icon says (the system tints glass fully only for a
        /// prominent button).
        package static let glassTintOpacity = 0.15
    }

    /// The colours of the modern presets' content on Liquid Glass: the system's label colour,
    /// and for the action and the icons the system colours in the shade that keeps their contrast
    /// on light glass (iOS's Increase Contrast shades) and their usual shade on dark glass.
    package enum GlassColors {
        package static let action = ToastColor.dynamic(light: ToastColor(hex: 0x0040DD), dark: ToastColor(hex: 0x64D2FF))
        package static let success = ToastColor.dynamic(light: ToastColor(hex: 0x248A3D), dark: ToastColor(hex: 0x30D158))
        package static let warning = ToastColor.dynamic(light: ToastColor(hex: 0xB25000), dark: ToastColor(hex: 0xFFD60A))
        package static let error = ToastColor.dynamic(light: ToastColor(hex: 0xD70015), dark: ToastColor(hex: 0xFF453A))
        package static let info = ToastColor.dynamic(light: ToastColor(hex: 0x0040DD), dark: ToastColor(hex: 0x64D2FF))
    }

    /// The modern default: a rounded toast near the bottom that slides and fades in, pauses
    /// while touched, and can be tapped or swiped away. On iOS 26 and later it sits on untinted
    /// Liquid Glass with label-coloured text; before, it is dark, on the thin material.
    public static let standard: ToastStyle = {
        let background = ToastColor.dynamic(
            light: ToastColor(hex: 0x1C1C1E, alpha: 0.94),
            dark: ToastColor(hex: 0x3A3A3C, alpha: 0.96))
        let m = ModernMetrics.self
        return ToastStyle(
            name: "standard",
            colors: Colors(
                background: background, backdrop: .glass(ToastGlass(actionText: GlassColors.action)), text: .white,
                actionText: ToastColor(hex: 0x64D2FF)),
            typography: Typography(message: ToastFont(size: m.fontSize, weight: .medium)),
            geometry: Geometry(
                padding: ToastDirectionalInsets(vertical: m.verticalPadding, horizontal: m.horizontalPadding),
                corner: .radius(m.cornerRadius), maxWidth: .points(m.maxWidth),
                maxTextHeight: .fraction(m.maxTextHeightFraction), minWidth: m.minWidth),
            shadow: ToastShadow(color: .black, opacity: m.shadowOpacity, radius: m.shadowRadius, offsetY: m.shadowOffsetY),
            motion: Motion(
                show: ToastTransition.fade(duration: m.showSeconds, curve: .spring(dampingRatio: m.springDamping))
                    .combined(with: .slide(from: .bottom, duration: m.showSeconds)),
                hide: .fade(duration: m.hideSeconds, curve: .easeIn)),
            behavior: Behavior())
    }()

    /// Something worked: a green check mark and a success haptic (on glass, faintly green glass).
    public static let success = standard.tinted(
        "success", icon: "checkmark.circle.fill", color: 0x30D158, glassIcon: GlassColors.success, haptic: .success)
    /// Something needs attention: a yellow triangle and a warning haptic (on glass, faintly yellow).
    public static let warning = standard.tinted(
        "warning", icon: "exclamationmark.triangle.fill", color: 0xFFD60A, glassIcon: GlassColors.warning, haptic: .warning)
    /// Something failed: a red mark, an error haptic, and the long duration by default (on glass,
    /// faintly red).
    public static let error = standard.tinted(
        "error", icon: "xmark.octagon.fill", color: 0xFF453A, glassIcon: GlassColors.error, haptic: .error, duration: .long)
    /// Neutral information: a blue "i" (on glass, faintly blue).
    public static let info = standard.tinted("info", icon: "info.circle.fill", color: 0x64D2FF, glassIcon: GlassColors.info, haptic: .none)

    private func tinted(
        _ name: String, icon: String, color: UInt32, glassIcon: ToastColor, haptic: ToastHaptic, duration: ToastDuration? = nil
    ) -> ToastStyle {
        var style = self
        style.name = name
        style.defaultIconName = icon
        style.colors.icon = ToastColor(hex: color)
        if case .glass(var glass) = style.colors.backdrop {
            glass = ToastGlass(
                tint: ToastColor(hex: color, alpha: ModernMetrics.glassTintOpacity), text: glass.text, title: glass.title, icon: glassIcon,
                actionText: glass.actionText, isInteractive: glass.isInteractive)
            style.colors.backdrop = .glass(glass)
        }
        style.behavior.haptic = haptic
        if let duration { style.behavior.duration = duration }
        return style
    }
}

extension ToastStyle {
    /// Every preset, in the order a gallery shows them: the modern ones, then the four seed
    /// systems' looks. Each preset's ``name`` is the name it goes by in the `toastkit` command,
    /// the renderer and the gallery; this list is the one place they come from.
    public static let presets: [ToastStyle] = [
        .standard, .success, .warning, .error, .info,
        .toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast,
    ]

    /// The preset with this ``name``, if there is one.
    ///
    /// ```swift
    /// ToastStyle.preset(named: "success")   // .success
    /// ```
    public static func preset(named name: String) -> ToastStyle? {
        presets.first { $0.name == name }
    }
}
