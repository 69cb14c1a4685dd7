#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

/// A toast to show: its text, icon, action and how it behaves.
///
/// Build one when you need more than a message, then show it:
///
/// ```swift
/// let toast = Toast("Deleted", style: .success, action: .init("Undo") { restore() })
/// Toast.show(toast) { dismissal in print(dismissal.reason) }
/// ```
///
/// Anything left `nil` comes from the style (a ``ToastStyle/standard`` toast sits at the bottom
/// for a time based on its length).
@MainActor
public struct Toast {
    public var message: String
    public var title: String?
    public var icon: Icon?
    public var action: Action?
    public var style: ToastStyle
    public var duration: ToastDuration?
    public var position: ToastPosition?
    public var priority: ToastPriority
    public var policy: ToastQueuePolicy?
    /// Toasts with the same key are the same news: a second one restarts the first one's timer.
    public var coalescingKey: String?
    /// Draws the toast instead of ToastKit's own view (see ``ToastContentPresenting``).
    public var presenter: (any ToastContentPresenting)?

    public init(
        _ message: String, title: String? = nil, icon: Icon? = nil, style: ToastStyle = .standard,
        duration: ToastDuration? = nil, position: ToastPosition? = nil, priority: ToastPriority = .normal,
        policy: ToastQueuePolicy? = nil, coalescingKey: String? = nil, action: Action? = nil
    ) {
        self.message = message
        self.title = title
        self.icon = icon
        self.style = style
        self.duration = duration
        self.position = position
        self.priority = priority
        self.policy = policy
        self.coalescingKey = coalescingKey
        self.action = action
    }

    /// An icon at the toast's leading edge.
    public enum Icon {
        /// An SF Symbol, tinted with the style's icon colour.
        case system(String)
        /// Any image, drawn as it is.
        case image(UIImage)
    }

    /// The toast's one button. Choosing it runs `handler` once and ends the toast with
    /// ``ToastDismissReason/action``.
    public struct Action {
        public var title: String
        public var handler: @MainActor () -> Void

        public init(_ title: String, handler: @escaping @MainActor () -> Void) {
            self.title = title
            self.handler = handler
        }
    }

    /// The engine's request for this toast. An image icon reserves the icon's place in layout.
    var request: ToastRequest {
        let iconName: String?
        switch icon {
        case .system(let name): iconName = name
        case .image: iconName = Self.imageIconName
        case nil: iconName = nil
        }
        return ToastRequest(
            content: ToastContent(message: message, title: title, iconName: iconName, action: action.map { ToastAction(title: $0.title) }),
            style: style, duration: duration, position: position, priority: priority, policy: policy,
            coalescingKey: coalescingKey)
    }

    /// Stands for an image icon in the engine's request, which holds names only.
    static let imageIconName = "\u{FFFC}image"
}
#endif
