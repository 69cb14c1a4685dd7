#if canImport(UIKit)
import UIKit
@_spi(Plumbing) import ToastCore

/// A toast to show: its text, icon, action and how it behaves.
///
/// Build one when you need more than a message, then show it:
///
/// ```swift
/// let undo = Toast.Action("Undo") { restore() }
/// let toast = Toast("Deleted", style: .success, action: undo)
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
/// // Finished: it times out normally.
/// handle.update(Toast("Uploaded", style: .success))
/// ```
@MainActor
public struct Toast {
    /// The main text. It may be empty when there is a ``title``; a toast whose message and title
    /// are both blank ends at once with ``/ToastCore/ToastDismissReason/rejected(_:)``. Text
    /// beyond 500 characters is cut and ends in "…".
    public var message: String
    /// A line above the message in the style's title font, wrapping to at most two lines; `nil`
    /// (or blank) for none.
    public var title: String?
    /// The icon at the leading edge; `nil` for the style's default icon (the check mark of
    /// ``/ToastCore/ToastStyle/success``, for example), or none if the style has none.
    public var icon: Icon?
    /// The toast's one button, at the trailing edge (below the text at large text sizes), or
    /// `nil` for none.
    public var action: Action?
    /// The look and behaviour; ``Toast/defaults``' style unless one was given.
    public var style: ToastStyle {
        get { chosenStyle ?? Toast.defaults.style }
        set { chosenStyle = newValue }
    }
    /// How long the toast stays once it has appeared. `nil` takes ``Toast/defaults``' duration,
    /// then the style's; a toast with ``progress`` and no duration stays until it is updated or
    /// dismissed.
    public var duration: ToastDuration?
    /// Where the toast sits. `nil` takes ``Toast/defaults``' position, then the style's (the
    /// bottom, for the modern presets).
    public var position: ToastPosition?
    /// ``/ToastCore/ToastPriority/high`` lets the toast pre-empt a visible normal toast at its
    /// position when every slot is taken; ``/ToastCore/ToastPriority/normal`` by default.
    public var priority: ToastPriority
    /// What the toast does when its position is busy: wait, replace the visible toast, or give
    /// up. `nil` takes ``Toast/defaults``' policy, then the style's.
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

    /// A toast with a message and whatever else you give it; the rest comes from
    /// ``Toast/defaults`` and the style when the toast is shown.
    ///
    /// ```swift
    /// Toast("Message archived", icon: .system("archivebox"), position: .top,
    ///       action: .init("Undo") { unarchive() })
    /// ```
    ///
    /// Nothing is checked here: a toast with nothing to show, an action with a blank title, or a
    /// negative number of seconds ends with ``/ToastCore/ToastDismissReason/rejected(_:)`` when
    /// it is shown.
    ///
    /// - Parameters:
    ///   - message: The main text.
    ///   - title: A line above the message, or `nil`.
    ///   - icon: An icon at the leading edge; `nil` for the style's default icon.
    ///   - style: The look and behaviour; `nil` for ``Toast/defaults``' style.
    ///   - duration: How long it stays once it has appeared; `nil` for the defaults' or the
    ///     style's.
    ///   - position: Where it sits; `nil` for the defaults' or the style's.
    ///   - priority: Whether it may pre-empt a visible normal toast.
    ///   - policy: What it does when its position is busy; `nil` for the defaults' or the style's.
    ///   - coalescingKey: Makes a second toast with the same key update this one instead of
    ///     showing again.
    ///   - progress: Work under way; such a toast stays until it is updated or dismissed, unless
    ///     it has a duration.
    ///   - loading: A grace time before it appears and a minimum time once it has; none by
    ///     default.
    ///   - action: The toast's one button.
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
        /// The button's label, such as "Undo". It stays on one line; a blank title makes the
        /// toast end with ``/ToastCore/ToastRejection/emptyActionTitle`` when it is shown.
        public var title: String
        /// Runs once, on the main actor, when the user chooses the button: as the toast starts
        /// to hide, before its completion runs.
        public var handler: @MainActor () -> Void

        /// A button labelled `title` that runs `handler`.
        ///
        /// ```swift
        /// Toast("Deleted", action: .init("Undo") { restore() })
        /// ```
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

    /// ToastKit's own defaults: the ``/ToastCore/ToastStyle/standard`` style, everything else
    /// from the style, and Android's loading times. ``Toast/defaults`` starts as this.
    public init() {}
}
#endif
