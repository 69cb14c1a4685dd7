import CPangoCairo
import CPixelKernels
import Foundation

/// A fast approximation of a Gaussian blur on Cairo image surfaces (Cairo has none): three box
/// blurs in a row, each a running sum, so the cost does not grow with the radius (W. Jarosz, "Fast
/// Image Convolutions"; P. Kovesi, "Fast Almost-Gaussian Filtering" for the box widths).
///
/// Large radii are blurred on a copy shrunk by ``downsampleFactor(for:)`` and drawn back
/// enlarged with bilinear filtering: a blur that wide has no detail a smaller copy loses.
///
/// ```swift
/// BoxBlur.blur(surface, standardDeviation: 6)   // in place, in pixels
/// ```
enum BoxBlur {
    /// Box passes: three come within a few per cent of a Gaussian.
    static let passes = 3
    /// Below this standard deviation in pixels a blur runs at full resolution; above it the
    /// image is shrunk so that the blur left to do is about this wide.
    static let fullResolutionDeviation = 5.0

    /// The half-widths of the ``passes`` boxes whose sequence has `deviation` as its standard
    /// deviation (Kovesi's ideal width, split between the two nearest odd widths).
    static func radii(standardDeviation deviation: Double) -> [Int] {
        let n = Double(passes)
        let ideal = (12 * deviation * deviation / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * deviation * deviation - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<passes).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// How far from a pixel a blur of `deviation` still gathers visible colour: three standard
    /// deviations hold 99.7 % of a Gaussian's weight.
    static func gatherDistance(standardDeviation deviation: Double) -> Double {
        3 * deviation
    }

    /// How much to shrink an image before blurring it with `deviation` pixels.
    static func downsampleFactor(for deviation: Double) -> Int {
        max(Int((deviation / fullResolutionDeviation).rounded(.down)), 1)
    }

    /// Blurs an ARGB32 or A8 image surface in place, each channel on its own
    /// (``toastkit_box_blur``, which runs the columns a row at a time).
    static func blur(_ surface: OpaquePointer, standardDeviation deviation: Double) {
        guard deviation > 0 else { return }
        let channels: Int
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: channels = 4
        case CAIRO_FORMAT_A8: channels = 1
        default: return
        }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let radii = radii(standardDeviation: deviation).map(Int32.init)
        let rowBytes = width * channels
        let line = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes)
        let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes * height)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: rowBytes)
        defer {
            line.deallocate()
            copy.deallocate()
            sums.deallocate()
        }
        toastkit_box_blur(
            data, Int32(width), Int32(height), Int32(stride), Int32(channels), radii, Int32(radii.count), line, copy, sums)
        cairo_surface_mark_dirty(surface)
    }

    /// `surface` shrunk by `factor`: the block of `factor` × `factor` pixels from (`x`, `y`)
    /// onwards averaged into each pixel of a `width` × `height` image, pixels beyond the surface
    /// counting as transparent (``toastkit_box_downsample_argb``): the average Cairo's
    /// `CAIRO_FILTER_GOOD` takes when shrinking by a whole factor (rounded differently), without
    /// the work of its general resampling.
    static func downsample(_ surface: OpaquePointer, x: Int, y: Int, factor: Int, width: Int, height: Int) -> CairoImage {
        let small = CairoImage(width: width, height: height)
        cairo_surface_flush(surface)
        let sourceStride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard let data = cairo_image_surface_get_data(surface), factor > 0, width > 0, height > 0 else { return small }
        let source = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        let sums = UnsafeMutablePointer<UInt32>.allocate(capacity: 4 * factor * width)
        defer { sums.deallocate() }
        small.withPixels { pixels, stride in
            toastkit_box_downsample_argb(
                source, Int32(sourceStride), cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface), Int32(x),
                Int32(y), Int32(factor), pixels, Int32(stride), Int32(width), Int32(height), sums)
        }
        return small
    }

    /// Makes colours more vivid by `amount` (1 leaves them, 1.8 is 180 %), keeping each pixel's
    /// luminance: the matrix of CSS's `saturate()`, applied to premultiplied colour.
    static func saturate(_ surface: OpaquePointer, amount: Double) {
        guard amount != 1 else { return }
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let pixels = UnsafeMutableRawPointer(data).bindMemory(to: UInt32.self, capacity: stride * height)
        // Rec. 709 luminance weights, as CSS uses.
        let (lr, lg, lb) = (0.2126, 0.7152, 0.0722)
        let s = amount
        let m: [Double] = [
            lr + (1 - lr) * s, lg - lg * s, lb - lb * s,
            lr - lr * s, lg + (1 - lg) * s, lb - lb * s,
            lr - lr * s, lg - lg * s, lb + (1 - lb) * s,
        ]
        for y in 0..<height {
            let row = pixels + y * stride
            for x in 0..<width {
                let pixel = row[x]
                let alpha = Double(pixel >> 24)
                let r = Double((pixel >> 16) & 0xFF), g = Double((pixel >> 8) & 0xFF), b = Double(pixel & 0xFF)
                func channel(_ value: Double) -> UInt32 { UInt32(min(max(value.rounded(), 0), alpha)) }
                row[x] =
                    pixel & 0xFF00_0000
                    | channel(m[0] * r + m[1] * g + m[2] * b) << 16
                    | channel(m[3] * r + m[4] * g + m[5] * b) << 8
                    | channel(m[6] * r + m[7] * g + m[8] * b)
            }
        }
        cairo_surface_mark_dirty(surface)
    }
}
