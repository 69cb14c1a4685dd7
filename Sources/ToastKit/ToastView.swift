#if canImport(UIKit)
// The iOS 16 SDK declares accessibility traits and notifications as mutable globals; newer SDKs
// make them constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore

/// Draws one toast as its placement says and reports what the user does to it. It decides
/// nothing: taps, swipes, touches and the action go to the engine, which answers.
@MainActor
final class ToastView: UIView {
    /// What the view reports; the scene controller forwards each to the runtime.
    enum Report {
        case event(ToastStateMachine.Event)
        /// A pan moved the toast; `displacement` is where it is drawn relative to rest.
        case panned(displacement: CGPoint)
        /// A pan ended without dismissing: the toast returns to rest.
        case panCancelled
    }

    let id: ToastID
    private(set) var toast: PresentedToast
    private let onReport: (Report) -> Void

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
    private var style: ToastStyle

    init(toast: PresentedToast, image: UIImage?, style: ToastStyle, onReport: @escaping (Report) -> Void) {
        self.id = toast.id
        self.toast = toast
        self.style = style
        self.onReport = onReport
        super.init(frame: .zero)
        build(image: image)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ToastView is created in code only")
    }

    private func build(image: UIImage?) {
        let content = toast.request.content
        background.layer.cornerCurve = .continuous
        background.clipsToBounds = true
        background.isUserInteractionEnabled = false
        backdrop.isUserInteractionEnabled = false
        background.addSubview(backdrop)
        background.addSubview(tint)
        addSubview(background)

        if let image {
            iconView.image = image
        } else if let name = content.iconName ?? style.defaultIconName {
            iconView.image = UIImage(systemName: name)
        }
        iconView.contentMode = .scaleAspectFit
        addSubview(iconView)

        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.adjustsFontForContentSizeCategory = false  // the engine scales fonts itself
            addSubview(label)
        }
        titleLabel.text = content.title
        titleLabel.numberOfLines = ToastLayout.titleLineLimit  // as the layout measured it
        titleLabel.lineBreakMode = .byTruncatingTail
        messageLabel.text = content.message
        messageLabel.numberOfLines = style.typography.lineLimit ?? 0
        messageLabel.lineBreakMode = .byTruncatingTail

        if let action = content.action {
            actionButton.setTitle(action.title, for: .normal)
            actionButton.addTarget(self, action: #selector(actionChosen), for: .touchUpInside)
            addSubview(actionButton)
        }

        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
        if style.behavior.swipeToDismiss {
            addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(panned(_:))))
        }

        isAccessibilityElement = true
        accessibilityLabel = ToastAccessibility.label(for: content)
        accessibilityTraits = content.action == nil ? .staticText : [.staticText, .button]
        applyStyle()
    }

    /// Colours, shadow and accessibility actions, from the style (adjusted for the reader's
    /// legibility settings) and the current toast.
    func update(toast: PresentedToast, style: ToastStyle) {
        self.toast = toast
        self.style = style
        applyStyle()
    }

    private func applyStyle() {
        // The style arrives adjusted: with Reduce Transparency its backdrop is .none.
        backdrop.isHidden = style.colors.backdrop == .none
        tint.backgroundColor = style.colors.background.uiColor
        iconView.tintColor = style.colors.icon.uiColor
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
                // The iOS 16 SDK does not mark this handler as main-actor (and its Swift has no
                // MainActor.assumeIsolated), so the action is sent from a main-actor task: UIKit
                // calls the handler on the main thread, and the task runs on the main queue
                // right after this handler returns, not within it.
                Task { @MainActor in
                    guard let self else { return }
                    self.onReport(.event(ToastAccessibility.event(for: action, toast: self.toast)))
                }
                return true
            }
        }
    }

    /// The name VoiceOver reads for the dismiss action.
    static let dismissActionName = NSLocalizedString("Dismiss", comment: "VoiceOver action that removes a toast message")

    /// Sizes and places every part as the engine's placement says. `frame` is set through
    /// `bounds` and `center` so that transition transforms keep working.
    func apply(_ placement: ToastPlacement, origin: CGPoint) {
        bounds = CGRect(origin: .zero, size: CGSize(width: placement.frame.width, height: placement.frame.height))
        center = CGPoint(x: origin.x + placement.frame.width / 2, y: origin.y + placement.frame.height / 2)
        background.frame = bounds
        backdrop.frame = background.bounds
        tint.frame = background.bounds
        background.layer.cornerRadius = placement.cornerRadius
        layer.shadowPath = style.shadow == nil ? nil : UIBezierPath(roundedRect: bounds, cornerRadius: placement.cornerRadius).cgPath

        let alignment: NSTextAlignment = style.typography.alignment == .center ? .center : .natural
        titleLabel.font = placement.titleFont.uiFont
        messageLabel.font = placement.messageFont.uiFont
        actionButton.titleLabel?.font = placement.actionFont.uiFont
        titleLabel.textAlignment = alignment
        messageLabel.textAlignment = alignment
        iconView.frame = placement.iconFrame?.cgRect ?? .zero
        titleLabel.frame = placement.titleFrame?.cgRect ?? .zero
        messageLabel.frame = placement.messageFrame?.cgRect ?? .zero
        actionButton.frame = placement.actionFrame?.cgRect ?? .zero
    }

    // MARK: - Touches and gestures

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        onReport(.event(.touchBegan(id)))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        onReport(.event(.touchEnded(id)))
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        // A gesture took the touch over; the pan handler holds the timer while it runs.
        if !isPanning { onReport(.event(.touchEnded(id))) }
    }

    private var isPanning = false

    @objc private func tapped() {
        onReport(.event(.toastTapped(id)))
    }

    @objc private func actionChosen() {
        onReport(.event(.actionTriggered(id)))
    }

    @objc private func panned(_ recognizer: UIPanGestureRecognizer) {
        guard let container = superview else { return }
        let translation = recognizer.translation(in: container)
        let velocity = recognizer.velocity(in: container)
        let position = toast.request.position
        switch recognizer.state {
        case .began:
            isPanning = true
            onReport(.event(.touchBegan(id)))
        case .changed:
            let moved = ToastSwipe.displacement(for: ToastPoint(x: translation.x, y: translation.y), position: position)
            onReport(.panned(displacement: CGPoint(x: moved.x, y: moved.y)))
        case .ended, .cancelled, .failed:
            isPanning = false
            let dismisses = recognizer.state == .ended && ToastSwipe.dismissesOnRelease(
                translation: ToastPoint(x: translation.x, y: translation.y),
                velocity: ToastPoint(x: velocity.x, y: velocity.y), position: position)
            if dismisses {
                onReport(.event(.toastSwiped(id)))
            } else {
                onReport(.panCancelled)
            }
            onReport(.event(.touchEnded(id)))
        default:
            break
        }
    }
}
#endif
