#if canImport(UIKit)
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore
@_spi(Plumbing) internal import ToastShellRules

/// Puts the toasts' keyboard shortcuts (``ToastKeyboardShortcut``: ⇧⌘Return runs the newest
/// toast's action, ⇧⌘Delete dismisses the newest toast that offers Dismiss) on each scene's app
/// window, while a toast on screen offers them.
///
/// UIKit behaviour it relies on:
/// - Keyboard events go to the key window only (`UIWindowScene.keyWindow`), and the overlay
///   never becomes key (it would take the keyboard and focus from the app): no key command,
///   focusable view or focus guide in the overlay is ever reached, with or without Full
///   Keyboard Access. The app's window is.
/// - A view controller's `addKeyCommand(_:)` applies its command to the active responder chain
///   whenever the controller is on it. The app window's root view controller is: every view in
///   the window leads to it through its superviews, and a presented controller's next responder
///   is its presenting controller.
/// - UIKit sends a key command's action to the first object on that chain, from the first
///   responder, that implements it. The action is a method ToastKit adds to every view
///   controller (`toastKitPerformKeyCommand(_:)`, a prefixed selector no app uses); the root
///   controller is on the chain, so one is always found. The command itself carries which scene
///   and which shortcut it is (`propertyList`), and the toast it reaches is decided again at the
///   moment of the press.
/// - A command with a `discoverabilityTitle` is listed in the shortcuts overlay (holding ⌘ on
///   iPad), under the toast action's title or "Dismiss". Text editing and focus commands win over
///   it (`wantsPriorityOverSystemBehavior` stays false).
///
/// The surfaces report themselves (``ToastSurfaceView`` on entering or leaving a window and on
/// every snapshot), so the scene host needs to tell it nothing.
@MainActor
final class ToastKeyCommands {
    static let shared = ToastKeyCommands()

    /// A surface that has been in a window, with the order toasts were shown in.
    private struct Registered {
        weak var surface: ToastSurfaceView?
        let order: UInt64
    }

    /// The commands installed for one scene, on its app window's root view controller.
    private struct Installed {
        weak var controller: UIViewController?
        var commands: [UIKeyCommand]
        var shortcuts: [ToastKeyboardShortcut]
    }

    private var registered: [ObjectIdentifier: Registered] = [:]
    private var lastOrder: UInt64 = 0
    /// By the scene's session identifier.
    private var installed: [String: Installed] = [:]

    /// The key of a command's `propertyList` that names its scene.
    private static let sceneKey = "scene"
    /// The key of a command's `propertyList` that says which shortcut it is.
    private static let shortcutKey = "shortcut"

    /// Takes in every surface's window and snapshot as they are now, and installs, replaces or
    /// removes each scene's commands where its shortcuts changed.
    func refresh() {
        var byScene: [String: (scene: UIWindowScene, surfaces: [ToastSurfaceView])] = [:]
        for (key, entry) in registered {
            guard let surface = entry.surface else {
                registered[key] = nil
                continue
            }
            guard let scene = surface.window?.windowScene else { continue }
            byScene[scene.session.persistentIdentifier, default: (scene, [])].surfaces.append(surface)
        }
        for id in Set(installed.keys).subtracting(byScene.keys) { uninstall(id) }
        for (id, entry) in byScene {
            let shortcuts = shortcuts(among: entry.surfaces)
            let controller = appWindow(of: entry.scene)?.rootViewController
            let current = installed[id]
            if current == nil, shortcuts.isEmpty { continue }
            if current?.shortcuts ?? [] == shortcuts, current?.controller === controller { continue }
            uninstall(id)
            if let controller, !shortcuts.isEmpty { install(shortcuts, on: controller, id: id) }
        }
    }

    /// Files a surface the first time it is in a window, in the order toasts are shown.
    func register(_ surface: ToastSurfaceView) {
        let key = ObjectIdentifier(surface)
        if registered[key] == nil {
            lastOrder += 1
            registered[key] = Registered(surface: surface, order: lastOrder)
        }
        refresh()
    }

    /// A command was pressed: the shortcut it stands for, among the scene's toasts now, reports
    /// its event through its toast's surface.
    func perform(_ command: UIKeyCommand) {
        guard let list = command.propertyList as? [String: String], let sceneID = list[Self.sceneKey], let kind = list[Self.shortcutKey]
        else { return }
        let surfaces = registered.values.compactMap(\.surface).filter { $0.window?.windowScene?.session.persistentIdentifier == sceneID }
        guard let shortcut = shortcuts(among: surfaces).first(where: { Self.name(of: $0.key) == kind }),
            let surface = surfaces.first(where: { $0.id == shortcut.toast })
        else { return }
        surface.onReport(.event(shortcut.event))
    }

    /// ToastCore's shortcuts for `surfaces`' toasts, oldest first.
    private func shortcuts(among surfaces: [ToastSurfaceView]) -> [ToastKeyboardShortcut] {
        let ordered = surfaces.sorted { (registered[ObjectIdentifier($0)]?.order ?? 0) < (registered[ObjectIdentifier($1)]?.order ?? 0) }
        return ToastKeyboardShortcut.shortcuts(for: ordered.map(\.toast))
    }

    private func install(_ shortcuts: [ToastKeyboardShortcut], on controller: UIViewController, id: String) {
        let commands = shortcuts.map { shortcut in
            let title = ToastAccessibility.name(of: shortcut.action)
            return UIKeyCommand(
                title: title, image: nil, action: #selector(UIViewController.toastKitPerformKeyCommand(_:)),
                input: Self.input(of: shortcut.key), modifierFlags: Self.flags(of: shortcut.modifiers),
                propertyList: [Self.sceneKey: id, Self.shortcutKey: Self.name(of: shortcut.key)], alternates: [],
                discoverabilityTitle: title, attributes: [], state: .off)
        }
        for command in commands { controller.addKeyCommand(command) }
        installed[id] = Installed(controller: controller, commands: commands, shortcuts: shortcuts)
    }

    private func uninstall(_ id: String) {
        guard let entry = installed.removeValue(forKey: id) else { return }
        for command in entry.commands { entry.controller?.removeKeyCommand(command) }
    }

    /// The scene's app window (``ToastAppWindow``), whose root controller is on its responder chain.
    private func appWindow(of scene: UIWindowScene) -> UIWindow? {
        let windows = scene.windows
        let candidates = windows.map { window in
            ToastAppWindow.Candidate(
                isToastOverlay: window is ToastOverlayWindow, isKey: window.isKeyWindow, isHidden: window.isHidden,
                isAtNormalLevel: window.windowLevel == .normal)
        }
        return ToastAppWindow.choose(among: candidates).map { windows[$0] }
    }

    private static func input(of key: ToastKeyboardShortcut.Key) -> String {
        switch key {
        case .returnKey: "\r"
        case .delete: UIKeyCommand.inputDelete
        }
    }

    private static func name(of key: ToastKeyboardShortcut.Key) -> String {
        switch key {
        case .returnKey: "return"
        case .delete: "delete"
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
    /// so that UIKit, which sends a key command's action to the first object on the key window's
    /// responder chain that implements it, always finds one: the app window's root controller,
    /// which holds the commands, at the latest. It ignores which controller it runs on.
    @objc(toastKit_performKeyCommand:)
    func toastKitPerformKeyCommand(_ sender: UIKeyCommand) {
        ToastKeyCommands.shared.perform(sender)
    }
}
#endif
