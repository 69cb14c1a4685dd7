/// How a toast looks on Liquid Glass (``ToastBackdrop/glass(_:)``): the glass's tint, whether it
/// answers a touch, the colours of the content on it, and the opaque colour that stands in for it
/// when the reader turns on Reduce Transparency or Increase Contrast.
///
/// Glass takes its colour from what is behind it, so the content on it is not the material's
/// white-on-dark: it is dark on light glass and light on dark glass, as the system's own labels
/// are (``ToastColor/label``). A tint is for meaning (success, an error), never decoration, and
/// is best kept faint: the icon says what happened, the tint only confirms it.
///
/// ```swift
/// var style = ToastStyle.standard
/// style.colors.backdrop = .glass(ToastGlass(tint: ToastColor(hex: 0x30D158, alpha: 0.15), icon: ToastColor(hex: 0x248A3D)))
/// ```
public struct ToastGlass: Hashable, Sendable {
    /// A colour the glass takes on, or `nil` for untinted glass. Its alpha says how strongly the
    /// glass is coloured (`UIGlassEffect.tintColor`).
    public var tint: ToastColor?
    /// Whether the glass shows the system's response when touched (`UIGlassEffect.isInteractive`):
    /// it brightens under the finger, as glass buttons do. Toasts are touched (tapped, swiped,
    /// held), so the presets' glass is interactive.
    public var isInteractive: Bool
    /// The message's colour on the glass.
    public var text: ToastColor
    /// The title's colour on the glass.
    public var title: ToastColor
    /// The icon's and the progress indicator's colour on the glass.
    public var icon: ToastColor
    /// The action button's title colour on the glass.
    public var actionText: ToastColor
    /// The opaque colour drawn instead of the glass with Reduce Transparency or Increase Contrast:
    /// the glass's own appearance (light in light appearance, dark in dark) with its tint mixed in,
    /// so the content keeps its colours.
    public var fill: ToastColor

    /// Glass with a tint (or none) and the colours of the content on it. The colours you leave
    /// out are ``text``'s; the fill you leave out is the system's grouped background (white in
    /// light appearance, a dark grey in dark) with an eighth of the tint's colour mixed in.
    ///
    /// ```swift
    /// ToastGlass()                                                    // untinted, label-coloured text
    /// ToastGlass(tint: ToastColor(hex: 0xFF453A, alpha: 0.15), icon: ToastColor(hex: 0xD70015))
    /// ```
    public init(
        tint: ToastColor? = nil, text: ToastColor = .label, title: ToastColor? = nil, icon: ToastColor? = nil,
        actionText: ToastColor? = nil, fill: ToastColor? = nil, isInteractive: Bool = true
    ) {
        self.tint = tint
        self.isInteractive = isInteractive
        self.text = text
        self.title = title ?? text
        self.icon = icon ?? text
        self.actionText = actionText ?? text
        self.fill = fill ?? Self.fill(tintedWith: tint)
    }

    /// The opaque colour behind the glass's content when the glass is not drawn: white in light
    /// appearance and iOS's tertiary grouped background in dark, with ``fillTintShare`` of the
    /// tint's colour (however faint the tint) mixed in.
    static func fill(tintedWith tint: ToastColor?) -> ToastColor {
        let base = ToastColor.dynamic(light: ToastColor(hex: 0xFFFFFF), dark: ToastColor(hex: 0x2C2C2E))
        guard let tint else { return base }
        return base.mixed(with: tint.withMinimumAlpha(1), amount: fillTintShare)
    }

    /// How much of a tint's colour an opaque stand-in fill takes: enough to keep the toast's
    /// meaning at a glance, little enough that label-coloured text keeps its contrast.
    static let fillTintShare = 0.125
}

/// What a shell draws under and on a toast, decided for one system and one reader by
/// ``ToastStyle/Colors/surface(liquidGlass:reduceTransparency:increaseContrast:)``.
package struct ToastSurface: Sendable {
    /// What is behind the content.
    package enum Backdrop: Equatable, Sendable {
        /// Liquid Glass in the toast's shape (`UIGlassEffect(style: .regular)` in a
        /// `UIVisualEffectView`), tinted with `tint` when there is one, interactive when asked.
        case glass(tint: ToastColor?, interactive: Bool)
        /// The thin material (`UIBlurEffect(style: .systemThinMaterial)`) with `tint` over it.
        case thinMaterial(tint: ToastColor)
        /// The colour alone, nothing behind it (opaque, or nearly, when a setting asked for it).
        case fill(ToastColor)
    }

    package var backdrop: Backdrop
    /// The message's colour.
    package var text: ToastColor
    /// The title's colour.
    package var title: ToastColor
    /// The icon's and the progress indicator's colour.
    package var icon: ToastColor
    /// The action button's title colour.
    package var actionText: ToastColor
    /// Whether the full-screen dim (``ToastStyle/Colors/dim``) is drawn.
    package var keepsDim: Bool
    /// Whether the style's own shadow is drawn: Liquid Glass casts its own.
    package var keepsShadow: Bool

    package init(
        backdrop: Backdrop, text: ToastColor, title: ToastColor, icon: ToastColor, actionText: ToastColor, keepsDim: Bool,
        keepsShadow: Bool
    ) {
        self.backdrop = backdrop
        self.text = text
        self.title = title
        self.icon = icon
        self.actionText = actionText
        self.keepsDim = keepsDim
        self.keepsShadow = keepsShadow
    }
}

