import Foundation
import ToastCore

/// What assistive technologies hear and can do with a toast.
///
/// A toast is one accessibility element whose label is its title, its message and, last, its
/// action's title: a double-tap runs the action, so the action is named wherever VoiceOver reads
/// the toast (a hint would be silent for readers who turn hints off). It is announced
/// when it appears (see `ToastStateMachine.Effect.announce(_:text:)`) without taking focus, as
/// WCAG 4.1.3 asks of status messages. Its actions are offered as custom actions, so a VoiceOver
/// user can reach them without hunting for the button, and a toast that never hides by itself
/// always offers "Dismiss". VoiceOver's escape gesture does what "Dismiss" does.
///
/// Content that draws itself (a `ToastContentPresenting` presenter's views, hosted SwiftUI)
/// keeps its own elements when it has any, and each of them offers the toast's actions; content
/// with none is read as one element labelled with the request's text
/// (``exposure(ofContentWithElements:toast:)``). Every shell asks these functions, so UIKit and
/// SwiftUI toasts behave alike:
///
/// ```swift
/// for action in ToastAccessibility.customActions(for: toast) {
///     offer(named: ToastAccessibility.name(of: action)) { send(ToastAccessibility.event(for: action, toast: toast)) }
/// }
/// onEscape { ToastAccessibility.escapeEvent(for: toast).map(send) != nil }
/// ```
package enum ToastAccessibility {
    /// How a toast whose content draws itself reaches assistive technologies.
    package enum ContentExposure: Equatable, Sendable {
        /// The content has no accessibility element of its own: the toast's view is the one
        /// element, with this label (the request's text), its custom actions, activation and
        /// escape, as a toast ToastKit draws.
        case toastElement(label: String)
        /// The content's own elements are read as its presenter made them; each of them offers the
        /// toast's custom actions after its own, and escape works from any of them. A toast-wide
        /// element would hide them (an element's subviews are not read), and with them any
        /// button inside.
        case contentElements
    }

    /// A custom action on a toast's accessibility element.
    package enum CustomAction: Hashable, Sendable {
        /// The toast's own action, with its title.
        case action(String)
        /// End the toast (reported as a tap when allowed, else as the app's `dismiss`).
        case dismiss
        /// Fan out the folded deck this toast is the front of, with `behind` toasts behind it: the
        /// way to reach them without a touch (VoiceOver's double-tap runs the front's action, and
        /// the toasts behind are hidden from every assistive technology).
        case expandDeck(behind: Int)
    }

    /// The element's label: the title, the message and the action's title, in reading order,
    /// each read as its own phrase ("Message archived", then "Undo"), as the double-tap runs it.
    package static func label(for content: ToastContent) -> String {
        guard let action = content.action?.title, !action.isEmpty else { return content.spokenText }
        return content.spokenText.isEmpty ? action : content.spokenText + "\n" + action
    }

    /// What the front toast of a folded deck adds to its accessibility value, after its
    /// progress if it has any: how many toasts wait behind it ("2 more"), in the app's language;
    /// `nil` for every other toast. The toasts behind the front are hidden from VoiceOver (only the
    /// front takes touches), so this is how a VoiceOver user learns the pile is there.
    ///
    /// ```swift
    /// ToastAccessibility.deckValue(behind: placed.behind)   // "2 more", or nil
    /// ```
    package static func deckValue(behind count: Int, in localization: String? = nil) -> String? {
        guard count > 0 else { return nil }
        let format = localization.flatMap { ToastPhrase.moreBehind.text(in: $0) } ?? ToastPhrase.moreBehind.localized
        return String(format: format, count)
    }

    /// The custom actions, in the order they are offered: the toast's action, then, for the
    /// front of a folded deck with `behind` toasts behind it, one that fans it out (named as its
    /// value reads, "2 more"), then Dismiss.
    package static func customActions(for toast: ToastSnapshot, behind: Int = 0) -> [CustomAction] {
        var actions: [CustomAction] = []
        if let action = toast.request.content.action {
            actions.append(.action(action.title))
        }
        if behind > 0 { actions.append(.expandDeck(behind: behind)) }
        if toast.request.acceptsTap || toast.request.style.behavior.swipeToDismiss || toast.request.duration == .indefinite {
            actions.append(.dismiss)
        }
        return actions
    }

    /// What VoiceOver's double-tap on the toast (`accessibilityActivate()`) sends to the engine:
    /// the toast's action when it has one, else a tap if a tap ends it. `nil` leaves the
    /// activation to the system (which taps the element's activation point).
    package static func activationEvent(for toast: ToastSnapshot) -> ToastStateMachine.Input? {
        if toast.request.content.action != nil { return .actionTriggered(toast.id) }
        return toast.request.acceptsTap ? .toastTapped(toast.id) : nil
    }

    /// The name assistive technologies read for `action` (and the title of its keyboard
    /// shortcut): the toast action's own title, or "Dismiss" in the app's language.
    package static func name(of action: CustomAction) -> String {
        switch action {
        case .action(let title): title
        case .dismiss: ToastPhrase.dismiss.localized
        case .expandDeck(let behind): deckValue(behind: behind) ?? ""
        }
    }

    /// What VoiceOver's escape gesture (a two-finger Z) on the toast, or on anything inside it,
    /// sends to the engine: what "Dismiss" sends, for a toast that offers it. `nil` for one that
    /// does not: the gesture is not handled, and goes on to whatever contains the toast.
    package static func escapeEvent(for toast: ToastSnapshot) -> ToastStateMachine.Input? {
        customActions(for: toast).contains(.dismiss) ? event(for: .dismiss, toast: toast) : nil
    }

    /// How `toast`, whose content draws itself, reaches assistive technologies, given whether
    /// that content shows them any element of its own (a label, a button, a labelled view).
    package static func exposure(ofContentWithElements hasElements: Bool, toast: ToastSnapshot) -> ContentExposure {
        hasElements ? .contentElements : .toastElement(label: label(for: toast.request.content))
    }

    /// The event a custom action sends to the engine for `toast`; `nil` for
    /// ``CustomAction/expandDeck(behind:)``, which goes to the stage
    /// (`ToastStage.Input.expandRequested(_:)` at the toast's position).
    package static func event(for action: CustomAction, toast: ToastSnapshot) -> ToastStateMachine.Input? {
        switch action {
        case .action:
            return .actionTriggered(toast.id)
        case .dismiss:
            return toast.request.acceptsTap ? .toastTapped(toast.id) : .dismissRequested(toast.id)
        case .expandDeck:
            return nil
        }
    }
}
