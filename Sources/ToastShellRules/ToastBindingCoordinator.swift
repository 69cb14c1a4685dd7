import ToastCore

/// Decides what a binding-driven toast does — the rules behind SwiftUI's `.toast(item:)`,
/// `.toast(isPresented:)` and `.toast(message:)`, kept here so they are tested on every platform.
///
/// - A toast is presented once per change of the binding to a new value (and once on appear if
///   the binding already holds one), never because a view's body was evaluated again. Each
///   presentation has its own ``Ticket``.
/// - Setting the binding to `nil` (or `false`) dismisses the toasts it presented. Setting it to
///   a value again — even the same value, while the old toast is still leaving — presents a new
///   toast.
/// - When a toast ends, the binding is reset to `nil` — but only if it still holds that toast's
///   value and no newer toast was presented for it, so a value set meanwhile is never lost.
///   `binding` must be read when the toast ends (through the binding, not from a copy of the
///   view made earlier: SwiftUI's `onChange` on iOS 16 runs a closure built before the change).
/// - A toast outlives the view that presented it: `onDisappear` also fires on a push, a tab
///   switch or a sheet, and "save, then pop, then show Saved" must show "Saved". Only the
///   binding being cleared, an explicit `dismiss` or its scene going away ends it early.
/// - So does its reset. When the host itself is gone before the toast ends (the view was popped
///   and its state destroyed), ``endedAfterHostWent(presenting:binding:)`` decides without it:
///   the binding is reset if it still holds the toast's value. Otherwise a binding that lives
///   longer than the view (a model's property) would keep the value, and the toast would show
///   again the next time the view appears.
///
/// ```swift
/// var coordinator = ToastBindingCoordinator<String>()
/// coordinator.changed(to: "Copied")                // [.present("Copied", ticket)]
/// coordinator.ended(ticket, binding: "Copied")     // [.resetBinding]
/// ```
package struct ToastBindingCoordinator<Value: Equatable>: Sendable where Value: Sendable {
    /// One presentation: what the host files the toast's handle under.
    package struct Ticket: Hashable, Sendable {
        package let serial: UInt64
    }

    package enum Cue: Equatable, Sendable {
        /// Show a toast for this value, filed under the ticket.
        case present(Value, Ticket)
        /// Dismiss the toast filed under the ticket.
        case dismiss(Ticket)
        /// Set the binding back to `nil` (or `false`).
        case resetBinding
    }

    private struct Outstanding: Sendable {
        let ticket: Ticket
        let value: Value
        /// The app cleared the binding after this toast was presented.
        var cleared = false
    }

    /// Presentations whose toasts have not ended, oldest first.
    private var presentations: [Outstanding] = []
    private var lastSerial: UInt64 = 0
    private var hasAppeared = false

    package init() {}

    /// The values whose toasts have not ended, oldest first.
    package var outstanding: [Value] { presentations.map { $0.value } }

    /// The view appeared with the binding holding `value`.
    package mutating func appeared(with value: Value?) -> [Cue] {
        guard !hasAppeared else { return [] }  // onAppear can run again (tab switches); present once
        hasAppeared = true
        guard let value, !presentations.contains(where: { $0.value == value && !$0.cleared }) else { return [] }
        return [present(value)]
    }

    /// The binding changed to `value`.
    package mutating func changed(to value: Value?) -> [Cue] {
        hasAppeared = true
        guard let value else {
            // Cleared by the app: the toasts it had asked for go.
            var cues: [Cue] = []
            for index in presentations.indices where !presentations[index].cleared {
                presentations[index].cleared = true
                cues.append(.dismiss(presentations[index].ticket))
            }
            return cues
        }
        if let newest = presentations.last, newest.value == value, !newest.cleared { return [] }
        return [present(value)]
    }

    /// The toast filed under `ticket` ended; `binding` is what the binding holds now.
    package mutating func ended(_ ticket: Ticket, binding: Value?) -> [Cue] {
        guard let index = presentations.firstIndex(where: { $0.ticket == ticket }) else { return [] }
        let ended = presentations.remove(at: index)
        guard let binding, binding == ended.value else { return [] }
        let newer = presentations[index...].contains { $0.value == ended.value }
        return newer ? [] : [.resetBinding]
    }

    /// The toast for `value` of a host that is gone ended; `binding` is what the binding holds
    /// now. Nothing the gone host presented can be newer, so the binding is reset if it still
    /// holds the toast's value.
    package static func endedAfterHostWent(presenting value: Value, binding: Value?) -> [Cue] {
        binding == value ? [.resetBinding] : []
    }

    /// The view left the hierarchy (or only seems to: a push, a tab switch, a sheet). Its toasts
    /// stay; the next appearance may present again.
    package mutating func disappeared() -> [Cue] {
        hasAppeared = false
        return []
    }

    private mutating func present(_ value: Value) -> Cue {
        lastSerial += 1
        let ticket = Ticket(serial: lastSerial)
        presentations.append(Outstanding(ticket: ticket, value: value))
        return .present(value, ticket)
    }
}
