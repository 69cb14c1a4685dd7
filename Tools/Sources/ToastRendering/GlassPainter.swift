import CPangoCairo
import Foundation
import ToastCore

/// Liquid Glass as the renderer draws it (``GlassOptics``): per device pixel of the toast, what is
/// behind, blurred and made more vivid, bent outwards near the edge, under the veil and the tint,
/// with the rim light on top; then filled through the toast's own (continuous-corner) shape.
extension Painter {
    /// Draws the glass of a toast whose box is `box` (user space) with corners of `radius`.
    func drawGlass(_ glass: GlassOptics, box: ToastRect, radius: Double) {
        let (x0, y0, x1, y1) = deviceBounds(of: box)
        let left = Int(x0.rounded(.down)), top = Int(y0.rounded(.down))
        let width = Int(x1.rounded(.up)) - left, height = Int(y1.rounded(.up)) - top
        guard width > 0, height > 0, box.width > 0 else { return }
        // Device pixels a point, as the toast is drawn now (scaled while it transitions).
        let scale = (x1 - x0) / box.width
        let band = min(glass.refractionBand, min(box.width, box.height) / 2) * scale
        let reach = band * glass.refraction

        let source = blurSource ?? cairo_get_target(cr)!
        let heavyDeviation = glass.blurRadius * scale
        let gather = Int((BoxBlur.gatherDistance(standardDeviation: heavyDeviation) + reach).rounded(.up))
        let heavy = GlassSample(
            of: source, around: (left, top, width, height), margin: gather, deviation: heavyDeviation, saturation: glass.saturation)
        let rim = GlassSample(
            of: source, around: (left, top, width, height), margin: Int(reach.rounded(.up)) + 4, deviation: glass.rimBlurRadius * scale,
            saturation: glass.saturation)

        // How thick the veil is, per pixel of the smooth blur (it varies no faster than the blur).
        let veilMap = heavy.map { glass.veilOpacity(over: $0) }

        // The rim light's mask: the shape's own edge, stroked inside it.
        let rimMask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))!
        defer { cairo_surface_destroy(rimMask) }
        let deviceBox = ToastRect(x: x0 - Double(left), y: y0 - Double(top), width: x1 - x0, height: y1 - y0)
        let deviceRadius = min(radius * scale, min(deviceBox.width, deviceBox.height) / 2)
        do {
            let mask = cairo_create(rimMask)!
            ContinuousCorner.addPath(mask, deviceBox, radius: deviceRadius)
            cairo_clip_preserve(mask)
            cairo_set_line_width(mask, 2 * glass.rimWidth * scale)
            cairo_stroke(mask)
            cairo_destroy(mask)
            cairo_surface_flush(rimMask)
        }
        let maskStride = Int(cairo_image_surface_get_stride(rimMask))
        let maskData = cairo_image_surface_get_data(rimMask)!

        let image = CairoImage(width: width, height: height)
        let centerX = deviceBox.midX, centerY = deviceBox.midY
        let halfWidth = deviceBox.width / 2, halfHeight = deviceBox.height / 2
        // The light falls from the top leading corner.
        let light = (x: -0.5, y: -0.866)
        image.withPixels { pixels, stride in
            for y in 0..<height {
                for x in 0..<width {
                    let px = Double(x) + 0.5, py = Double(y) + 0.5
                    let dx = px - centerX, dy = py - centerY
                    let qx = abs(dx) - (halfWidth - deviceRadius), qy = abs(dy) - (halfHeight - deviceRadius)
                    // Distance inside the edge (a circular corner approximates the continuous one)
                    // and the outward normal.
                    var inside: Double
                    var nx: Double, ny: Double
                    if qx > 0, qy > 0 {
                        let length = (qx * qx + qy * qy).squareRoot()
                        inside = deviceRadius - length
                        nx = qx / length
                        ny = qy / length
                    } else if qx > qy {
                        inside = deviceRadius - qx
                        nx = 1
                        ny = 0
                    } else {
                        inside = deviceRadius - qy
                        nx = 0
                        ny = 1
                    }
                    inside = max(inside, 0)
                    if dx < 0 { nx = -nx }
                    if dy < 0 { ny = -ny }
                    // Near the edge the glass bends light: the pixel shows what lies further out,
                    // less blurred.
                    let t = band > 0 ? max(1 - inside / band, 0) : 0
                    let bend = reach * t * t
                    let sx = Double(left) + px + nx * bend, sy = Double(top) + py + ny * bend
                    var (r, g, b) = heavy.color(x: sx, y: sy)
                    if t > 0 {
                        let (rr, rg, rb) = rim.color(x: sx, y: sy)
                        let share = 0.6 * t * t.squareRoot()
                        r += (rr - r) * share
                        g += (rg - g) * share
                        b += (rb - b) * share
                    }
                    // The veil: as thin as the content allows, judged on the smooth blur alone so
                    // that it varies as gently as the blur does.
                    let opacity = veilMap.value(x: Double(left) + px, y: Double(top) + py)
                    (r, g, b) = glass.veiled((r, g, b), opacity: opacity)
                    let glow = glass.edgeGlow * t * t * t
                    r += (1 - r) * glow
                    g += (1 - g) * glow
                    b += (1 - b) * glow
                    let edge = Double(maskData[y * maskStride + x]) / 255
                    if edge > 0 {
                        let facing = abs(nx * light.x + ny * light.y)
                        let shine = edge * (glass.rimBase + (glass.rimPeak - glass.rimBase) * facing * facing)
                        r += (1 - r) * shine
                        g += (1 - g) * shine
                        b += (1 - b) * shine
                    }
                    func byte(_ value: Double) -> UInt32 { UInt32(min(max(value * 255, 0), 255).rounded()) }
                    pixels[y * stride + x] = 0xFF00_0000 | byte(r) << 16 | byte(g) << 8 | byte(b)
                }
            }
        }

        cairo_save(cr)
        roundedRect(box, radius: radius)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, image.surface, Double(left), Double(top))
        cairo_set_matrix(cr, &matrix)
        cairo_fill(cr)
        cairo_restore(cr)
    }
}

