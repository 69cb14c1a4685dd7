import CPangoCairo
import ToastCore

/// What drawing one frame after another can reuse: blurred shadow shapes and Pango layouts.
/// Each renderer (one per thread) has its own.
final class PainterCache {
    private var shadows: [ShadowMask.Key: ShadowMask] = [:]
    private var layouts: [LayoutKey: TextLayout] = [:]

    /// Entries kept of each kind before the cache starts again: a gallery has far fewer.
    static let limit = 256

    private struct LayoutKey: Hashable {
        var text: String
        var font: ToastFont
        var maxWidth: Double
        var lineLimit: Int?
        var alignment: ToastTextAlignment
        /// Layouts belong to a Pango context.
        var context: UInt
    }

    func shadowMask(size: ToastSize, cornerRadius: Double, shadowRadius: Double, scale: Double) -> ShadowMask {
        let key = ShadowMask.Key(size: size, cornerRadius: cornerRadius, shadowRadius: shadowRadius, scale: scale)
        if let mask = shadows[key] { return mask }
        if shadows.count >= Self.limit { shadows.removeAll() }
        let mask = ShadowMask(key)
        shadows[key] = mask
        return mask
    }

    func layout(context: OpaquePointer, text: String, font: ToastFont, maxWidth: Double, lineLimit: Int?, alignment: ToastTextAlignment)
        -> TextLayout
    {
        let key = LayoutKey(
            text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit, alignment: alignment,
            context: UInt(bitPattern: Int(bitPattern: UnsafeRawPointer(context))))
        if let layout = layouts[key] { return layout }
        if layouts.count >= Self.limit { layouts.removeAll() }
        let layout = TextLayout(context: context, text: text, font: font, maxWidth: maxWidth, lineLimit: lineLimit, alignment: alignment)
        layouts[key] = layout
        return layout
    }

}

/// A toast's shadow shape, blurred as Core Animation blurs `shadowRadius`: the rounded
/// rectangle filled into an image with room around it, then blurred with a standard deviation
/// of `shadowRadius` points (Core Animation's radius is the blur's; design tools that export
/// to it give `shadowRadius = blur / 2` for a CSS-style blur whose deviation is `blur / 2`).
///
/// The image is Cairo's one-byte alpha format (A8): a shadow is only coverage, so there is a
/// quarter of the pixels' bytes to blur, and painting the shadow's colour through it is one of
/// pixman's fastest paths.
final class ShadowMask {
    struct Key: Hashable {
        var size: ToastSize
        var cornerRadius: Double
        var shadowRadius: Double
        /// Device pixels per point.
        var scale: Double

        /// Written out because ToastCore's geometry is only `Equatable`: the engine hashes none.
        func hash(into hasher: inout Hasher) {
            for part in [size.width, size.height, cornerRadius, shadowRadius, scale] { hasher.combine(part) }
        }
    }

    /// The blurred shape (an A8 image surface); its alpha is the shadow's coverage.
    let surface: OpaquePointer
    /// Points of room on each side of the toast.
    let margin: Double
    /// Pixels per point of `surface`.
    let scale: Double

    /// How far beyond the toast a shadow of this kind reaches, in points, offset included.
    static func reach(_ shadow: ToastShadow) -> Double {
        2 * shadow.radius + max(abs(shadow.offsetX), abs(shadow.offsetY))
    }

    init(_ key: Key) {
        margin = 2 * key.shadowRadius
        scale = key.scale
        let width = Int(((key.size.width + 2 * margin) * scale).rounded(.up))
        let height = Int(((key.size.height + 2 * margin) * scale).rounded(.up))
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(max(width, 1)), Int32(max(height, 1)))
        let cr = cairo_create(surface)!
        cairo_scale(cr, key.scale, key.scale)
        ContinuousCorner.addPath(
            cr, ToastRect(x: margin, y: margin, width: key.size.width, height: key.size.height), radius: key.cornerRadius)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        BoxBlur.blur(surface, standardDeviation: key.shadowRadius * key.scale)
    }

    deinit {
        cairo_surface_destroy(surface)
    }
}
