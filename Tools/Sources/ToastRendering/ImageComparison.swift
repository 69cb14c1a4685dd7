import CPangoCairo

/// Compares two images pixel by pixel, with a tolerance for the small differences that font
/// rasterisers and PNG libraries of different versions produce. PNG bytes are never compared.
///
/// Two pixels match when every channel (premultiplied alpha, red, green, blue) differs by at
/// most ``channelTolerance`` levels out of 255. Two images match when they have the same size and
/// at most ``maximumDifferingFraction`` of their pixels do not match.
package struct ImageComparison {
    package static let channelTolerance = 8
    /// One pixel in a thousand: room for anti-aliasing drift, far less than any visible change
    /// (a moved or missing toast changes thousands of pixels).
    package static let maximumDifferingFraction = 0.001

    package let differingPixels: Int
    package let totalPixels: Int
    package let sizesMatch: Bool
    /// Where the images differ: the expected image faded, with differing pixels in red.
    package let difference: CairoImage?

    package var matches: Bool {
        sizesMatch && Double(differingPixels) <= Double(totalPixels) * Self.maximumDifferingFraction
    }

    package init(expected: CairoImage, actual: CairoImage) {
        guard expected.width == actual.width, expected.height == actual.height else {
            sizesMatch = false
            differingPixels = 0
            totalPixels = expected.width * expected.height
            difference = nil
            return
        }
        sizesMatch = true
        totalPixels = expected.width * expected.height
        cairo_surface_flush(expected.surface)
        cairo_surface_flush(actual.surface)
        let diff = CairoImage(width: expected.width, height: expected.height)
        let stride = Int(cairo_image_surface_get_stride(expected.surface))
        let actualStride = Int(cairo_image_surface_get_stride(actual.surface))
        let diffStride = Int(cairo_image_surface_get_stride(diff.surface))
        let a = cairo_image_surface_get_data(expected.surface)!
        let b = cairo_image_surface_get_data(actual.surface)!
        let d = cairo_image_surface_get_data(diff.surface)!
        var differing = 0
        for y in 0..<expected.height {
            for x in 0..<expected.width {
                let pa = a.advanced(by: y * stride + x * 4)
                let pb = b.advanced(by: y * actualStride + x * 4)
                let pd = d.advanced(by: y * diffStride + x * 4)
                var worst = 0
                for channel in 0..<4 {
                    worst = max(worst, abs(Int(pa[channel]) - Int(pb[channel])))
                }
                if worst > Self.channelTolerance {
                    differing += 1
                    // Opaque red (ARGB32 in memory: blue, green, red, alpha on little-endian).
                    pd[0] = 0; pd[1] = 0; pd[2] = 255; pd[3] = 255
                } else {
                    // The expected pixel at a quarter strength, so the picture stays recognisable.
                    for channel in 0..<4 { pd[channel] = pa[channel] / 4 }
                }
            }
        }
        cairo_surface_mark_dirty(diff.surface)
        differingPixels = differing
        difference = diff
    }
}
