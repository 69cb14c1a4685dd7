#if canImport(UIKit)
// The iOS 16 SDK declares accessibility traits and notifications as mutable globals; newer SDKs
// make them constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore

/// Draws one toast as its placement says. What the user does to it goes to the engine through
/// ``ToastSurfaceView``; it decides nothing.
@MainActor
final class ToastView: ToastSurfaceView {
    /// Clips the backdrop and the tint to the toast's rounded shape. It is not the layer that
    /// draws the shadow (this view's layer does), because a layer that masks to its bounds
    /// hides its own shadow.
    private let background = UIView()
    /// The thin material, when the style asks for one: the system blurs what is under it.
    private let backdrop = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
    /// The style's background colour, over the backdrop (a tint) or alone.
    private let tint = UIView()
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let actionButton = UIButton(type: .system)
    /// A spinner, ring or bar while the toast has progress.
    private let progressView = ToastProgressView()
    private var style: ToastStyle
    /// The image of an `.image` icon (the request names it only).
    private var image: UIImage?

    init(toast: PresentedToast, image: UIImage?, style: ToastStyle, onReport: @escaping (Report) -> Void) {
        self.style = style
        self.image = image
        super.init(toast: toast, onReport: onReport)
        build()
    }

    private func build() {
        background.layer.cornerCurve = .continuous
        background.clipsToBounds = true
        background.isUserInteractionEnabled = false
        backdrop.isUserInteractionEnabled = false
        background.addSubview(backdrop)
        background.addSubview(tint)
        addSubview(background)

        iconView.contentMode = .scaleAspectFit
        addSubview(iconView)
        addSubview(progressView)

        for label in [titleLabel, messageLabel] {
            label.adjustsFontForContentSizeCategory = false  // the engine scales fonts itself
            label.lineBreakMode = .byTruncatingTail
            addSubview(label)
        }
        titleLabel.numberOfLines = ToastLayout.titleLineLimit  // as the layout measured it
        actionButton.addTarget(self, action: #selector(actionChosen), for: .touchUpInside)
        addSubview(actionButton)
        isAccessibilityElement = true
        applyContent()
        applyStyle()
    }

    /// What the toast says and shows, from the current snapshot: built once, and again for
    /// every update of a live toast (text, icon, action, progress).
    private func applyContent() {
        let content = toast.request.content
        switch content.icon {
        case .picture?: iconView.image = image
        case .symbol(let name)?: iconView.image = UIImage(systemName: name)
        case nil: iconView.image = style.defaultIconName.flatMap { UIImage(systemName: $0) }
        }
        titleLabel.text = content.title
        messageLabel.text = content.message
        messageLabel.numberOfLines = style.typography.lineLimit ?? 0
        actionButton.setTitle(content.action?.title, for: .normal)
        actionButton.isHidden = content.action == nil
        progressView.show(content.progress, as: style.progressIndicator)
        accessibilityLabel = ToastAccessibility.label(for: content)
        // The fraction done is the element's value, read when VoiceOver reaches the toast; a
        // change is never announced (only text changes are).
        accessibilityValue = content.progress?.fractionCompleted.map {
            NumberFormatter.localizedString(from: NSNumber(value: $0), number: .percent)
        }
        accessibilityTraits = content.action == nil ? .staticText : [.staticText, .button]
        if content.progress == .indeterminate { accessibilityTraits.insert(.updatesFrequently) }
    }

    /// The snapshot, colours, shadow and accessibility actions, from the style (adjusted for the
    /// reader's legibility settings); `image` replaces an image icon's picture when given.
    func update(toast: PresentedToast, style: ToastStyle, image: UIImage? = nil) {
        update(toast: toast)
        self.style = style
        if let image { self.image = image }
        applyContent()
        applyStyle()
    }

    private func applyStyle() {
        // The style arrives adjusted: with Reduce Transparency its backdrop is .none.
        backdrop.isHidden = style.colors.backdrop == .none
        tint.backgroundColor = style.colors.background.uiColor
        iconView.tintColor = style.colors.icon.uiColor
        progressView.tintColor = style.colors.icon.uiColor
        titleLabel.textColor = style.colors.title.uiColor
        messageLabel.textColor = style.colors.text.uiColor
        actionButton.setTitleColor(style.colors.actionText.uiColor, for: .normal)
        if let shadow = style.shadow {
            layer.shadowColor = shadow.color.uiColor.resolvedColor(with: traitCollection).cgColor
            layer.shadowOpacity = Float(shadow.opacity)
            layer.shadowRadius = shadow.radius
            layer.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        } else {
            layer.shadowOpacity = 0
        }
        accessibilityCustomActions = ToastAccessibility.customActions(for: toast).map { action in
            let name: String
            switch action {
            case .action(let title): name = title
            case .dismiss: name = Self.dismissActionName
            }
            return UIAccessibilityCustomAction(name: name) { [weak self] _ in
                // The iOS 16 SDK does not mark this handler as main-actor; UIKit calls it on the
                // main thread, so the action reaches the engine within the call.
                ToastMainThread.assumeMainActor {
                    guard let self else { return false }
                    self.onReport(.event(ToastAccessibility.event(for: action, toast: self.toast)))
                    return true
                }
            }
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // The shadow's colour is resolved once (a CGColor has no appearance): again when the
        // appearance the view is drawn in changes (also when it first enters the overlay).
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { applyStyle() }
    }

    /// The name VoiceOver reads for the dismiss action.
    static let dismissActionName = NSLocalizedString("Dismiss", comment: "VoiceOver action that removes a toast message")

    /// Sizes and places every part as the engine's placement says. `frame` is set through
    /// `bounds` and `center` so that transition transforms keep working.
    func apply(_ placement: ToastPlacement, origin: CGPoint) {
        place(CGRect(origin: origin, size: CGSize(width: placement.frame.width, height: placement.frame.height)))
        // The placement is already mirrored for the app's direction; the labels' natural
        // alignment must follow the same direction, not the system's (a view's
        // semanticContentAttribute is not inherited, and the overlay is not the app's window).
        let direction: UISemanticContentAttribute = placement.layoutDirection == .rightToLeft ? .forceRightToLeft : .forceLeftToRight
        for view in [self, titleLabel, messageLabel, actionButton] where view.semanticContentAttribute != direction {
            view.semanticContentAttribute = direction
        }
        background.frame = bounds
        backdrop.frame = background.bounds
        tint.frame = background.bounds
        background.layer.cornerRadius = placement.cornerRadius
        setShadowPath(style.shadow == nil ? nil : UIBezierPath(roundedRect: bounds, cornerRadius: placement.cornerRadius).cgPath)

        let alignment: NSTextAlignment = style.typography.alignment == .center ? .center : .natural
        titleLabel.font = placement.titleFont.uiFont
        messageLabel.font = placement.messageFont.uiFont
        actionButton.titleLabel?.font = placement.actionFont.uiFont
        titleLabel.textAlignment = alignment
        messageLabel.textAlignment = alignment
        iconView.frame = placement.iconFrame?.cgRect ?? .zero
        progressView.frame = placement.progressFrame?.cgRect ?? .zero
        progressView.isRightToLeft = placement.layoutDirection == .rightToLeft
        titleLabel.frame = placement.titleFrame?.cgRect ?? .zero
        messageLabel.frame = placement.messageFrame?.cgRect ?? .zero
        actionButton.frame = placement.actionFrame?.cgRect ?? .zero
    }

    /// Sets the shadow's path (without one the shadow costs an offscreen pass every frame). A
    /// UIView animation block does not animate a layer's shadowPath: when the size changes in
    /// one (a reflow, the keyboard, rotation), the path is animated alongside, or the shadow
    /// would jump to the new size while the toast grows.
    private func setShadowPath(_ path: CGPath?) {
        let duration = UIView.inheritedAnimationDuration
        if duration > 0, let path, let old = layer.presentation()?.shadowPath ?? layer.shadowPath, old != path {
            let animation = CABasicAnimation(keyPath: "shadowPath")
            animation.fromValue = old
            animation.toValue = path
            animation.duration = duration
            animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(animation, forKey: "shadowPath")
        }
        layer.shadowPath = path
    }

    @objc private func actionChosen() {
        onReport(.event(.actionTriggered(id)))
    }
}
#endif
