/// A JSON value as ``JSONReader`` reads it: exact enough to tell a boolean from a number, with
/// an object's members in the order they were written.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Members in the order written; ``JSONReader`` has already refused a repeated key.
    case object([Member])

    struct Member: Equatable {
        var key: String
        var value: JSONValue
    }

    /// How the value is described in error messages.
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
