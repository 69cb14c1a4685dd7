#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

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
/// `hideTimeOut` is 0 can be tapped away; a hide block that never removes its views is cut short
/// after ``ClassicSeed/GKRToast/customHideGraceSeconds`` and the toast still ends; toasts queue
/// instead of piling up; each shows in the active scene's overlay, announced to VoiceOver.
@MainActor
@objc(ToastKitClassicGKRPresenter)
final class GKRToastBridge: NSObject {
    /// Called by `+[GKRToast show:]` with the configuration, its label's text already set.
    @objc(presentConfiguration:)
    static func present(_ configuration: NSObject) {
        guard let parts = GKRToastParts(configuration) else {
            assertionFailure("+[GKRToast show:] passed something that is not a GKRToastConfigure")
            return
        }
        let request = ClassicSeed.GKRToast.request(
            message: parts.label.text ?? "", hideTimeOut: parts.hideTimeOut, customHide: parts.hasCustomHide)
        var toast = Toast(request: request)
        toast.presenter = GKRToastPresenter(parts: parts)
        Toast.show(toast)
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
        self.hideTimeOut = hideTimeOut.isFinite && hideTimeOut >= 0 ? hideTimeOut : ClassicSeed.GKRToast.hideTimeOutSeconds
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

/// Hosts a GKRToast's views in ToastKit's overlay and runs its blocks when the engine says.
@MainActor
final class GKRToastPresenter: ToastContentPresenting {
    private let parts: GKRToastParts
    private var centerX: NSLayoutConstraint?
    private var centerY: NSLayoutConstraint?
    private var stage: GKRToastStage?

    /// The least space between the box and the screen's sides.
    static let sideMargin: CGFloat = ToastStyle.ModernMetrics.horizontalPadding

    init(parts: GKRToastParts) {
        self.parts = parts
    }

    func install(in container: UIView) -> UIView {
        let stage = GKRToastStage(frame: container.bounds)
        stage.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(stage)
        self.stage = stage

        parts.background.frame = stage.bounds
        parts.background.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parts.background.isUserInteractionEnabled = false  // the original blocked every touch
        stage.addSubview(parts.background)

        let box = parts.box
        let label = parts.label
        box.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        stage.addSubview(box)
        let centerX = box.centerXAnchor.constraint(equalTo: stage.centerXAnchor)
        let centerY = box.centerYAnchor.constraint(equalTo: stage.safeAreaLayoutGuide.centerYAnchor)
        NSLayoutConstraint.activate([
            centerX, centerY,
            box.leadingAnchor.constraint(greaterThanOrEqualTo: stage.safeAreaLayoutGuide.leadingAnchor, constant: Self.sideMargin),
            box.trailingAnchor.constraint(lessThanOrEqualTo: stage.safeAreaLayoutGuide.trailingAnchor, constant: -Self.sideMargin),
            label.topAnchor.constraint(equalTo: box.topAnchor, constant: parts.insets.top),
            label.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -parts.insets.bottom),
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: parts.insets.left),
            label.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -parts.insets.right),
        ])
        self.centerX = centerX
        self.centerY = centerY
        stage.layoutIfNeeded()
        box.isAccessibilityElement = true
        box.accessibilityLabel = label.text
        return box
    }

    func animateIn(duration: TimeInterval) {
        guard let centerX, let centerY else { return }
        parts.runBlocks(showing: true, centerX: centerX, centerY: centerY)
    }

    func animateOut(duration: TimeInterval, finished: @escaping @MainActor () -> Void) {
        guard let centerX, let centerY, let stage else {
            finished()
            return
        }
        stage.onEmptied = finished
        parts.runBlocks(showing: false, centerX: centerX, centerY: centerY)
        stage.reportIfEmpty()
    }
}

/// The view a GKRToast's views live in; it reports when the hide blocks have removed them all.
@MainActor
final class GKRToastStage: UIView {
    var onEmptied: (@MainActor () -> Void)?

    override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        // Called before the removal: the last subview is on its way out. Report on the next turn,
        // once it is gone.
        if subviews.count <= 1 {
            Task { @MainActor [weak self] in self?.reportIfEmpty() }
        }
    }

    func reportIfEmpty() {
        guard subviews.isEmpty, let onEmptied else { return }
        self.onEmptied = nil
        onEmptied()
    }
}
#endif
