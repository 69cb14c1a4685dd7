import ToastCore

/// Which request each custom presenter draws: one at a time.
///
/// A presenter's content is one set of views (a `UIHostingController`, a view of the app's). Put
/// into a second toast while the first still holds it, it leaves the first toast empty; and when
/// the first toast ends, it takes the views with it and the second is an empty frame. So:
///
/// - Content made afresh for every show (SwiftUI content, `Toast { … }`, whose toast keeps a
///   way to make a presenter rather than a presenter) gets a presenter of its own each time. It
///   is never refused, however many times one `Toast` value is shown, with
///   ``ToastQueuePolicy/replace`` or with several toasts on screen at once.
/// - A presenter the app made and gave (`toast.presenter = BadgePresenter()`) belongs to the first
///   request it is shown with, from that show until the request ends: while it waits for a scene,
///   is queued, on screen or leaving. Another request shown with it meanwhile is refused at once
///   with ``refusal``, and the request that holds it goes on untouched. Once that request has
///   ended the presenter can be shown again.
///
/// ```swift
/// var claims = ToastPresenterClaims<ObjectIdentifier, Ticket>()
/// if case .refuse(let reason) = claims.claim(.shared(ObjectIdentifier(presenter)), for: ticket) {
///     finish(ticket, reason)          // completes at once, never shown
/// }
/// claims.release(ticket)              // when the request ends, however it ends
/// ```
///
/// A presenter is named by its identity (`ObjectIdentifier`): it cannot be reused by another
/// object while it is owned, since the request owning it keeps it alive.
package struct ToastPresenterClaims<Presenter: Hashable & Sendable, Request: Hashable & Sendable>: Sendable {
    /// Where a request's presenter comes from.
    package enum Source: Sendable {
        /// A new presenter is made for this show alone (SwiftUI content).
        case madePerShow
        /// A presenter the app made, which any number of toasts may name.
        case shared(Presenter)
    }

    /// What to do with a request's presenter.
    package enum Decision: Equatable, Sendable {
        /// Show the request with it.
        case host
        /// End the request at once with this reason: its presenter draws another request.
        case refuse(ToastEndReason)
    }

    /// Why a request whose presenter draws another request ends: it never shows, because no
    /// presenter was there for it (``ToastDropCause/nowhereToShow``). No request is ever left
    /// waiting for a presenter: a shared presenter is drawing a toast that looks exactly like
    /// the refused one.
    package static var refusal: ToastEndReason { .dropped(.nowhereToShow) }

    /// The request that holds each shared presenter.
    private var owners: [Presenter: Request] = [:]
    /// The shared presenter each request holds.
    private var owned: [Request: Presenter] = [:]

    package init() {}

    /// Decides whether `request` may be shown with the presenter `source` names (`nil` for
    /// none: ToastKit's own drawing), and files it as the presenter's owner if so. Asking again
    /// for the request that holds the presenter is allowed (a request that waited for a scene
    /// and is shown now).
    package mutating func claim(_ source: Source?, for request: Request) -> Decision {
        guard case .shared(let presenter)? = source else { return .host }
        if let owner = owners[presenter], owner != request { return .refuse(Self.refusal) }
        owners[presenter] = request
        owned[request] = presenter
        return .host
    }

    /// `request` has ended: the presenter it owned can be shown again. Releasing a request that
    /// holds nothing does nothing.
    package mutating func release(_ request: Request) {
        guard let presenter = owned.removeValue(forKey: request) else { return }
        owners[presenter] = nil
    }

    /// The request that holds `presenter`, if one does.
    package func owner(of presenter: Presenter) -> Request? {
        owners[presenter]
    }
}
