/// Where one toast and each of its parts go, in points.
///
/// `frame` is in the container's coordinates; the part frames are in the toast's own
/// coordinates (origin at its top-left corner) and already mirrored for right-to-left layouts.
@_spi(Plumbing) public struct ToastPlacement: Equatable, Sendable {
    public var id: ToastID
    public var frame: ToastRect
    public var cornerRadius: Double
    public var iconFrame: ToastRect?
    public var titleFrame: ToastRect?
    public var messageFrame: ToastRect?
    public var actionFrame: ToastRect?
    /// Where progress is drawn: the icon's square for a spinner or a ring, or a thin bar along
    /// the bottom; `nil` without progress.
    public var progressFrame: ToastRect?
    /// Fonts at the reader's text size (capped by the style).
    public var messageFont: ToastFont
    public var titleFont: ToastFont
    public var actionFont: ToastFont
    public var layoutDirection: ToastLayoutDirection

    public init(
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
