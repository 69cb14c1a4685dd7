#if canImport(UIKit)
// The iOS 16 SDK declares accessibility traits and notifications as mutable globals; newer SDKs
// make them constants. `@preconcurrency` accepts the older declarations.
@preconcurrency import UIKit
import ToastCore
internal import ToastShellRules

/// Draws one toast as its placement says. What the user does to it goes to the engine through
/// ``ToastSurfaceView``; it decides nothing.
///
/// Its parts, bottom to top: the shadow, the rounded background (the material and the tint
/// over it), Liquid Glass on iOS 26 and later when the style's backdrop is glass (outside the
/// clipping background, so its rim and its own shadow are not cut off), and the foreground
/// (icon, text, action, progress). On glass, the foreground is inside the glass view's
/// `contentView`, as UIKit asks of content on an effect: the glass then sees the touches that
/// reach its content (interactive glass responds to them), and the label colours inside it
/// follow the glass (UIKit gives its content the appearance that reads on it), not the window.
/// Only the action's button takes touches of its own there; the rest of the foreground passes
/// them to the glass and this view's recognisers. It fades as
/// ``ToastMaterialFade`` says (``setOpacity(_:)``): UIKit draws a `UIVisualEffectView` wrongly or
/// not at all when it, or any view above it in the hierarchy, has an alpha below 1, so with a
/// material this view and the background stay opaque, the shadow, tint and foreground take the
/// opacity, and the material fades by its `effect` (a change of `effect` inside an animation
/// block animates the blur, in step with the alphas animated alongside).
@MainActor
final class ToastView: ToastSurfaceView {
    /// Draws the toast's shadow from its path, under everything else. It is a view of its own so
    /// that the shadow fades with the other parts while this view, which holds the material,
    /// stays opaque; and because a layer that masks to its bounds (the background) hides its own
    /// shadow.
    private let shadowView = UIView()
    /// Clips the backdrop and the tint to the toast's rounded shape.
    private let background = UIView()
    /// The thin material, when the style asks for one: the system blurs what is under it. Its
    /// effect is set by the fade: `nil` while the toast cannot be seen.
    private let backdrop = UIVisualEffectView(effect: nil)
    /// The style's background colour, over the backdrop (a tint) or alone.
    private let tint = UIView()
    /// Holds the icon, text, action and progress, so that they fade together: in the glass's
    /// `contentView` on glass, above the background otherwise. It takes no touch itself.
    private let foreground = ToastPassThroughView()
    private let iconView = UIImageView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private let actionButton = ToastActionButton(type: .system)
    /// Where the engine last placed the parts (the toast's coordinates), for what a touch is.
    private var placement: ToastPlacement?
    /// A spinner, ring or bar while the toast has progress.
    private let progressView = ToastProgressView()
    private var style: ToastStyle
    /// The image of an `.image` icon (the request names it only).
    private var image: UIImage?
    /// The opacity the scene host last set (``setOpacity(_:)``); `nil` until it sets one, and
    /// while it is `nil` the view's alpha is the host's alone.
    private var opacity: CGFloat?
    /// Liquid Glass (`UIGlassEffect`), when the style's backdrop is glass, with the foreground in
    /// its `contentView`; it takes the touches its content passes on, so the system's response to
    /// a finger shows (the gesture recognisers on this view still see them).
    private let glassView = UIVisualEffectView(effect: nil)
    /// Over the glass behind a folded deck's front: glass is drawn at full strength whatever its
    /// view's alpha (and glass does not dim the glass under it), so a toast behind the front is
    /// made dimmer by covering its glass with the screen's background colour, as much as a fade
    /// would let that colour through (``dimInPile(_:)``).
    private let pileShade = UIView()

    /// The backdrop whose effect is on, as last set, or `nil` while none is: setting `effect`
    /// again restarts the effect view's drawing, and would cut a fade in progress short.
    private var shownBackdrop: ToastBackdrop?

