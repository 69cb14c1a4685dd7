import Testing

@testable import ToastCore

/// Which backdrop a style gets on which system for which reader: Liquid Glass on iOS 26 for the
/// modern presets, the thin material before, opaque fills for Reduce Transparency and Increase
/// Contrast, and the seeds exactly as they were.
@Suite("Liquid Glass decisions")
struct GlassDecisionTests {
    static let modern: [ToastStyle] = [.standard, .success, .warning, .error, .info]
    static let classic: [ToastStyle] = [.toastUtil, .windowTip, .messageBanner, .gkrToast, .gkrFancyToast]
    /// Every combination of (Liquid Glass, Reduce Transparency, Increase Contrast).
    static let systems: [(glass: Bool, reduce: Bool, contrast: Bool)] = [false, true].flatMap { glass in
        [false, true].flatMap { reduce in [false, true].map { (glass, reduce, $0) } }
    }

    static func glass(of style: ToastStyle) -> ToastGlass {
        guard case .glass(let glass) = style.colors.backdrop else { fatalError("\(style.name) has no glass") }
        return glass
    }

    /// The decision written out row by row, independently of the code: what every kind of
    /// backdrop becomes in each of the eight systems.
    @Test(arguments: systems.indices)
    func everyBackdropOnEverySystemForEveryReader(_ index: Int) {
        let (liquidGlass, reduce, contrast) = Self.systems[index]
        let translucent = ToastColor(hex: 0x1C1C1E, alpha: 0.6)
        let text = ToastColor(white: 1, alpha: 0.9)
        let tint = ToastColor(hex: 0x30D158, alpha: 0.2)
        let glass = ToastGlass(tint: tint, icon: ToastColor(hex: 0x248A3D))
        func colors(_ backdrop: ToastBackdrop) -> ToastStyle.Colors {
            ToastStyle.Colors(background: translucent, backdrop: backdrop, text: text, dim: ToastColor(white: 0, alpha: 0.3))
        }
        let expectedFillAlpha = contrast ? 1 : (reduce ? ToastStyle.reducedTransparencyMinimumAlpha : translucent.light.alpha)

        for backdrop in [ToastBackdrop.none, .thinMaterial, .glass(glass), .glass(ToastGlass())] {
            let surface = colors(backdrop).surface(liquidGlass: liquidGlass, reduceTransparency: reduce, increaseContrast: contrast)
            let label = "\(backdrop) glass \(liquidGlass) reduce \(reduce) contrast \(contrast)"
            #expect(surface.keepsDim == !reduce, "Reduce Transparency drops the dim: \(label)")
            if case .glass(let asked) = backdrop, liquidGlass {
                // Glass, or the glass's own opaque fill, always with the glass's content colours.
                #expect(surface.icon == asked.icon && surface.actionText == asked.actionText, "\(label)")
                #expect(surface.text == (contrast ? asked.text.withMinimumAlpha(1) : asked.text), "\(label)")
                if reduce || contrast {
                    let fill = asked.fill.withMinimumAlpha(contrast ? 1 : ToastStyle.reducedTransparencyMinimumAlpha)
                    #expect(surface.backdrop == .fill(fill), "\(label)")
                    #expect(surface.keepsShadow, "an opaque fill keeps the style's shadow: \(label)")
                } else {
                    #expect(surface.backdrop == .glass(tint: asked.tint, interactive: true), "\(label)")
                    #expect(!surface.keepsShadow, "glass casts its own shadow: \(label)")
                }
                continue
            }
            // Everything else is today's material and fill, in the style's own colours.
            #expect(surface.keepsShadow, "\(label)")
            #expect(surface.text == (contrast ? text.withMinimumAlpha(1) : text), "\(label)")
            if backdrop != .none, !reduce, !contrast {
                #expect(surface.backdrop == .thinMaterial(tint: translucent), "\(label)")
            } else {
                #expect(surface.backdrop == .fill(translucent.withMinimumAlpha(expectedFillAlpha)), "\(label)")
            }
        }
    }

    @Test func theModernPresetsAreGlassOnIOS26AndTheMaterialBefore() {
        for style in Self.modern {
            let glass = Self.glass(of: style)
            let on26 = style.adjusted(reduceTransparency: false, increaseContrast: false, liquidGlass: true)
            #expect(on26.colors.backdrop == style.colors.backdrop, "\(style.name) keeps its glass")
            #expect(on26.colors.background == .clear, "nothing is painted over the glass")
            #expect(on26.colors.text == .label && on26.colors.title == .label, "label-coloured text on glass")
            #expect(on26.colors.icon == glass.icon && on26.colors.actionText == glass.actionText)
            #expect(on26.shadow == nil, "the glass casts its own shadow")
            #expect(on26.geometry == style.geometry && on26.motion == style.motion && on26.behavior == style.behavior)

            let before = style.adjusted(reduceTransparency: false, increaseContrast: false, liquidGlass: false)
            var material = style
            material.colors.backdrop = .thinMaterial
            #expect(before == material, "\(style.name) on iOS 16–25 is exactly the material it always was")
        }
        #expect(Self.glass(of: .standard).tint == nil, "the calm default is untinted")
        for style in [ToastStyle.success, .warning, .error, .info] {
            let tint = Self.glass(of: style).tint
            #expect(tint?.light.alpha == ToastStyle.ModernMetrics.glassTintOpacity, "\(style.name) is faintly tinted")
            let icon = style.colors.icon.light
            #expect(tint?.light.red == icon.red && tint?.light.green == icon.green && tint?.light.blue == icon.blue, "in its own colour")
        }
    }

