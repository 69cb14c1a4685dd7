#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

/// The pass-through window toasts live in: one per window scene, above the app's windows and its
/// modal sheets and alerts. It never becomes key, so the keyboard stays up and focus stays where
/// it was (`makeKeyAndVisible()` would take both; `isHidden = false` does not).
///
/// Which toast a touch belongs to is ToastCore's decision (``ToastLayout/toast(at:in:)``), asked
/// through ``touchTarget``; a touch that is on no toast returns `nil`, and UIKit then offers it to
/// the app's windows below.
@MainActor
final class ToastOverlayWindow: UIWindow {
    /// Above alerts, so a toast is never hidden under a sheet or an alert.
    static let level = UIWindow.Level.alert + 1

    /// The view that takes a touch at a point in window coordinates, or `nil` for the app's.
    var touchTarget: ((CGPoint, UIEvent?) -> UIView?)?

    override init(windowScene: UIWindowScene) {
        super.init(windowScene: windowScene)
        windowLevel = Self.level
        backgroundColor = .clear
        isOpaque = false
        accessibilityViewIsModal = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ToastOverlayWindow is created in code only")
    }

    override var canBecomeKey: Bool { false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        touchTarget?(point, event)
    }
}

/// A container that covers the window (the overlay's root view, a toast's clip view or backdrop).
///
/// UIKit's `hitTest` returns the deepest view under the point within the topmost subview that
/// answers, and a full-screen container with user interaction enabled answers for every point:
/// older toasts and other containers under it would never be touched. This one answers only
/// through its subviews.
@MainActor
class ToastPassThroughView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
    }
}

/// The overlay's root view controller. Custom content's view controllers are its children. It
/// reports layout, size, trait and child-size changes, and answers for the status bar, the home
/// indicator and rotation with what the app shows.
///
/// The overlay is the topmost full-screen window with a root view controller, so iOS asks this
/// controller, not the app's, while toasts are up: it forwards what the app's controller that
/// decides says (``ToastStatusBarSource``: the presentation chain, then `childFor…`), falling
/// back to the scene's status bar manager; the host calls ``refreshAppearance()`` whenever the
/// overlay changes.
@MainActor
final class ToastOverlayViewController: UIViewController {
    var onLayout: (() -> Void)?
    /// The size is changing inside the system's animation (a rotation, a split-view resize):
    /// called with `true` as it starts and `false` when it has completed; what the stage places
    /// meanwhile moves with it.
    var onSystemAnimation: ((Bool) -> Void)?
    /// Appearance or text size changed: colours resolved once (shadows) and sizes must be redone.
    var onTraitChange: (() -> Void)?
    /// A child (custom SwiftUI content) asked for a new size.
    var onChildSizeChange: (() -> Void)?
    /// The scene's app window, whose controllers decide status bar and orientation.
    weak var appWindow: UIWindow?

    override func loadView() {
        let view = ToastPassThroughView()
        view.backgroundColor = .clear
        self.view = view
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayout?()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(
            alongsideTransition: { [weak self] _ in self?.onSystemAnimation?(true) },
            completion: { [weak self] _ in self?.onSystemAnimation?(false) })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        onTraitChange?()
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        onChildSizeChange?()
    }

    /// Asks UIKit to read the status bar, home indicator and orientations again.
    func refreshAppearance() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    // MARK: - What the app shows

    /// The app's controller that decides, following `child` from the presentation chain's owner.
    private func appController(child: (UIViewController) -> UIViewController?) -> UIViewController? {
        guard let root = appWindow?.rootViewController else { return nil }
        return ToastStatusBarSource.owner(
            from: root, presented: { $0.presentedViewController },
            capturesStatusBar: Self.capturesStatusBar, child: child)
    }

    /// Whether a presented controller takes the status bar from the one below: a full-screen
    /// presentation, or one that asks to (a page sheet or popover does not).
    private static func capturesStatusBar(_ controller: UIViewController) -> Bool {
        if controller.modalPresentationCapturesStatusBarAppearance { return true }
        switch controller.modalPresentationStyle {
        case .fullScreen, .overFullScreen: return true
        default: return false
        }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        appController { $0.childForStatusBarStyle }?.preferredStatusBarStyle
            ?? appWindow?.windowScene?.statusBarManager?.statusBarStyle ?? .default
    }

    override var prefersStatusBarHidden: Bool {
        appController { $0.childForStatusBarHidden }?.prefersStatusBarHidden
            ?? appWindow?.windowScene?.statusBarManager?.isStatusBarHidden ?? false
    }

    override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation {
        appController { $0.childForStatusBarHidden }?.preferredStatusBarUpdateAnimation ?? .fade
    }

    override var prefersHomeIndicatorAutoHidden: Bool {
        appController { $0.childForHomeIndicatorAutoHidden }?.prefersHomeIndicatorAutoHidden ?? false
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appController { _ in nil }?.supportedInterfaceOrientations ?? .all
    }
}
#endif
