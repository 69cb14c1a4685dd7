/// A colour with a light-appearance and a dark-appearance value, each in sRGB with alpha.
///
/// ```swift
/// ToastColor(white: 0, alpha: 0.6)                     // ToastUtil's background
/// ToastColor(hex: 0xAEAEAE)                            // ShowMessageView's shadow
/// ToastColor.dynamic(light: .init(hex: 0x1C1C1E), dark: .init(hex: 0x3A3A3C))
/// ```
public struct ToastColor: Hashable, Sendable {
    /// One sRGB colour, each component 0…1.
    public struct RGBA: Hashable, Sendable {
        /// The red component, 0…1.
        public var red: Double
        /// The green component, 0…1.
        public var green: Double
        /// The blue component, 0…1.
        public var blue: Double
        /// The opacity: 0 is invisible, 1 is opaque.
        public var alpha: Double

        /// A colour from components in 0…1. Values outside it are clamped to it and NaN becomes
        /// 0, so any input gives a drawable colour. (Setting a component afterwards stores it as
        /// given.)
        public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
            self.red = Self.unit(red)
            self.green = Self.unit(green)
            self.blue = Self.unit(blue)
            self.alpha = Self.unit(alpha)
        }

        /// NaN becomes 0; everything else is clamped to 0…1.
        private static func unit(_ value: Double) -> Double {
            value.isNaN ? 0 : min(max(value, 0), 1)
        }
    }

    /// The colour in light appearance.
    public var light: RGBA
    /// The colour in dark appearance; the same as ``light`` unless the colour was made with
    /// ``dynamic(light:dark:)``.
    public var dark: RGBA

    /// The same colour in both appearances.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        let rgba = RGBA(red: red, green: green, blue: blue, alpha: alpha)
        self.light = rgba
        self.dark = rgba
    }

    /// A grey (0 black … 1 white) in both appearances.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour written as 0xRRGGBB, in both appearances.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double((hex >> 16) & 0xFF) / 255,
            green: Double((hex >> 8) & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255,
            alpha: alpha)
    }

    private init(light: RGBA, dark: RGBA) {
        self.light = light
        self.dark = dark
    }

    /// A colour that differs between light and dark appearance.
    public static func dynamic(light: ToastColor, dark: ToastColor) -> ToastColor {
        ToastColor(light: light.light, dark: dark.dark)
    }

    /// The value for one appearance.
    package func resolved(for appearance: ToastAppearance) -> RGBA {
        appearance == .dark ? dark : light
    }

    /// Opaque black in both appearances.
    public static let black = ToastColor(white: 0)
    /// Opaque white in both appearances.
    public static let white = ToastColor(white: 1)
    /// The system's primary label colour (`UIColor.label`): black in light appearance, white in
    /// dark. Text on Liquid Glass takes it, as the system's own labels on glass do.
    public static let label = ToastColor.dynamic(light: .black, dark: .white)
    /// Fully transparent: nothing is drawn. Use it for a background you don't want, such as over
    /// a ``ToastBackdrop/thinMaterial`` backdrop that should show untinted.
    public static let clear = ToastColor(white: 0, alpha: 0)
}

extension ToastColor {
    /// `other` laid over this colour at `amount` (0…1) of its own alpha, in each appearance; the
    /// result keeps this colour's alpha.
    func mixed(with other: ToastColor, amount: Double) -> ToastColor {
        func mix(_ base: RGBA, _ top: RGBA) -> RGBA {
            let share = min(max(amount, 0), 1) * top.alpha
            return RGBA(
                red: base.red + (top.red - base.red) * share, green: base.green + (top.green - base.green) * share,
                blue: base.blue + (top.blue - base.blue) * share, alpha: base.alpha)
        }
        return .dynamic(
            light: ToastColor(rgba: mix(light, other.light)), dark: ToastColor(rgba: mix(dark, other.dark)))
    }

    private init(rgba: RGBA) {
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
}

extension ToastColor.RGBA {
    /// WCAG 2's relative luminance of the colour as if opaque: 0 for black, 1 for white.
    package var relativeLuminance: Double {
        func linear(_ channel: Double) -> Double {
            channel <= 0.04045 ? channel / 12.92 : ToastMath.pow((channel + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
    }

    /// WCAG 2's contrast ratio between the two colours as if opaque, 1 (none) to 21 (black on
    /// white). Text wants 4.5, large text and symbols 3.
    package func contrastRatio(with other: ToastColor.RGBA) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }
}

/// Light or dark interface appearance.
public enum ToastAppearance: Hashable, Sendable, CaseIterable {
    /// The light interface style, the system's default; colours use their ``ToastColor/light``
    /// value.
    case light
    /// The dark interface style, chosen by the reader or forced by the app; colours use their
    /// ``ToastColor/dark`` value.
    case dark
}
