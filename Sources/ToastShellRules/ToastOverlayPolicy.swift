import ToastCore

/// Where a scene's toast overlay sits among the app's windows, and when it shows at all.
///
/// **Level.** The overlay sits half a window level above the app's own window: above everything
/// that lives in that window (its screens, sheets, alerts, menus, keyboard-avoiding content),
/// and below every window the app raises above it, which apps raise by whole levels
/// (`.normal + 1`, `.statusBar`, `.alert`, `.alert + 1`): a privacy cover, a lock screen, an alert
/// window of the app's own, another library's banner. A toast never shows through the app's
/// privacy cover. (A cover the app raises at the normal level itself cannot be told from the
/// app's window: raise it above, as covers are.)
///
/// **Activity.** The overlay shows only while its scene is in the foreground and active. It is
/// hidden from the moment the scene starts to resign (the app switcher, Control Center, a call, a
/// system alert) until it is active again: the app-switcher snapshot, taken after the scene has
/// resigned, never holds a toast ("Sent $500 to Alice"), and neither does what the app shows at
/// launch before its scene is active. A toast nobody can see pauses its time
/// (``engineEvent(for:)``): the engine pauses every timer from the moment the overlay hides until
/// it shows again, so "Deleted · Undo" never times out unseen behind Control Center, a Face ID or
/// paste prompt, or the app switcher.
///
/// ```swift
/// window.windowLevel = UIWindow.Level(rawValue: ToastOverlayPolicy.level(among: windows))
/// window.isHidden = !ToastOverlayPolicy.shows(in: .foregroundActive, resigning: false)
/// ```
package enum ToastOverlayPolicy {
    /// `UIWindow.Level.normal`'s raw value: the level of an app's own window.
    package static let normalLevel: Double = 0
    /// How far above the app's window the overlay sits: less than the whole level by which apps
    /// raise a window of their own above it.
    package static let levelAboveAppWindow: Double = 0.5

    /// One of the scene's windows, as the level needs it.
    package struct Window: Sendable {
        /// A toast overlay (ToastKit's, or another scene host's): never the app's window.
        package var isToastOverlay: Bool
        package var isHidden: Bool
        /// Its `windowLevel`'s raw value.
        package var level: Double

        package init(isToastOverlay: Bool, isHidden: Bool, level: Double) {
            self.isToastOverlay = isToastOverlay
            self.isHidden = isHidden
            self.level = level
        }
    }

    /// The overlay's level among the scene's `windows`: half a level above the app's window,
    /// which is the first visible window at the normal level, or else the lowest visible one
    /// (an app whose window sits at another level). A key window is not taken for it: an app's
    /// privacy cover is often made key.
    package static func level(among windows: [Window]) -> Double {
        let open = windows.filter { !$0.isToastOverlay && !$0.isHidden }
        let appWindow = open.first { $0.level == normalLevel } ?? open.min { $0.level < $1.level }
        return (appWindow?.level ?? normalLevel) + levelAboveAppWindow
    }

    /// Whether the overlay shows in a scene in `state`; `resigning` while the scene is told it
    /// will resign (its state still reads active then).
    package static func shows(in state: ToastSceneSelection.State, resigning: Bool) -> Bool {
        state == .foregroundActive && !resigning
    }

    /// A change of a scene's activity, as UIKit posts it.
    package enum ActivityChange: Sendable {
        case willDeactivate, didEnterBackground, willEnterForeground, didActivate
    }

    /// What the scene's engine hears when its scene's activity changes: it pauses every timer
    /// when the overlay hides (`ToastStateMachine.Input.appEnteredBackground`, at
    /// `willDeactivate`), and runs them again only when the overlay shows again
    /// (`ToastStateMachine.Input.appEnteredForeground`, at `didActivate`, not at
    /// `willEnterForeground`, which comes before the scene is active and its toasts can be seen).
    /// `didEnterBackground` holds it again: a toast shown in the turn of `willDeactivate`, while
    /// the scene still read active, must not run out its time in the background. `nil`: nothing
    /// changes for the engine.
    package static func engineEvent(for change: ActivityChange) -> ToastStateMachine.Input? {
        switch change {
        case .willDeactivate, .didEnterBackground: .appEnteredBackground
        case .didActivate: .appEnteredForeground
        case .willEnterForeground: nil
        }
    }

    /// Whether the overlay shows after `change` (`true`), hides (`false`: the scene resigns or is
    /// in the background, and its bars are no longer read), or stays as it is (`nil`).
    package static func overlayShows(after change: ActivityChange) -> Bool? {
        switch change {
        case .didActivate: true
        case .willDeactivate, .didEnterBackground: false
        case .willEnterForeground: nil
        }
    }

    /// Whether the overlay of a scene that reads `state` shows, `lastChange` being the last change
    /// of its activity UIKit posted (`nil`: none yet). What was posted wins: inside
    /// `sceneWillResignActive`'s turn the scene still reads active, and a toast shown then would
    /// be made visible over Control Center until the app went to the background. Before any
    /// change, and after `willEnterForeground` (the scene reads inactive until it activates), the
    /// state decides.
    ///
    /// ```swift
    /// ToastOverlayPolicy.shows(in: .foregroundActive, after: .willDeactivate)   // false
    /// ```
    package static func shows(in state: ToastSceneSelection.State, after lastChange: ActivityChange?) -> Bool {
        switch lastChange {
        case .willDeactivate?, .didEnterBackground?: false
        case .didActivate?: true
        case .willEnterForeground?, nil: shows(in: state, resigning: false)
        }
    }

    /// Whether a scene's engine starts paused, its scene being in `state` when the engine is made.
    package static func startsHeld(in state: ToastSceneSelection.State) -> Bool {
        !shows(in: state, resigning: false)
    }
}