    /// The material of the ``ToastBackdrop/thinMaterial`` backdrop.
    private static let material = UIBlurEffect(style: .systemThinMaterial)

    init(toast: ToastSnapshot, image: UIImage?, style: ToastStyle, onReport: @escaping (Report) -> Void) {
        self.style = style
        self.image = image
        super.init(toast: toast, onReport: onReport)
        build()
        // iOS 17 and later; traitCollectionDidChange below before.
        registerForToastTraitChanges(.colorAppearance) { view in (view as? ToastView)?.applyStyle() }
    }

    private func build() {
        shadowView.isUserInteractionEnabled = false
        addSubview(shadowView)
        background.layer.cornerCurve = .continuous
        background.clipsToBounds = true
        background.isUserInteractionEnabled = false
        backdrop.isUserInteractionEnabled = false
        background.addSubview(backdrop)
        background.addSubview(tint)
        addSubview(background)
        addSubview(glassView)
        addSubview(foreground)
        pileShade.isUserInteractionEnabled = false
        pileShade.backgroundColor = .systemBackground
        pileShade.alpha = 0
        pileShade.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        glassView.contentView.addSubview(pileShade)

        iconView.contentMode = .scaleAspectFit
        foreground.addSubview(iconView)
        foreground.addSubview(progressView)

        for label in [titleLabel, messageLabel] {
            label.adjustsFontForContentSizeCategory = false  // the engine scales fonts itself
            label.lineBreakMode = .byTruncatingTail
            foreground.addSubview(label)
        }
        titleLabel.numberOfLines = ToastLayout.titleLineLimit  // as the layout measured it
        actionButton.addTarget(self, action: #selector(actionChosen), for: .touchUpInside)
        foreground.addSubview(actionButton)
        isAccessibilityElement = true
        applyContent()
        applyStyle()
    }

    /// Behind a folded deck's front its text, icon, action and progress are not drawn (the pile
    /// shows surfaces at the front's size); the front reads how many are behind it.
    override func showPile(depth: Int, behind: Int) {
        guard depth != pileDepth || behind != pileBehind else { return }
        super.showPile(depth: depth, behind: behind)
        applyOpacity()
        applyProgress()
        // The front offers to fan the deck out.
        accessibilityCustomActions = makeAccessibilityActions()
    }

    /// Behind a folded deck's front, glass is covered by the background colour as much as the
    /// pile fades the toast (``ToastSurfaceView/dimInPile(_:)``); any other backdrop fades with the
    /// toast's opacity.
    override func dimInPile(_ opacity: Double) {
        let shade = CGFloat(1 - min(max(opacity, 0), 1))
        if pileShade.alpha != shade { pileShade.alpha = shade }
    }

    /// Fades the toast to `opacity` as ``ToastMaterialFade`` says, inside whatever animation
    /// the scene host runs.
    override func setOpacity(_ opacity: CGFloat) {
        self.opacity = opacity
        applyOpacity()
    }

    private func applyOpacity() {
        guard let opacity else { return }
        let fade = ToastMaterialFade(opacity: Double(opacity), backdrop: style.colors.backdrop)
        alpha = CGFloat(fade.view)
        for part in [shadowView, tint] { part.alpha = CGFloat(fade.parts) }
        // Behind a folded deck's front the text fades out with the move (alpha animates; isHidden
        // would not), and it fades back in when the deck opens or the toast comes to the front.
        foreground.alpha = pileDepth > 0 ? 0 : CGFloat(fade.parts)
        showEffect(fade.showsMaterial)
        // VoiceOver skips a view whose alpha is (nearly) 0; with a material this view's alpha
        // stays 1, so a toast that cannot be seen says so itself. Behind a deck's front it is
        // skipped too.
        accessibilityElementsHidden = fade.parts * fade.view <= 0 || pileDepth > 0
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
        accessibilityLabel = ToastAccessibility.label(for: content)
        applyProgress()
    }

    /// The progress indicator and what VoiceOver reads of it, from the current snapshot: all a
    /// progress-only change touches.
    private func applyProgress() {
        let content = toast.request.content
        progressView.show(content.progress, as: style.progressIndicator)
        // The fraction done is the element's value, read when VoiceOver reaches the toast; a
        // change is never announced (only text changes are).
        let percent = content.progress?.fractionCompleted.map {
            NumberFormatter.localizedString(from: NSNumber(value: $0), number: .percent)
        }
        // The front of a folded deck adds how many wait behind it.
        let values = [percent, ToastAccessibility.deckValue(behind: pileBehind)].compactMap { $0 }
        accessibilityValue = values.isEmpty ? nil : values.joined(separator: ", ")
        var traits: UIAccessibilityTraits = content.action == nil ? .staticText : [.staticText, .button]
        if content.progress == .indeterminate { traits.insert(.updatesFrequently) }
        if accessibilityTraits != traits { accessibilityTraits = traits }
    }

    /// The snapshot, colours, shadow and accessibility actions, from the style (adjusted for the
    /// reader's legibility settings); `image` replaces an image icon's picture when given.
    /// A change to the progress alone (``ToastProgressCoalescer/changesProgressOnly(from:to:)``)
    /// touches the progress indicator and its accessibility value only: rebuilding the VoiceOver
    /// actions would move the rotor back to its start, many times a second during a download.
    func update(toast: ToastSnapshot, style: ToastStyle, image: UIImage? = nil) {
        let progressOnly =
            (image == nil || image === self.image) && style == self.style
            && ToastProgressCoalescer<ToastID>.changesProgressOnly(from: self.toast.request, to: toast.request)
        update(toast: toast)
        if progressOnly {
            applyProgress()
            return
        }
        self.style = style
        if let image { self.image = image }
        applyContent()
        applyStyle()
    }

    /// Turns the style's effect (the material or the glass) on or off. Set inside the host's
    /// animation, the effect fades, as Apple asks glass and materials to appear and disappear. A
    /// glass whose tint changes while it is on (a loading toast that becomes a success) takes the
    /// new tint over the stage's reflow, as the toast moves to its new size.
    private func showEffect(_ on: Bool) {
        let wanted = on && style.colors.backdrop != .none ? style.colors.backdrop : nil
        guard wanted != shownBackdrop else { return }
        let morphs = shownBackdrop.map(Self.isGlass) == true && wanted.map(Self.isGlass) == true
        shownBackdrop = wanted
        let apply = {
            self.backdrop.effect = wanted == .thinMaterial ? Self.material : nil
            self.glassView.effect = wanted.flatMap(Self.glassEffect)
        }
        if morphs, UIView.inheritedAnimationDuration == 0 {
            UIView.animate(withDuration: ToastStage.reflow.duration, animations: apply)
        } else {
            apply()
        }
    }

    private static func isGlass(_ backdrop: ToastBackdrop) -> Bool {
        if case .glass = backdrop { return true }
        return false
    }

    /// The system's glass for a glass backdrop (iOS 26 and later; before it the stage never
    /// gives one, and the material stands in).
    private static func glassEffect(_ backdrop: ToastBackdrop) -> UIVisualEffect? {
        guard case .glass(let glass) = backdrop else { return nil }
        if #available(iOS 26.0, *) {
            let effect = UIGlassEffect(style: .regular)
            effect.tintColor = glass.tint?.uiColor
            effect.isInteractive = glass.isInteractive
            return effect
        }
        return material
    }

