/// Identifies one toast request for its whole life, from `show` to its completion.
///
/// A `ToastStateMachine` hands out the identifiers of its `ToastIDRange` in increasing order
/// and never reuses one, so an identifier that outlived its toast can never reach another toast.
/// Machines given different ranges never hand out the same identifier: ToastKit gives each
/// window scene's engine a range of its own, and another to the requests that end before any
/// engine sees them (waiting for a scene, or refused), so every request in an app has an
/// identifier no other request has.
public struct ToastID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The identifier's number: its range's `ToastIDRange.first` for the first request a
    /// machine takes, one more for each request after it (from 1 with the
    /// `ToastIDRange.standard` range).
    public let rawValue: UInt64

    /// The identifier with this raw value. Only a machine hands out identifiers that mean
    /// something; make one yourself to compare with one it gave you, in a test or a replay.
    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// Whether `lhs` was handed out before `rhs` by the same machine: identifiers sort in the
    /// order the requests arrived. (Identifiers of different ranges sort by range.)
    public static func < (lhs: ToastID, rhs: ToastID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// The raw value after a number sign, such as `#3`, as logs and timelines print it.
    public var description: String { "#\(rawValue)" }
}

/// The identifiers one issuer hands out: one `ToastStateMachine`
/// (`ToastStateMachine.Configuration.identifiers`), or a shell's requests that end before any
/// engine sees them.
///
/// The 64-bit numbers are cut into ``blockCount`` blocks of ``blockSize``. Block *n* holds the
/// identifiers *n*·2⁴⁰ + 1 through (*n* + 1)·2⁴⁰ − 1, so no two blocks share one, and 0 (like every
/// multiple of 2⁴⁰) is never an identifier. Each block has more than a trillion identifiers:
/// a machine showing a thousand toasts a second would take 34 years to use up its own.
///
/// ```swift
/// var configuration = ToastStateMachine.Configuration()
/// configuration.identifiers = ToastIDRange(block: 2)
/// var machine = ToastStateMachine(configuration: configuration)
/// machine.show(request, at: 0).id        // #2199023255553 (2·2⁴⁰ + 1)
/// ```
@_spi(Plumbing) public struct ToastIDRange: Equatable, Sendable {
    /// How many numbers each block spans: 2⁴⁰ (one of them, its lowest, is never an identifier).
    public static let blockSize: UInt64 = 1 << 40
    /// How many blocks there are: 2²⁴.
    public static let blockCount: UInt64 = 1 << 24

    /// Block 0, a machine's range unless it is given another: identifiers #1, #2, #3…
    public static let standard = ToastIDRange(block: 0)

    /// Which block this is, 0 up to ``blockCount`` − 1.
    public let block: UInt64

    /// Block `block`, which must be below ``blockCount``.
    public init(block: UInt64) {
        precondition(block < Self.blockCount, "ToastIDRange: there are \(Self.blockCount) blocks; \(block) is beyond them")
        self.block = block
    }

    /// The first identifier handed out.
    public var first: ToastID { ToastID(rawValue: block * Self.blockSize + 1) }
    /// The last identifier there is in the range.
    public var last: ToastID { ToastID(rawValue: block * Self.blockSize + (Self.blockSize - 1)) }

    /// Whether `id` is one of this range's identifiers.
    public func contains(_ id: ToastID) -> Bool {
        first <= id && id <= last
    }
}

/// Hands out a range's identifiers one after another, from its first.
///
/// ```swift
/// var issuer = ToastIDIssuer(range: ToastIDRange(block: 1))
/// issuer.next()     // #1099511627777
/// issuer.next()     // #1099511627778
/// ```
@_spi(Plumbing) public struct ToastIDIssuer: Equatable, Sendable {
    /// The identifiers it hands out.
    public let range: ToastIDRange
    /// The number of the last identifier handed out; one below the range's first before any.
    private var lastNumber: UInt64

    /// An issuer that has handed out nothing yet.
    public init(range: ToastIDRange) {
        self.range = range
        lastNumber = range.first.rawValue - 1
    }

    /// The next identifier. Running past the range's last (more than a trillion identifiers) is a
    /// programming error and stops the program: an identifier handed out twice would reach
    /// another request.
    public mutating func next() -> ToastID {
        precondition(lastNumber < range.last.rawValue, "ToastIDIssuer: every identifier of block \(range.block) has been handed out")
        lastNumber += 1
        return ToastID(rawValue: lastNumber)
    }
}

/// The identifier ranges of one app, so that no two of its issuers share an identifier: one for
/// the shell's own requests (those that end before any engine sees them) and one for each engine,
/// a window scene's, as it is made.
///
/// Block 0 (`ToastIDRange.standard`) is a lone machine's and is never given out here: the
/// shell's requests have block 1, and engines blocks 2, 3, 4… An app would have to make more than
/// sixteen million scenes in one run to use them up; after that the blocks are given out again
/// from 2, in the same order.
///
/// ```swift
/// var ranges = ToastIDRanges()
/// var unpresented = ToastIDIssuer(range: ranges.shell)     // waiting, refused
/// var configuration = limits
/// configuration.identifiers = ranges.nextEngineRange()     // for a new scene's engine
/// ```
@_spi(Plumbing) public struct ToastIDRanges: Sendable {
    /// The range of the requests the shell ends itself, before any engine sees them.
    public let shell = ToastIDRange(block: 1)
    /// The block the next engine gets.
    private var nextBlock: UInt64 = 2

    public init() {}

    /// Ranges whose next engine range is block `nextBlock` (for tests of the wrap).
    init(nextBlock: UInt64) {
        self.nextBlock = nextBlock
    }

    /// A range that no other engine of the app has, nor the shell.
    public mutating func nextEngineRange() -> ToastIDRange {
        let range = ToastIDRange(block: nextBlock)
        nextBlock = nextBlock + 1 < ToastIDRange.blockCount ? nextBlock + 1 : 2
        return range
    }
}
