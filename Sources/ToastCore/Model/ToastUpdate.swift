/// Changes to a toast that has not ended: its text, icon, action, progress, style or duration.
///
/// A queued toast shows with its newest content; a visible one is laid out again and animates
/// to its new size; a leaving one changes how it looks as it goes (and, if it was pre-empted,
/// comes back changed). Each accepted update is reported as ``ToastLifecycleEvent/updated(_:)``.
///
/// ```swift
/// runtime.send(.updateRequested(id, .progress(0.4)))                 // never touches the timer
/// runtime.send(.updateRequested(id, .message("Uploading 3 of 10")))
/// runtime.send(.updateRequested(id, .replacing(with: ToastRequest(message: "Uploaded", style: .success))))
/// ```
///
/// Timing: a progress-only update leaves the display timer alone. An update that gives a
/// duration starts the display timer again from the update, with the new time (a finished
/// "done" state times out normally). A toast with progress and no duration of its own stays
/// until it is updated or dismissed.
public struct ToastUpdate: Hashable, Sendable {
    /// One change.
    public enum Change: Hashable, Sendable {
        case message(String)
        case title(String?)
        case iconName(String?)
        case action(ToastAction?)
        case progress(ToastProgress?)
        case style(ToastStyle)
        case duration(ToastDuration)
    }

    /// The changes, applied in order.
    public var changes: [Change]

    /// An update made of `changes`, applied in order.
    public init(_ changes: [Change]) {
        self.changes = changes
    }

    /// A new message.
    public static func message(_ message: String) -> ToastUpdate {
        ToastUpdate([.message(message)])
    }

    /// A new fraction done (clamped to 0…1; NaN is indeterminate).
    public static func progress(_ fraction: Double) -> ToastUpdate {
        ToastUpdate([.progress(.fraction(fraction))])
    }

    /// Everything a request shows and how long: its content (progress included, so a request
    /// without progress finishes a loading toast), style and duration. Position, priority,
    /// policy and coalescing key stay as they were.
    public static func replacing(with request: ToastRequest) -> ToastUpdate {
        ToastUpdate([
            .message(request.content.message), .title(request.content.title), .iconName(request.content.iconName),
            .action(request.content.action), .progress(request.content.progress), .style(request.style),
            .duration(request.duration),
        ])
    }

    /// Whether only progress changes (such an update is never announced and never waits).
    var isProgressOnly: Bool {
        changes.allSatisfy { if case .progress(.some) = $0 { true } else { false } }
    }

    /// Whether it gives a duration.
    var duration: ToastDuration? {
        changes.reduce(nil) { found, change in
            if case .duration(let duration) = change { return duration }
            return found
        }
    }

    /// The request with the changes applied (not yet cleaned).
    @_spi(Plumbing) public func applied(to request: ToastRequest) -> ToastRequest {
        var result = request
        for change in changes {
            switch change {
            case .message(let message): result.content.message = message
            case .title(let title): result.content.title = title
            case .iconName(let name): result.content.iconName = name
            case .action(let action): result.content.action = action
            case .progress(let progress): result.content.progress = progress
            case .style(let style): result.style = style
            case .duration(let duration): result.duration = duration
            }
        }
        return result
    }

    /// This update followed by `later` (a later change of the same field wins).
    func followed(by later: ToastUpdate) -> ToastUpdate {
        ToastUpdate(changes + later.changes)
    }
}

extension ToastUpdate {
    /// Everything `request` shows (message, title, icon, action, progress), for a coalesced
    /// request: the toast it joins shows the newest news.
    static func content(of request: ToastRequest) -> ToastUpdate {
        ToastUpdate([
            .message(request.content.message), .title(request.content.title), .iconName(request.content.iconName),
            .action(request.content.action), .progress(request.content.progress),
        ])
    }
}