    private func applyStyle() {
        // The style arrives adjusted, and its backdrop says literally what to draw.
        backdrop.isHidden = style.colors.backdrop != .thinMaterial
        glassView.isHidden = !Self.isGlass(style.colors.backdrop)
        // On glass the content goes in the effect's contentView; else above the background.
        let container = glassView.isHidden ? self : glassView.contentView
        if foreground.superview !== container {
            container.addSubview(foreground)
            foreground.frame = container.bounds
        }
        if opacity == nil {
            showEffect(true)  // the host sets this view's alpha itself: the effect is simply on
        } else {
            applyOpacity()  // an effect that comes or goes changes how the toast fades
        }
        tint.backgroundColor = style.colors.background.uiColor
        iconView.tintColor = style.colors.icon.uiColor
        progressView.tintColor = style.colors.icon.uiColor
        titleLabel.textColor = style.colors.title.uiColor
        messageLabel.textColor = style.colors.text.uiColor
        actionButton.setTitleColor(style.colors.actionText.uiColor, for: .normal)
        let shadowLayer = shadowView.layer
        if let shadow = style.shadow {
            shadowLayer.shadowColor = shadow.color.uiColor.resolvedColor(with: traitCollection).cgColor
            shadowLayer.shadowOpacity = Float(shadow.opacity)
            shadowLayer.shadowRadius = shadow.radius
            shadowLayer.shadowOffset = CGSize(width: shadow.offsetX, height: shadow.offsetY)
        } else {
            shadowLayer.shadowOpacity = 0
        }
        accessibilityCustomActions = makeAccessibilityActions()
    }

