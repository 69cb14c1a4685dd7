import ToastCore

/// Decides what SwiftUI's `.toast(progress:_:done:)` does — its loading toast's whole life,
/// kept here so it is tested on every platform. The modifier reports the view's appearances and
/// its progress value and carries out the ``Cue``s.
///
/// - **Shows.** While the view is on screen, progress that is not `nil` shows one loading toast
///   (with the loading grace and minimum times), never a second one however often the body or
///   `onAppear` runs again.
/// - **Updates.** A new amount goes to that same toast (indeterminate spins again).
/// - **Finishes.** Progress going back to `nil` finishes it: it becomes a success toast saying
///   the `done` message, which times out and outlives the view as every finished toast does;
///   without a `done` message it is dismissed.
/// - **The user ends it.** A loading toast tapped or swiped away (or ended in any other way
///   than by this value) stays away for the rest of that work: it does not come back with the
///   next amount. Work that starts again (progress `nil`, then not) shows a new one.
/// - **The view goes away.** `onDisappear` ends a *loading* toast with
///   ``ToastEndReason/dismissed`` — the reason the app's own `dismiss` gives, and what
///   `Toast.task` gives a toast whose task is cancelled when its `.task` view goes. A loading
///   toast speaks for work its view drives and shows: once the view is gone nothing would update
///   or finish it (the old rule left an indefinite spinner up for good, and a second one when
///   the view came back). `onDisappear` also fires when the view is only covered (a push, a
///   tab switch, some sheets), and the same rule holds: while the view is away it shows
///   nothing, and when it comes back with work still under way, one loading toast shows again.
///   A toast that has already finished (the "done" toast) is no longer the view's and stays.
///
/// ```swift
/// var coordinator = ToastProgressCoordinator()
/// coordinator.appeared(with: nil, done: "Saved")        // []
/// coordinator.changed(to: .indeterminate, done: "Saved") // [.show(.indeterminate, ticket)]
/// coordinator.changed(to: nil, done: "Saved")            // [.finish("Saved", ticket)]
/// ```
package struct ToastProgressCoordinator: Sendable {
    /// One loading toast: what the host files its handle under.
    package struct Ticket: Hashable, Sendable {
        package let serial: UInt64
    }

    package enum Cue: Equatable, Sendable {
        /// Show a loading toast at this progress, filed under the ticket.
        case show(ToastProgress, Ticket)
        /// Change the progress of the toast filed under the ticket.
        case update(ToastProgress, Ticket)
        /// Turn the toast filed under the ticket into a success toast saying this; from now on
        /// it is an ordinary toast and the host may forget the ticket.
        case finish(String, Ticket)
        /// Dismiss the toast filed under the ticket (``ToastEndReason/dismissed``).
        case dismiss(Ticket)
    }

    /// Where the work and its toast stand.
    private enum Work: Sendable {
        /// No work under way.
        case idle
        /// Work under way, shown by the loading toast filed under the ticket.
        case showing(Ticket)
        /// Work under way whose loading toast the user (or the queue) ended: nothing shows
        /// until the work ends.
        case ended
    }

    private var work = Work.idle
    private var isOnScreen = false
    private var lastSerial: UInt64 = 0

    package init() {}

    /// The loading toast that is up (or waiting for its grace time), if any.
    package var loadingToast: Ticket? {
        if case .showing(let ticket) = work { return ticket }
        return nil
    }

    /// The view appeared with `progress` as its value (also when `onAppear` runs again);
    /// `done` is the message a finished toast says, now.
    package mutating func appeared(with progress: ToastProgress?, done: String?) -> [Cue] {
        isOnScreen = true
        return reconcile(progress, done: done)
    }

    /// The value changed to `progress`; `done` is the message a finished toast says, now.
    package mutating func changed(to progress: ToastProgress?, done: String?) -> [Cue] {
        guard isOnScreen else {
            // Away: nothing shows; coming back decides from the value then.
            if progress == nil { work = .idle }
            return []
        }
        return reconcile(progress, done: done)
    }

    /// The toast filed under `ticket` ended, whatever ended it.
    package mutating func ended(_ ticket: Ticket) -> [Cue] {
        if case .showing(ticket) = work { work = .ended }
        return []
    }

    /// The view disappeared (or only seems to: a push, a tab switch, a sheet). A loading toast
    /// ends; a finished one stays.
    package mutating func disappeared() -> [Cue] {
        isOnScreen = false
        guard case .showing(let ticket) = work else { return [] }
        work = .idle
        return [.dismiss(ticket)]
    }

    private mutating func reconcile(_ progress: ToastProgress?, done: String?) -> [Cue] {
        switch (progress, work) {
        case (let progress?, .idle):
            lastSerial += 1
            let ticket = Ticket(serial: lastSerial)
            work = .showing(ticket)
            return [.show(progress, ticket)]
        case (let progress?, .showing(let ticket)):
            return [.update(progress, ticket)]
        case (.some, .ended):
            return []
        case (nil, .showing(let ticket)):
            work = .idle
            return [done.map { .finish($0, ticket) } ?? .dismiss(ticket)]
        case (nil, .idle), (nil, .ended):
            work = .idle
            return []
        }
    }
}
