/// Everything the engine needs to show one toast.
///
/// Anything left out comes from the style's ``ToastStyle/Behavior``: a ToastUtil-style request
/// gets 2.5 s and `replace` unless it says otherwise. A request with progress and no duration
/// stays until it is updated or dismissed.
///
/// ```swift
/// let request = ToastRequest(message: "Deleted", style: .success, duration: .long)
/// let (id, effects) = machine.show(request, at: now)
/// ```
@_spi(Plumbing) public struct ToastRequest: Hashable, Sendable {
    /// What the toast says: message, title, icon, action and progress.
    public var content: ToastContent
    /// How the toast looks, moves and lets the user end it.
    public var style: ToastStyle
    /// How long it stays once its show transition has finished. Seconds that are negative, NaN or
    /// infinite make the request end with ``ToastRejection/invalidDuration(_:)``.
    public var duration: ToastDuration
    /// Where it sits; each position has its own seats and queue. A fraction outside 0…1 makes
    /// the request end with ``ToastRejection/invalidPosition(_:)``.
    public var position: ToastPosition
    /// Whether it may pre-empt a visible normal toast at its position when no seat is free.
    public var priority: ToastPriority
    /// What it does when every seat at its position is taken: wait, replace or give up.
    public var policy: ToastQueuePolicy
    /// Requests with the same key are the same news: a second one gives the first its content
    /// and restarts its display time instead of showing again, and ends with
    /// ``ToastDismissReason/coalesced``.
    public var coalescingKey: String?
    /// How a loading toast avoids flicker: a grace time before it appears and a minimum time
    /// once it has.
    public var loading: ToastLoadingTiming

    /// A request for `content`, with anything left out taken from `style`'s
    /// ``ToastStyle/Behavior``.
    ///
    /// Without a `duration` the style's duration applies, except when the content has progress:
    /// then the toast stays (``ToastDuration/indefinite``) until it is updated or dismissed.
    /// Nothing is checked here; the engine checks the request when it is shown.
    ///
    /// ```swift
    /// let upload = ToastRequest(
    ///     content: ToastContent(message: "Uploading…", progress: .fraction(0)),
    ///     position: .top, coalescingKey: "upload", loading: .standard)
    /// ```
    public init(
        content: ToastContent,
        style: ToastStyle = .standard,
        duration: ToastDuration? = nil,
        position: ToastPosition? = nil,
        priority: ToastPriority = .normal,
        policy: ToastQueuePolicy? = nil,
        coalescingKey: String? = nil,
        loading: ToastLoadingTiming = .none
    ) {
        self.content = content
        self.style = style
        self.duration = Self.duration(duration, for: content, appDefault: nil, style: style)
        self.position = position ?? style.behavior.position
        self.priority = priority
        self.policy = policy ?? style.behavior.policy
        self.coalescingKey = coalescingKey
        self.loading = loading
    }

    /// The one place a request's duration is filled in: the duration it names; else, for content
    /// with progress, indefinite (it stays until its work ends); else the app's default, if it set
    /// one; else the style's.
    static func duration(_ named: ToastDuration?, for content: ToastContent, appDefault: ToastDuration?, style: ToastStyle)
        -> ToastDuration
    {
        named ?? (content.progress != nil ? .indefinite : appDefault ?? style.behavior.duration)
    }

    /// A request for a message and an optional title, with anything left out taken from
    /// `style`'s ``ToastStyle/Behavior``.
    ///
    /// ```swift
    /// ToastRequest(message: "Link copied")
    /// ToastRequest(message: "No connection", title: "Offline", style: .error, priority: .high)
    /// ```
    public init(
        message: String,
        title: String? = nil,
        style: ToastStyle = .standard,
        duration: ToastDuration? = nil,
        position: ToastPosition? = nil,
        priority: ToastPriority = .normal,
        policy: ToastQueuePolicy? = nil,
        coalescingKey: String? = nil
    ) {
        self.init(
            content: ToastContent(message: message, title: title),
            style: style, duration: duration, position: position,
            priority: priority, policy: policy, coalescingKey: coalescingKey)
    }
}

extension ToastRequest {
    /// Whether a tap ends this toast: when its style says so, and always for a toast that never
    /// hides by itself and has no action, which the user could otherwise never dismiss.
    @_spi(Plumbing) public var acceptsTap: Bool {
        style.behavior.tapToDismiss || (duration == .indefinite && content.action == nil)
    }

    /// The request with its text cleaned, or why it cannot be shown.
    ///
    /// Cleaning removes control characters and caps length (``ToastText``). A request whose
    /// cleaned message and title are both blank, whose duration is not a finite number of
    /// seconds ≥ 0, whose action has a blank title, or whose fraction position is outside 0…1 is rejected.
    @_spi(Plumbing) public func validated() -> Result<ToastRequest, ToastRejection> {
        var cleaned = self
        if let rejection = cleaned.clean() { return .failure(rejection) }
        return .success(cleaned)
    }

    /// ``validated()`` in place: cleans the request and returns why it cannot be shown, if it
    /// cannot (the request is then left partly cleaned).
    mutating func clean() -> ToastRejection? {
        if let failure = duration.validationFailure ?? position.validationFailure {
            return failure
        }
        duration = duration.normalized
        content.progress = content.progress?.normalized
        content.message = ToastText.clean(content.message, limit: ToastText.messageGraphemeLimit)
        if let title = content.title {
            let cleanedTitle = ToastText.clean(title, limit: ToastText.titleGraphemeLimit)
            content.title = ToastText.isBlank(cleanedTitle) ? nil : cleanedTitle
        }
        if let action = content.action {
            let title = ToastText.clean(action.title, limit: ToastText.titleGraphemeLimit)
            if ToastText.isBlank(title) {
                return .emptyActionTitle
            }
            content.action = ToastAction(title: title)
        }
        if content.title == nil, ToastText.isBlank(content.message) {
            return .emptyText
        }
        return nil
    }
}
