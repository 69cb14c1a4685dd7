/// A point in a container's coordinates: x grows to the right, y grows downwards.
@_spi(Plumbing) public struct ToastPoint: Hashable, Sendable {
    /// Points from the container's left edge.
    public var x: Double
    /// Points from the container's top edge (down is positive).
    public var y: Double

    /// The point `x` points from the left edge and `y` points from the top edge.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The container's top-left corner, (0, 0).
    public static let zero = ToastPoint(x: 0, y: 0)
}
