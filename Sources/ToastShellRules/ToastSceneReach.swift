import ToastCore

/// Which window scenes a request can reach, from where it was made.
///
/// - **From a view or a view controller** (`view.showToast`, `viewController.showToast`, SwiftUI's
///   host view), or **in a scene named by reference** (SwiftUI's host view while it is covered:
///   the scene it was in last, see ``ToastSceneMemory``): the scene of the view's window, or the
///   scene named, and no other. A view that is in no window yet
///   (a controller's view in `viewDidLoad`, about to be pushed or presented) waits until it is,
///   looking again every ``retryInterval``; a view whose scene is in the background waits for it
///   to return. Either wait ends with ``ToastDropCause/nowhereToShow`` after
///   ``ToastWaitingRoom/waitLimit``, like any other. A toast about a screen never shows in another
///   scene, and this is the one way that works in an app extension, which has no list of the
///   app's scenes (`UIApplication.shared` is unavailable there).
/// - **Without a view** (`Toast.show`, the Objective-C and classic entry points): any of the
///   app's connected scenes, chosen by ``ToastSceneSelection`` (the scene named, if it is in the
///   foreground, else the active scene). These need the app: they are unavailable in app
///   extensions.
///
/// ```swift
/// let scene = ToastSceneReach.fromView(scene: viewScene).choose(among: candidates)
/// ```
package enum ToastSceneReach<ID: Hashable & Sendable>: Sendable {
    /// Shown from a view: its window's scene, `nil` while it is in no window. (Also a scene named
    /// by reference: that scene, `nil` once it has gone.)
    case fromView(scene: ID?)
    /// Shown without a view: any scene of the app, `preferred` first.
    case anyScene(preferred: ID?)

    /// How often a request from a view that is in no window yet looks again: as often as a host
    /// reads a scene's bars again (a pushed or presented controller's view is in its window
    /// within a frame or two).
    package static var retryInterval: Double { ToastStage.contextReadingInterval }

    /// The scene to show in now, or `nil` to wait.
    package func choose(among candidates: [ToastSceneSelection.Candidate<ID>]) -> ID? {
        switch self {
        case .fromView(let scene):
            guard let scene else { return nil }
            return ToastSceneSelection.choose(preferred: scene, among: candidates.filter { $0.id == scene })
        case .anyScene(let preferred):
            return ToastSceneSelection.choose(preferred: preferred, among: candidates)
        }
    }

    /// Whether a request that waits should look again every ``retryInterval``, rather than only
    /// when a scene becomes active: one from a view that is in no window yet.
    package var waitsForAWindow: Bool {
        if case .fromView(scene: nil) = self { return true }
        return false
    }
}
