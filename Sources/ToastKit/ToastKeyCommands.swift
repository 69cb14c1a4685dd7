#if canImport(UIKit)
@preconcurrency import UIKit
@_spi(Plumbing) import ToastCore
@_spi(Plumbing) internal import ToastShellRules

/// Puts the toasts' keyboard shortcuts (``ToastKeyboardShortcut``: ⇧⌘Return runs the newest
/// toast's action, ⇧⌘Delete dismisses the newest toast that offers Dismiss) where UIKit looks for
/// them in each scene's key window, while a toast on screen offers them
/// (``ToastKeyCommandRoute`` decides where).
///
/// UIKit behaviour it relies on:
/// - Keyboard events go to the key window only (`UIWindowScene.keyWindow`), and the overlay
///   never becomes key (it would take the keyboard and focus from the app): no key command,
///   focusable view or focus guide in the overlay is ever reached, with or without Full
///   Keyboard Access. The app's key window is.
/// - UIKit looks a key command up along the responder chain from the first responder (each
///   responder's `keyCommands`, then its `next`). With no first responder the search starts at
///   the key window, then the scene and the application: no view controller is on that path, so
///   commands added to a root view controller are never reached there; and a controller that
///   overrides `keyCommands` without `super` drops what `addKeyCommand(_:)` gave it. So with no
///   first responder, ToastKit's own zero-size responder (``ToastKeyResponder``) becomes first
///   responder and answers `keyCommands` itself. It sits in the frontmost controller's view, so
///   that controller, its presenters and the window stay on the chain behind it (a view's next
///   responder is its superview, or its controller for a controller's view; a presented
///   controller's is its presenting controller). It shows no keyboard (it has no input view and
///   adopts no text input), and it resigns when the last shortcut goes.
/// - When the app has a first responder (a text field, a controller that handles keys), it is
///   left alone, and the commands go on its nearest view controller (`addKeyCommand(_:)`), which
///   is on the chain from it. When that responder resigns (UIKit then posts
///   `textDidEndEditingNotification` for a text field or text view) or another takes first
///   responder from ToastKit's (`resignFirstResponder()` is called on it), the route is decided
///   again on the main actor's next turn, when the new first responder is in place.
/// - UIKit sends a key command's action to the first object on the chain, from the first
///   responder, that implements it. The action is a method ToastKit's responder and every view
///   controller have (`toastKitPerformKeyCommand(_:)`, a prefixed selector no app uses), so one is
///   always found. The command itself carries which scene and which shortcut it is
///   (`propertyList`), and the toast it reaches is decided again at the moment of the press.
/// - A command with a `discoverabilityTitle` is listed in the shortcuts overlay (holding ⌘ on
///   iPad), under the toast action's title or "Dismiss". Text editing and focus commands win over
///   it (`wantsPriorityOverSystemBehavior` stays false).
///
/// Nothing here uses `UIApplication.shared`, which app extensions do not have: the first
/// responder is found by walking the key window's views. The walk runs only when the shortcuts or
/// their holder change, not on every snapshot of a toast.
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

    /// The commands installed for one scene, and what holds them.
    private struct Installed {
        var route: ToastKeyCommandRoute
        /// For ``ToastKeyCommandRoute/firstRespondersController``: the app's first responder
        /// when they were installed, and its nearest controller, which holds them.
        weak var firstResponder: UIResponder?
        weak var controller: UIViewController?
        /// For ``ToastKeyCommandRoute/ownResponder``.
        weak var responder: ToastKeyResponder?
        var commands: [UIKeyCommand]
        var shortcuts: [ToastKeyboardShortcut]

        /// Whether the holder is still where UIKit looks.
        @MainActor var isInPlace: Bool {
            switch route {
            case .none: true
            case .ownResponder: responder?.isFirstResponder == true
            // Once the app's responder resigns (a text field that stops editing), ToastKit's own
            // responder takes the shortcuts over.
            case .firstRespondersController: controller != nil && firstResponder?.isFirstResponder == true
            }
        }
    }

    private var registered: [ObjectIdentifier: Registered] = [:]
    private var lastOrder: UInt64 = 0
    /// By the scene's session identifier.
    private var installed: [String: Installed] = [:]
    /// ToastKit's own responder of each scene, by the scene's session identifier.
    private var responders: [String: ToastKeyResponder] = [:]
    private var refreshIsQueued = false
    private var observers: [NSObjectProtocol] = []

    /// The key of a command's `propertyList` that names its scene.
    private static let sceneKey = "scene"
    /// The key of a command's `propertyList` that says which shortcut it is.
    private static let shortcutKey = "shortcut"

    private init() {
        // A text field or text view that stops editing leaves no first responder: ToastKit's own
        // responder may have to take the shortcuts over.
        for name in [UITextField.textDidEndEditingNotification, UITextView.textDidEndEditingNotification] {
            observers.append(
                NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { _ in
                    MainActor.assumeIsolated { ToastKeyCommands.shared.refreshOnNextTurn() }
                })
        }
    }

    /// Takes in every surface's window and snapshot as they are now, and installs, replaces or
    /// removes each scene's commands where its shortcuts or their holder changed.
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
            let current = installed[id]
            if current == nil, shortcuts.isEmpty { continue }
            if let current, current.shortcuts == shortcuts, current.isInPlace { continue }
            uninstall(id)
            if !shortcuts.isEmpty { install(shortcuts, in: entry.scene, id: id) }
        }
        if installed.isEmpty {
            for responder in responders.values { responder.removeFromSuperview() }
            responders = [:]
        }
    }

    /// ``refresh()`` on the main actor's next turn, once: UIKit has then put the new first
    /// responder in place.
    func refreshOnNextTurn() {
        guard !refreshIsQueued, !installed.isEmpty else { return }
        refreshIsQueued = true
        Task { @MainActor in
            self.refreshIsQueued = false
            self.refresh()
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
        // A toast behind a folded deck's front can be neither seen nor touched: no shortcut of its.
        let ordered = surfaces.filter { $0.pileDepth == 0 }.sorted {
            (registered[ObjectIdentifier($0)]?.order ?? 0) < (registered[ObjectIdentifier($1)]?.order ?? 0)
        }
        return ToastKeyboardShortcut.shortcuts(for: ordered.map(\.toast))
    }

    private func install(_ shortcuts: [ToastKeyboardShortcut], in scene: UIWindowScene, id: String) {
        let commands = shortcuts.map { shortcut in
            let title = ToastAccessibility.name(of: shortcut.action)
            return UIKeyCommand(
                title: title, image: nil, action: #selector(UIViewController.toastKitPerformKeyCommand(_:)),
                input: Self.input(of: shortcut.key), modifierFlags: Self.flags(of: shortcut.modifiers),
                propertyList: [Self.sceneKey: id, Self.shortcutKey: Self.name(of: shortcut.key)], alternates: [],
                discoverabilityTitle: title, attributes: [], state: .off)
        }
        guard let window = scene.keyWindow ?? scene.toastAppWindow else { return }
        let found = Self.firstResponder(in: window)
        let own = responders[id]
        let firstResponder: ToastKeyCommandRoute.FirstResponder =
            found == nil ? .none : (own != nil && found === own ? .ours : .other)
        var entry = Installed(route: .none, commands: commands, shortcuts: shortcuts)
        switch ToastKeyCommandRoute.route(hasShortcuts: true, firstResponder: firstResponder) {
        case .ownResponder:
            let responder = own ?? ToastKeyResponder()
            responders[id] = responder
            let host = Self.frontmostController(of: window)?.view ?? window
            if responder.superview !== host { host.addSubview(responder) }
            responder.commands = commands
            if responder.isFirstResponder || responder.becomeFirstResponder() {
                entry.route = .ownResponder
                entry.responder = responder
            } else if let controller = Self.frontmostController(of: window) {
                // UIKit refused (the window is not key yet): the frontmost controller is on the
                // chain from any responder it holds.
                responder.commands = []
                entry.route = .firstRespondersController
                entry.controller = controller
            }
        case .firstRespondersController:
            guard let controller = found?.nearestViewController ?? Self.frontmostController(of: window) else { return }
            entry.route = .firstRespondersController
            entry.firstResponder = found
            entry.controller = controller
        case .none:
            return
        }
        if entry.route == .firstRespondersController {
            for command in commands { entry.controller?.addKeyCommand(command) }
        }
        installed[id] = entry
    }

    private func uninstall(_ id: String) {
        guard let entry = installed.removeValue(forKey: id) else { return }
        for command in entry.commands { entry.controller?.removeKeyCommand(command) }
        if let responder = entry.responder {
            responder.commands = []
            if responder.isFirstResponder { responder.standDown() }
        }
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

/// ToastKit's own responder in a key window with no other first responder (``ToastKeyCommands``):
/// a zero-size view that holds the toasts' shortcuts while it is first responder. It takes no
/// touches, shows nothing, is not an accessibility element and has no input view (so becoming
/// first responder shows no keyboard).
@MainActor
final class ToastKeyResponder: UIView {
    /// The commands it answers while it is first responder.
    var commands: [UIKeyCommand] = []
    private var isStandingDown = false

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isAccessibilityElement = false
        accessibilityElementsHidden = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("created in code only")
    }

    override var canBecomeFirstResponder: Bool { !commands.isEmpty }

    override var keyCommands: [UIKeyCommand]? { commands }

    /// Gives first responder up because the shortcuts are gone.
    func standDown() {
        isStandingDown = true
        _ = resignFirstResponder()
        isStandingDown = false
    }

    override func resignFirstResponder() -> Bool {
        let resigned = super.resignFirstResponder()
        // UIKit calls this when another responder (a text field the user tapped) becomes first:
        // the shortcuts then go on the path from that one.
        if resigned, !isStandingDown { ToastKeyCommands.shared.refreshOnNextTurn() }
        return resigned
    }

    /// The action of the commands while this view is first responder.
    @objc(toastKit_performKeyCommand:)
    func toastKitPerformKeyCommand(_ sender: UIKeyCommand) {
        ToastKeyCommands.shared.perform(sender)
    }
}

extension UIViewController {
    /// The action of ToastKit's key commands (``ToastKeyCommands``). Every view controller has it
    /// so that UIKit, which sends a key command's action to the first object on the key window's
    /// responder chain that implements it, always finds one: the controller that holds the
    /// commands, at the latest. It ignores which controller it runs on.
    @objc(toastKit_performKeyCommand:)
    func toastKitPerformKeyCommand(_ sender: UIKeyCommand) {
        ToastKeyCommands.shared.perform(sender)
    }
}
#endif