extension ToastStyle.Colors {
    /// What is drawn for these colours on a system with or without Liquid Glass, for a reader with
    /// these settings.
    ///
    /// | backdrop | Liquid Glass | Reduce Transparency | Increase Contrast | drawn |
    /// | --- | --- | --- | --- | --- |
    /// | `.glass` | yes | off | off | glass (its tint, interactive), the glass's content colours, no style shadow |
    /// | `.glass` | yes | on | any | the glass's fill at ≥ 92 % opacity, the glass's content colours |
    /// | `.glass` | yes | off | on | the glass's fill, opaque; the glass's content colours, opaque |
    /// | `.glass` | no | as `.thinMaterial` | | |
    /// | `.thinMaterial` | any | off | off | the material under the background colour |
    /// | `.thinMaterial` | any | on | any | the background colour at ≥ 92 % opacity |
    /// | `.thinMaterial` | any | off | on | the background colour, opaque |
    /// | `.none` | any | off | off | the background colour as it is |
    /// | `.none` | any | on | off | the background colour at ≥ 92 % opacity |
    /// | `.none` | any | any | on | the background colour, opaque |
    ///
    /// Reduce Transparency also drops the dim; Increase Contrast makes the title and message
    /// opaque. Every fill stands alone: no material or glass is left under one.
    package func surface(liquidGlass: Bool, reduceTransparency: Bool, increaseContrast: Bool) -> ToastSurface {
        var fill = background
        var content = (text: text, title: title, icon: icon, actionText: actionText)
        var translucent: ToastSurface.Backdrop? = nil
        switch backdrop {
        case .glass(let glass) where liquidGlass:
            content = (glass.text, glass.title, glass.icon, glass.actionText)
            guard reduceTransparency || increaseContrast else {
                return ToastSurface(
                    backdrop: .glass(tint: glass.tint, interactive: glass.isInteractive), text: glass.text, title: glass.title,
                    icon: glass.icon, actionText: glass.actionText, keepsDim: true, keepsShadow: false)
            }
            fill = glass.fill
        case .glass, .thinMaterial:
            translucent = .thinMaterial(tint: background)
        case .none:
            break
        }
        if reduceTransparency { fill = fill.withMinimumAlpha(ToastStyle.reducedTransparencyMinimumAlpha) }
        if increaseContrast {
            fill = fill.withMinimumAlpha(1)
            content.text = content.text.withMinimumAlpha(1)
            content.title = content.title.withMinimumAlpha(1)
        }
        let settled = reduceTransparency || increaseContrast
        return ToastSurface(
            backdrop: settled ? .fill(fill) : (translucent ?? .fill(fill)), text: content.text, title: content.title,
            icon: content.icon, actionText: content.actionText, keepsDim: !reduceTransparency, keepsShadow: true)
    }
}

/// Whether the system draws Liquid Glass for this app: what a host tells the stage
/// (`ToastStage.Scene.liquidGlass`).
package enum ToastLiquidGlass {
    /// Whether an app built with the iOS SDK `sdkVersion` (the Info.plist's `DTPlatformVersion`,
    /// such as `"26.2"`), running on iOS `systemVersion` (its major version), draws Liquid Glass.
    ///
    /// - Before iOS 26 there is no glass.
    /// - An app built with an SDK before iOS 26 runs in the earlier design, glass or not; so does
    ///   one whose Info.plist names no SDK, or one that cannot be read.
    /// - `UIDesignRequiresCompatibility` (`designRequiresCompatibility`) keeps an app built with
    ///   the iOS 26 SDK in the earlier design; from the iOS 27 SDK on the system ignores the key.
    package static func isDrawn(systemVersion: Int, sdkVersion: String?, designRequiresCompatibility: Bool) -> Bool {
        let sdk = majorVersion(of: sdkVersion ?? "")
        guard systemVersion >= 26, sdk >= 26 else { return false }
        return !(designRequiresCompatibility && sdk < 27)
    }

    /// The number a version string starts with (`"26.2"` is 26); 0 when it starts with no digit.
    static func majorVersion(of version: String) -> Int {
        var major = 0
        for byte in version.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { break }
            major = min(major * 10 + Int(byte - UInt8(ascii: "0")), Self.largestMajorVersion)
        }
        return major
    }

    /// Past any real version, and far from overflowing: a longer run of digits counts as this.
    private static let largestMajorVersion = 100_000

}
