@_spi(Plumbing) import ToastCore

/// Requests that arrived when no scene could show them (at launch, or with the app in the
/// background). They show, in order, once a scene becomes active, or end with
/// ``ToastDropCause/nowhereToShow`` after ``waitLimit`` seconds.
///
/// The limit keeps a toast from appearing long after the moment it was about: a "Saved" shown on
/// return from a long absence would mislead.
///
/// ```swift
/// var room = ToastWaitingRoom<Ticket>()
/// let deadline = room.admit(ticket, at: now)        // schedule expire(at:) for then
/// for ticket in room.tickets where canShow(ticket) { room.remove(ticket) }   // a scene is back
/// let late = room.expire(at: now)                   // when the deadline passes
/// let all = room.releaseAll()                       // dismiss all: every one ends
/// ```
@_spi(Plumbing) public struct ToastWaitingRoom<Ticket: Hashable & Sendable>: Sendable {
    /// Seconds a request may wait for a scene.
    public static var waitLimit: Double { 10 }

    private var waiting: [(ticket: Ticket, deadline: Double)] = []

    public init() {}

    /// The tickets waiting, oldest first.
    public var tickets: [Ticket] { waiting.map { $0.ticket } }

    public var isEmpty: Bool { waiting.isEmpty }

    /// Adds a request; returns when it must be expired.
    public mutating func admit(_ ticket: Ticket, at now: Double) -> Double {
        let deadline = now + Self.waitLimit
        waiting.append((ticket, deadline))
        return deadline
    }

    /// Removes one request (dismissed while waiting). Returns whether it was waiting.
    @discardableResult
    public mutating func remove(_ ticket: Ticket) -> Bool {
        guard let index = waiting.firstIndex(where: { $0.ticket == ticket }) else { return false }
        waiting.remove(at: index)
        return true
    }

    /// Removes every request and returns them, oldest first: for ending them all at once
    /// (`Toast.dismissAll`). The requests a scene can show now are taken one by one instead
    /// (``tickets``, then ``remove(_:)``): the others wait on.
    public mutating func releaseAll() -> [Ticket] {
        defer { waiting.removeAll() }
        return waiting.map { $0.ticket }
    }

    /// The requests whose time is up at `now`, oldest first; they are removed.
    public mutating func expire(at now: Double) -> [Ticket] {
        let late = waiting.filter { $0.deadline <= now }.map { $0.ticket }
        waiting.removeAll { $0.deadline <= now }
        return late
    }
}
