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
/// Anything left `nil` comes from ``Toast/defaults`` and then from the style (a
/// ``/ToastCore/ToastStyle/standard`` toast sits at the bottom for a time based on its length).
///
/// A toast with ``progress`` is a live toast: it stays until its handle updates it (see
/// ``ToastHandle/update(_:)``) or it is dismissed.
///
/// ```swift
/// let handle = Toast.show(Toast("Uploading…", progress: .indeterminate))
/// handle.update(progress: 0.4)
/// handle.update(Toast("Uploaded", style: .success))   // finished: times out normally
/// ```
@MainActor
public struct Toast {
    public var message: String
    public var title: String?
    public var icon: Icon?
    public var action: Action?
    /// The look and behaviour; ``Toast/defaults``' style unless one was given.
    public var style: ToastStyle {
        get { chosenStyle ?? Toast.defaults.style }
        set { chosenStyle = newValue }
    }
    public var duration: ToastDuration?
    public var position: ToastPosition?
    public var priority: ToastPriority
    public var policy: ToastQueuePolicy?
    /// Toasts with the same key are the same news: a second one restarts the first one's timer
    /// and brings it its text.
    public var coalescingKey: String?
    /// Work under way: a spinner (``/ToastCore/ToastProgress/indeterminate``) or a fraction done. A toast
    /// with progress stays until it is updated or dismissed, unless it has a duration.
    public var progress: ToastProgress?
    /// A grace time before a loading toast appears and a minimum time once it has, so quick
    /// work shows only its result and a result never flashes a spinner away
    /// (``/ToastCore/ToastLoadingTiming``).
    public var loading: ToastLoadingTiming
    /// Draws the toast instead of ToastKit's own view (see ``ToastContentPresenting``).
    public var presenter: (any ToastContentPresenting)?

    private var chosenStyle: ToastStyle?

    public init(
        _ message: String, title: String? = nil, icon: Icon? = nil, style: ToastStyle? = nil,
        duration: ToastDuration? = nil, position: ToastPosition? = nil, priority: ToastPriority = .normal,
        policy: ToastQueuePolicy? = nil, coalescingKey: String? = nil, progress: ToastProgress? = nil,
        loading: ToastLoadingTiming = .none, action: Action? = nil
    ) {
        self.message = message
        self.title = title
        self.icon = icon
        self.chosenStyle = style
        self.duration = duration
        self.position = position
        self.priority = priority
        self.policy = policy
        self.coalescingKey = coalescingKey
        self.progress = progress
        self.loading = loading
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
    /// ``/ToastCore/ToastDismissReason/action``.
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
        let defaults = Toast.defaults
        return ToastRequest(
            content: ToastContent(
                message: message, title: title, iconName: iconName, action: action.map { ToastAction(title: $0.title) },
                progress: progress),
            style: style, duration: duration ?? (progress == nil ? defaults.duration : nil), position: position ?? defaults.position,
            priority: priority, policy: policy ?? defaults.policy, coalescingKey: coalescingKey, loading: loading)
    }

    /// App-wide defaults for what a toast leaves out, read when a toast is shown.
    ///
    /// ```swift
    /// Toast.defaults.position = .top
    /// Toast.defaults.style = .info
    /// ```
    public static var defaults = ToastDefaults()

    /// Stands for an image icon in the engine's request, which holds names only.
    static let imageIconName = "\u{FFFC}image"
}
/// What a ``Toast`` gets for whatever it leaves out; see ``Toast/defaults``.
public struct ToastDefaults: Sendable {
    /// The style of a toast made without one.
    public var style: ToastStyle = .standard
    /// How long a toast without a duration (and without progress) stays; `nil` for its style's.
    public var duration: ToastDuration?
    /// Where a toast without a position sits; `nil` for its style's.
    public var position: ToastPosition?
    /// What a toast without a policy does when its position is busy; `nil` for its style's.
    public var policy: ToastQueuePolicy?
    /// The grace and minimum times of the loading toasts that `Toast.task` shows: Android's
    /// `ContentLoadingProgressBar` rules unless changed.
    public var loading: ToastLoadingTiming = .standard

    public init() {}
}
#endif
