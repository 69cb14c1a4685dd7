import ToastCore

/// A key combination that reaches a toast from a hardware keyboard.
///
/// The overlay that shows toasts never becomes the key window (it would take the keyboard and
/// focus from the app), and keyboard focus, Full Keyboard Access's included, stays in the app's
/// key window: a toast cannot be tabbed to. So the toast's custom actions are offered as key
/// commands of the app's window instead, while a toast offers them:
///
/// - **⇧⌘Return** runs the action of the newest toast on screen that has one (Undo, Retry…);
/// - **⇧⌘Delete** dismisses the newest toast on screen that offers Dismiss;
/// - **⇧⌘Space** fans out the folded deck whose front is the newest toast with toasts behind
///   it, so that each of them can be reached (its shortcuts then cover every toast of it).
///
/// A toast behind a folded deck's front offers none (it can be neither seen nor touched). The
/// newest, because it is the one the user has just heard or seen; one toast per combination,
/// so a key press never reaches two. A leaving toast offers none. Both combinations use two
/// modifiers that text editing, VoiceOver (⌃⌥) and Full Keyboard Access (Tab) do not, and keys
/// every hardware keyboard has (the iPad's Magic Keyboard has no Escape key); Full Keyboard
/// Access's Space has no modifiers.
///
/// ```swift
/// ToastKeyboardShortcut.shortcuts(for: [saved, deleted])
/// // [⇧⌘Return: deleted's "Undo", ⇧⌘Delete: deleted's Dismiss]
/// ```
package struct ToastKeyboardShortcut: Equatable, Sendable {
    /// The key pressed with the modifiers.
    package enum Key: Sendable {
        /// Return (Enter): do it.
        case returnKey
        /// Delete (Backspace): take it away.
        case delete
        /// Space: open up.
        case space
    }

    /// The modifier keys held with the key.
    package struct Modifiers: OptionSet, Sendable {
        package let rawValue: Int

        package init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// ⇧
        package static let shift = Modifiers(rawValue: 1 << 0)
        /// ⌘
        package static let command = Modifiers(rawValue: 1 << 1)
    }

    /// The modifiers of every toast shortcut: ⇧⌘.
    package static let modifiers: Modifiers = [.shift, .command]

    package var key: Key
    package var modifiers: Modifiers
    /// The toast it reaches.
    package var toast: ToastID
    /// What it does: the same as the custom action of that name.
    package var action: ToastAccessibility.CustomAction
    /// What it sends to the engine; `nil` for ``ToastAccessibility/CustomAction/expandDeck(behind:)``,
    /// which the stage hears (`ToastStage.Input.expandRequested(_:)`).
    package var event: ToastStateMachine.Input?

    package init(key: Key, modifiers: Modifiers, toast: ToastID, action: ToastAccessibility.CustomAction, event: ToastStateMachine.Input?) {
        self.key = key
        self.modifiers = modifiers
        self.toast = toast
        self.action = action
        self.event = event
    }

    /// The key of the shortcut for `action`: Return runs the toast's action, Delete dismisses,
    /// Space fans a folded deck out.
    package static func key(for action: ToastAccessibility.CustomAction) -> Key {
        switch action {
        case .action: .returnKey
        case .dismiss: .delete
        case .expandDeck: .space
        }
    }

    /// The shortcuts while `toasts` are on screen, oldest first (the order they were shown), each
    /// with how many toasts peek behind it in a folded deck (0 for a toast in a list or an open
    /// deck; a toast behind a front is left out): for each kind of custom action, the newest toast
    /// that is not leaving and offers it (``ToastAccessibility/customActions(for:behind:)``); an
    /// action shortcut first.
    package static func shortcuts(among toasts: [(toast: ToastSnapshot, behind: Int)]) -> [ToastKeyboardShortcut] {
        var found: [Key: ToastKeyboardShortcut] = [:]
        for (toast, behind) in toasts.reversed() where !toast.isLeaving {
            for offered in ToastAccessibility.customActions(for: toast, behind: behind) where found[key(for: offered)] == nil {
                found[key(for: offered)] = ToastKeyboardShortcut(
                    key: key(for: offered), modifiers: modifiers, toast: toast.id, action: offered,
                    event: ToastAccessibility.event(for: offered, toast: toast))
            }
            if found.count == Self.keys.count { break }
        }
        return Self.keys.compactMap { found[$0] }
    }

    /// ``shortcuts(among:)`` for toasts none of which stands in front of a folded deck.
    package static func shortcuts(for toasts: [ToastSnapshot]) -> [ToastKeyboardShortcut] {
        shortcuts(among: toasts.map { ($0, 0) })
    }

    /// Every key, in the order the shortcuts are listed.
    private static let keys: [Key] = [.returnKey, .space, .delete]
}

/// Where a scene's toast shortcuts are put so that UIKit reaches them, without ever taking first
/// responder.
///
/// UIKit looks a key command up along the responder chain from the first responder. Making a
/// responder of ToastKit's first responder would take the keyboard from whatever has it (a chat
/// composer's text view lives in the keyboard's own window, where a walk of the key window never
/// finds it) and make an input accessory view vanish with its owner's focus. So ToastKit never
/// does; it puts the shortcuts where the app's chain already passes:
/// - with no hardware keyboard attached (`GCKeyboard`) there is nothing to press: nothing is
///   installed, and nothing is looked up;
/// - when the app adds ToastKit's commands to its main menu (`buildMenu(with:)`, one line), the
///   menu holds them: a main-menu command reaches the application from any first responder, and
///   the iPadOS menu bar and the shortcuts overlay list them;
/// - otherwise they go on the view controllers of the responder chain (from the first responder
///   in the key window, or from the frontmost controller), on the nearest one that keeps them:
///   a controller that overrides `keyCommands` without `super` drops what it is given, so the
///   next one up takes them, and when none does the shell says so once.
///
/// ```swift
/// ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: false, inAppMenu: false)   // .none
/// ToastKeyCommandRoute.route(hasShortcuts: true, keyboardAttached: true, inAppMenu: true)     // .appMenu
/// ```
package enum ToastKeyCommandRoute: Sendable {
    /// Nothing holds them: there are none, or no keyboard to press them on.
    case none
    /// The app's main menu holds them (it is rebuilt when they change).
    case appMenu
    /// The nearest view controller on the responder chain that keeps them holds them.
    case responderChain

    /// Where the shortcuts go, given whether there are any, whether a hardware keyboard is
    /// attached and whether the app put ToastKit's commands in its main menu.
    package static func route(hasShortcuts: Bool, keyboardAttached: Bool, inAppMenu: Bool) -> ToastKeyCommandRoute {
        guard hasShortcuts, keyboardAttached else { return .none }
        return inAppMenu ? .appMenu : .responderChain
    }
}
