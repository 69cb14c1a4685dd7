#if canImport(UIKit)
import UIKit
import ToastCore
internal import ToastShellRules

/// A toast to show: its text, icon, action and how it behaves.
///
/// Build one when you need more than a message, then show it:
///
/// ```swift
/// let undo = Toast.Action("Undo") { restore() }
/// let toast = Toast("Deleted", style: .success, action: undo)
/// Toast.show(toast) { ending in print(ending.reason) }
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
    /// Runs exactly once per toast, on the main actor, with how it ended (timeout, tap, swipe,
    /// action, dismissed, replaced, coalesced, dropped or rejected), including a toast that
    /// never showed.
    ///
    /// ```swift
    /// Toast.show("Saved") { ending in print(ending.reason) }
    /// ```
    public typealias Completion = @MainActor (ToastEnding) -> Void

    /// The main text. It may be empty when there is a ``title``; a toast whose message and title
    /// are both blank ends at once with ``/ToastCore/ToastEndReason/rejected(_:)``. Text
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
    /// position when every seat is taken (each position shows ``ToastDefaults/maxVisible`` at once); ``/ToastCore/ToastPriority/normal`` by default.
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
    ///
    /// A presenter you make and set here is one set of views, so it draws one toast at a time:
    /// from the moment a toast with it is shown until that toast has ended (while it waits for a
    /// scene, is queued, is on screen or leaves), another toast shown with the same presenter is
    /// refused at once: it ends with ``/ToastCore/ToastEndReason/dropped(_:)`` and
    /// ``/ToastCore/ToastDropCause/nowhereToShow``, never shows, and leaves the first toast as it
    /// is. Show it again once the first toast's completion has run (from the completion itself,
    /// if you like), or make a presenter for each toast. A toast with SwiftUI content
    /// (`Toast { … }` in ToastSwiftUI) keeps a way to make its presenter instead: reading this
    /// property makes a new one each time, and each show hosts the content in a hosting
    /// controller of its own, so one such `Toast` value can be shown again while it is still on
    /// screen (with ``/ToastCore/ToastQueuePolicy/replace``, or with ``ToastDefaults/maxVisible``
    /// above 1). Setting a presenter replaces the content.
    public var presenter: (any ToastContentPresenting)? {
        get {
            switch presenterSource {
            case .instance(let presenter)?: presenter
            case .factory(let factory)?: factory.makePresenter()
            case nil: nil
            }
        }
        set { presenterSource = newValue.map { .instance($0) } }
    }

    /// Makes a presenter for each show of the toast (SwiftUI content); `nil` when the toast has
    /// a presenter of its own, or none. Setting one replaces the presenter.
    package var presenterFactory: (any ToastPresenterFactory)? {
        get {
            if case .factory(let factory)? = presenterSource { return factory }
            return nil
        }
        set { presenterSource = newValue.map { .factory($0) } }
    }

    /// Where the toast's presenter comes from.
    private enum PresenterSource {
        /// One the app made: it draws one request at a time.
        case instance(any ToastContentPresenting)
        /// A new one for each show.
        case factory(any ToastPresenterFactory)
    }

    private var presenterSource: PresenterSource?

    /// How ToastCore's presenter claims see the toast's presenter: one the app gave is
    /// shared by every toast that names it, SwiftUI content's is made per show, and ToastKit's
    /// own drawing has none. The host that shows the toast claims it for the request until the
    /// request ends.
    func presenterClaim<Request: Hashable & Sendable>() -> ToastPresenterClaims<ObjectIdentifier, Request>.Source? {
        switch presenterSource {
        case .instance(let presenter)?: .shared(ObjectIdentifier(presenter))
        case .factory?: .madePerShow
        case nil: nil
        }
    }

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
    /// negative number of seconds ends with ``/ToastCore/ToastEndReason/rejected(_:)`` when
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

        /// The engine's icon: a symbol by name, or a picture this shell keeps and draws.
        var requestIcon: ToastIcon {
            switch self {
            case .system(let name): .symbol(name)
            case .image: .picture
            }
        }
    }

    /// The toast's one button. Choosing it runs `handler` once and ends the toast with
    /// ``/ToastCore/ToastEndReason/action``.
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

    /// What the toast shows, as the engine takes it. An image icon is a picture, which reserves
    /// the icon's place in layout.
    var content: ToastContent {
        ToastContent(
            message: message, title: title, icon: icon?.requestIcon, action: action.map { ToastAction(title: $0.title) },
            progress: progress)
    }

    /// The engine's request for this toast: what it names wins; what it leaves out comes from
    /// ``Toast/defaults`` as they are now, then from the style.
    var request: ToastRequest {
        let defaults = Toast.defaults
        return ToastRequest(
            content: content, style: style, duration: duration, position: position, priority: priority, policy: policy,
            coalescingKey: coalescingKey, loading: loading, appDuration: defaults.duration, appPosition: defaults.position,
            appPolicy: defaults.policy)
    }

    /// The toast with a handle's change made, for a request still waiting for a scene
    /// (`ToastUpdate.apply(to:style:duration:)`'s rules: what the change does not name stays as
    /// the app wrote it), and the picture and action handler that only the shell holds: the
    /// change's, or else the ones the toast had.
    mutating func apply(_ change: ToastHandle.Change) {
        var updated = content
        change.update.apply(to: &updated, style: &chosenStyle, duration: &duration)
        message = updated.message
        title = updated.title
        progress = updated.progress
        switch updated.icon {
        case .symbol(let name)?: icon = .system(name)
        case .picture?:
            if let image = change.image {
                icon = .image(image)
            } else if case .image? = icon {
                // The picture it had stays.
            } else {
                icon = nil
            }
        case nil: icon = nil
        }
        if let label = updated.action, let handler = change.action ?? action?.handler {
            action = Action(label.title, handler: handler)
        } else {
            action = nil
        }
    }

    /// The app-wide set-up: what a toast leaves out, and how many toasts show and wait. Read
    /// when a toast is shown; the limits apply to every scene at once.
    ///
    /// Set it up once, early (in `application(_:didFinishLaunchingWithOptions:)` or your `App`'s
    /// `init`); every field can also change later:
    ///
    /// ```swift
    /// Toast.defaults.style = .info
    /// Toast.defaults.position = .top
    /// Toast.defaults.maxVisible = 2     // two toasts at once at each position
    /// ```
    ///
    /// A toast's own values always win: `Toast("Saved", position: .bottom)` sits at the bottom
    /// whatever the defaults say. See ``ToastDefaults`` for each field.
    public static var defaults = ToastDefaults() {
        didSet {
            // Only new limits reach the scenes' engines (ToastCenter.shared starts with the same).
            if defaults.limits != oldValue.limits { ToastCenter.shared.limits = defaults.limits }
            if defaults.stacking != oldValue.stacking || defaults.stackingByPosition != oldValue.stackingByPosition {
                ToastCenter.shared.stackingChanged()
            }
        }
    }
}

