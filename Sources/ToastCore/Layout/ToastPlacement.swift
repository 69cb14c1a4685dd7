/// Where one toast and each of its parts go, in points.
///
/// `frame` is in the container's coordinates; the part frames are in the toast's own
/// coordinates (origin at its top-left corner) and already mirrored for right-to-left layouts.
package struct ToastPlacement: Equatable, Sendable {
    package var id: ToastID
    package var frame: ToastRect
    package var cornerRadius: Double
    package var iconFrame: ToastRect?
    package var titleFrame: ToastRect?
    package var messageFrame: ToastRect?
    package var actionFrame: ToastRect?
    /// Where progress is drawn: the icon's square for a spinner or a ring, or a thin bar along
    /// the bottom; `nil` without progress.
    package var progressFrame: ToastRect?
    /// Fonts at the reader's text size (capped by the style).
    package var messageFont: ToastFont
    package var titleFont: ToastFont
    package var actionFont: ToastFont
    package var layoutDirection: ToastLayoutDirection

    package init(
        id: ToastID, frame: ToastRect, cornerRadius: Double, iconFrame: ToastRect? = nil, titleFrame: ToastRect? = nil,
        messageFrame: ToastRect? = nil, actionFrame: ToastRect? = nil, messageFont: ToastFont, titleFont: ToastFont,
        actionFont: ToastFont, layoutDirection: ToastLayoutDirection
    ) {
        self.id = id
        self.frame = frame
        self.cornerRadius = cornerRadius
        self.iconFrame = iconFrame
        self.titleFrame = titleFrame
        self.messageFrame = messageFrame
        self.actionFrame = actionFrame
        self.messageFont = messageFont
        self.titleFont = titleFont
        self.actionFont = actionFont
        self.layoutDirection = layoutDirection
    }
}
