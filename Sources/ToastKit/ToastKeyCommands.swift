#if canImport(UIKit)
@preconcurrency import UIKit
import GameController
import os
import ToastCore
internal import ToastShellRules

/// Puts the toasts' keyboard shortcuts (``ToastKeyboardShortcut``: ⇧⌘Return runs the newest
/// toast's action, ⇧⌘Space fans a folded deck out, ⇧⌘Delete dismisses) where UIKit looks for
/// them, while a toast on screen offers them, without ever taking first responder
/// (``ToastKeyCommandRoute`` decides where).
///
/// UIKit behaviour it relies on:
/// - Keyboard events go to the key window's responder chain only, and the overlay never becomes
///   key (it would take the keyboard and focus from the app).
/// - `becomeFirstResponder()` anywhere makes the current first responder resign: the keyboard
///   drops, and an input accessory view (a chat composer) shows only while its owner or a
///   responder inside it is first responder. A text view inside an accessory view lives in the
///   keyboard's own window, so no walk of the key window finds it. So ToastKit never makes
///   anything first responder.
/// - `GCKeyboard.coalesced` is `nil` while no hardware keyboard is attached, and
///   `GCKeyboardDidConnect`/`GCKeyboardDidDisconnect` say when that changes: until one is
///   attached nothing is installed and no responder is looked for.
/// - A key command in the app's main menu (`buildMenu(with:)`, ``Toast/addShortcuts(to:)``)
///   reaches the application from any first responder, or none; `UIMenuSystem.main.setNeedsRebuild()`
///   makes UIKit ask the app's `buildMenu(with:)` again, so the menu lists what is offered now.
/// - Otherwise UIKit looks a key command up along the responder chain from the first responder
///   (each responder's `keyCommands`, then its `next`): the commands go on the nearest view
///   controller of that chain (from the first responder in the key window, else from the
///   frontmost controller) whose `keyCommands` keeps what `addKeyCommand(_:)` gave it (one that
///   overrides `keyCommands` without `super` drops them; the next one up takes them, and when
///   none does a fault says so once). When a text field or text view begins or ends editing
///   (UIKit posts `textDidBeginEditingNotification`, `textDidEndEditingNotification`), the chain
///   changes and the bearer is chosen again on the main actor's next turn.
/// - UIKit sends a key command's action to the first object on the chain, from the first
///   responder, that implements it: every view controller and the application implement
///   `toastKitPerformKeyCommand(_:)` (a prefixed selector no app uses). The command carries which
///   shortcut it is (`propertyList`), and the toast it reaches is decided again at the press.
/// - A command with a `discoverabilityTitle` is listed in the shortcuts overlay (holding ⌘ on
///   iPad). Text editing and focus commands win over it (`wantsPriorityOverSystemBehavior` stays
///   false).
///
/// Nothing here uses `UIApplication.shared`, which app extensions do not have. The surfaces
/// report themselves (``ToastSurfaceView`` on entering or leaving a window, on a change of its
/// shortcuts or its place in a deck), so the scene host tells it nothing.
@MainActor
final class ToastKeyCommands {
    static let shared = ToastKeyCommands()

    /// The commands installed on a controller for one scene.
    private struct Installed {
        weak var controller: UIViewController?
        var commands: [UIKeyCommand]
        var shortcuts: [ToastKeyboardShortcut]
    }

    /// Every surface that has been in a window and may still be, in the order each first joined
    /// one: the order its scene host put it on screen, so the newest toast is last (and takes the
    /// shortcuts). Compared by identity, so a new surface at a freed one's address is a new surface.
    private var surfaces: [Weak<ToastSurfaceView>] = []
    /// By the scene's session identifier.
    private var installed: [String: Installed] = [:]
    /// The shortcuts each scene offers now, while a hardware keyboard is attached.
    private var offered: [String: (scene: Weak<UIWindowScene>, shortcuts: [ToastKeyboardShortcut])] = [:]
    /// Whether the app's main menu holds the commands (``Toast/addShortcuts(to:)``).
    private(set) var inAppMenu = false
    private var refreshIsQueued = false
    private var hasWarned = false
    private var observers: [NSObjectProtocol] = []

