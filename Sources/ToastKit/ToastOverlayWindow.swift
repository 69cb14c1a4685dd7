#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

/// The pass-through window toasts live in: one per window scene, above the app's windows and its
/// modal sheets and alerts. It never becomes key, so the keyboard stays up and focus stays where
/// it was, and a touch that misses every toast goes to the app below.
@MainActor
final class ToastOverlayWindow: UIWindow {
    /// Above alerts, so a toast is never hidden under a sheet or an alert.
    static let level = UIWindow.Level.alert + 1

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

    /// Views that take touches besides ToastKit's own toast views (custom presenters' views).
    let touchTargets = NSHashTable<UIView>.weakObjects()

    /// Only toasts take touches; everything else falls through to the app's windows.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        guard let hit, hit.isDescendant(ofToastIn: self) else { return nil }
        return hit
    }
}

extension UIView {
    /// Whether the view is a toast or inside one.
    @MainActor
    fileprivate func isDescendant(ofToastIn window: ToastOverlayWindow) -> Bool {
        var view: UIView? = self
        while let current = view, current !== window {
            if current is ToastView || window.touchTargets.contains(current) { return true }
            view = current.superview
        }
        return false
    }
}

/// The overlay's root view controller. It follows the app's own window for status bar and
/// rotation, so showing a toast never changes either, and reports size changes for layout.
@MainActor
final class ToastOverlayViewController: UIViewController {
    var onLayout: (() -> Void)?
    /// Appearance or text size changed: colours resolved once (shadows) must be resolved again.
    var onTraitChange: (() -> Void)?
    /// The scene's main window, whose root view controller decides status bar and orientation.
    weak var appWindow: UIWindow?

    override func loadView() {
        let view = UIView()
        view.backgroundColor = .clear
        self.view = view
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        onLayout?()
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in self?.onLayout?() })
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        onTraitChange?()
    }

    private var appRoot: UIViewController? { appWindow?.rootViewController }

    override var prefersStatusBarHidden: Bool { appRoot?.prefersStatusBarHidden ?? false }
    override var preferredStatusBarStyle: UIStatusBarStyle { appRoot?.preferredStatusBarStyle ?? .default }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { appRoot?.supportedInterfaceOrientations ?? .all }
}
#endif
