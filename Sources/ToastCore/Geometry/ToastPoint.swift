/// A point in a container's coordinates: x grows to the right, y grows downwards.
public struct ToastPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = ToastPoint(x: 0, y: 0)
}
