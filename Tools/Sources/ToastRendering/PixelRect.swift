import CPangoCairo
import Foundation

/// A rectangle of whole pixels on an image: what a movie frame repaints and encodes.
struct PixelRect: Hashable, Sendable {
    var x: Int
    var y: Int
    var width: Int
    var height: Int

    var area: Int { width * height }

    var maxX: Int { x + width }
    var maxY: Int { y + height }

    func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x), minY = min(y, other.y)
        return PixelRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// The part inside `other`, or `nil` if none is.
    func intersection(_ other: PixelRect) -> PixelRect? {
        let minX = max(x, other.x), minY = max(y, other.y)
        let right = min(maxX, other.maxX), bottom = min(maxY, other.maxY)
        guard right > minX, bottom > minY else { return nil }
        return PixelRect(x: minX, y: minY, width: right - minX, height: bottom - minY)
    }

    /// The rectangle grown to start on even coordinates, which WebP frame offsets need.
    var evenAligned: PixelRect {
        let evenX = x & ~1, evenY = y & ~1
        return PixelRect(x: evenX, y: evenY, width: maxX - evenX, height: maxY - evenY)
    }

    /// Clips `cr` (whose user space is points, `scale` pixels each) to this rectangle.
    func clip(_ cr: OpaquePointer, scale: Double) {
        cairo_rectangle(cr, Double(x) / scale, Double(y) / scale, Double(width) / scale, Double(height) / scale)
        cairo_clip(cr)
    }

    /// Copies this rectangle of `pixels` (`stride` words a row) into `buffer`, `width` words a row.
    func copy(from pixels: UnsafePointer<UInt32>, stride: Int, to buffer: UnsafeMutablePointer<UInt32>) {
        for row in 0..<height {
            (buffer + row * width).update(from: pixels + (y + row) * stride + x, count: width)
        }
    }

    /// The even-aligned rectangle around the pixels of this rectangle that differ between
    /// `pixels` (`stride` words a row) and `previous` (this rectangle as it was, `width` words a
    /// row), or `nil` if none does.
    ///
    /// Rows that did not change are skipped with one `memcmp`; in a row that did, only the
    /// columns outside the bounds found so far are compared, from each end.
    func changedBounds(in pixels: UnsafePointer<UInt32>, stride: Int, previous: UnsafePointer<UInt32>) -> PixelRect? {
        var minX = width, minY = -1, maxX = -1, maxY = -1
        for row in 0..<height {
            let new = pixels + (y + row) * stride + x
            let old = previous + row * width
            guard memcmp(new, old, width * MemoryLayout<UInt32>.stride) != 0 else { continue }
            var first = 0
            while first < minX && new[first] == old[first] { first += 1 }
            var last = width - 1
            while last > max(maxX, first) && new[last] == old[last] { last -= 1 }
            minX = min(minX, first)
            maxX = max(maxX, last)
            if minY < 0 { minY = row }
            maxY = row
        }
        guard maxY >= 0 else { return nil }
        return PixelRect(x: x + minX, y: y + minY, width: maxX - minX + 1, height: maxY - minY + 1).evenAligned
    }
}