extension ToastOverlayPolicy {
    /// What a scene's toasts are drawn in.
    package enum Container: Sendable {
        /// A window of their own above the app's (``level(among:)``), in an app.
        case overlayWindow
        /// A pass-through view in the app's own window, over its root view controller's view, in
        /// an app extension. An extension's interface is drawn remotely from its own view
        /// controller's hierarchy: a window it makes besides is never shown, so a toast put in
        /// one never appears (as the maintainers of other toast libraries tell extension users).
        case viewInAppWindow
    }

    /// The suffix of an app extension's bundle (`Share.appex`, inside the app's `PlugIns`).
    package static let extensionBundleSuffix = ".appex"

    /// Where toasts are drawn, from the running bundle (`Bundle.main`): nothing at compile time
    /// tells an extension build apart (no `#if`; Xcode builds a package for an app and for an
    /// extension alike), so it is decided at run time. An extension is a bundle whose path ends
    /// in `.appex`, or whose Info.plist has an `NSExtension` dictionary (every extension's has).
    ///
    /// ```swift
    /// ToastOverlayPolicy.container(bundlePath: Bundle.main.bundlePath,
    ///                              declaresExtension: Bundle.main.object(forInfoDictionaryKey: "NSExtension") != nil)
    /// ```
    package static func container(bundlePath: String, declaresExtension: Bool) -> Container {
        var path = Substring(bundlePath)
        while path.hasSuffix("/") { path = path.dropLast() }
        return declaresExtension || path.hasSuffix(extensionBundleSuffix) ? .viewInAppWindow : .overlayWindow
    }
}

extension ToastOverlayPolicy {
    /// A view controller of an app extension's presentation chain, as the choice of where its
    /// toasts are drawn sees it.
    package struct PresentedController: Sendable {
        /// A container whose children are what the user navigates: a navigation controller's
        /// stack, a tab bar controller's tabs, a split view's columns, a page view's pages.
        package var isContainer: Bool
        /// Whether it is being dismissed (what it covered shows again).
        package var isBeingDismissed: Bool
        /// Whether its view must not hold toasts: an alert's (UIKit documents its view hierarchy
        /// as private, not to be changed).
        package var refusesToasts: Bool

        package init(isContainer: Bool, isBeingDismissed: Bool = false, refusesToasts: Bool = false) {
            self.isContainer = isContainer
            self.isBeingDismissed = isBeingDismissed
            self.refusesToasts = refusesToasts
        }
    }

    /// Where an app extension's toasts are drawn: over the view of the topmost controller it
    /// shows, `chain[index]` (`chain`: the root view controller, then what it presents, and so on),
    /// so that a sheet the extension presents does not hide them. `contained`: the overlay's
    /// controller becomes that controller's child (it then gets its traits and size transitions);
    /// never a container's, whose children are its navigation stack or its tabs. An alert never
    /// holds them: they stay with what presented it. `nil` when the chain is empty.
    ///
    /// ```swift
    /// ToastOverlayPolicy.extensionHost(chain: [.init(isContainer: true), .init(isContainer: false)])   // (1, true)
    /// ```
    package static func extensionHost(chain: [PresentedController]) -> (index: Int, contained: Bool)? {
        guard !chain.isEmpty else { return nil }
        var index = 0
        while index + 1 < chain.count, !chain[index + 1].isBeingDismissed, !chain[index + 1].refusesToasts { index += 1 }
        return (index, !chain[index].isContainer)
    }
}
