@_spi(Plumbing) import ToastCore

/// One line of a simulation script, parsed and checked.
package struct SimulationCommand: Equatable, Sendable {
    package enum Action: Equatable, Sendable {
        case configure(ToastStateMachine.Configuration)
        case show(id: String, request: ToastRequest)
        /// An event about one toast, named by its script identifier.
        case toast(id: String, ToastEventKind)
        /// Changes to a toast that has not ended (at least one field).
        case update(id: String, ToastUpdate)
        case dismissAll
        case background
        case foreground
        case voiceOver(Bool)
        case reduceMotion(Bool)
        case end
    }

    /// The events a script can send about one toast.
    package enum ToastEventKind: String, Equatable, Sendable, CaseIterable {
        case tap, dismiss, swipe, action, touchDown, touchUp
    }

    /// Virtual seconds from the start of the script.
    package var at: Double
    package var action: Action
    /// 1-based line number in the script, for error messages.
    package var line: Int
}
