#if canImport(UIKit)
import UIKit
import ToastCore
import ToastKit

extension UIWindow {
    /// The tap-to-dismiss tip of `UIWindow+Extension` (seed `001`), on ToastKit's engine.
    ///
    /// ```objc
    /// [UIWindow showTips:@"hello world !!!"];
    /// ```
    ///
    /// Looks and times as the original (opaque black, radius 5, 12 pt, inset 10, at most 200
    /// wide, its bottom 100 above the window's; 2 s, then a 0.5 s fade; a tap dismisses it).
    /// Fixed: it never sleeps the main thread; a tap on the tip dismisses it and taps elsewhere
    /// reach the app; it shows in scene-based apps (the original used the app delegate's window).
    /// It may be called from any thread: off the main thread the tip shows on the main thread,
    /// after whatever the calling thread asked for earlier. It shows in the active scene, so it
    /// is unavailable in app extensions.
    @available(iOSApplicationExtension, unavailable)
    @objc(showTips:)
    public nonisolated class func showTips(_ text: String) {
        // Swift 6 traps a main-actor @objc method called off the main thread; hop instead.
        ToastMainThread.run {
            Toast.show(Toast(request: ClassicSystem.WindowTip.request(text: text)))
        }
    }
}
#endif
