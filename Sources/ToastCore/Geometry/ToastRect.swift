/// A rectangle in a container's coordinates (y grows downwards, as in UIKit).
public struct ToastRect: Hashable, Sendable, CustomStringConvertible {
    public var origin: ToastPoint
    public var size: ToastSize

    public init(origin: ToastPoint, size: ToastSize) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: ToastPoint(x: x, y: y), size: ToastSize(width: width, height: height))
    }

    public static let zero = ToastRect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> ToastRect {
        ToastRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// Whether the two rectangles share any area.
    public func intersects(_ other: ToastRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
