import ToastCore

/// Where a toast shown from a view goes, including while the view is out of its window.
///
/// A view that is covered (a SwiftUI view pushed away, under a full-screen cover, in another
/// tab) is taken out of its window: it has no window and no scene until it comes back. Its
/// toasts still belong to the scene it was in, not to whichever scene is active (on iPad, that can
/// be another window of the app). So the memory keeps the last scene the view was in, weakly (a
/// scene that went away is forgotten, never kept alive), and a toast shown from the view goes:
///
/// 1. From the view, while it is in a window: to its scene, above the bars of the controller that
///    hosts it.
/// 2. Else to the scene it was in last, if that scene is still there, and to no other (a scene in
///    the background is waited for, as a view's is: see ``ToastSceneReach``), above the bars of
///    the screen it shows now.
/// 3. Else from the view once it is in a window: a view that was never in one yet (a toast shown
///    as it appears, before SwiftUI has put it in its window), or whose scene went away, waits for
///    one, at most ``ToastWaitingRoom/waitLimit``, as `view.showToast` does.
///
/// None of these needs the app's list of scenes, so every one works in an app extension. (Before,
/// the third went to the active scene, which only the app can find.)
///
/// ```swift
/// var memory = ToastSceneMemory<UIWindowScene>()
/// memory.viewMoved(toWindowIn: window?.windowScene)     // in didMoveToWindow
/// switch memory.origin(viewIsInWindow: view.window != nil) { … }
/// ```
package struct ToastSceneMemory<Scene: AnyObject> {
    /// Where a toast shown from the view goes.
    package enum Origin: Equatable {
        /// Show it from the view: in its window's scene, or once it is in a window.
        case view
        /// Show it in this scene, the one the view was in last, and in no other.
        case scene(Scene)

        package static func == (a: Origin, b: Origin) -> Bool {
            switch (a, b) {
            case (.view, .view): true
            case (.scene(let x), .scene(let y)): x === y
            default: false
            }
        }
    }

    /// The scene of the last window the view was in.
    package private(set) weak var lastScene: Scene?

    package init() {}

    /// The view moved to a window in `scene`, or out of its window (`nil`): leaving a window
    /// keeps the scene it was in.
    package mutating func viewMoved(toWindowIn scene: Scene?) {
        if let scene { lastScene = scene }
    }

    /// Where a toast shown from the view now goes.
    package func origin(viewIsInWindow: Bool) -> Origin {
        if !viewIsInWindow, let lastScene { return .scene(lastScene) }
        return .view
    }
}

extension ToastSceneMemory: Sendable where Scene: Sendable {}
