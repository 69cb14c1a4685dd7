import ToastCore

/// Which of a scene's windows is the app's own: the one whose size, safe area, keyboard guide,
/// appearance, direction and controllers a scene's toasts follow.
///
/// Not a toast overlay (ToastKit's or another library's window above the app is no guide to the
/// app); the key window if there is one (it has the keyboard and the app's focus); else the first
/// visible window at the normal level (a scene whose key window is elsewhere: an iPad scene
/// that is not frontmost); else the first visible one. A hidden window is never it: UIKit lists
/// hidden windows too, and an app may keep one (a spare HUD, a privacy cover) around.
///
/// ```swift
/// let index = ToastAppWindow.choose(among: scene.windows.map { Candidate(…) })
/// ```
package enum ToastAppWindow {
    /// What the choice needs to know about one window.
    package struct Candidate: Sendable {
        package var isToastOverlay: Bool
        package var isKey: Bool
        package var isHidden: Bool
        /// Whether its level is `UIWindow.Level.normal`.
        package var isAtNormalLevel: Bool

        package init(isToastOverlay: Bool, isKey: Bool, isHidden: Bool, isAtNormalLevel: Bool) {
            self.isToastOverlay = isToastOverlay
            self.isKey = isKey
            self.isHidden = isHidden
            self.isAtNormalLevel = isAtNormalLevel
        }
    }

    /// The index of the app's window among `windows` (in the scene's order), or `nil` when the
    /// scene shows none.
    package static func choose(among windows: [Candidate]) -> Int? {
        let open = windows.indices.filter { !windows[$0].isToastOverlay && !windows[$0].isHidden }
        return open.first { windows[$0].isKey } ?? open.first { windows[$0].isAtNormalLevel } ?? open.first
    }
}
