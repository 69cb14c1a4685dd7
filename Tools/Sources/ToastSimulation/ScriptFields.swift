/// A field a script line may have. Which ones a command accepts is up to the command; any
/// other member of the line, known here or not, is an unknown field.
enum ScriptField: Int, CaseIterable {
    case at, `do`, id, message, title, duration, position, priority, policy, key, style, action
    case maxVisible, maxQueued, stacking, on, progress
    case width, height, safeArea, direction, textScale, liquidGlass, bottom, dx, dy, vx, vy

    /// The field's name in a script.
    var name: String {
        switch self {
        case .at: "at"
        case .do: "do"
        case .id: "id"
        case .message: "message"
        case .title: "title"
        case .duration: "duration"
        case .position: "position"
        case .priority: "priority"
        case .policy: "policy"
        case .key: "key"
        case .style: "style"
        case .action: "action"
        case .maxVisible: "maxVisible"
        case .maxQueued: "maxQueued"
        case .stacking: "stacking"
        case .on: "on"
        case .progress: "progress"
        case .width: "width"
        case .height: "height"
        case .safeArea: "safeArea"
        case .direction: "direction"
        case .textScale: "textScale"
        case .liquidGlass: "liquidGlass"
        case .bottom: "bottom"
        case .dx: "dx"
        case .dy: "dy"
        case .vx: "vx"
        case .vy: "vy"
        }
    }

    /// The field named `key`, found with one or two comparisons (by length first) rather than
    /// one per field, since every member of every line goes through here.
    init?(key: String) {
        let field: ScriptField? =
            switch key.utf8.count {
            case 2: Self.twoLetter(key)
            case 3: key == "key" ? .key : nil
            case 5: key == "title" ? .title : key == "style" ? .style : key == "width" ? .width : nil
            case 6: key == "policy" ? .policy : key == "action" ? .action : key == "height" ? .height : key == "bottom" ? .bottom : nil
            case 7: key == "message" ? .message : nil
            case 8:
                key == "duration"
                    ? .duration
                    : key == "position"
                        ? .position
                        : key == "priority"
                            ? .priority
                            : key == "progress"
                                ? .progress : key == "safeArea" ? .safeArea : key == "stacking" ? .stacking : nil
            case 9: key == "maxQueued" ? .maxQueued : key == "direction" ? .direction : key == "textScale" ? .textScale : nil
            case 10: key == "maxVisible" ? .maxVisible : nil
            case 11: key == "liquidGlass" ? .liquidGlass : nil
            default: nil
            }
        guard let field else { return nil }
        self = field
    }

    /// A two-letter field by its bytes: every line has three (`at`, `do`, `id`), and comparing
    /// two bytes costs less than hashing a string.
    private static func twoLetter(_ key: String) -> ScriptField? {
        var bytes = key.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next() else { return nil }
        switch (first, second) {
        case (UInt8(ascii: "a"), UInt8(ascii: "t")): return .at
        case (UInt8(ascii: "d"), UInt8(ascii: "o")): return .do
        case (UInt8(ascii: "i"), UInt8(ascii: "d")): return .id
        case (UInt8(ascii: "o"), UInt8(ascii: "n")): return .on
        case (UInt8(ascii: "d"), UInt8(ascii: "x")): return .dx
        case (UInt8(ascii: "d"), UInt8(ascii: "y")): return .dy
        case (UInt8(ascii: "v"), UInt8(ascii: "x")): return .vx
        case (UInt8(ascii: "v"), UInt8(ascii: "y")): return .vy
        default: return nil
        }
    }
}

/// The members of one script line, taken field by field so that leftovers can be reported.
///
/// ```swift
/// var fields = ScriptFields(members: members, line: 3, idBytes: 256)
/// let at = try fields.number(.at, required: true)!
/// let title = try fields.string(.title)          // nil when absent
/// try fields.rejectUnused()                      // "unknown field \"colour\""
/// ```
struct ScriptFields {
    /// What became of each member, in the line's order.
    private enum Slot: Equatable {
        case unknown
        case field(ScriptField)
        case taken
    }

