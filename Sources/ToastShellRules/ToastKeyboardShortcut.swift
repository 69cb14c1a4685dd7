@_spi(Plumbing) import ToastCore

/// A key combination that reaches a toast from a hardware keyboard.
///
/// The overlay that shows toasts never becomes the key window (it would take the keyboard and
/// focus from the app), and keyboard focus, Full Keyboard Access's included, stays in the app's
/// key window: a toast cannot be tabbed to. So the toast's custom actions are offered as key
/// commands of the app's window instead, while a toast offers them:
///
/// - **⇧⌘Return** runs the action of the newest toast on screen that has one (Undo, Retry…);
/// - **⇧⌘Delete** dismisses the newest toast on screen that offers Dismiss.
///
/// The newest, because it is the one the user has just heard or seen; one toast per combination,
/// so a key press never reaches two. A leaving toast offers none. Both combinations use two
/// modifiers that text editing, VoiceOver (⌃⌥) and Full Keyboard Access (Tab) do not, and keys
/// every hardware keyboard has (the iPad's Magic Keyboard has no Escape key).
///
/// ```swift
/// ToastKeyboardShortcut.shortcuts(for: [saved, deleted])
/// // [⇧⌘Return: deleted's "Undo", ⇧⌘Delete: deleted's Dismiss]
/// ```
@_spi(Plumbing) public struct ToastKeyboardShortcut: Equatable, Sendable {
    /// The key pressed with the modifiers.
    public enum Key: Equatable, Sendable {
        /// Return (Enter): do it.
        case returnKey
        /// Delete (Backspace): take it away.
        case delete
    }

    /// The modifier keys held with the key.
    public struct Modifiers: OptionSet, Equatable, Sendable {
        public let rawValue: Int

        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// ⇧
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// ⌘
        public static let command = Modifiers(rawValue: 1 << 1)
    }

    /// The modifiers of every toast shortcut: ⇧⌘.
    public static let modifiers: Modifiers = [.shift, .command]

    public var key: Key
    public var modifiers: Modifiers
    /// The toast it reaches.
    public var toast: ToastID
    /// What it does: the same as the custom action of that name.
    public var action: ToastAccessibility.CustomAction
    /// What it sends to the engine.
    public var event: ToastStateMachine.Event

    public init(key: Key, modifiers: Modifiers, toast: ToastID, action: ToastAccessibility.CustomAction, event: ToastStateMachine.Event) {
        self.key = key
        self.modifiers = modifiers
        self.toast = toast
        self.action = action
        self.event = event
    }

    /// The key of the shortcut for `action`: Return runs the toast's action, Delete dismisses.
    public static func key(for action: ToastAccessibility.CustomAction) -> Key {
        switch action {
        case .action: .returnKey
        case .dismiss: .delete
        }
    }

    /// The shortcuts while `toasts` are on screen, oldest first (the order they were shown): for
    /// each kind of custom action, the newest toast that is not leaving and offers it
    /// (``ToastAccessibility/customActions(for:)``); an action shortcut first.
    public static func shortcuts(for toasts: [PresentedToast]) -> [ToastKeyboardShortcut] {
        var action: ToastKeyboardShortcut?
        var dismiss: ToastKeyboardShortcut?
        for toast in toasts.reversed() where toast.transitionPhase != .leaving {
            for offered in ToastAccessibility.customActions(for: toast) {
                let shortcut = ToastKeyboardShortcut(
                    key: key(for: offered), modifiers: modifiers, toast: toast.id, action: offered,
                    event: ToastAccessibility.event(for: offered, toast: toast))
                switch offered {
                case .action: action = action ?? shortcut
                case .dismiss: dismiss = dismiss ?? shortcut
                }
            }
            if action != nil, dismiss != nil { break }
        }
        return [action, dismiss].compactMap { $0 }
    }
}

/// Where a scene's toast shortcuts are put so that UIKit reaches them on the key window.
///
/// UIKit looks a key command up along the responder chain from the first responder. With no
/// first responder (most screens without a text field) the search starts at the key window, then
/// its scene and the application: no view controller is on that path, so commands added to the
/// app's root view controller are never reached there. And a controller that overrides
/// `keyCommands` without calling `super` drops the commands added to it.
///
/// So:
/// - with no first responder, ToastKit's own responder (a zero-size view in the key window's
///   frontmost controller's view) becomes first responder and answers the shortcuts itself; the
///   app's controllers stay on the chain behind it;
/// - when the app has a first responder (a text field, a controller that handles keys), it is
///   left alone: taking it would hide the keyboard or silence the app's own commands. The
///   shortcuts go on its nearest view controller, on the path from it;
/// - without shortcuts, ToastKit's responder gives first responder up if it has it.
///
/// ```swift
/// ToastKeyCommandRoute.route(hasShortcuts: true, firstResponder: .none)    // .ownResponder
/// ToastKeyCommandRoute.route(hasShortcuts: true, firstResponder: .other)   // .firstRespondersController
/// ```
@_spi(Plumbing) public enum ToastKeyCommandRoute: Equatable, Sendable {
    /// No shortcuts: nothing holds them, and ToastKit's responder resigns.
    case none
    /// ToastKit's responder is (or becomes) first responder and holds them.
    case ownResponder
    /// The app's first responder stays; its nearest view controller holds them.
    case firstRespondersController

    /// Who is first responder in the key window.
    public enum FirstResponder: Equatable, Sendable {
        /// Nobody.
        case none
        /// ToastKit's own responder.
        case ours
        /// A view or view controller of the app.
        case other
    }

    /// Where the shortcuts go, given whether there are any and who is first responder now.
    public static func route(hasShortcuts: Bool, firstResponder: FirstResponder) -> ToastKeyCommandRoute {
        guard hasShortcuts else { return .none }
        switch firstResponder {
        case .none, .ours: return .ownResponder
        case .other: return .firstRespondersController
        }
    }
}
