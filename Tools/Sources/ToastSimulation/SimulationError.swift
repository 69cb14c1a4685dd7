/// Why a script cannot run, or why a run stopped before its end. The message names the line
/// when there is one and never repeats a toast's message text.
///
/// Text from the script that a message does name (a command, a field, an id, a style) is
/// written with ``quote(_:)``, so a hostile script cannot act on the terminal that shows the
/// message or flood it.
package struct SimulationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// What went wrong, which decides the exit status of `toastkit simulate`.
    package enum Kind: Equatable, Sendable {
        /// The script (or the file holding it) cannot be used as it is: a line is not a command,
        /// is too long, or breaks a rule. Nothing about the engine is known from it.
        case script
        /// The script was fine so far but the run stopped before its end: a limit ran out or
        /// the events could not be written. The output is incomplete.
        case stopped
    }

    package var kind: Kind
    /// The 1-based line the problem is on, if it is on one.
    package var line: Int?
    /// The column, counted in characters (Unicode scalars) from 1, when the problem is at one
    /// place in the line (a JSON syntax error).
    package var column: Int?
    package var message: String

    package init(_ kind: Kind = .script, line: Int?, column: Int? = nil, message: String) {
        self.kind = kind
        self.line = line
        self.column = column
        self.message = message
    }

    /// `line 3: unknown command "jump"`, `line 3, column 9: not valid JSON: …`, or the message
    /// alone when no line is to blame.
    package var description: String {
        switch (line, column) {
        case (let line?, let column?): "line \(line), column \(column): \(message)"
        case (let line?, nil): "line \(line): \(message)"
        case (nil, _): message
        }
    }

    /// The most Unicode scalars of script text that one quotation shows.
    package static let quotedScalarLimit = 40

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
    package static func quote(_ text: some StringProtocol) -> String {
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
