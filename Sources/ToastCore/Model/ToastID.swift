/// Identifies one toast request for its whole life, from `show` to its completion.
///
/// The engine never makes one: whoever shows a request gives it its identifier
/// (`ToastStateMachine.show(_:id:at:)`), above every identifier that engine has taken, so an
/// identifier that outlived its toast can never reach another toast. ToastKit counts the app's
/// requests from 1 in one place, its app-wide center, and numbers each as it arrives, whatever
/// becomes of it (shown in a scene, waiting for one, refused), so no two requests of an app share
/// an identifier, and identifiers sort in the order requests arrived. A request that waited for
/// a scene is numbered again as it reaches one (whose engine may have taken later numbers
/// meanwhile), so it sorts where it reached its scene.
///
/// ```swift
/// var machine = ToastStateMachine()
/// let effects = machine.show(ToastRequest(message: "Saved"), id: ToastID(rawValue: 1), at: 0)
/// // effects: appear(#1), notify(willShow(#1))
/// ```
public struct ToastID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier's number: 1 for an app's first request, one more for each request after it.
    public let rawValue: UInt64

    /// The identifier with this raw value: what a host gives a request it shows, or one to
    /// compare with an identifier an engine reported, in a test or a replay.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` was given before `rhs`: identifiers sort in the order requests arrived.
    public static func < (lhs: ToastID, rhs: ToastID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The raw value after a number sign, such as `#3`, as logs and timelines print it.
    public var description: String { "#\(rawValue)" }
}
