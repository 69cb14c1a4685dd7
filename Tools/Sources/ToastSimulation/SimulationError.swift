/// Why a script cannot run. The message names the line and never repeats a toast's message text.
///
/// Text from the script that a message does name (a command, a field, an id, a style) is
/// written with ``quote(_:)``, so a hostile script cannot act on the terminal that shows the
/// message or flood it.
public struct SimulationError: Error, Equatable, CustomStringConvertible, Sendable {
    public var line: Int
    /// The column, counted in characters (Unicode scalars) from 1, when the problem is at one
    /// place in the line (a JSON syntax error).
    public var column: Int?
    public var message: String

    public init(line: Int, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3: unknown command "jump"`, or `line 3, column 9: not valid JSON: …`.
    public var description: String {
        if let column { "line \(line), column \(column): \(message)" } else { "line \(line): \(message)" }
    }

    /// The most Unicode scalars of script text that one quotation shows.
    public static let quotedScalarLimit = 40

    /// `text` quoted for an error message: in double quotes, escaped as in a JSON string, and
    /// cut after ``quotedScalarLimit`` scalars with its full length noted.
    ///
    /// Escaped are the quote and the backslash, and every scalar that can act on a terminal or
    /// hide what it shows: C0 and C1 controls and DEL (general category Cc: escape sequences,
    /// the bell, line breaks), format characters (Cf: bidirectional overrides, zero-width
    /// characters, the byte-order mark) and the line and paragraph separators (Zl, Zp).
    ///
    /// ```
    /// quote("jump")                     // "jump"
    /// quote("\u{1B}[31mred")            // "\u001b[31mred"
    /// quote(String(repeating: "y", count: 500))
    ///                                   // "yyyy…y"… (500 characters), 40 y's in the quotes
    /// ```
    public static func quote(_ text: some StringProtocol) -> String {
        var result = "\""
        var shown = 0
        var scalars = text.unicodeScalars.makeIterator()
        while shown < quotedScalarLimit, let scalar = scalars.next() {
            appendEscaped(scalar, to: &result)
            shown += 1
        }
        result += "\""
        if scalars.next() != nil {
            result += "… (\(text.unicodeScalars.count) characters)"
        }
        return result
    }

    private static func appendEscaped(_ scalar: Unicode.Scalar, to result: inout String) {
        switch scalar {
        case "\"": result += "\\\""
        case "\\": result += "\\\\"
        case "\n": result += "\\n"
        case "\r": result += "\\r"
        case "\t": result += "\\t"
        default:
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator:
                // JSON's \uXXXX, in UTF-16 units, so the quotation is still a valid JSON string.
                for unit in UTF16.encode(scalar)! {
                    result += "\\u"
                    let hex = String(unit, radix: 16)
                    result += String(repeating: "0", count: 4 - hex.count) + hex
                }
            default:
                result.unicodeScalars.append(scalar)
            }
        }
    }
}
