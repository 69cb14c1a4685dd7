/// Identifies one toast request for its whole life, from `show` to its completion.
///
/// Identifiers are handed out by ``ToastStateMachine`` in increasing order and are never reused
/// within one machine, so an identifier that outlived its toast can never reach another toast.
public struct ToastID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the request in the order the machine received requests, from 1.
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    public static func < (lhs: ToastID, rhs: ToastID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "#\(rawValue)" }
}
