import ToastCore

/// Requests that arrived when no scene could show them (at launch, or with the app in the
/// background). They show, in order, once a scene becomes active, or end with
/// ``ToastDropCause/nowhereToShow`` after ``waitLimit`` seconds.
///
/// The limit keeps a toast from appearing long after the moment it was about: a "Saved" shown on
/// return from a long absence would mislead. At most ``capacity`` wait at once: a request that
/// finds the room full ends at once with ``ToastDropCause/queueFull(limit:)``, as a request that
/// finds its position's queue full does, so a runaway burst costs nothing while it waits.
///
/// ```swift
/// var room = ToastWaitingRoom<Ticket>()
/// guard case .waits = room.admit(ticket, at: now) else { end(ticket) }
/// // sleep until room.nextDeadline, then:
/// for ticket in room.tickets where canShow(ticket) { room.remove(ticket) }   // a scene is back
/// let late = room.expire(at: now)                   // when the deadline passes
/// let all = room.releaseAll()                       // dismiss all: every one ends
/// ```
package struct ToastWaitingRoom<Ticket: Hashable & Sendable>: Sendable {
    /// Seconds a request may wait for a scene.
    package static var waitLimit: Double { 10 }

    /// How many requests may wait at once: ten times what a scene's engine queues at one
    /// position by default, so that a scene that appears gets every request it could take, and
    /// only a runaway burst is refused.
    package static var capacity: Int { 10 * ToastStateMachine.Limits.defaultMaxQueued }

    /// What became of a request brought to the room.
    package enum Admission: Equatable, Sendable {
        /// It waits, until this time at the latest.
        case waits(until: Double)
        /// The room is full: it ends at once, for this reason.
        case refused(ToastEndReason)
    }

    private var waiting: [(ticket: Ticket, deadline: Double)] = []

    package init() {}

    /// The tickets waiting, oldest first.
    package var tickets: [Ticket] { waiting.map { $0.ticket } }

    package var isEmpty: Bool { waiting.isEmpty }

    /// Lets `ticket` wait from `now`, unless the room is full.
    package mutating func admit(_ ticket: Ticket, at now: Double) -> Admission {
        guard waiting.count < Self.capacity else { return .refused(.dropped(.queueFull(limit: Self.capacity))) }
        let deadline = now + Self.waitLimit
        waiting.append((ticket, deadline))
        return .waits(until: deadline)
    }

    /// When the request that has waited longest must leave: what a shell sleeps until before it
    /// calls ``expire(at:)``; `nil` when none waits. (Every request waits as long, so the oldest
    /// is the first to go.)
    package var nextDeadline: Double? { waiting.first?.deadline }

    /// Removes one request (dismissed while waiting). Returns whether it was waiting.
    @discardableResult
    package mutating func remove(_ ticket: Ticket) -> Bool {
        guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else { return false }
        waiting.remove(at: index)
        return true
    }

    /// Removes every request and returns them, oldest first: for ending them all at once
    /// (`Toast.dismissAll`). The requests a scene can show now are taken one by one instead
    /// (``tickets``, then ``remove(_:)``): the others wait on.
    package mutating func releaseAll() -> [Ticket] {
        defer { waiting.removeAll() }
        return waiting.map { $0.ticket }
    }

    /// The requests whose time is up at `now`, oldest first; they are removed.
    package mutating func expire(at now: Double) -> [Ticket] {
        let late = waiting.filter { $0.deadline <= now }.map { $0.ticket }
        waiting.removeAll { $0.deadline <= now }
        return late
    }
}