extension GlassOptics {
    /// `color` under the veil at `opacity`, then the tint.
    func veiled(_ color: (Double, Double, Double), opacity: Double) -> (Double, Double, Double) {
        var (r, g, b) = color
        r += (veil.red - r) * opacity
        g += (veil.green - g) * opacity
        b += (veil.blue - b) * opacity
        if let tint {
            r += (tint.red - r) * tint.alpha
            g += (tint.green - g) * tint.alpha
            b += (tint.blue - b) * tint.alpha
        }
        return (r, g, b)
    }

    /// The least veil, from ``veilOpacity`` up in twentieths, under which `color` keeps
    /// ``legibleContrast`` with the label colour.
    func veilOpacity(over color: (Double, Double, Double)) -> Double {
        var opacity = veilOpacity
        while opacity < 1 {
            let (r, g, b) = veiled(color, opacity: opacity)
            let glass = 0.2126 * Self.linear(r) + 0.7152 * Self.linear(g) + 0.0722 * Self.linear(b)
            let ratio = (max(glass, labelLuminance) + 0.05) / (min(glass, labelLuminance) + 0.05)
            if ratio >= legibleContrast { break }
            opacity = min(opacity + 0.05, 1)
        }
        return opacity
    }

    /// An sRGB channel (0…1) in linear light, as WCAG's relative luminance takes it
    /// (``ToastColor/RGBA/relativeLuminance``), from a table: the veil asks it thousands of times
    /// a toast.
    static func linear(_ channel: Double) -> Double {
        linearTable[Int((min(max(channel, 0), 1) * Double(linearTable.count - 1)).rounded())]
    }

    private static let linearTable: [Double] = (0...1023).map { index in
        ToastColor.RGBA(red: Double(index) / 1023, green: 0, blue: 0).relativeLuminance / 0.2126
    }
}

/// What is behind a toast, blurred and saturated once, to be read at any device point (bilinear).
struct GlassSample {
    let image: CairoImage
    /// The device pixel of the image's first pixel, and how many device pixels one of its covers.
    let originX: Double, originY: Double, factor: Double
    let width: Int, height: Int
    let pixels: UnsafeMutablePointer<UInt32>
    let stride: Int

