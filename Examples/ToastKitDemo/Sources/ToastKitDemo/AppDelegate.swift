#if canImport(UIKit)
import SwiftUI
import ToastKit
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = SceneDelegate.self
        return configuration
    }
}

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        // Tabs, so that bottom toasts show above a tab bar: a toast shown from a tab's
        // controller (or with no view at all) sits above it.
        let demos = UINavigationController(rootViewController: DemoListViewController())
        demos.tabBarItem = UITabBarItem(title: "Demos", image: UIImage(systemName: "list.bullet"), tag: 0)
        let swiftUI = UINavigationController(rootViewController: UIHostingController(rootView: SwiftUIDemoView()))
        swiftUI.tabBarItem = UITabBarItem(title: "SwiftUI", image: UIImage(systemName: "swift"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [demos, swiftUI]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        self.window = window
        // Shown before the scene is active: it waits for the scene, then appears.
        Toast.show("Welcome back", style: .info)
    }
}
#endif
