#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore
@_spi(Plumbing) import ToastKit

/// Presents a `GKRToast` (seed `004`) through ToastKit's engine.
///
/// `GKRToast` and `GKRToastConfigure` are Objective-C classes (module `ToastKitClassicObjC`), so
/// that an app's Objective-C subclass can override `+configure` as the seed's README shows;
/// Swift classes cannot be subclassed from Objective-C. `+[GKRToast show:]` finds this class by
/// its Objective-C name and hands it the configuration. This module does not import the
/// Objective-C one (the iOS build compiles Swift targets alone), so it reads the configuration
/// by key and asks it to run its own animation blocks.
///
/// Fixed against the original: the background never blocks the app's touches; a toast whose
/// `hideTimeOut` is 0 (or any "forever", such as `MAXFLOAT`) can be tapped away; a hide block
/// that never removes its views is cut short after ``ClassicSystem/GKRToast/customHideGraceSeconds``
/// and the toast still ends; toasts queue instead of piling up; the box is placed like any
/// centred toast (above the keyboard, again on rotation and text-size changes); each shows in
/// the active scene's overlay, announced to VoiceOver; `+show:` works from any thread.
///
/// It shows in the active scene, which needs the app's list of scenes: unavailable in app
/// extensions, as `+[GKRToast show:]` is.
@available(iOSApplicationExtension, unavailable)
@MainActor
@objc(ToastKitClassicGKRPresenter)
final class GKRToastBridge: NSObject {
    /// Called by `+[GKRToast show:]` with the configuration, its label's text already set; it
    /// hops to the main thread itself, and so does this (Swift 6 traps a main-actor `@objc`
    /// method called off the main thread).
    @objc(presentConfiguration:)
    nonisolated static func present(_ configuration: NSObject) {
        let handedOver = HandedOverConfiguration(configuration)
        ToastMainThread.run { presentNow(handedOver.configuration) }
    }

    private static func presentNow(_ configuration: NSObject) {
        guard let parts = GKRToastParts(configuration) else {
            assertionFailure("+[GKRToast show:] passed something that is not a GKRToastConfigure")
            return
        }
        let request = ClassicSystem.GKRToast.request(
            message: parts.label.text ?? "", configuredHideTimeOut: parts.hideTimeOut, customHide: parts.hasCustomHide)
        var toast = Toast(request: request)
        toast.presenter = GKRToastPresenter(parts: parts)
        Toast.show(toast)
    }
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

    init?(_ configuration: NSObject) {
        guard let background = configuration.value(forKey: "backgroundView") as? UIView,
            let box = configuration.value(forKey: "textContainer") as? UIView,
            let label = configuration.value(forKey: "textLabel") as? UILabel,
            let insets = (configuration.value(forKey: "textEdgeInsets") as? NSValue)?.uiEdgeInsetsValue,
            let hideTimeOut = (configuration.value(forKey: "hideTimeOut") as? NSNumber)?.doubleValue,
            let hasCustomHide = (configuration.value(forKey: "hasCustomHideAnimation") as? NSNumber)?.boolValue
        else { return nil }
        self.configuration = configuration
        self.background = background
        self.box = box
        self.label = label
        self.insets = insets
        self.hideTimeOut = hideTimeOut
        self.hasCustomHide = hasCustomHide
    }

    /// Asks the configuration to run its show (or hide) blocks.
    func runBlocks(showing: Bool, centerX: NSLayoutConstraint, centerY: NSLayoutConstraint) {
        let selector = showing ? Self.showSelector : Self.hideSelector
        _ = configuration.perform(selector, with: centerX, with: centerY)
    }

    static let showSelector = NSSelectorFromString("tk_animateShowWithCenterX:centerY:")
    static let hideSelector = NSSelectorFromString("tk_animateHideWithCenterX:centerY:")
}

/// A GKRToast's views as custom content: the box is the toast (placed, stacked and kept above
/// the keyboard by ToastKit's layout, its size measured from the label), the background covers
/// the window behind it. The configuration's blocks animate both: the box through the
/// `centerX`/`centerY` constraints, whose constant 0 is where the layout put it.
@MainActor
final class GKRToastPresenter: ToastContentPresenting {
    private let parts: GKRToastParts
    private var centerX: NSLayoutConstraint?
    private var centerY: NSLayoutConstraint?
    /// Fills the toast; the box lives in it.
    private let boxStage = GKRToastStage()
    /// Fills the backdrop; the background lives in it.
    private let backgroundStage = GKRToastStage()
    private var finished: (@MainActor () -> Void)?

    init(parts: GKRToastParts) {
        self.parts = parts
    }

    var animatesItself: Bool { true }

    func install(in content: UIView, backdrop: UIView) {
        for (stage, container) in [(backgroundStage, backdrop), (boxStage, content)] {
            stage.frame = container.bounds
            stage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            stage.onEmptied = { [weak self] in self?.reportIfGone() }
            container.addSubview(stage)
        }
        parts.background.frame = backgroundStage.bounds
        parts.background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parts.background.isUserInteractionEnabled = false  // the original blocked every touch
        backgroundStage.addSubview(parts.background)

        let box = parts.box
        let label = parts.label
        let insets = parts.insets
        box.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        boxStage.addSubview(box)
        let centerX = box.centerXAnchor.constraint(equalTo: boxStage.centerXAnchor)
        let centerY = box.centerYAnchor.constraint(equalTo: boxStage.centerYAnchor)
        NSLayoutConstraint.activate([
            centerX, centerY,
            box.widthAnchor.constraint(equalTo: boxStage.widthAnchor),
            box.heightAnchor.constraint(equalTo: boxStage.heightAnchor),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: insets.top),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -insets.bottom),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: insets.left),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -insets.right),
        ])
        self.centerX = centerX
        self.centerY = centerY
        box.isAccessibilityElement = true
        box.accessibilityLabel = label.text
    }

    /// The label's size for the width left inside the insets, plus the insets, in the text size
    /// the window has now.
    func sizeThatFits(_ size: CGSize) -> CGSize {
        let insets = parts.insets
        catchUpWithTextSize()
        let text = parts.label.sizeThatFits(
            CGSize(width: max(size.width - insets.left - insets.right, 1), height: .greatestFiniteMagnitude))
        return CGSize(
            width: text.width.rounded(.up) + insets.left + insets.right, height: text.height.rounded(.up) + insets.top + insets.bottom)
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
        guard let centerX, let centerY else { return }
        parts.runBlocks(showing: true, centerX: centerX, centerY: centerY)
    }

    func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void) {
        guard let centerX, let centerY else {
            finished()
            return
        }
        self.finished = finished
        parts.runBlocks(showing: false, centerX: centerX, centerY: centerY)
        reportIfGone()
    }

    /// The hide blocks have removed every view: the toast is gone now.
    private func reportIfGone() {
        guard let finished, boxStage.subviews.isEmpty, backgroundStage.subviews.isEmpty else { return }
        self.finished = nil
        finished()
    }
}

/// A view a GKRToast's views live in; it reports when the hide blocks have removed them all.
@MainActor
final class GKRToastStage: UIView {
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
