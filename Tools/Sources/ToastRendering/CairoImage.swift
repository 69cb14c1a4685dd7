import CPangoCairo
import CPixelKernels
import Foundation

/// A picture in memory (a Cairo ARGB32 image surface): drawn by the renderer, written to or
/// read from PNG, and compared pixel by pixel.
package final class CairoImage {
    let surface: OpaquePointer

    /// A transparent image of `width` × `height` pixels.
    package init(width: Int, height: Int) {
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    }

    /// Reads a PNG file; `nil` if it cannot be read as one.
    package init?(contentsOfPNG path: String) {
        guard FileManager.default.isReadableFile(atPath: path),
            let surface = cairo_image_surface_create_from_png(path),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { return nil }
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    package var width: Int { Int(cairo_image_surface_get_width(surface)) }
    package var height: Int { Int(cairo_image_surface_get_height(surface)) }

    /// How PNG files are compressed: libdeflate at its fastest level, every row unfiltered.
    /// Interface pictures are flat colour, which the match finder compresses best unfiltered
    /// (a row filter turns flat runs into varied differences), and a higher level costs far more
    /// time than it saves bytes.
    package enum PNGCompression {
        /// libdeflate's level, 1 (fastest) … 12 (smallest).
        package static let level: Int32 = 1
    }

    /// Writes the image as PNG (RGB when it is opaque), creating the folder if needed.
    package func writePNG(to path: String, level: Int32 = PNGCompression.level) throws {
        let folder = (path as NSString).deletingLastPathComponent
        if !folder.isEmpty {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        cairo_surface_flush(surface)
        let status = toastkit_png_write_argb32(
            path, cairo_image_surface_get_data(surface), Int32(width), Int32(height),
            cairo_image_surface_get_stride(surface), level)
        guard status == 0 else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSFilePathErrorKey: path,
                    NSLocalizedDescriptionKey: status == -1 ? "cannot write the file" : "could not compress the image",
                ])
        }
    }

    /// The pixel at (`x`, `y`) as premultiplied (alpha, red, green, blue), 0…255 each.
    package func pixel(x: Int, y: Int) -> (alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        let value = data.advanced(by: y * stride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
        return (UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF))
    }

    /// Calls `body` with the pixels (premultiplied ARGB32 words) and the number of words a row,
    /// for reading or changing them directly.
    func withPixels<Result>(_ body: (UnsafeMutablePointer<UInt32>, Int) throws -> Result) rethrows -> Result {
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeMutableRawPointer(cairo_image_surface_get_data(surface)!).bindMemory(to: UInt32.self, capacity: stride * height)
        defer { cairo_surface_mark_dirty(surface) }
        return try body(pixels, stride)
    }

    /// A copy of the image.
    func copy() -> CairoImage {
        let copy = CairoImage(width: width, height: height)
        copy.draw { cr in
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cr)
        }
        return copy
    }

    /// Calls `body` with a drawing context for this image.
    func draw(_ body: (OpaquePointer) -> Void) {
        let context = cairo_create(surface)!
        body(context)
        cairo_destroy(context)
    }
}
