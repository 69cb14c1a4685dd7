/// A point in a container's coordinates: x grows to the right, y grows downwards.
package struct ToastPoint: Equatable, Sendable {
    /// Points from the container's left edge.
    package var x: Double
    /// Points from the container's top edge (down is positive).
    package var y: Double

    /// The point `x` points from the left edge and `y` points from the top edge.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The container's top-left corner, (0, 0).
    package static let zero = ToastPoint(x: 0, y: 0)
}
