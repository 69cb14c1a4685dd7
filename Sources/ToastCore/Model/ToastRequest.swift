/// Everything the engine needs to show one toast.
///
/// Anything left out comes from the style's ``ToastStyle/Behavior``: a ToastUtil-style request
/// gets 2.5 s and `replace` unless it says otherwise. A request with progress and no duration
/// stays until it is updated or dismissed.
///
/// ```swift
/// let request = ToastRequest(message: "Deleted", style: .success, duration: .long)
/// let effects = machine.show(request, id: id, at: now)
/// ```
package struct ToastRequest: Equatable, Sendable {
    /// What the toast says: message, title, icon, action and progress.
    package var content: ToastContent {
        get { storage.fields.content }
        set { storage.change { $0.content = newValue } }
    }
    /// How the toast looks, moves and lets the user end it.
    package var style: ToastStyle {
        get { storage.fields.style }
        set { storage.change { $0.style = newValue } }
    }
    /// How long it stays once its show transition has finished. Seconds that are negative, NaN or
    /// infinite make the request end with ``ToastRejection/invalidDuration(_:)``.
    package var duration: ToastDuration {
        get { storage.fields.duration }
        set { storage.change { $0.duration = newValue } }
    }
    /// Where it sits; each position has its own seats and queue. A fraction outside 0…1 makes
    /// the request end with ``ToastRejection/invalidPosition(_:)``.
    package var position: ToastPosition {
        get { storage.fields.position }
        set { storage.change { $0.position = newValue } }
    }
    /// Whether it may pre-empt a visible normal toast at its position when no seat is free.
    package var priority: ToastPriority {
        get { storage.fields.priority }
        set { storage.change { $0.priority = newValue } }
    }
    /// What it does when every seat at its position is taken: wait, replace or give up.
    package var policy: ToastQueuePolicy {
        get { storage.fields.policy }
        set { storage.change { $0.policy = newValue } }
    }
    /// Requests with the same key are the same news: a second one gives the first its content
    /// and restarts its display time instead of showing again, and ends with
    /// ``ToastEndReason/coalesced``.
    package var coalescingKey: String? {
        get { storage.fields.coalescingKey }
        set { storage.change { $0.coalescingKey = newValue } }
    }
    /// How a loading toast avoids flicker: a grace time before it appears and a minimum time
    /// once it has.
    package var loading: ToastLoadingTiming {
        get { storage.fields.loading }
        set { storage.change { $0.loading = newValue } }
    }

    /// Kept in one box: the engine copies requests at every step, and copying one reference is
    /// also less code than copying every field wherever a request is passed on.
    private var storage: SharedFields<Fields>

    /// Changes several fields with one new box.
    mutating func edit(_ change: (inout Fields) -> Void) {
        storage.change(change)
    }

    struct Fields: Equatable, Sendable {
        var content: ToastContent
        var style: ToastStyle
        var duration: ToastDuration
        var position: ToastPosition
        var priority: ToastPriority
        var policy: ToastQueuePolicy
        var coalescingKey: String?
        var loading: ToastLoadingTiming
    }

    /// A request for `content`: what it names wins; what it leaves out comes from the app's
    /// defaults (`appDuration`, `appPosition`, `appPolicy`: ToastKit's `Toast.defaults`), and what
    /// they leave out from `style`'s ``ToastStyle/Behavior``.
    ///
    /// Content with progress never takes a duration it does not name: the toast stays
    /// (``ToastDuration/indefinite``) until it is updated or dismissed. Nothing is checked here;
    /// the engine checks the request when it is shown.
    ///
    /// ```swift
    /// let upload = ToastRequest(
    ///     content: ToastContent(message: "Uploading…", progress: .fraction(0)),
    ///     position: .top, coalescingKey: "upload", loading: .standard)
    /// ```
    package init(
        content: ToastContent,
        style: ToastStyle = .standard,
        duration: ToastDuration? = nil,
        position: ToastPosition? = nil,
        priority: ToastPriority = .normal,
        policy: ToastQueuePolicy? = nil,
        coalescingKey: String? = nil,
        loading: ToastLoadingTiming = .none,
        appDuration: ToastDuration? = nil,
        appPosition: ToastPosition? = nil,
        appPolicy: ToastQueuePolicy? = nil
    ) {
        storage = SharedFields(
            Fields(
                content: content, style: style,
                duration: duration ?? (content.progress != nil ? .indefinite : appDuration ?? style.behavior.duration),
                position: position ?? appPosition ?? style.behavior.position, priority: priority,
                policy: policy ?? appPolicy ?? style.behavior.policy, coalescingKey: coalescingKey, loading: loading))
    }

    /// A request for a message and an optional title, with anything left out taken from
    /// `style`'s ``ToastStyle/Behavior``.
    ///
    /// ```swift
    /// ToastRequest(message: "Link copied")
    /// ToastRequest(message: "No connection", title: "Offline", style: .error, priority: .high)
    /// ```
    package init(
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
    package var acceptsTap: Bool {
        style.behavior.tapToDismiss || (duration == .indefinite && content.action == nil)
    }

    /// The request with its text cleaned, or why it cannot be shown.
    ///
    /// Cleaning removes control characters and caps length (``ToastText``). A request whose
    /// cleaned message and title are both blank, whose duration is not a finite number of
    /// seconds ≥ 0, whose action has a blank title, or whose fraction position is outside 0…1 is rejected.
    package func validated() -> Result<ToastRequest, ToastRejection> {
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
        var content = self.content
        defer {
            // One new box for the cleaned values, none when cleaning changed nothing.
            let duration = self.duration.normalized
            if duration != self.duration || content != self.content {
                storage.change {
                    $0.duration = duration
                    $0.content = content
                }
            }
        }
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
