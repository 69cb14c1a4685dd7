import CPangoCairo
import Foundation
import ToastCore

/// The fonts the renderer draws with: pinned font files in a private fontconfig configuration,
/// so text looks the same on every machine whatever its font settings
/// (`shared/notes/linux-rendering.md`).
///
/// Latin, Greek and Cyrillic text is set in Inter (Debian's `fonts-inter`), whose proportions
/// and x-height are the closest freely packaged match for SF Pro, in the four weights the styles
/// ask for: regular, medium, semibold and bold. Other scripts fall back to Noto, which Debian
/// ships in regular and bold only (a medium Arabic or Chinese word draws regular, semibold bold).
package final class FontLibrary {
    /// The font files: Inter from `fonts-inter`; Noto from `fonts-noto-core`, `fonts-noto-cjk`
    /// and `fonts-noto-color-emoji`.
    package static let files = [
        "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
        "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
        "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
        "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
        "/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSans-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansArabic-Bold.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Regular.ttf",
        "/usr/share/fonts/truetype/noto/NotoSansHebrew-Bold.ttf",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf",
    ]

    /// Families tried in order; emoji are left to fallback (naming the emoji font here makes
    /// fontconfig draw digits and spaces from it).
    package static let families = "Inter, Noto Sans, Noto Sans CJK SC, Noto Sans Arabic, Noto Sans Hebrew"

    /// Colour emoji come as fixed-size bitmaps; this rule scales them to the requested size, as
    /// Debian's `10-scale-bitmap-fonts.conf` does for the system configuration. Bitmap fonts are
    /// recognised by `outline = false`: colour bitmap fonts report `scalable = true`.
    static let bitmapScalingRule = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times><name>matrix</name>
                <matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// Why fonts could not be set up.
    package struct SetupError: Error, CustomStringConvertible {
        package let description: String
    }

    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// A context for measuring, independent of any surface.
    let context: OpaquePointer

    package init() throws {
        let config = try Self.configuration.get()
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            throw SetupError(description: "Pango has no FreeType font map")
        }
        toastkit_font_map_set_config(map, config)  // the font map takes its own reference
        fontMap = map
        context = pango_font_map_create_context(map)
        Self.configure(context)
    }

    /// The fontconfig configuration of ``files``, built once per process and shared by every
    /// library's font map: reading the files (the CJK collection above all) is slow, and would
    /// otherwise be done for each renderer and again for each gallery lane.
    ///
    /// `nonisolated(unsafe)` because `OpaquePointer` is not `Sendable`: the configuration is
    /// built once (a `static let` is initialised once, whichever thread asks first) and only
    /// read afterwards, by font matching, which fontconfig allows from several threads at once.
    /// It lives as long as the process.
    nonisolated(unsafe) private static let configuration: Result<OpaquePointer, SetupError> = {
        let missing = files.filter { !FileManager.default.isReadableFile(atPath: $0) }
        guard missing.isEmpty else {
            return .failure(SetupError(description: "missing font files (run `make setup`): \(missing.joined(separator: ", "))"))
        }
        guard let config = FcConfigCreate() else { return .failure(SetupError(description: "fontconfig could not create a configuration")) }
        for file in files {
            guard FcConfigAppFontAddFile(config, file) == FcTrue else {
                FcConfigDestroy(config)
                return .failure(SetupError(description: "fontconfig could not load \(file)"))
            }
        }
        guard FcConfigParseAndLoadFromMemory(config, bitmapScalingRule, FcTrue) == FcTrue else {
            FcConfigDestroy(config)
            return .failure(SetupError(description: "fontconfig rejected the bitmap scaling rule"))
        }
        return .success(config)
    }()

    deinit {
        toastkit_object_unref(UnsafeMutableRawPointer(context))
        toastkit_object_unref(fontMap)
    }

    /// Settings that make layout and pixels repeatable: points as user units, a pinned language,
    /// unrounded glyph positions, grey antialiasing without hinting.
    static func configure(_ context: OpaquePointer) {
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_language(context, pango_language_from_string("en-us"))
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// A font description for `font` at its size in points.
    static func description(for font: ToastFont) -> OpaquePointer {
        let description = pango_font_description_from_string(families)!
        pango_font_description_set_absolute_size(description, font.size * Double(toastkit_pango_scale()))
        let weight: PangoWeight
        switch font.weight {
        case .regular: weight = PANGO_WEIGHT_NORMAL
        case .medium: weight = PANGO_WEIGHT_MEDIUM
        case .semibold: weight = PANGO_WEIGHT_SEMIBOLD
        case .bold: weight = PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(description, weight)
        return description
    }
}