    /// The key of a command's `propertyList` that names its scene (a command on a controller).
    private static let sceneKey = "scene"
    /// The key of a command's `propertyList` that says which shortcut it is.
    private static let shortcutKey = "shortcut"
    /// The main menu's section of ToastKit's commands.
    static let menuIdentifier = UIMenu.Identifier("ToastKit.shortcuts")

    private init() {
        let names = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidEndEditingNotification,
            UITextView.textDidBeginEditingNotification, UITextView.textDidEndEditingNotification,
            NSNotification.Name.GCKeyboardDidConnect, NSNotification.Name.GCKeyboardDidDisconnect,
        ]
        for name in names {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                    MainActor.assumeIsolated { ToastKeyCommands.shared.refreshOnNextTurn() }
                })
        }
    }

    /// Whether a hardware keyboard is attached: without one there is nothing to press.
    private static var keyboardAttached: Bool { GCKeyboard.coalesced != nil }

    /// Takes in every surface's window and snapshot as they are now, and installs, replaces or
    /// removes each scene's commands where its shortcuts or their bearer changed.
    func refresh() {
        surfaces.removeAll { $0.value == nil }
        var byScene: [String: (scene: UIWindowScene, surfaces: [ToastSurfaceView])] = [:]
        // Without a hardware keyboard nothing is looked up, unless the app's main menu lists the
        // shortcuts: the iPadOS menu bar also opens by touch and pointer.
        if Self.keyboardAttached || inAppMenu {
            for surface in surfaces.compactMap(\.value) {
                guard let scene = surface.window?.windowScene else { continue }
                byScene[scene.session.persistentIdentifier, default: (scene, [])].surfaces.append(surface)
            }
        }
        var offered: [String: (scene: Weak<UIWindowScene>, shortcuts: [ToastKeyboardShortcut])] = [:]
        for (id, entry) in byScene {
            let shortcuts = shortcuts(among: entry.surfaces)
            if !shortcuts.isEmpty { offered[id] = (Weak(entry.scene), shortcuts) }
        }
        let menuChanged = offered.mapValues(\.shortcuts) != self.offered.mapValues(\.shortcuts)
        self.offered = offered
        for id in installed.keys {
            let route = ToastKeyCommandRoute.route(
                hasShortcuts: offered[id] != nil, keyboardAttached: Self.keyboardAttached, inAppMenu: inAppMenu)
            if route != .responderChain || installed[id]?.shortcuts != offered[id]?.shortcuts { uninstall(id) }
        }
        for (id, entry) in offered {
            let route = ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: Self.keyboardAttached, inAppMenu: inAppMenu)
            guard route == .responderChain, let scene = entry.scene.value else { continue }
            // Still on the chain from the first responder: it stays.
            if let controller = installed[id]?.controller, Self.bearers(in: scene).contains(where: { $0 === controller }) { continue }
            uninstall(id)
            install(entry.shortcuts, in: scene, id: id)
        }
        if inAppMenu, menuChanged { UIMenuSystem.main.setNeedsRebuild() }
    }

    /// ``refresh()`` on the main actor's next turn, once: UIKit has then put the new first
    /// responder in place.
    func refreshOnNextTurn() {
        guard !refreshIsQueued else { return }
        refreshIsQueued = true
        Task { @MainActor in
            self.refreshIsQueued = false
            self.refresh()
        }
    }

    /// Files a surface the first time it is in a window.
    func register(_ surface: ToastSurfaceView) {
        if !surfaces.contains(where: { $0.value === surface }) { surfaces.append(Weak(surface)) }
        refresh()
    }

    /// A command was pressed: the shortcut it stands for, among the toasts of its scene (or, from
    /// the main menu, of the scene the keyboard is in) now, reports through its toast's surface.
    func perform(_ command: UIKeyCommand) {
        guard let list = command.propertyList as? [String: String], let kind = list[Self.shortcutKey],
            let sceneID = list[Self.sceneKey] ?? keyScene()
        else { return }
        let candidates = surfaces.compactMap(\.value).filter { $0.window?.windowScene?.session.persistentIdentifier == sceneID }
        guard let shortcut = shortcuts(among: candidates).first(where: { Self.name(of: $0.key) == kind }),
            let surface = candidates.first(where: { $0.id == shortcut.toast })
        else { return }
        surface.perform(shortcut.action)
    }

    // MARK: - The app's main menu

    /// Puts the commands offered now in `builder`'s main menu, and keeps the menu up to date
    /// from now on (``Toast/addShortcuts(to:)``).
    func addCommands(to builder: any UIMenuBuilder) {
        guard builder.system == .main else { return }
        if !inAppMenu {
            inAppMenu = true
            refresh()  // the controllers give their commands up to the menu
        }
        let shortcuts = keyScene().flatMap { offered[$0]?.shortcuts } ?? []
        let section = UIMenu(
            title: "", identifier: Self.menuIdentifier, options: .displayInline,
            children: shortcuts.map { command(for: $0, sceneID: nil) })
        if builder.menu(for: Self.menuIdentifier) != nil {
            builder.replace(menu: Self.menuIdentifier, with: section)
        } else if builder.menu(for: .view) != nil {
            builder.insertChild(section, atEndOfMenu: .view)
        } else {
            builder.insertChild(section, atEndOfMenu: .root)
        }
    }

    /// The scene the keyboard types into: the active one whose key window is key, among the
    /// scenes that offer shortcuts.
    private func keyScene() -> String? {
        offered.first { _, entry in
            guard let scene = entry.scene.value, scene.activationState == .foregroundActive else { return false }
            return scene.keyWindow?.isKeyWindow == true
        }?.key
    }

    // MARK: - Controllers on the responder chain

    /// ToastCore's shortcuts for `surfaces`' toasts (in the order they were put on screen); a
    /// toast behind a folded deck's front offers none, and the front offers the deck's.
    private func shortcuts(among surfaces: [ToastSurfaceView]) -> [ToastKeyboardShortcut] {
        let fronts = surfaces.filter { $0.pileDepth == 0 }
        return ToastKeyboardShortcut.shortcuts(among: fronts.map { ($0.toast, $0.pileBehind) })
    }

    private func command(for shortcut: ToastKeyboardShortcut, sceneID: String?) -> UIKeyCommand {
        let title = ToastAccessibility.name(of: shortcut.action)
        var list = [Self.shortcutKey: Self.name(of: shortcut.key)]
        list[Self.sceneKey] = sceneID
        return UIKeyCommand(
            title: title, image: nil, action: #selector(UIViewController.toastKitPerformKeyCommand(_:)),
            input: Self.input(of: shortcut.key), modifierFlags: Self.flags(of: shortcut.modifiers), propertyList: list,
            alternates: [], discoverabilityTitle: title, attributes: [], state: .off)
    }

    private func install(_ shortcuts: [ToastKeyboardShortcut], in scene: UIWindowScene, id: String) {
        let commands = shortcuts.map { command(for: $0, sceneID: id) }
        let bearers = Self.bearers(in: scene)
        for controller in bearers {
            for command in commands { controller.addKeyCommand(command) }
            // Compared by what they are, not by identity: UIKit does not promise to hand back
            // the objects `addKeyCommand(_:)` was given.
            let kept = controller.keyCommands ?? []
            if commands.allSatisfy({ command in kept.contains { Self.isSame($0, command) } }) {
                installed[id] = Installed(controller: controller, commands: commands, shortcuts: shortcuts)
                return
            }
            for command in commands { controller.removeKeyCommand(command) }
        }
        // No controller yet (no key window at launch) is no override's fault: it is tried again.
        guard !bearers.isEmpty, !hasWarned else { return }
        hasWarned = true
        Logger(subsystem: "ToastKit", category: "shortcuts").fault(
            "No view controller on the responder chain keeps the toasts' keyboard shortcuts (one overrides keyCommands without super); call Toast.addShortcuts(to:) from buildMenu(with:) to offer them"
        )
    }

    /// Whether two key commands are the same command: key, modifiers, action and property list
    /// (which names the shortcut and the scene).
    private static func isSame(_ lhs: UIKeyCommand, _ rhs: UIKeyCommand) -> Bool {
        lhs.input == rhs.input && lhs.modifierFlags == rhs.modifierFlags && lhs.action == rhs.action
            && lhs.propertyList as? [String: String] == rhs.propertyList as? [String: String]
    }

    private func uninstall(_ id: String) {
        guard let entry = installed.removeValue(forKey: id) else { return }
        for command in entry.commands { entry.controller?.removeKeyCommand(command) }
    }

    /// The view controllers a key command may sit on in `scene`, nearest first: those on the
    /// responder chain from the first responder in the key window, or from the frontmost
    /// controller when the walk finds none (a responder in the keyboard's own window, or none).
    private static func bearers(in scene: UIWindowScene) -> [UIViewController] {
        guard let window = scene.keyWindow ?? scene.toastAppWindow else { return [] }
        var responder: UIResponder? = firstResponder(in: window) ?? frontmostController(of: window)
        var controllers: [UIViewController] = []
        while let current = responder {
            if let controller = current as? UIViewController { controllers.append(controller) }
            responder = current.next
        }
        return controllers
    }

    /// The first responder among `window`, its views and their controllers, or `nil`.
    private static func firstResponder(in window: UIWindow) -> UIResponder? {
        if window.isFirstResponder { return window }
        var views: [UIView] = [window]
        while let view = views.popLast() {
            if view.isFirstResponder { return view }
            if let controller = view.next as? UIViewController, controller.isFirstResponder { return controller }
            views.append(contentsOf: view.subviews)
        }
        return nil
    }

    /// The window's root view controller, or the controller it presents, and so on to the top.
    private static func frontmostController(of window: UIWindow) -> UIViewController? {
        var controller = window.rootViewController
        while let presented = controller?.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }

    private static func input(of key: ToastKeyboardShortcut.Key) -> String {
        switch key {
        case .returnKey: "\r"
        case .delete: UIKeyCommand.inputDelete
        case .space: " "
        }
    }

    private static func name(of key: ToastKeyboardShortcut.Key) -> String {
        switch key {
        case .returnKey: "return"
        case .delete: "delete"
        case .space: "space"
        }
    }

    private static func flags(of modifiers: ToastKeyboardShortcut.Modifiers) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if modifiers.contains(.shift) { flags.insert(.shift) }
        if modifiers.contains(.command) { flags.insert(.command) }
        return flags
    }
}