    /// Joining the overlay gives the view its appearance: the shadow's colour is resolved in it
    /// (a trait-change registration need not report the first traits a view gets).
    override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil { applyStyle() }
    }

    /// The shadow's colour is resolved once (a CGColor has no appearance): again when the
    /// appearance the view is drawn in changes (also when it first enters the overlay). Before
    /// iOS 17; from iOS 17 on, the registration in `init` reports the change.
    @available(iOS, deprecated: 17.0, message: "iOS 16 only: registerForToastTraitChanges reports the changes from iOS 17 on")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard !ToastTraitChanges.areRegistered else { return }
        if traitCollection.hasDifferentColorAppearance(comparedTo: previousTraitCollection) { applyStyle() }
    }

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
        for part in [shadowView, background, glassView, foreground] { part.frame = bounds }
        backdrop.frame = background.bounds
        tint.frame = background.bounds
        background.layer.cornerRadius = placement.cornerRadius
        if #available(iOS 26.0, *) {
            glassView.cornerConfiguration = .corners(radius: .fixed(placement.cornerRadius))
        } else {
            glassView.layer.cornerRadius = placement.cornerRadius
            glassView.clipsToBounds = true
        }
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
        // The foreground fills the toast (or the glass, which fills it), so the toast's
        // coordinates are the button's superview's.
        actionButton.touchFrame = placement.actionTouchFrame?.cgRect
        self.placement = placement
    }

    override func touchPart(at point: CGPoint) -> ToastPlacement.TouchPart {
        guard let placement, !actionButton.isHidden else { return .body }
        return placement.touchPart(at: ToastPoint(x: point.x, y: point.y))
    }

    /// Sets the shadow's path (without one the shadow costs an offscreen pass every frame). A
    /// UIView animation block does not animate a layer's shadowPath: when the size changes in
    /// one (a reflow, the keyboard, rotation), the path is animated alongside, or the shadow
    /// would jump to the new size while the toast grows.
    private func setShadowPath(_ path: CGPath?) {
        let layer = shadowView.layer
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

/// The action's button, taking touches over the whole target ToastCore gives it
/// (``ToastPlacement/actionTouchFrame``: at least 44 × 44 pt), not only over its word.
///
/// UIKit behaviour it relies on: hit-testing asks `point(inside:with:)` of each view under the
/// finger, so a larger answer here makes UIKit give the button touches beside its bounds (within
/// its superview's, which fill the toast); and a `UIControl` that began tracking a touch counts
/// its lift as `touchUpInside` within a margin beyond its bounds that covers the target.
@MainActor
private final class ToastActionButton: UIButton {
    /// The target in the superview's coordinates; `nil`: the button's bounds.
    var touchFrame: CGRect?

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        guard let touchFrame, let superview else { return super.point(inside: point, with: event) }
        return touchFrame.contains(convert(point, to: superview))
    }
}
#endif