    /// The area `region` (device pixels) of `source` with `margin` around it, blurred by
    /// `deviation` device pixels and saturated.
    init(
        of source: OpaquePointer, around region: (x: Int, y: Int, width: Int, height: Int), margin: Int, deviation: Double,
        saturation: Double
    ) {
        let sourceWidth = Int(cairo_image_surface_get_width(source)), sourceHeight = Int(cairo_image_surface_get_height(source))
        let left = max(region.x - margin, 0), top = max(region.y - margin, 0)
        let right = min(region.x + region.width + margin, sourceWidth), bottom = min(region.y + region.height + margin, sourceHeight)
        let factor = BoxBlur.downsampleFactor(for: deviation)
        let width = max((right - left + factor - 1) / factor, 1), height = max((bottom - top + factor - 1) / factor, 1)
        image = BoxBlur.downsample(source, x: left, y: top, factor: factor, width: width, height: height)
        BoxBlur.blur(image.surface, standardDeviation: deviation / Double(factor))
        BoxBlur.saturate(image.surface, amount: saturation)
        cairo_surface_flush(image.surface)
        originX = Double(left)
        originY = Double(top)
        self.factor = Double(factor)
        self.width = width
        self.height = height
        stride = Int(cairo_image_surface_get_stride(image.surface)) / 4
        pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(image.surface)!).bindMemory(
            to: UInt32.self, capacity: stride * height)
    }

    /// `transform` of every pixel's colour, readable like the colours (``GlassMap/value(x:y:)``).
    func map(_ transform: ((Double, Double, Double)) -> Double) -> GlassMap {
        var values = [Double](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = pixels[y * stride + x]
                let alpha = Double(pixel >> 24)
                let color =
                    alpha > 0
                    ? (Double((pixel >> 16) & 0xFF) / alpha, Double((pixel >> 8) & 0xFF) / alpha, Double(pixel & 0xFF) / alpha)
                    : (0, 0, 0)
                values[y * width + x] = transform(color)
            }
        }
        return GlassMap(values: values, originX: originX, originY: originY, factor: factor, width: width, height: height)
    }

    /// The colour (0…1 a channel, as if opaque) at device point (`x`, `y`); points outside the
    /// sampled area take its nearest edge.
    func color(x: Double, y: Double) -> (Double, Double, Double) {
        let u = min(max((x - originX) / factor - 0.5, 0), Double(width - 1))
        let v = min(max((y - originY) / factor - 0.5, 0), Double(height - 1))
        let x0 = Int(u), y0 = Int(v)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = u - Double(x0), fy = v - Double(y0)
        func channels(_ pixel: UInt32) -> (Double, Double, Double, Double) {
            (Double((pixel >> 16) & 0xFF), Double((pixel >> 8) & 0xFF), Double(pixel & 0xFF), Double(pixel >> 24))
        }
        let a = channels(pixels[y0 * stride + x0]), b = channels(pixels[y0 * stride + x1])
        let c = channels(pixels[y1 * stride + x0]), d = channels(pixels[y1 * stride + x1])
        func blend(_ p: Double, _ q: Double, _ r: Double, _ s: Double) -> Double {
            (p * (1 - fx) + q * fx) * (1 - fy) + (r * (1 - fx) + s * fx) * fy
        }
        let alpha = blend(a.3, b.3, c.3, d.3)
        guard alpha > 0 else { return (0, 0, 0) }
        // Premultiplied: divide by the alpha (the app behind is opaque, so it is 255 but at the
        // screen's edge, where the downsampled block ran past it).
        return (blend(a.0, b.0, c.0, d.0) / alpha, blend(a.1, b.1, c.1, d.1) / alpha, blend(a.2, b.2, c.2, d.2) / alpha)
    }
}

/// One number per pixel of a ``GlassSample``, read at any device point (bilinear).
struct GlassMap {
    let values: [Double]
    let originX: Double, originY: Double, factor: Double
    let width: Int, height: Int

    func value(x: Double, y: Double) -> Double {
        let u = min(max((x - originX) / factor - 0.5, 0), Double(width - 1))
        let v = min(max((y - originY) / factor - 0.5, 0), Double(height - 1))
        let x0 = Int(u), y0 = Int(v)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let fx = u - Double(x0), fy = v - Double(y0)
        let top = values[y0 * width + x0] * (1 - fx) + values[y0 * width + x1] * fx
        let bottom = values[y1 * width + x0] * (1 - fx) + values[y1 * width + x1] * fx
        return top * (1 - fy) + bottom * fy
    }
}
