/// Chooses the window scene a toast appears in, from a description of the app's scenes.
///
/// 1. The scene of the view or view controller the toast was shown from, if it is in the
///    foreground (active or not: a toast shown during a transition still belongs there).
/// 2. Otherwise the foreground-active scene that holds the key window.
/// 3. Otherwise any foreground-active scene (the first, in the order given).
/// 4. Otherwise none: the request waits (see ``ToastWaitingRoom``).
///
/// ```swift
/// let scene = ToastSceneSelection.choose(preferred: viewScene, among: candidates)
/// ```
@_spi(Plumbing) public enum ToastSceneSelection {
    /// What the selection needs to know about one scene.
    public struct Candidate<ID: Hashable & Sendable>: Hashable, Sendable {
        public var id: ID
        public var state: State
        public var hasKeyWindow: Bool

        public init(id: ID, state: State, hasKeyWindow: Bool) {
            self.id = id
            self.state = state
            self.hasKeyWindow = hasKeyWindow
        }
    }

    /// A scene's activation state (`UIScene.ActivationState`).
    public enum State: Hashable, Sendable {
        case foregroundActive, foregroundInactive, background, unattached

        public var isForeground: Bool { self == .foregroundActive || self == .foregroundInactive }
    }

    public static func choose<ID>(preferred: ID?, among candidates: [Candidate<ID>]) -> ID? {
        if let preferred, let scene = candidates.first(where: { $0.id == preferred }), scene.state.isForeground {
            return preferred
        }
        let active = candidates.filter { $0.state == .foregroundActive }
        return (active.first { $0.hasKeyWindow } ?? active.first)?.id
    }
}
