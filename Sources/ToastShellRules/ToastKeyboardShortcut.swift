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
