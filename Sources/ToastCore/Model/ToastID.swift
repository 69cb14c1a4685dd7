/// Identifies one toast request for its whole life, from `show` to its completion.
///
/// Identifiers are handed out by ``ToastStateMachine`` in increasing order and are never reused
/// within one machine, so an identifier that outlived its toast can never reach another toast.
public struct ToastID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The position of the request in the order the machine received requests, from 1.
    public let rawValue: UInt64

    /// The identifier with this raw value. Only a machine hands out identifiers that mean
    /// something; make one yourself to compare with one it gave you, in a test or a replay.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` was handed out before `rhs` by the same machine: identifiers sort in the
    /// order the requests arrived.
    public static func < (lhs: ToastID, rhs: ToastID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The raw value after a number sign, such as `#3`, as logs and timelines print it.
    public var description: String { "#\(rawValue)" }
}
