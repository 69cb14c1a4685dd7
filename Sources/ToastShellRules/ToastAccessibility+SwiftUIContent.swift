import ToastCore

extension ToastAccessibility {
    /// What VoiceOver finds on a toast whose content describes itself to assistive technologies
    /// (SwiftUI content hosted in the toast): one element, like every toast, with the same custom
    /// actions as ToastKit's own toasts (the toast's action, and "Dismiss" whenever it can be
    /// tapped or swiped away or never hides by itself), and a label.
    ///
    /// The label is the one the app gave (`Toast(accessibilityLabel:)`), which is also what is
    /// announced; without one it is the content's own text, its children's labels combined, and
    /// the announcement says only that a toast appeared (the engine cannot read the content).
    /// The content's own buttons stay reachable as named actions of the element.
    package struct SwiftUIContent: Equatable, Sendable {
        /// Where the element's label comes from.
        package enum Label: Equatable, Sendable {
            /// The label the app gave, as the engine cleaned it.
            case given(String)
            /// The content's own text: its children's labels, combined.
            case contentsOwn
        }

        /// The element's label.
        package let label: Label
        /// The custom actions, in the order they are offered.
        package let actions: [CustomAction]
        /// What the element adds to its value: how many toasts wait behind it, for the front of a
        /// folded deck (``ToastAccessibility/deckValue(behind:in:)``).
        package let value: String?

        /// An element with `label` and `actions`; a shell makes one before its toast is on
        /// screen (the label the app gave, no actions yet), then asks
        /// ``ToastAccessibility/swiftUIContent(for:labelGiven:)``.
        package init(label: Label, actions: [CustomAction], value: String? = nil) {
            self.label = label
            self.actions = actions
            self.value = value
        }
    }

    /// The element for `toast`'s hosted content. `labelGiven` says whether the app gave the
    /// label the toast's message holds, or the message is the stand-in the shell announces;
    /// `behind`, how many toasts peek behind it when it is the front of a folded deck.
    package static func swiftUIContent(for toast: ToastSnapshot, labelGiven: Bool, behind: Int = 0) -> SwiftUIContent {
        let given = label(for: toast.request.content)
        let isBlank = given.allSatisfy { $0.isWhitespace }
        return SwiftUIContent(
            label: labelGiven && !isBlank ? .given(given) : .contentsOwn, actions: customActions(for: toast, behind: behind),
            value: deckValue(behind: behind))
    }
}
