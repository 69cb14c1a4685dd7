/// Decides what a binding-driven toast does — the rules behind SwiftUI's `.toast(item:)`,
/// `.toast(isPresented:)` and `.toast(message:)`, kept here so they are tested on every platform.
///
/// - A toast is presented once per change of the binding to a new value (and once on appear if
///   the binding already holds one), never because a view's body was evaluated again.
/// - Setting the binding to `nil` (or `false`) dismisses the toast it presented.
/// - When a toast ends, the binding is reset to `nil` — but only if it still holds the value that
///   toast was for, so a newer value set meanwhile is never lost.
/// - When the view that owns the binding leaves the hierarchy, its toasts are dismissed.
///
/// ```swift
/// var coordinator = ToastBindingCoordinator<String>()
/// coordinator.changed(to: "Copied")           // [.present("Copied")]
/// coordinator.ended("Copied", binding: "Copied")  // [.resetBinding]
/// ```
@_spi(Plumbing) public struct ToastBindingCoordinator<Value: Equatable>: Sendable where Value: Sendable {
    public enum Action: Equatable, Sendable {
        /// Show a toast for this value.
        case present(Value)
        /// Dismiss the toast shown for this value.
        case dismiss(Value)
        /// Set the binding back to `nil` (or `false`).
        case resetBinding
    }

    /// Values whose toasts have not ended, oldest first.
    public private(set) var outstanding: [Value] = []
    private var hasAppeared = false

    public init() {}

    /// The view appeared with the binding holding `value`.
    public mutating func appeared(with value: Value?) -> [Action] {
        guard !hasAppeared else { return [] }  // onAppear can run again (tab switches); present once
        hasAppeared = true
        guard let value, !outstanding.contains(value) else { return [] }
        outstanding.append(value)
        return [.present(value)]
    }

    /// The binding changed to `value`.
    public mutating func changed(to value: Value?) -> [Action] {
        hasAppeared = true
        guard let value else {
            // Cleared by the app: the toasts it had asked for go.
            let dismissed = outstanding.map(Action.dismiss)
            return dismissed
        }
        guard outstanding.last != value else { return [] }
        outstanding.append(value)
        return [.present(value)]
    }

    /// The toast for `value` ended; `binding` is what the binding holds now.
    public mutating func ended(_ value: Value, binding: Value?) -> [Action] {
        guard let index = outstanding.firstIndex(of: value) else { return [] }
        outstanding.remove(at: index)
        return binding == value ? [.resetBinding] : []
    }

    /// The view left the hierarchy: its toasts are dismissed.
    public mutating func disappeared() -> [Action] {
        hasAppeared = false
        return outstanding.map(Action.dismiss)
    }
}
