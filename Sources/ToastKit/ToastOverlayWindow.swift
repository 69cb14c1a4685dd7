#if canImport(UIKit)
import UIKit
import ToastCore
internal import ToastShellRules

/// The pass-through window toasts live in: one per window scene, above the app's window and its
/// modal sheets and alerts. It never becomes key, so the keyboard stays up and focus stays where
/// it was (`makeKeyAndVisible()` would take both; `isHidden = false` does not).
///
/// Which toast a touch belongs to is ToastCore's decision (``ToastLayout/toast(at:in:)``), asked
/// through ``touchTarget``; a touch that is on no toast returns `nil`, and UIKit then offers it to
/// the app's windows below.
///
/// Where it sits and when it shows are ``ToastOverlayPolicy``'s: half a level above the app's
/// window, so a window the app raises above its own (a privacy cover) hides the toasts; and only
/// while the scene is active, so the app-switcher snapshot holds none. The host sets
/// `isHidden = false` whenever the scene has toasts; while the scene is not active that waits
/// until it is (``activityChanged(active:)``).
///
/// UIKit behaviour it relies on: windows are drawn, and offered touches, in the order of their
/// `windowLevel` (a `CGFloat`, so half a level is a level of its own); a hidden window is drawn
/// in no snapshot and offered no touch; UIKit takes the app-switcher snapshot after the scene
/// has resigned active (`willDeactivate` comes first).
@MainActor
final class ToastOverlayWindow: UIWindow {
    /// The view that takes a touch at a point in window coordinates, or `nil` for the app's.
    var touchTarget: ((CGPoint, UIEvent?) -> UIView?)?

    /// Whether the host wants it shown (it has toasts).
    private var wanted = false
    /// The scene's state, and whether it is resigning (its state still reads active then).
    private var sceneState: ToastSceneSelection.State
    private var resigning = false

    override init(windowScene: UIWindowScene) {
        sceneState = ToastSceneSelection.State(windowScene.activationState)
        super.init(windowScene: windowScene)
        backgroundColor = .clear
        isOpaque = false
        accessibilityViewIsModal = false
        followAppWindows()
        applyVisibility()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("ToastOverlayWindow is created in code only")
    }

    override var canBecomeKey: Bool { false }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        touchTarget?(point, event)
    }

    /// What the host asks for; what UIKit gets also depends on the scene's activity.
    override var isHidden: Bool {
        get { super.isHidden }
        set {
            wanted = !newValue
            applyVisibility()
        }
    }

    /// The scene became active (`true`) or is about to resign (`false`).
    func activityChanged(active: Bool) {
        if active {
            sceneState = .foregroundActive
            resigning = false
        } else {
            resigning = true
        }
        applyVisibility()
    }

    private func applyVisibility() {
        let hidden = !(wanted && ToastOverlayPolicy.shows(in: sceneState, resigning: resigning))
        if !hidden { followAppWindows() }
        if super.isHidden != hidden { super.isHidden = hidden }
    }

    /// Takes the level ``ToastOverlayPolicy`` gives among the scene's windows.
    private func followAppWindows() {
        guard let windows = windowScene?.windows else { return }
        let level = ToastOverlayPolicy.level(
            among: windows.map { window in
                ToastOverlayPolicy.Window(
                    isToastOverlay: window is ToastOverlayWindow, isHidden: window.isHidden, level: Double(window.windowLevel.rawValue))
            })
        let windowLevel = UIWindow.Level(rawValue: CGFloat(level))
        if self.windowLevel != windowLevel { self.windowLevel = windowLevel }
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

/// The overlay's root view. In the overlay window, the window asks the host which toast takes a
/// touch; in an app extension, where the view sits in the extension's own window, this view asks
/// (``touchTarget``, in window coordinates) and passes every other touch through.
@MainActor
final class ToastOverlayRootView: ToastPassThroughView {
    /// The view that takes a touch at a point in the window's coordinates, or `nil` for the
    /// app's; unset in the overlay window, whose own `hitTest` asks.
    var touchTarget: ((CGPoint, UIEvent?) -> UIView?)?

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let touchTarget else { return super.hitTest(point, with: event) }
        return touchTarget(point, event)
    }
}