/// Makes a new presenter for each show of a toast whose content is a description of views
/// rather than views (SwiftUI content): every toast on screen then has views of its own.
@MainActor package protocol ToastPresenterFactory {
    /// A presenter for one show.
    func makePresenter() -> any ToastContentPresenting
}

/// A presenter that follows its toast's place in a folded deck: the front says how many toasts
/// wait behind it and offers to fan the deck out (hosted SwiftUI content, whose accessibility
/// element SwiftUI builds).
@MainActor package protocol ToastContentShowingPile: ToastContentPresenting {
    /// `toast` is the front of a folded deck with `behind` toasts behind it (0: it is not).
    func showPile(behind: Int, of toast: ToastSnapshot)
}

/// A presenter whose content takes the show and hide transitions' opacity itself, so that the
/// view holding it stays opaque.
///
/// UIKit draws a `UIVisualEffectView` (a blur, a material, Liquid Glass) wrongly, or not at all,
/// inside a view whose alpha is below 1. So a presenter whose content has one adopts this
/// protocol: ToastKit then leaves the toast's view opaque and hands the opacity to
/// ``setOpacity(_:duration:)``, and the content fades as it can (a blur by its `effect`, glass by
/// turning its effect on and off inside the animation, the rest by their alpha). Without it, the
/// toast's view fades by its alpha, as it does for any other content.
///
/// ```swift
/// final class BlurredBadge: ToastContentTakingOpacity {
///     let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
///     let label = UILabel()
///
///     func install(in content: UIView, backdrop: UIView) {
///         blur.frame = content.bounds
///         blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
///         blur.contentView.addSubview(label)
///         content.addSubview(blur)
///     }
///     func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: min(size.width, 200), height: 44) }
///     func setOpacity(_ opacity: Double, duration: TimeInterval) {
///         UIView.animate(withDuration: duration) {
///             self.blur.effect = opacity > 0 ? UIBlurEffect(style: .systemThinMaterial) : nil
///             self.label.alpha = opacity
///         }
///     }
/// }
/// ```
@MainActor public protocol ToastContentTakingOpacity: ToastContentPresenting {
    /// Draws the content at `opacity` (0 to 1), animated over `duration` seconds (0: at once),
    /// following the transition's curve as far as the content can. Called inside the
    /// transition's own animation, and at once with its starting look before it.
    func setOpacity(_ opacity: Double, duration: TimeInterval)
}

// MARK: - For presenters whose content describes itself to VoiceOver

extension Toast {
    /// The engine's latest snapshot of the toast that `view` draws (the toast's own view, which
    /// a presenter's `install` gets, or any view inside it); `nil` outside a toast.
    package static func snapshot(drawnBy view: UIView) -> ToastSnapshot? {
        surface(containing: view)?.toast
    }

