import ToastCore

/// Chooses the window scene a toast appears in, from a description of the app's scenes.
///
/// 1. The scene of the view or view controller the toast was shown from, if it is in the
///    foreground (active or not: a toast shown during a transition still belongs there).
/// 2. Otherwise the foreground-active scene that holds a key window and became active most
///    recently (on iPad several scenes can be active at once).
/// 3. Otherwise the foreground-active scene that became active most recently.
/// 4. Otherwise none: the request waits (see ``ToastWaitingRoom``).
///
/// The host's list of scenes comes from a `Set` (`UIApplication.connectedScenes`), whose order
/// changes from call to call, so the order given never decides: scenes that became active at the
/// same known moment (or before the host was watching) are ordered by their stable name (the
/// scene session's persistent identifier).
///
/// ```swift
/// let scene = ToastSceneSelection.choose(preferred: viewScene, among: candidates)
/// ```
package enum ToastSceneSelection {
    /// What the selection needs to know about one scene.
    package struct Candidate<ID: Hashable & Sendable>: Sendable {
        package var id: ID
        package var state: State
        package var hasKeyWindow: Bool
        /// When the scene last became active, as a count that grows (0: not seen becoming active).
        package var activation: UInt64
        /// A name that does not change while the app runs, to order scenes that are otherwise equal.
        package var stableName: String

        package init(id: ID, state: State, hasKeyWindow: Bool, activation: UInt64 = 0, stableName: String = "") {
            self.id = id
            self.state = state
            self.hasKeyWindow = hasKeyWindow
            self.activation = activation
            self.stableName = stableName
        }
    }

    /// A scene's activation state (`UIScene.ActivationState`).
    package enum State: Sendable {
        case foregroundActive, foregroundInactive, background, unattached

        package var isForeground: Bool { self == .foregroundActive || self == .foregroundInactive }
    }

    package static func choose<ID>(preferred: ID?, among candidates: [Candidate<ID>]) -> ID? {
        if let preferred, let scene = candidates.first(where: { $0.id == preferred }), scene.state.isForeground {
            return preferred
        }
        return candidates.filter { $0.state == .foregroundActive }.min(by: ranksBefore)?.id
    }

    /// Whether `a` is a better choice than `b`: a key window first, then the latest activation,
    /// then the stable name.
    private static func ranksBefore<ID>(_ a: Candidate<ID>, _ b: Candidate<ID>) -> Bool {
        if a.hasKeyWindow != b.hasKeyWindow { return a.hasKeyWindow }
        if a.activation != b.activation { return a.activation > b.activation }
        return a.stableName < b.stableName
    }
}