extension UIViewController {
    /// The action of ToastKit's key commands (``ToastKeyCommands``). Every view controller has it
    /// so that UIKit, which sends a key command's action to the first object on the responder
    /// chain that implements it, finds one: the controller that holds the commands, at the
    /// latest. It ignores which controller it runs on.
    @objc(toastKit_performKeyCommand:)
    func toastKitPerformKeyCommand(_ sender: UIKeyCommand) {
        ToastKeyCommands.shared.perform(sender)
    }
}

extension UIApplication {
    /// The action of ToastKit's commands in the app's main menu, which reach the application
    /// when no view controller is on the responder chain (nothing is first responder).
    @objc(toastKit_performKeyCommand:)
    func toastKitPerformKeyCommand(_ sender: UIKeyCommand) {
        ToastKeyCommands.shared.perform(sender)
    }
}

extension Toast {
    /// Adds the toasts' keyboard shortcuts to your app's main menu, so that they are listed in
    /// the iPadOS menu bar and the shortcuts overlay and work whatever has the keyboard: ⇧⌘Return
    /// runs the newest toast's action (listed under its title, "Undo"), ⇧⌘Space fans a folded
    /// deck out ("2 more"), ⇧⌘Delete dismisses ("Dismiss"). The menu shows the ones offered at
    /// the moment; ToastKit asks UIKit to build it again when they change.
    ///
    /// ```swift
    /// override func buildMenu(with builder: UIMenuBuilder) {
    ///     super.buildMenu(with: builder)
    ///     Toast.addShortcuts(to: builder)
    /// }
    /// ```
    ///
    /// Without it, the shortcuts go on the view controllers of the key window's responder chain
    /// while a hardware keyboard is attached; ToastKit never takes first responder to offer them.
    public static func addShortcuts(to builder: any UIMenuBuilder) {
        ToastKeyCommands.shared.addCommands(to: builder)
    }
}
#endif
