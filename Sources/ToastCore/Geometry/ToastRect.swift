/// A rectangle in a container's coordinates (y grows downwards, as in UIKit).
package struct ToastRect: Equatable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    package var origin: ToastPoint
    /// The width and height, expected to be zero or positive: the edges below assume it (with a
    /// negative width, ``maxX`` is left of ``minX``).
    package var size: ToastSize

    /// The rectangle whose top-left corner is `origin`.
    package init(origin: ToastPoint, size: ToastSize) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle whose top-left corner is (`x`, `y`).
    ///
    /// ```swift
    /// let navigationBar = ToastRect(x: 0, y: 47, width: 390, height: 44)
    /// navigationBar.maxY   // 91: an anchored toast sits below this line
    /// ```
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: ToastPoint(x: x, y: y), size: ToastSize(width: width, height: height))
    }

    /// An empty rectangle at the container's top-left corner.
    package static let zero = ToastRect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge's x.
    package var minX: Double { origin.x }
    /// The top edge's y.
    package var minY: Double { origin.y }
    /// The right edge's x: ``minX`` plus the width.
    package var maxX: Double { origin.x + size.width }
    /// The bottom edge's y: ``minY`` plus the height.
    package var maxY: Double { origin.y + size.height }
    /// The x of the centre, halfway between ``minX`` and ``maxX``.
    package var midX: Double { origin.x + size.width / 2 }
    /// The y of the centre, halfway between ``minY`` and ``maxY``.
    package var midY: Double { origin.y + size.height / 2 }
    /// The size's width.
    package var width: Double { size.width }
    /// The size's height.
    package var height: Double { size.height }

    /// The rectangle moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> ToastRect {
        ToastRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Whether the two rectangles share any area.
    package func intersects(_ other: ToastRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// The x, y, width and height in parentheses, such as `(16.0, 59.0, 358.0, 48.0)`.
    package var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
