/// What a toast says: a message, and optionally a title, an icon, one action and progress.
///
/// The engine cleans text before it uses it: control characters go, very long text is cut at a
/// grapheme boundary with an ellipsis.
package struct ToastContent: Equatable, Sendable {
    /// The main text.
    package var message: String
    /// A line shown above the message in the style's title font.
    package var title: String?
    /// What sits at the leading edge; `nil` for the style's default icon, if it has one.
    package var icon: ToastIcon?
    /// One button at the trailing edge. Choosing it ends the toast with
    /// ``ToastEndReason/action``.
    package var action: ToastAction?
    /// Work under way: a spinner or a fraction done. A toast with progress stays until it is
    /// updated or dismissed, unless its request gives a duration of its own.
    package var progress: ToastProgress?

    /// Content with a message and whatever else you pass.
    ///
    /// ```swift
    /// ToastContent(message: "Message deleted", icon: .symbol("trash"), action: ToastAction(title: "Undo"))
    /// ```
    ///
    /// Nothing is checked here; the engine checks when the request is shown. The message may be
    /// empty if there is a title, but a request whose message and title are both blank, or whose
    /// action title is blank, ends with ``ToastEndReason/rejected(_:)``. Messages are cut to
    /// 500 characters (grapheme clusters) and titles to 100, ending in "…".
    package init(message: String, title: String? = nil, icon: ToastIcon? = nil, action: ToastAction? = nil, progress: ToastProgress? = nil)
    {
        self.message = message
        self.title = title
        self.icon = icon
        self.action = action
        self.progress = progress
    }

    /// The text a screen reader announces and reading time is measured on: title, then message.
    package var spokenText: String {
        [title, message].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}

/// The label of a toast's one action. What the action does lives with the runtime, which runs it
/// when the engine reports that the toast is hiding for ``ToastEndReason/action``.
package struct ToastAction: Equatable, Sendable {
    /// The button's title, for example "Undo".
    package var title: String

    /// An action labelled `title`. A blank title (empty or only white space) makes the request
    /// end with ``ToastRejection/emptyActionTitle``; a title over 100 characters is cut, ending
    /// in "…".
    package init(title: String) {
        self.title = title
    }
}

/// What sits at a toast's leading edge.
///
/// ```swift
/// ToastContent(message: "Starred", icon: .symbol("star.fill"))
/// ```
package enum ToastIcon: Equatable, Sendable {
    /// A symbol by name: an SF Symbol on Apple platforms.
    case symbol(String)
    /// A picture the shell keeps with the toast (ToastKit's `Toast.Icon.image`). The engine and
    /// the Linux renderer never see a platform image; a picture takes the icon's place in layout.
    case picture

    /// The symbol's name, or `nil` for a picture.
    package var symbolName: String? {
        if case .symbol(let name) = self { return name }
        return nil
    }
}
