#if canImport(UIKit)
import UIKit
import ToastCore
import ToastKit

/// Presents a `GKRToast` (seed `004`) through ToastKit's engine, and hides it.
///
/// `GKRToast` and `GKRToastConfigure` are Objective-C classes (module `ToastKitClassicObjC`), so
/// that an app's Objective-C subclass can override `+configure` as the seed's README shows;
/// Swift classes cannot be subclassed from Objective-C. `+[GKRToast show:]` and `+hide` find
/// this class by its Objective-C name and hand it the class's configuration and the text. This
/// module does not import the Objective-C one (the iOS build compiles Swift targets alone), so it
/// reads the configuration by key and asks it to run its own blocks.
///
/// A configuration's views serve one toast at a time: ``ClassicSystem/GKRToast/LiveToasts``
/// decides which toast owns them, what a `+show:` does to the one that owns them now (hides it,
/// as the pod's replaced it) and when the next may take them; this carries the decisions out.
///
/// Fixed against the original: the background never blocks the app's touches; a toast whose
/// `hideTimeOut` is 0 (or any "forever", such as `MAXFLOAT`) can be tapped away; a hide block
/// that never removes its views is cut short after ``ClassicSystem/GKRToast/customHideGraceSeconds``
/// and the toast still ends; a newer toast never takes the views of one still on screen or still
/// hiding; the box is placed like any centred toast (above the keyboard, again on rotation and
/// text-size changes); each shows in the active scene's overlay, announced to VoiceOver;
/// `+show:` and `+hide` work from any thread.
///
/// It shows in the active scene, which needs the app's list of scenes: unavailable in app
/// extensions, as `+[GKRToast show:]` is.
@available(iOSApplicationExtension, unavailable)
@MainActor
@objc(ToastKitClassicGKRPresenter)
final class GKRToastBridge: NSObject {
    private typealias LiveToasts = ClassicSystem.GKRToast.LiveToasts<GKRToastCall, ObjectIdentifier>

    /// Every GKRToast asked for that has not ended, and which owns each configuration's views.
    private static var live = LiveToasts()

    /// Called by `+[GKRToast show:]` with the class's configuration and the text to show; it
    /// hops to the main thread itself, and so does this (Swift 6 traps a main-actor `@objc`
    /// method called off the main thread).
    @objc(presentConfiguration:text:)
    nonisolated static func present(_ configuration: NSObject, text: String) {
        let handedOver = HandedOverConfiguration(configuration)
        ToastMainThread.run { presentNow(handedOver.configuration, text: text) }
    }

    /// Called by `+[GKRToast hide]`: ends every live GKRToast (ToastCore decides which and how).
    @objc(hidePresentedToasts)
    nonisolated static func hidePresented() {
        ToastMainThread.run { carryOut(live.hideAll()) }
    }

    private static func presentNow(_ configuration: NSObject, text: String) {
        guard let parts = GKRToastParts(configuration) else {
            assertionFailure("+[GKRToast show:] passed something that is not a GKRToastConfigure")
            return
        }
        // The call keeps the configuration alive until it ends, so its identity names it.
        let call = GKRToastCall(parts: parts, text: text)
        carryOut(live.shown(call, configuration: ObjectIdentifier(configuration)))
    }

    /// Carries out ToastCore's decisions, in order. Showing may end a toast at once (a request
    /// the engine refuses completes before `show` returns), whose decisions are carried out
    /// within.
    private static func carryOut(_ actions: [LiveToasts.Action]) {
        for action in actions {
            switch action {
            case .show(let call):
                show(call)
            case .hide(let call):
                call.handle?.dismiss()
            case .drop:
                break  // it never reached the engine, and +show: has no completion to run
            case .awaitViews(let call, let seconds):
                // The presenter reports the views as its hide blocks remove them; this is the
                // latest the next toast waits. A timer on the main actor: nothing blocks.
                Task { @MainActor in
                    try? await Task.sleep(for: .seconds(seconds))
                    carryOut(live.viewsOverdue(call))
                }
            }
        }
    }