    /// Reports to the engine the event `decide` picks for the toast that `view` draws, as
    /// ToastKit's own toasts report VoiceOver's custom actions (the shells' accessibility rules
    /// pick the event; `nil`: none). Returns whether `view` is in a toast.
    @discardableResult
    package static func report(_ decide: (ToastSnapshot) -> ToastStateMachine.Input?, onToastDrawnBy view: UIView) -> Bool {
        guard let surface = surface(containing: view) else { return false }
        if let event = decide(surface.toast) { surface.onReport(.event(event)) }
        return true
    }

    /// Fans out the folded deck whose front is the toast that `view` draws, as the front's custom
    /// action does. Returns whether `view` is in a toast.
    @discardableResult
    package static func expandDeck(drawnBy view: UIView) -> Bool {
        guard let surface = surface(containing: view) else { return false }
        surface.onReport(.expandDeck)
        return true
    }

    private static func surface(containing view: UIView) -> ToastSurfaceView? {
        var candidate: UIView? = view
        while let current = candidate {
            if let surface = current as? ToastSurfaceView { return surface }
            candidate = current.superview
        }
        return nil
    }
}

/// ToastKit's app-wide set-up, in one place (``Toast/defaults``): the style, duration, position
/// and queue policy a toast gets for whatever it leaves out, the loading times of the loading
/// toasts ToastKit makes itself, and how many toasts show and wait at each position.
///
/// Anything a toast leaves out comes from here first, then from its style's behaviour (a
/// ``/ToastCore/ToastStyle/standard`` toast sits at the bottom for a time based on its length).
/// The limits are per position and per window scene: with `maxVisible = 2`, two bottom toasts
/// and two top toasts can show at once, and each position keeps its own queue of `maxQueued`.
///
/// ```swift
/// Toast.defaults.style = .info
/// Toast.defaults.duration = .seconds(3)
/// Toast.defaults.maxVisible = 3
/// Toast.defaults.maxQueued = 10
///
/// Toast.show("Saved")                               // .info, for 3 s
/// Toast.show(Toast("Synced", duration: .short))     // its own duration wins
/// ```
public struct ToastDefaults: Sendable {
    /// The style of a toast made without one.
    public var style: ToastStyle = .standard
    /// How long a toast without a duration (and without progress) stays; `nil` for its style's.
    public var duration: ToastDuration?
    /// Where a toast without a position sits; `nil` for its style's.
    public var position: ToastPosition?
    /// What a toast without a policy does when its position is busy; `nil` for its style's.
    public var policy: ToastQueuePolicy?
    /// The grace and minimum times of the loading toasts that `Toast.task` and
    /// `.toast(progress:)` show: Android's `ContentLoadingProgressBar` rules unless changed.
    public var loading: ToastLoadingTiming = .standard
    /// How many toasts one position of one scene shows at once: 1 (the default) up to 8; values
    /// outside are clamped. Above 1 they stack.
    ///
    /// ```swift
    /// Toast.defaults.maxVisible = 3
    /// ```
    public var maxVisible: Int {
        get { limits.maxVisible }
        set { limits = ToastStateMachine.Limits(maxVisible: newValue, maxQueued: limits.maxQueued) }
    }
    /// How many toasts wait at one position of one scene while it is full: Android's limit of 5
    /// unless changed, from 0 up to 1,000; values outside are clamped.
    /// A lower limit drops the newest waiting toasts at once, with
    /// ``/ToastCore/ToastDropCause/queueFull(limit:)``.
    public var maxQueued: Int {
        get { limits.maxQueued }
        set { limits = ToastStateMachine.Limits(maxVisible: limits.maxVisible, maxQueued: newValue) }
    }
    /// The two limits as every scene's engine takes them, clamped.
    var limits = ToastStateMachine.Limits()
    /// How the toasts that share a position are drawn when several are up (``maxVisible`` above
    /// 1): ``/ToastCore/ToastStacking/list`` (the default), one above the other, or
    /// ``/ToastCore/ToastStacking/deck``, a pile that fans out on a tap, holding every toast's time
    /// while it is open. SwiftUI's toasts follow it too.
    ///
    /// ```swift
    /// Toast.defaults.maxVisible = 3
    /// Toast.defaults.stacking = .deck
    /// ```
    public var stacking = ToastStacking.list
    /// Positions that stack otherwise than ``stacking``: a position named here takes its choice.
    ///
    /// ```swift
    /// Toast.defaults.stackingByPosition[.top] = .list   // a deck everywhere but at the top
    /// ```
    public var stackingByPosition: [ToastPosition: ToastStacking] = [:]

    /// ToastKit's own defaults: the ``/ToastCore/ToastStyle/standard`` style, everything else
    /// from the style, Android's loading times, one toast at a time at each position (a list
    /// when there are more) and Android's queue limit.
    /// ``Toast/defaults`` starts as this.
    public init() {}
}
#endif
