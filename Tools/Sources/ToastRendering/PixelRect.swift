import CPangoCairo

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
    func changedBounds(in pixels: UnsafePointer<UInt32>, stride: Int, previous: UnsafePointer<UInt32>) -> PixelRect? {
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for row in 0..<height {
            let new = pixels + (y + row) * stride + x
            let old = previous + row * width
            var first = -1, last = -1
            for column in 0..<width where new[column] != old[column] {
                if first < 0 { first = column }
                last = column
            }
            guard first >= 0 else { continue }
            minX = min(minX, first); maxX = max(maxX, last)
            minY = min(minY, row); maxY = row
        }
        guard maxX >= 0 else { return nil }
        return PixelRect(x: x + minX, y: y + minY, width: maxX - minX + 1, height: maxY - minY + 1).evenAligned
    }
}