    private static func show(_ call: GKRToastCall) {
        let parts = call.parts
        let request = ClassicSystem.GKRToast.request(
            message: call.text, configuredHideTimeOut: parts.hideTimeOut, customHide: parts.hasCustomHide,
            hideOnTouch: parts.hidesOnTouch)
        let presenter = GKRToastPresenter(parts: parts, text: call.text)
        presenter.onViewsReleased = { carryOut(live.viewsReleased(call)) }
        var toast = Toast(request: request)
        toast.presenter = presenter
        call.handle = Toast.show(toast) { _ in
            carryOut(live.ended(call, viewsInPlace: presenter.hasViewsInPlace))
        }
    }
}

/// One `+[GKRToast show:]`: its configuration and text, and once it is shown, its handle.
/// Compared by identity: each call is a toast of its own.
@MainActor
final class GKRToastCall: Hashable {
    let parts: GKRToastParts
    let text: String
    var handle: ToastHandle?

    init(parts: GKRToastParts, text: String) {
        self.parts = parts
        self.text = text
    }

    nonisolated static func == (lhs: GKRToastCall, rhs: GKRToastCall) -> Bool { lhs === rhs }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A configuration on its way to the main thread. `@unchecked Sendable` because it is handed
/// over, not shared: `+[GKRToast show:]` makes the configuration for this one call and keeps no
/// reference to it, and after the hop only the main thread touches it.
private final class HandedOverConfiguration: @unchecked Sendable {
    let configuration: NSObject

    init(_ configuration: NSObject) {
        self.configuration = configuration
    }
}

/// A `GKRToastConfigure`'s views and settings, read by key.
@MainActor
struct GKRToastParts {
    let configuration: NSObject
    let background: UIView
    let box: UIView
    let label: UILabel
    let insets: UIEdgeInsets
    /// As the app set it; ClassicSystem.GKRToast decides what it means.
    let hideTimeOut: TimeInterval
    let hasCustomHide: Bool
    let hidesOnTouch: Bool
    /// Whether the app's own `setupContainer` lays out the box's content (else the label is
    /// pinned inside the insets).
    let hasCustomSetup: Bool

    init?(_ configuration: NSObject) {
        guard let background = configuration.value(forKey: "backgroundView") as? UIView,
            let box = configuration.value(forKey: "textContainer") as? UIView,
            let label = configuration.value(forKey: "textLabel") as? UILabel,
            let insets = (configuration.value(forKey: "textEdgeInsets") as? NSValue)?.uiEdgeInsetsValue,
            let hideTimeOut = (configuration.value(forKey: "hideTimeOut") as? NSNumber)?.doubleValue,
            let hasCustomHide = (configuration.value(forKey: "hasCustomHideAnimation") as? NSNumber)?.boolValue,
            let hidesOnTouch = (configuration.value(forKey: "hideOnTouch") as? NSNumber)?.boolValue,
            let hasCustomSetup = (configuration.value(forKey: "hasCustomContainerSetup") as? NSNumber)?.boolValue
        else { return nil }
        self.configuration = configuration
        self.background = background
        self.box = box
        self.label = label
        self.insets = insets
        self.hideTimeOut = hideTimeOut
        self.hasCustomHide = hasCustomHide
        self.hidesOnTouch = hidesOnTouch
        self.hasCustomSetup = hasCustomSetup
    }

    /// The constraints that centre the box in `stage` (GKRToastConstraints, which answer
    /// Masonry's `offset` too), not yet active.
    func centerConstraints(in stage: UIView) -> (x: NSLayoutConstraint, y: NSLayoutConstraint)? {
        let made = configuration.perform(Self.centerSelector, with: stage)?.takeUnretainedValue() as? [NSLayoutConstraint]
        guard let made, made.count == 2 else { return nil }
        return (made[0], made[1])
    }

    /// Runs `setupContainer`, the default or the app's.
    func setUpContainer() {
        _ = configuration.perform(Self.setupSelector)
    }

    /// Asks the configuration to run its show (or hide) blocks.
    func runBlocks(showing: Bool, centerX: NSLayoutConstraint, centerY: NSLayoutConstraint) {
        let selector = showing ? Self.showSelector : Self.hideSelector
        _ = configuration.perform(selector, with: centerX, with: centerY)
    }