/// The overlay's root view controller. Custom content's view controllers are its children. It
/// reports layout, size, trait and child-size changes, and answers for the status bar, the home
/// indicator, the screen edges that defer system gestures and rotation with what the app shows.
///
/// The overlay is the topmost full-screen window with a root view controller, so iOS asks this
/// controller, not the app's, while toasts are up: it forwards what the app's controller that
/// decides says (``ToastStatusBarSource``: the presentation chain, then `childFor…`), falling
/// back to the scene's status bar manager; over a sheet that pushes the app's screen back it
/// answers a light status bar, as UIKit draws there. The host calls ``refreshAppearance()``
/// whenever a toast comes or goes and when the scene's size changes.
///
/// UIKit behaviour it relies on: the status bar's style and visibility, the home indicator, the
/// deferred screen edges (`preferredScreenEdgesDeferringSystemGestures`: an app that defers the
/// bottom edge, a game or a drawing app, must not be left by one swipe while a toast is up) and
/// the supported orientations are all asked of that topmost window's root view controller, and
/// asked again only after its `setNeeds…Update` calls.
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
        let view = ToastOverlayRootView()
        view.backgroundColor = .clear
        self.view = view
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // iOS 17 and later; traitCollectionDidChange below before.
        registerForToastTraitChanges(.appearanceAndLayout) { controller in
            (controller as? ToastOverlayViewController)?.onTraitChange?()
        }
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

    /// Trait changes before iOS 17 (from iOS 17 on, the registration in `viewDidLoad`).
    @available(iOS, deprecated: 17.0, message: "iOS 16 only: trait change registration reports the changes from iOS 17 on")
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard !ToastTraitChanges.areRegistered else { return }
        onTraitChange?()
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        onChildSizeChange?()
    }

    /// Asks UIKit to read the status bar, home indicator, deferred screen edges and orientations
    /// again.
    func refreshAppearance() {
        setNeedsStatusBarAppearanceUpdate()
        setNeedsUpdateOfHomeIndicatorAutoHidden()
        setNeedsUpdateOfScreenEdgesDeferringSystemGestures()
        setNeedsUpdateOfSupportedInterfaceOrientations()
    }

    // MARK: - What the app shows

    /// Who decides among the app's controllers, following `child` from the presentation
    /// chain's owner.
    private func decision(child: (UIViewController) -> UIViewController?) -> ToastStatusBarSource.Decision<UIViewController>? {
        guard let appWindow, let root = appWindow.rootViewController else { return nil }
        let traits = appWindow.traitCollection
        return ToastStatusBarSource.decide(
            from: root, presented: { $0.presentedViewController }, role: { Self.role(of: $0, traits: traits) }, child: child)
    }

    /// The app's controller that decides, following `child` from the presentation chain's owner.
    private func appController(child: (UIViewController) -> UIViewController?) -> UIViewController? {
        decision(child: child)?.owner
    }

    /// What a presented controller does to the status bar, from what UIKit reports of its
    /// presentation (ToastStatusBarSource decides).
    private static func role(of controller: UIViewController, traits: UITraitCollection) -> ToastStatusBarSource.Role {
        let idiom: ToastStatusBarSource.Presentation.Idiom
        switch traits.userInterfaceIdiom {
        case .phone: idiom = .phone
        case .pad: idiom = .pad
        default: idiom = .other
        }
        return ToastStatusBarSource.role(
            of: ToastStatusBarSource.Presentation(
                style: style(of: controller), capturesStatusBarAppearance: controller.modalPresentationCapturesStatusBarAppearance,
                width: traits.horizontalSizeClass == .regular ? .regular : .compact, idiom: idiom,
                restsAtFullHeight: restsAtFullHeight(controller)))
    }

    /// The style as the presentation controller resolved it (`automatic` becomes a page sheet
    /// for nearly every controller, another style for some of the system's).
    private static func style(of controller: UIViewController) -> ToastStatusBarSource.Presentation.Style {
        switch controller.presentationController?.presentationStyle ?? controller.modalPresentationStyle {
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .automatic: .automatic
        default: .other
        }
    }

    /// Whether a sheet rests at its large detent with the screen below dimmed. With no detent
    /// selected a sheet rests at its smallest one, the large one only when it has no other.
    private static func restsAtFullHeight(_ controller: UIViewController) -> Bool {
        guard let sheet = controller.sheetPresentationController else { return true }
        let large = UISheetPresentationController.Detent.Identifier.large
        if sheet.largestUndimmedDetentIdentifier == large { return false }
        if let selected = sheet.selectedDetentIdentifier { return selected == large }
        return sheet.detents.allSatisfy { $0.identifier == large }
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        guard let decision = decision(child: { $0.childForStatusBarStyle }) else {
            return appWindow?.windowScene?.statusBarManager?.statusBarStyle ?? .default
        }
        return decision.lightContent ? .lightContent : decision.owner.preferredStatusBarStyle
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

    override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
        appController { $0.childForScreenEdgesDeferringSystemGestures }?.preferredScreenEdgesDeferringSystemGestures ?? []
    }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        appController { _ in nil }?.supportedInterfaceOrientations ?? .all
    }
}
#endif
