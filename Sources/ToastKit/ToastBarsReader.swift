#if canImport(UIKit)
import UIKit
import ToastCore
internal import ToastShellRules

/// Reads an app's view controllers for `ToastBarsOwner`, which decides whose tab bar
/// and toolbar a bottom toast stays clear of. It only reports what UIKit says; every choice is
/// the owner's.
///
/// The UIKit behaviour it relies on:
/// - A child of a tab bar or navigation controller has the tab bar and the toolbar in its safe
///   area (as does a custom container's child, through its `additionalSafeAreaInsets`), so the
///   band from a controller's safe-area bottom to its view's bottom is the bars it shows. A
///   screen pushed with `hidesBottomBarWhenPushed` has no tab bar in its safe area.
/// - In a SwiftUI app the window's root is a `UIHostingController`: a `TabView`'s
///   `UITabBarController` and a `NavigationStack`'s `UINavigationController` are its
///   *children*, found through `children` like any other container's.
/// - The views of unselected tabs and of screens covered by a push are not in the window, which
///   is how the selected tab and the top screen are told apart without naming container types.
/// - `presentedViewController` is the controller presented by a controller *or one of its
///   ancestors*, so the walk finds the sheet a tab bar controller presented from the tab the
///   toast was shown in; `isBeingDismissed` is true from `dismiss` until the presentation is
///   gone, while its views are still in the window.
/// - A view's responder chain reaches the controller whose view holds it.
@MainActor enum ToastBarsReader {
    /// The band the showing controller's bars cover at the bottom, in `overlay`'s coordinates.
    static func bottomBar(source: UIView?, appWindow: UIWindow?, overlay: UIWindow) -> ToastRect? {
        guard let screen = overlay.windowScene?.screen else { return nil }
        let wrap = { (controller: UIViewController) in Node(controller: controller, overlay: overlay, screen: screen) }
        // A view inside a toast (a button in custom content) belongs to the overlay, not to a
        // screen of the app: such a toast goes by the screen the app shows.
        let sourceController = source.flatMap { $0.window == nil || $0.window is ToastOverlayWindow ? nil : $0.nearestViewController }
        return ToastBarsOwner.bottomBar(source: sourceController.map(wrap), root: appWindow?.rootViewController.map(wrap))
    }

    /// A view controller as `ToastBarsOwner` reads it, every frame converted
    /// through the screen into the overlay's coordinates.
    @MainActor
    struct Node: ToastBarReporting {
        let controller: UIViewController
        let overlay: UIWindow
        let screen: UIScreen

        private func wrap(_ other: UIViewController) -> Node {
            Node(controller: other, overlay: overlay, screen: screen)
        }

        var barChildren: [Node] {
            var children = controller.children
            // The More tab shows the tab bar controller's own navigation controller; it is added
            // here in case UIKit does not list it among the children.
            if let tabs = controller as? UITabBarController, tabs.selectedViewController === tabs.moreNavigationController,
                !children.contains(where: { $0 === tabs.moreNavigationController })
            {
                children.append(tabs.moreNavigationController)
            }
            return children.map(wrap)
        }

        var barParent: Node? { controller.parent.map(wrap) }

        var barPresented: Node? { controller.presentedViewController.map(wrap) }

        var isBeingDismissed: Bool { controller.isBeingDismissed }

        var isOnScreen: Bool { onScreenView != nil }

        var viewFrame: ToastRect? {
            guard let view = onScreenView else { return nil }
            return inOverlay(view.bounds, of: view)
        }

        var barsBand: ToastRect? {
            guard let view = onScreenView else { return nil }
            let safe = view.safeAreaLayoutGuide.layoutFrame
            let band = CGRect(x: view.bounds.minX, y: safe.maxY, width: view.bounds.width, height: max(view.bounds.maxY - safe.maxY, 0))
            return inOverlay(band, of: view)
        }

        /// Its view, if it is loaded, in a window and not hidden (never loading it).
        private var onScreenView: UIView? {
            guard let view = controller.viewIfLoaded, view.window != nil, !view.isHidden else { return nil }
            return view
        }

        private func inOverlay(_ rect: CGRect, of view: UIView) -> ToastRect {
            ToastRect(overlay.convert(view.convert(rect, to: screen.coordinateSpace), from: screen.coordinateSpace))
        }
    }
}
#endif
