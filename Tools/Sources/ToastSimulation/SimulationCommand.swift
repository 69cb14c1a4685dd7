import ToastCore

/// One line of a simulation script, parsed and checked.
public struct SimulationCommand: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case configure(ToastStateMachine.Configuration)
        case show(id: String, request: ToastRequest)
        /// An event about one toast, named by its script identifier.
        case toast(id: String, ToastEventKind)
        case dismissAll
        case background
        case foreground
        case voiceOver(Bool)
        case reduceMotion(Bool)
        case end
    }

    /// The events a script can send about one toast.
    public enum ToastEventKind: String, Equatable, Sendable, CaseIterable {
        case tap, dismiss, swipe, action, touchDown, touchUp
    }

    /// Virtual seconds from the start of the script.
    public var at: Double
    public var action: Action
    /// 1-based line number in the script, for error messages.
    public var line: Int
}
