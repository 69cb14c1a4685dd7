/// A toast as the app wrote it: a request whose left-out parts are still `nil`, to be filled in
/// from the app's ``ToastRequestDefaults`` when it is shown (ToastKit's `Toast` is one).
///
/// - **Filling in.** What the draft gives wins; what it leaves out comes from the defaults, and
///   what they leave out from the style's ``ToastStyle/Behavior``. A draft with progress never
///   takes the defaults' duration: a loading toast stays until it is updated or dismissed,
///   unless it gives a duration of its own.
/// - **Updating.** A toast still waiting for a scene is changed through its handle by updating
///   its draft (``updated(_:)``): the update's text, icon, action label, progress, style and
///   duration replace the draft's; what the update does not name stays as the app wrote it, left
///   out parts included, so the defaults still fill them in when the toast is shown.
///
/// ```swift
/// var draft = ToastRequestDraft(content: ToastContent(message: "Uploading…", progress: .indeterminate))
/// draft = draft.updated(.progress(0.4))
/// let request = draft.request(with: defaults)   // indefinite: it has progress
/// ```
@_spi(Plumbing) public struct ToastRequestDraft: Equatable, Sendable {
    public var content: ToastContent
    public var style: ToastStyle?
    public var duration: ToastDuration?
    public var position: ToastPosition?
    public var priority: ToastPriority
    public var policy: ToastQueuePolicy?
    public var coalescingKey: String?
    public var loading: ToastLoadingTiming

    public init(
        content: ToastContent, style: ToastStyle? = nil, duration: ToastDuration? = nil, position: ToastPosition? = nil,
        priority: ToastPriority = .normal, policy: ToastQueuePolicy? = nil, coalescingKey: String? = nil,
        loading: ToastLoadingTiming = .none
    ) {
        self.content = content
        self.style = style
        self.duration = duration
        self.position = position
        self.priority = priority
        self.policy = policy
        self.coalescingKey = coalescingKey
        self.loading = loading
    }

    /// The engine's request: the draft, with what it leaves out from `defaults`, then from the
    /// style.
    public func request(with defaults: ToastRequestDefaults) -> ToastRequest {
        let style = style ?? defaults.style
        return ToastRequest(
            content: content, style: style,
            duration: ToastRequest.duration(duration, for: content, appDefault: defaults.duration, style: style),
            position: position ?? defaults.position, priority: priority, policy: policy ?? defaults.policy, coalescingKey: coalescingKey,
            loading: loading)
    }

    /// The draft with `update`'s changes made, in order: the content as the engine changes a
    /// request's, the style and duration only where the update names them.
    public func updated(_ update: ToastUpdate) -> ToastRequestDraft {
        var draft = self
        draft.content = update.applied(to: ToastRequest(content: content)).content
        for change in update.changes {
            switch change {
            case .style(let style): draft.style = style
            case .duration(let duration): draft.duration = duration
            case .message, .title, .icon, .action, .progress: break
            }
        }
        return draft
    }
}
