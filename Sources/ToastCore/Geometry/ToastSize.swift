/// A width and a height in points.
package struct ToastSize: Equatable, Sendable, CustomStringConvertible {
    /// The horizontal extent, in points.
    package var width: Double
    /// The vertical extent, in points.
    package var height: Double

    /// A size of `width` × `height` points. The values are stored as given; nothing here
    /// rejects a negative or non-finite size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No width and no height.
    package static let zero = ToastSize(width: 0, height: 0)

    /// The width and height joined by a multiplication sign, such as `390.0×844.0`.
    package var description: String { "\(width)×\(height)" }
}
