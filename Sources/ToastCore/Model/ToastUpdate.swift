/// Changes to a toast that has not ended: its text, icon, action, progress, style or duration.
///
/// A queued toast shows with its newest content; a visible one is laid out again and animates
/// to its new size; a leaving one changes how it looks as it goes (and, if it was pre-empted,
/// comes back changed). An update is reported as ``ToastLifecycleEvent/updated(_:)`` when it
/// changes something: the request (content, style or duration) or the toast's remaining time.
/// So one that gives a duration is reported whenever it starts the display time again, even
/// with the duration the toast had; one that changes nothing (the same message again) is not.
///
/// ```swift
/// runtime.send(.updateRequested(id, .progress(0.4)))                 // never touches the timer
/// runtime.send(.updateRequested(id, .message("Uploading 3 of 10")))
/// runtime.send(.updateRequested(id, .replacing(with: ToastRequest(message: "Uploaded", style: .success))))
/// ```
///
/// Timing: a progress-only update leaves the display timer alone. An update that gives a
/// duration starts the display timer again from the update, with the new time, also when it
/// is the time the toast already had: repeating it keeps the toast on screen (a keep-alive),
/// and a finished "done" state times out normally. A toast with progress and no duration of
/// its own stays until it is updated or dismissed.
package struct ToastUpdate: Equatable, Sendable {
    /// One change.
    package enum Change: Equatable, Sendable {
        /// A new message. If it is blank and the toast has no title, the update is rejected
        /// with ``ToastRejection/emptyText`` and the toast keeps what it had.
        case message(String)
        /// A new title, or `nil` (or a blank string) to remove it. Removing the title of a toast
        /// whose message is blank is rejected with ``ToastRejection/emptyText``.
        case title(String?)
        /// A new icon, or `nil` to remove it; the style's ``ToastStyle/defaultIconName``, if it
        /// has one, then shows instead.
        case icon(ToastIcon?)
        /// A new action button, or `nil` to remove it. A blank title is rejected with
        /// ``ToastRejection/emptyActionTitle``. This changes the label only: what the button
        /// runs is the runtime's (`ToastRuntime.update(_:_:action:)` can replace it).
        case action(ToastAction?)
        /// New progress, or `nil` when the work is over. On its own, a new amount never restarts
        /// the timer, is never announced and never waits out a loading toast's minimum time;
        /// `nil` does wait, and ends a loading request's grace time so that it shows at once.
        case progress(ToastProgress?)
        /// A new look. Colours, fonts, sizes and the tap, swipe and touch behaviour change at
        /// once (the toast is laid out again); new transitions apply from the next transition
        /// that starts. The request's duration, position and policy stay as they were, whatever
        /// the new style's ``ToastStyle/Behavior`` says.
        case style(ToastStyle)
        /// A new time on screen, or the same one again. A toast at rest starts its display timer
        /// again with it, counted from the update; a toast that is entering or queued uses it
        /// when its timer starts.
        /// Seconds that are negative, NaN or infinite are rejected with
        /// ``ToastRejection/invalidDuration(_:)``.
        case duration(ToastDuration)
    }

    /// The changes, applied in order.
    package var changes: [Change]

    /// An update made of `changes`, applied in order.
    package init(_ changes: [Change]) {
        self.changes = changes
    }

    /// A new message.
    package static func message(_ message: String) -> ToastUpdate {
        ToastUpdate([.message(message)])
    }

    /// A new fraction done (clamped to 0…1; NaN is indeterminate).
    package static func progress(_ fraction: Double) -> ToastUpdate {
        ToastUpdate([.progress(.fraction(fraction))])
    }

    /// Everything a request shows and how long: its content (progress included, so a request
    /// without progress finishes a loading toast), style and duration. Position, priority,
    /// policy and coalescing key stay as they were.
    package static func replacing(with request: ToastRequest) -> ToastUpdate {
        ToastUpdate([
            .message(request.content.message), .title(request.content.title), .icon(request.content.icon),
            .action(request.content.action), .progress(request.content.progress), .style(request.style),
            .duration(request.duration),
        ])
    }

    /// Whether only progress changes (such an update is never announced and never waits).
    var isProgressOnly: Bool {
        changes.allSatisfy { if case .progress(.some) = $0 { true } else { false } }
    }

    /// Whether it gives a duration (and so starts the display time again).
    var givesDuration: Bool {
        changes.contains { if case .duration = $0 { true } else { false } }
    }

    /// The request with the changes applied (not yet cleaned).
    package func applied(to request: ToastRequest) -> ToastRequest {
        var result = request
        result.edit { fields in
            var style: ToastStyle? = fields.style
            var duration: ToastDuration? = fields.duration
            apply(to: &fields.content, style: &style, duration: &duration)
            fields.style = style ?? fields.style
            fields.duration = duration ?? fields.duration
        }
        return result
    }

    /// Makes the changes, in order, to a toast's parts: its content, and its style and duration
    /// where the update names them. A toast that no engine has yet (one waiting for a scene) is
    /// changed this way, on the parts its app wrote: what the update does not name stays as it
    /// was, `nil` included, so the app's defaults still fill it in when the toast is shown.
    ///
    /// ```swift
    /// var content = ToastContent(message: "Uploading…", progress: .indeterminate)
    /// var style: ToastStyle? = nil, duration: ToastDuration? = nil
    /// ToastUpdate.progress(0.4).apply(to: &content, style: &style, duration: &duration)
    /// // content.progress == .fraction(0.4); style and duration still nil
    /// ```
    package func apply(to content: inout ToastContent, style: inout ToastStyle?, duration: inout ToastDuration?) {
        for change in changes {
            switch change {
            case .message(let message): content.message = message
            case .title(let title): content.title = title
            case .icon(let icon): content.icon = icon
            case .action(let action): content.action = action
            case .progress(let progress): content.progress = progress
            case .style(let newStyle): style = newStyle
            case .duration(let newDuration): duration = newDuration
            }
        }
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
            .message(request.content.message), .title(request.content.title), .icon(request.content.icon),
            .action(request.content.action), .progress(request.content.progress),
        ])
    }
}