    // Selectors named at compile time (the binary's selector references), never made from a
    // string at run time (scripts/privacy-check could not follow one).
    static let centerSelector = #selector(GKRToastConfigureMessages.centerConstraints(inStage:))
    static let setupSelector = #selector(GKRToastConfigureMessages.setUpContainer)
    static let showSelector = #selector(GKRToastConfigureMessages.animateShow(centerX:centerY:))
    static let hideSelector = #selector(GKRToastConfigureMessages.animateHide(centerX:centerY:))
}

/// The messages a `GKRToastConfigure` answers for ToastKitClassic (its `tk_` methods, declared
/// in `GKRToast.h`), so that their selectors are written into the binary. Nothing conforms to
/// it: it only names them, and its own Objective-C name is this module's, not one of the
/// Objective-C module's.
@objc private protocol GKRToastConfigureMessages {
    @objc(tk_centerConstraintsInStage:) func centerConstraints(inStage stage: UIView) -> [NSLayoutConstraint]
    @objc(tk_setUpContainer) func setUpContainer()
    @objc(tk_animateShowWithCenterX:centerY:) func animateShow(centerX: NSLayoutConstraint, centerY: NSLayoutConstraint)
    @objc(tk_animateHideWithCenterX:centerY:) func animateHide(centerX: NSLayoutConstraint, centerY: NSLayoutConstraint)
}

/// A GKRToast's views as custom content: the box is the toast (placed, stacked and kept above
/// the keyboard by ToastKit's layout, its size measured from its content), the background
/// covers the window behind it. The configuration's blocks animate both: the box through the
/// `centerX`/`centerY` constraints, whose constant 0 is where the layout put it.
///
/// A configuration, and so its views, serve one toast at a time (the bridge waits until the
/// previous toast's hide blocks have removed them): the text goes into the label when the toast
/// is installed. Should a newer toast have taken the views all the same (after a hide block kept
/// them too long), this one runs no block on them.
@MainActor
final class GKRToastPresenter: ToastContentPresenting {
    private let parts: GKRToastParts
    private let text: String
    private var centerX: NSLayoutConstraint?
    private var centerY: NSLayoutConstraint?
    /// Fills the toast; the box lives in it.
    private let boxContainer = GKRToastContainerView()
    /// Fills the backdrop; the background lives in it.
    private let backgroundContainer = GKRToastContainerView()
    private var finished: (@MainActor () -> Void)?
    /// Told whenever the hide blocks (or a newer toast) have taken the last of the views out of
    /// this toast's place.
    var onViewsReleased: (@MainActor () -> Void)?

    init(parts: GKRToastParts, text: String) {
        self.parts = parts
        self.text = text
    }

    var animatesItself: Bool { true }

    func install(in content: UIView, backdrop: UIView) {
        for (stage, container) in [(backgroundContainer, backdrop), (boxContainer, content)] {
            stage.frame = container.bounds
            stage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            stage.onEmptied = { [weak self] in self?.reportIfGone() }
            container.addSubview(stage)
        }
        parts.background.frame = backgroundContainer.bounds
        parts.background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parts.background.isUserInteractionEnabled = false  // the original blocked every touch
        backgroundContainer.addSubview(parts.background)

        let box = parts.box
        let label = parts.label
        // Taken out first, in case an earlier toast of the class left them somewhere: that also
        // drops the constraints they had there, so the set-up below starts afresh.
        label.removeFromSuperview()
        box.removeFromSuperview()
        label.text = text
        box.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        boxContainer.addSubview(box)
        guard let (centerX, centerY) = parts.centerConstraints(in: boxContainer) else {
            assertionFailure("the GKRToastConfigure made no centring constraints")
            return
        }
        NSLayoutConstraint.activate([
            centerX, centerY,
            box.widthAnchor.constraint(equalTo: boxContainer.widthAnchor),
            box.heightAnchor.constraint(equalTo: boxContainer.heightAnchor),
        ])
        self.centerX = centerX
        self.centerY = centerY
        // The box and the label are in place: the configuration lays out the box's content
        // (by default, the label inside the insets), before any show block runs.
        parts.setUpContainer()
        box.isAccessibilityElement = true
        box.accessibilityLabel = text
    }

    /// Whether the views are still this toast's: a newer toast of the same configuration takes
    /// them over when it is installed.
    private var ownsViews: Bool { parts.box.superview === boxContainer }

