/// What the host knows about the place toasts appear in: the container, its safe area, the
/// keyboard, named anchors, reading direction and text size.
package struct ToastLayoutEnvironment: Sendable {
    /// The container's size; its origin is (0, 0).
    package var containerSize: ToastSize
    package var safeArea: ToastEdgeInsets
    /// The keyboard's frame in the container's coordinates, when one is shown.
    package var keyboardFrame: ToastRect?
    /// Named rectangles in the container's coordinates, such as ``ToastAnchor/navigationBar``.
    package var anchors: [ToastAnchor: ToastRect]
    package var layoutDirection: ToastLayoutDirection
    /// The reader's text size relative to the default (1). Non-positive or non-finite values count
    /// as 1.
    package var textScale: Double

    package init(
        containerSize: ToastSize, safeArea: ToastEdgeInsets = .zero, keyboardFrame: ToastRect? = nil,
        anchors: [ToastAnchor: ToastRect] = [:], layoutDirection: ToastLayoutDirection = .leftToRight, textScale: Double = 1
    ) {
        self.containerSize = containerSize
        self.safeArea = safeArea
        self.keyboardFrame = keyboardFrame
        self.anchors = anchors
        self.layoutDirection = layoutDirection
        self.textScale = textScale
    }

    /// How much of the container's bottom the keyboard covers (0 when it is hidden or elsewhere).
    package var keyboardOverlap: Double {
        guard let keyboard = keyboardFrame, keyboard.width > 0, keyboard.height > 0 else { return 0 }
        let container = ToastRect(origin: .zero, size: containerSize)
        guard keyboard.intersects(container) else { return 0 }
        return max(containerSize.height - keyboard.minY, 0)
    }
}
