/// What assistive technologies hear and can do with a toast.
///
/// A toast is one accessibility element whose label is its title and message. It is announced
/// when it appears (see ``ToastStateMachine/Effect/announce(_:text:)``) without taking focus, as
/// WCAG 4.1.3 asks of status messages. Its actions are offered as custom actions, so a VoiceOver
/// user can reach them without hunting for the button, and a toast that never hides by itself
/// always offers "Dismiss".
@_spi(Plumbing) public enum ToastAccessibility {
    /// A custom action on a toast's accessibility element.
    public enum CustomAction: Hashable, Sendable {
        /// The toast's own action, with its title.
        case action(String)
        /// End the toast (reported as a tap when allowed, else as a programmatic dismissal).
        case dismiss
    }

    /// The element's label: the title and the message, in reading order.
    public static func label(for content: ToastContent) -> String {
        content.spokenText
    }

    /// The custom actions, in the order they are offered.
    public static func customActions(for toast: PresentedToast) -> [CustomAction] {
        var actions: [CustomAction] = []
        if let action = toast.request.content.action {
            actions.append(.action(action.title))
        }
        if toast.request.acceptsTap || toast.request.style.behavior.swipeToDismiss || toast.request.duration == .indefinite {
            actions.append(.dismiss)
        }
        return actions
    }

    /// What VoiceOver's double-tap on the toast (`accessibilityActivate()`) sends to the engine:
    /// the toast's action when it has one, else a tap if a tap ends it. `nil` leaves the
    /// activation to the system (which taps the element's activation point).
    public static func activationEvent(for toast: PresentedToast) -> ToastStateMachine.Event? {
        if toast.request.content.action != nil { return .actionTriggered(toast.id) }
        return toast.request.acceptsTap ? .toastTapped(toast.id) : nil
    }

    /// The event a custom action sends to the engine for `toast`.
    public static func event(for action: CustomAction, toast: PresentedToast) -> ToastStateMachine.Event {
        switch action {
        case .action:
            return .actionTriggered(toast.id)
        case .dismiss:
            return toast.request.acceptsTap ? .toastTapped(toast.id) : .dismissRequested(toast.id)
        }
    }
}
