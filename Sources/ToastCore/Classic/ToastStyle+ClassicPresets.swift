/// The looks, geometry and timing of the four classic systems (see ``ClassicSystem``), with their
/// defects fixed: each is shown through the engine, so each gets the safe area, the keyboard,
/// VoiceOver, Dynamic Type, Reduce Motion and a completion that runs exactly once.
extension ToastStyle {
    /// `ToastUtil`: black at 60 %, radius 4, white 12 pt centred text, padding 12; text measured
    /// at `W − 60` and grown by 1; at ⅚ of the free height; 0.2 s fades; 2.5 s; a new toast
    /// replaces the visible one at once.
    public static let toastUtil: ToastStyle = {
        let seed = ClassicSystem.ToastUtil.self
        let fade = ToastTransition.fade(duration: seed.fadeSeconds)
        return ToastStyle(
            name: "toastUtil",
            colors: Colors(background: ToastColor(white: 0, alpha: seed.backgroundAlpha), text: .white),
            typography: Typography(message: ToastFont(size: seed.fontSize)),
            geometry: Geometry(
                padding: ToastDirectionalInsets(all: seed.padding), corner: .radius(seed.cornerRadius),
                maxWidth: .fraction(1), maxTextWidth: .containerMinus(seed.textWidthInset),
                maxTextHeight: .fraction(1), textSizing: .grown(by: seed.labelGrowth), sideMargin: 0),
            motion: Motion(show: fade, hide: fade),
            behavior: Behavior(
                duration: .seconds(seed.defaultDurationSeconds), position: .fraction(seed.bottomFraction),
                policy: .replace, tapToDismiss: false, swipeToDismiss: false, pausesOnTouch: false))
    }()

    /// `UIWindow showTips:`: opaque black, radius 5, white 12 pt text inset 10, at most 200 wide;
    /// its bottom edge 100 above the window's; appears at once, stays 2 s, fades out over 0.5 s
    /// (linear); a tap dismisses it; a new tip replaces the old one.
    public static let windowTip: ToastStyle = {
        let seed = ClassicSystem.WindowTip.self
        return ToastStyle(
            name: "windowTip",
            colors: Colors(background: ToastColor(white: 0, alpha: seed.backgroundAlpha), text: .white),
            typography: Typography(message: ToastFont(size: seed.fontSize), alignment: .natural),
            geometry: Geometry(
                padding: ToastDirectionalInsets(all: seed.padding), corner: .radius(seed.cornerRadius),
                maxTextWidth: .points(seed.maxTextWidth), maxTextHeight: .containerMinus(seed.textHeightInset),
                textSizing: .roundedUp, edgeDistance: ToastEdgeDistance(fromContainer: seed.bottomDistance),
                sideMargin: 0),
            motion: Motion(show: .instant, hide: .fade(duration: seed.fadeOutSeconds, curve: .linear)),
            behavior: Behavior(
                duration: .seconds(seed.displaySeconds), position: .bottom, policy: .replace,
                tapToDismiss: true, swipeToDismiss: false, pausesOnTouch: false))
    }()

    /// `ShowMessageView`: a 40 pt pill (taller when larger text, a title or an action needs it),
    /// black at 70 %, white 16 pt, `max(100, text) + 20` wide,
    /// with a soft grey shadow; slides 50 pt down from behind the navigation bar while fading in
    /// over 0.8 s, holds 0.5 s, fades out over 0.3 s. A second message restarts the cycle.
    public static let messageBanner: ToastStyle = {
        let seed = ClassicSystem.MessageBanner.self
        return ToastStyle(
            name: "messageBanner",
            colors: Colors(background: ToastColor(white: 0, alpha: seed.backgroundAlpha), text: .white),
            typography: Typography(message: ToastFont(size: seed.fontSize), lineLimit: 1),
            geometry: Geometry(
                padding: ToastDirectionalInsets(vertical: seed.grownVerticalPadding, horizontal: seed.horizontalPadding),
                corner: .radius(seed.cornerRadius), maxWidth: .fraction(1),
                minWidth: seed.minimumTextWidth + 2 * seed.horizontalPadding, minHeight: seed.height,
                textSizing: .roundedUp, sideMargin: seed.horizontalPadding, anchorGap: seed.gapBelowBar),
            shadow: ToastShadow(color: ToastColor(hex: seed.shadowColor), opacity: seed.shadowOpacity, radius: seed.shadowRadius),
            motion: Motion(
                show: ToastTransition.fade(duration: seed.showSeconds).combined(with: .slideFromAnchor(duration: seed.showSeconds)),
                hide: .fade(duration: seed.hideSeconds)),
            behavior: Behavior(
                duration: .seconds(seed.displaySeconds), position: .anchored(to: .navigationBar), policy: .replace,
                tapToDismiss: false, swipeToDismiss: false, pausesOnTouch: false))
    }()

    /// `GKRToast`: a black-at-80 % box with white text inset 10, centred on screen over a
    /// black-at-30 % dim that never blocks touches; box and dim fade over 0.5 s; 5 s on screen.
    /// The seed gives no corner radius or width limit: the box is square-cornered and keeps
    /// the modern presets' horizontal padding (16 pt) from the screen's sides.
    public static let gkrToast: ToastStyle = {
        let seed = ClassicSystem.GKRToast.self
        let fade = ToastTransition.fade(duration: seed.fadeSeconds)
        return ToastStyle(
            name: "gkrToast",
            colors: Colors(
                background: ToastColor(white: 0, alpha: seed.containerAlpha), text: .white,
                dim: ToastColor(white: 0, alpha: seed.dimAlpha)),
            typography: Typography(message: ToastFont(size: seed.fontSize)),
            geometry: Geometry(
                padding: ToastDirectionalInsets(all: seed.textInset), corner: .radius(0),
                sideMargin: ModernMetrics.horizontalPadding),
            motion: Motion(show: fade, hide: fade),
            behavior: Behavior(
                duration: .seconds(seed.hideTimeOutSeconds), position: .center, policy: .queue,
                tapToDismiss: false, swipeToDismiss: false, pausesOnTouch: false))
    }()

    /// `AIMFancyToast`'s entrance as in the seed README's custom subclass: the box slides in from
    /// the leading side over 1.0 s while the dim fades.
    public static let gkrFancyToast: ToastStyle = {
        var style = gkrToast
        style.name = "gkrFancyToast"
        style.motion.show = ToastTransition.slide(from: .leading, duration: ClassicSystem.GKRToast.customSlideSeconds)
        return style
    }()
}
