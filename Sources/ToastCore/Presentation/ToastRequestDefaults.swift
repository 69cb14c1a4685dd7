/// The app-wide set-up behind ToastKit's `Toast.defaults`: what a toast gets for whatever it
/// leaves out, and how many toasts show and wait at each position.
///
/// ``ToastRequestDraft/request(with:)`` fills a draft from it; ``limits`` is what every scene's
/// engine is configured with.
///
/// ```swift
/// var defaults = ToastRequestDefaults()
/// defaults.position = .top
/// defaults.maxVisible = 2
/// let request = ToastRequestDraft(content: ToastContent(message: "Saved")).request(with: defaults)
/// request.position   // .top
/// ```
@_spi(Plumbing) public struct ToastRequestDefaults: Equatable, Sendable {
    /// The style of a toast made without one.
    public var style: ToastStyle = .standard
    /// How long a toast without a duration (and without progress) stays; `nil` for its style's.
    public var duration: ToastDuration?
    /// Where a toast without a position sits; `nil` for its style's.
    public var position: ToastPosition?
    /// What a toast without a policy does when its position is busy; `nil` for its style's.
    public var policy: ToastQueuePolicy?
    /// The grace and minimum times of the loading toasts the shells make themselves (a task's,
    /// a progress modifier's).
    public var loading: ToastLoadingTiming = .standard
    /// How many toasts show at once and how many wait, at each position of each scene.
    public var limits = ToastStateMachine.Configuration()

    public init() {}

    /// Toasts on screen at once at one position, clamped to 1…`ToastStateMachine.Configuration.maxVisibleLimit`.
    public var maxVisible: Int {
        get { limits.maxVisible }
        set { limits = ToastStateMachine.Configuration(maxVisible: newValue, maxQueued: limits.maxQueued) }
    }

    /// Toasts waiting at one position, clamped to 0…`ToastStateMachine.Configuration.maxQueuedLimit`.
    public var maxQueued: Int {
        get { limits.maxQueued }
        set { limits = ToastStateMachine.Configuration(maxVisible: limits.maxVisible, maxQueued: newValue) }
    }
}
