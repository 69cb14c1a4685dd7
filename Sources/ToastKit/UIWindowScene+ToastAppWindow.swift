#if canImport(UIKit)
import UIKit
internal import ToastShellRules

extension UIWindowScene {
    /// The scene's app window, as ``ToastAppWindow`` chooses it among the scene's windows: the
    /// scene host reads the app's screen from it, the key commands fall back on it when the scene
    /// has no key window.
    var toastAppWindow: UIWindow? {
        let windows = windows
        let candidates = windows.map { window in
            ToastAppWindow.Candidate(
                isToastOverlay: window is ToastOverlayWindow, isKey: window.isKeyWindow, isHidden: window.isHidden,
                isAtNormalLevel: window.windowLevel == .normal)
        }
        return ToastAppWindow.choose(among: candidates).map { windows[$0] }
    }
}
#endif