    /// Whether the box or the background is still where this toast put them: its hide blocks
    /// have not removed them yet. A toast that was never installed owns nothing.
    var hasViewsInPlace: Bool { parts.box.superview === boxContainer || parts.background.superview === backgroundContainer }

    /// The label's size for the width left inside the insets, plus the insets, in the text size
    /// the window has now.
    func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = parts.insets
        catchUpWithTextSize()
        if parts.hasCustomSetup { return constrainedSize(within: size) }
        let text = parts.label.sizeThatFits(
            CGSize(width: max(size.width - insets.left - insets.right, 1), height: .greatestFiniteMagnitude))
        return CGSize(
            width: text.width.rounded(.up) + insets.left + insets.right, height: text.height.rounded(.up) + insets.top + insets.bottom)
    }

    /// The box's size as the app's own `setupContainer` constrains its content, at most `size`
    /// wide: the label wraps within the box's width less the insets. The box's own constraints to
    /// the toast play no part (they are outside the box), so the toast's size is not fed back.
    private func constrainedSize(within size: CGSize) -> CGSize {
        let insets = parts.insets
        let wrapWidth = max(size.width - insets.left - insets.right, 1)
        // Set only when it changes: each change invalidates the label's size and asks for another
        // layout pass, and this runs inside one.
        if parts.label.preferredMaxLayoutWidth != wrapWidth { parts.label.preferredMaxLayoutWidth = wrapWidth }
        let fitted = parts.box.systemLayoutSizeFitting(
            CGSize(width: size.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
        return CGSize(width: min(fitted.width.rounded(.up), size.width), height: fitted.height.rounded(.up))
    }

    /// Gives the label the font it is about to get for the window's text size, if it has not
    /// got it yet.
    ///
    /// UIKit behaviour this relies on: after a text-size change, trait changes reach the overlay's
    /// root view controller (which has the box measured again) before they reach the label, and a
    /// label with `adjustsFontForContentSizeCategory` swaps its font only when its own traits
    /// change. Measured then, the label still has its old font, and the box is too small for the
    /// text it then draws (clipped). The window already has the new traits, so a text-style font
    /// (GKRToastConfigure's default, `preferredFontForTextStyle:`) is resolved for them here,
    /// keeping its bold or italic, and the label later sets the same font itself. A font scaled
    /// with `UIFontMetrics` has no text style to resolve: it is measured as it is, and again at the
    /// host's next reading, once the label has caught up.
    private func catchUpWithTextSize() {
        let label = parts.label
        guard label.adjustsFontForContentSizeCategory, let window = label.window ?? parts.box.window else { return }
        let current = window.traitCollection
        guard label.traitCollection.preferredContentSizeCategory != current.preferredContentSizeCategory,
            let name = label.font.fontDescriptor.object(forKey: .textStyle) as? String
        else { return }
        let base = UIFontDescriptor.preferredFontDescriptor(withTextStyle: UIFont.TextStyle(rawValue: name), compatibleWith: current)
        let descriptor = base.withSymbolicTraits(label.font.fontDescriptor.symbolicTraits) ?? base
        label.font = UIFont(descriptor: descriptor, size: 0)
    }

    func animateIn(duration: TimeInterval) {
        guard let centerX, let centerY, ownsViews else { return }
        parts.runBlocks(showing: true, centerX: centerX, centerY: centerY)
    }

    func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void) {
        guard let centerX, let centerY, ownsViews else {
            finished()
            return
        }
        self.finished = finished
        parts.runBlocks(showing: false, centerX: centerX, centerY: centerY)
        reportIfGone()
    }

    /// The hide blocks have removed every view: the toast is gone now, and its views are free.
    private func reportIfGone() {
        guard boxContainer.subviews.isEmpty, backgroundContainer.subviews.isEmpty else { return }
        onViewsReleased?()
        guard let finished else { return }
        self.finished = nil
        finished()
    }
}

/// A view a GKRToast's views live in; it reports when the hide blocks have removed them all.
@MainActor
final class GKRToastContainerView: UIView {
    var onEmptied: (@MainActor () -> Void)?

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // Called before the removal: the last subview is on its way out. Report on the next turn,
        // once it is gone.
        if subviews.count <= 1 {
            Task { @MainActor [weak self] in self?.onEmptied?() }
        }
    }
}
#endif