    @Test func theModernPresetsAreOpaqueForReaderSettingsOnEverySystem() {
        for style in Self.modern {
            for (liquidGlass, reduce, contrast) in Self.systems where reduce || contrast {
                let adjusted = style.adjusted(reduceTransparency: reduce, increaseContrast: contrast, liquidGlass: liquidGlass)
                #expect(adjusted.colors.backdrop == .none, "\(style.name): nothing translucent behind the toast")
                let alpha = min(adjusted.colors.background.light.alpha, adjusted.colors.background.dark.alpha)
                #expect(alpha >= ToastStyle.reducedTransparencyMinimumAlpha)
                if liquidGlass {
                    #expect(adjusted.colors.text.light.red == 0 && adjusted.colors.text.dark.red == 1, "dark on light, light on dark")
                } else {
                    #expect(adjusted.colors.text == .white, "the material's white on its dark fill")
                }
            }
        }
    }

    @Test func theClassicLooksNeverChangeWithTheSystem() {
        for style in Self.classic {
            #expect(style.colors.backdrop == .none, "\(style.name) asks for no glass")
            for (_, reduce, contrast) in Self.systems {
                let legacy = style.adjusted(reduceTransparency: reduce, increaseContrast: contrast)
                #expect(style.adjusted(reduceTransparency: reduce, increaseContrast: contrast, liquidGlass: true) == legacy)
                #expect(style.adjusted(reduceTransparency: reduce, increaseContrast: contrast, liquidGlass: false) == legacy)
            }
            #expect(style.adjusted(reduceTransparency: false, increaseContrast: false, liquidGlass: true) == style)
        }
    }

    @Test func adjustingTwiceChangesNothingMore() {
        for style in Self.modern + Self.classic {
            for (liquidGlass, reduce, contrast) in Self.systems {
                let once = style.adjusted(reduceTransparency: reduce, increaseContrast: contrast, liquidGlass: liquidGlass)
                #expect(once.adjusted(reduceTransparency: reduce, increaseContrast: contrast, liquidGlass: liquidGlass) == once)
            }
        }
    }

    /// Text on glass must read over light and dark content alike: label-coloured text, and the
    /// icons and the action in shades that keep their contrast, against the glass's own
    /// appearance (the opaque fill is that appearance with the tint mixed in).
    @Test func contentOnGlassIsLegibleInBothAppearances() {
        for style in Self.modern {
            let glass = Self.glass(of: style)
            for appearance in ToastAppearance.allCases {
                let fill = glass.fill.resolved(for: appearance)
                #expect(fill.alpha == 1)
                for (part, color, least) in [
                    ("text", glass.text, 4.5), ("title", glass.title, 4.5), ("action", glass.actionText, 4.5), ("icon", glass.icon, 3),
                ] {
                    let ratio = color.resolved(for: appearance).contrastRatio(with: fill)
                    #expect(ratio >= least, "\(style.name) \(part) in \(appearance): \(ratio)")
                }
            }
        }
        // The material's white text would vanish on light glass: the glass needs its own colours.
        let white = ToastColor.white.resolved(for: .light)
        #expect(white.contrastRatio(with: Self.glass(of: .standard).fill.resolved(for: .light)) < 1.5)
    }

    @Test func theContrastRatioIsWCAGs() {
        let black = ToastColor.black.light, white = ToastColor.white.light
        #expect(abs(black.contrastRatio(with: white) - 21) < 1e-9)
        #expect(abs(white.contrastRatio(with: white) - 1) < 1e-9)
        // #767676 on white is the classic 4.54 : 1.
        #expect(abs(ToastColor(hex: 0x767676).light.contrastRatio(with: white) - 4.54) < 0.01)
    }

    @Test func theFillMixesInAnEighthOfTheTintsColour() {
        let red = ToastColor(hex: 0xFF0000, alpha: 0.4)
        let fill = ToastGlass(tint: red).fill
        #expect(fill.light.red == 1 && abs(fill.light.green - (1 - ToastGlass.fillTintShare)) < 1e-9, "the tint's colour, not its alpha")
        #expect(fill.light.alpha == 1 && fill.dark.alpha == 1)
        #expect(ToastGlass().fill == .dynamic(light: ToastColor(hex: 0xFFFFFF), dark: ToastColor(hex: 0x2C2C2E)))
        #expect(ToastGlass(text: .black).actionText == .black && ToastGlass(text: .black).icon == .black, "the rest follow the text")
    }

    @Test(
        arguments: [
            (25, "26.0", false, false), (18, "26.2", false, false), (26, "18.5", false, false), (26, "26.2", false, true),
            (26, "26.0", true, false), (27, "26.4", true, false), (27, "27.0", true, true), (26, "27", true, true),
            (27, "27.1", false, true), (26, "", false, false), (26, "beta", false, false), (26, "9.3", false, false),
        ] as [(Int, String, Bool, Bool)])
    func whetherTheSystemDrawsLiquidGlass(_ system: Int, _ sdk: String, _ compatibility: Bool, _ drawn: Bool) {
        #expect(ToastLiquidGlass.isDrawn(systemVersion: system, sdkVersion: sdk, designRequiresCompatibility: compatibility) == drawn)
    }

    @Test func anInfoPlistWithoutItsSDKVersionDrawsTheEarlierDesign() {
        #expect(!ToastLiquidGlass.isDrawn(systemVersion: 26, sdkVersion: nil, designRequiresCompatibility: false))
    }

    @Test(arguments: [("26.2", 26), ("27", 27), ("100.0.1", 100), ("", 0), (".5", 0), ("x26", 0), ("99999999999999999999999", 100_000)])
    func theSDKsMajorVersionIsTheNumberItStartsWith(_ version: String, _ major: Int) {
        #expect(ToastLiquidGlass.majorVersion(of: version) == major)
    }
}