    private let members: [JSONValue.Member]
    private var slots: [Slot]
    let line: Int
    let idBytes: Int

    init(members: [JSONValue.Member], line: Int, idBytes: Int) {
        self.members = members
        slots = members.map { member in ScriptField(key: member.key).map(Slot.field) ?? .unknown }
        self.line = line
        self.idBytes = idBytes
    }

    mutating func take(_ field: ScriptField) -> JSONValue? {
        // A line has a dozen members at most: a scan of small values beats hashing.
        guard let index = slots.firstIndex(of: .field(field)) else { return nil }
        slots[index] = .taken
        return members[index].value
    }

    func error(_ message: String) -> SimulationError {
        SimulationError(line: line, message: message)
    }

    /// The required `id`, at most ``SimulationLimits/idBytes`` long.
    mutating func id() throws(SimulationError) -> String {
        let id = try string(.id, required: true)!
        guard id.utf8.count <= idBytes else {
            throw error("\"id\" is \(id.utf8.count) bytes long; an id may have at most \(idBytes)")
        }
        return id
    }

    mutating func string(_ field: ScriptField, required: Bool = false) throws(SimulationError) -> String? {
        switch take(field) {
        case nil: if required { throw missing(field) } else { return nil }
        case .string(let value): return value
        case let other?: throw error("\"\(field.name)\" must be a string, not \(other.kind)")
        }
    }

    mutating func number(_ field: ScriptField, required: Bool = false) throws(SimulationError) -> Double? {
        switch take(field) {
        case nil: if required { throw missing(field) } else { return nil }
        case .number(let value): return value
        case let other?: throw error("\"\(field.name)\" must be a number, not \(other.kind)")
        }
    }

    mutating func bool(_ field: ScriptField, required: Bool = false) throws(SimulationError) -> Bool? {
        switch take(field) {
        case nil: if required { throw missing(field) } else { return nil }
        case .bool(let value): return value
        case let other?: throw error("\"\(field.name)\" must be true or false, not \(other.kind)")
        }
    }

    mutating func integer(_ field: ScriptField, in range: ClosedRange<Int>) throws(SimulationError) -> Int? {
        guard let value = try number(field) else { return nil }
        guard value.rounded() == value, value >= Double(range.lowerBound), value <= Double(range.upperBound) else {
            throw error("\"\(field.name)\" must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return Int(value)
    }

    /// A number from `range` (finite, since the range is).
    mutating func number(_ field: ScriptField, in range: ClosedRange<Double>, required: Bool = false) throws(SimulationError) -> Double? {
        guard let value = try number(field, required: required) else { return nil }
        guard range.contains(value) else {
            throw error("\"\(field.name)\" must be a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))")
        }
        return value
    }

    /// An array of exactly `count` numbers, each from `range`.
    mutating func numbers(_ field: ScriptField, count: Int, in range: ClosedRange<Double>) throws(SimulationError) -> [Double]? {
        guard let value = take(field) else { return nil }
        let problem =
            "\"\(field.name)\" must be an array of \(count) numbers from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound))"
        guard case .array(let items) = value, items.count == count else { throw error(problem) }
        var numbers: [Double] = []
        for item in items {
            guard case .number(let number) = item, range.contains(number) else { throw error(problem) }
            numbers.append(number)
        }
        return numbers
    }

    /// A bound as a message shows it: whole numbers without a fraction.
    private static func text(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    mutating func oneOf<T>(_ field: ScriptField, _ choices: [String: T]) throws(SimulationError) -> T? {
        guard let value = try string(field) else { return nil }
        guard let choice = choices[value] else {
            throw error("\"\(field.name)\" must be one of \(choices.keys.sorted().joined(separator: ", "))")
        }
        return choice
    }

    /// Refuses the first member, in the line's order, that no one took.
    func rejectUnused() throws(SimulationError) {
        if let index = slots.firstIndex(where: { $0 != .taken }) {
            throw error("unknown field \(SimulationError.quote(members[index].key))")
        }
    }

    private func missing(_ field: ScriptField) -> SimulationError {
        error("missing \"\(field.name)\"")
    }
}
