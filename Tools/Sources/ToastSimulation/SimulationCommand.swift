import ToastCore

/// One line of a simulation script, parsed and checked.
package struct SimulationCommand: Equatable, Sendable {
    /// What the line does: its `do` field, with what that needs.
    package enum Verb: Equatable, Sendable {
        /// The engine's limits, and how the toasts at every position stack.
        case configure(ToastStateMachine.Limits, ToastStacking)
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
        /// The scene's size, safe area, direction and text size; from the first one on, the
        /// output also says where toasts go (``ToastStage``).
        case scene(SceneFacts)
        /// The keyboard rose to `height` points (0: it went down) over `duration` seconds.
        case keyboard(height: Double, duration: Double)
        /// The showing controller's bars cover `bottom` points above the bottom safe area.
        case bars(bottom: Double)
        /// A finger dragging a toast has moved this far from where it went down.
        case pan(id: String, ToastPoint)
        /// The finger lifted, moving this fast (points a second).
        case release(id: String, ToastPoint)
        /// The deck at this position fans out (a tap on it does too).
        case expand(ToastPosition)
        /// The deck at this position folds back.
        case collapse(ToastPosition)
        case end
    }

    /// What a `scene` command says.
    package struct SceneFacts: Equatable, Sendable {
        package var size: ToastSize
        package var safeArea: ToastEdgeInsets
        package var layoutDirection: ToastLayoutDirection
        package var textScale: Double
        /// Whether the system draws Liquid Glass (iOS 26 and later), which decides what a
        /// style's glass backdrop is drawn as.
        package var liquidGlass = false
    }

    /// The events a script can send about one toast.
    package enum ToastEventKind: String, Equatable, Sendable, CaseIterable {
        case tap, dismiss, swipe, action, touchDown, touchUp
    }

    /// Virtual seconds from the start of the script.
    package var at: Double
    package var verb: Verb
    /// 1-based line number in the script, for error messages.
    package var line: Int
}
