@testable import ToastCore

/// Tests number their requests as an app's center does: each one the next identifier after the
/// last the engine took, so `show` reads as it did when the engine numbered them.
extension ToastStateMachine {
    /// One more than the identifier of the request taken last: #1 for a new machine.
    var nextID: ToastID { ToastID(rawValue: lastID.rawValue + 1) }

    /// Shows `request` as the next identifier, and returns it with the effects.
    mutating func show(_ request: ToastRequest, at time: Double) -> (id: ToastID, effects: [Effect]) {
        let id = nextID
        return (id, show(request, id: id, at: time))
    }
}

extension ToastLoop {
    /// Shows `request` as the engine's next identifier, and returns it.
    @discardableResult
    mutating func show(_ request: ToastRequest, at time: Double) -> ToastID {
        let id = machine.nextID
        show(request, id: id, at: time)
        return id
    }
}

extension ToastRuntime {
    /// Shows `request` as the engine's next identifier, and returns it.
    @discardableResult
    func show(_ request: ToastRequest, completion: Completion? = nil, action: (@MainActor () -> Void)? = nil) -> ToastID {
        let id = machine.nextID
        show(request, id: id, completion: completion, action: action)
        return id
    }
}
