/// Reads one JSON text (RFC 8259) from UTF-8 bytes, strictly, and says where and why when the
/// bytes are not JSON.
///
/// Foundation's decoders are lenient where a conformance harness must not be (they accept a
/// trailing comma and keep one of two equal keys) and strict where JSON is not (they refuse
/// `1e-400`, a valid number that rounds to 0). This reader:
/// - accepts exactly the JSON grammar: no trailing commas, no comments, no `NaN` or
///   `Infinity`, no single quotes, no raw control characters in strings, only space, tab, CR
///   and LF as white space;
/// - refuses an object that repeats a key (RFC 8259 leaves the meaning open; a script must not);
/// - reads any number the grammar allows: one that underflows becomes 0 (or a subnormal), one
///   that overflows becomes ±infinity (the caller's range check then names it), and one with
///   hundreds of digits rounds correctly;
/// - refuses bytes that are not UTF-8, and `\u` escapes that leave half a surrogate pair;
/// - refuses nesting deeper than ``maximumDepth``, so no input can exhaust the stack.
///
/// ```swift
/// let value = try JSONReader.read(#"{"at":0,"do":"end"}"#)
/// // .object([Member(key: "at", value: .number(0)), Member(key: "do", value: .string("end"))])
/// try JSONReader.read(#"{"at":0,}"#)   // Failure(offset: 7, cause: "a comma before \"}\" …")
/// ```
struct JSONReader {
    /// Why the bytes are not JSON, and at which byte.
    struct Failure: Error, Equatable {
        /// Byte offset of the problem from the start of the input.
        var offset: Int
        var cause: String

        /// The problem's column, counted in characters (Unicode scalars) from 1, in `bytes`.
        func column(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
            JSONReader.column(ofByte: offset, in: bytes)
        }
    }

    /// Arrays and objects may nest this deep; a script line needs 2.
    static let maximumDepth = 64
    /// Up to this many members an object checks for a repeated key by comparing with each
    /// earlier key; beyond it, with a set, so a hostile object with a million keys stays linear.
    static let keysComparedDirectly = 16
    /// Room made for an object's members at once, so that a script line's usually needs one
    /// allocation rather than one per doubling.
    static let typicalMemberCount = 8
    /// Digits, sign, point and exponent that the fast path converts exactly: a mantissa of at
    /// most 15 digits is an exact `Double`, and so is 10ⁿ for n ≤ 22, so one multiplication or
    /// division rounds correctly (Clinger's fast path). Longer numbers go to `strtod`.
    static let exactMantissaDigits = 15
    static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { power, _ in power * 10 }
    }
    /// Exponents are added up digit by digit only this far (no `Int` overflow); a longer one
    /// is left to `strtod`, which makes it 0 or infinity.
    static let exponentLimit = 100_000

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var depth = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The JSON value that `bytes` hold, with nothing but white space around it.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>) throws(Failure) -> JSONValue {
        var reader = JSONReader(bytes)
        reader.skipWhiteSpace()
        let value = try reader.value()
        reader.skipWhiteSpace()
        guard reader.position == bytes.count else {
            throw Failure(offset: reader.position, cause: "text after the end of the JSON value")
        }
        return value
    }

    /// ``read(_:)-(UnsafeBufferPointer<UInt8>)`` for text, for tests and small inputs.
    static func read(_ text: String) throws(Failure) -> JSONValue {
        var text = text
        let result: Result<JSONValue, Failure> = text.withUTF8 { bytes in
            Result { () throws(Failure) -> JSONValue in try read(bytes) }
        }
        return try result.get()
    }

    /// The column of byte `offset`: the number of scalars that start before it, plus 1. Bytes
    /// that are not UTF-8 count one each.
    static func column(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] where !UTF8.isContinuation(byte) {
            column += 1
        }
        return column
    }

    // MARK: - Values

    private mutating func value() throws(Failure) -> JSONValue {
        guard position < bytes.count else { throw expected("a value") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "N"), UInt8(ascii: "I"): throw notANumber()
        default: throw expected("a value")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let start = position
        let word = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - start >= word.count, bytes[start..<start + word.count].elementsEqual(word) else {
            throw expected("a value")
        }
        position += word.count
        return value
    }

    private mutating func object() throws(Failure) -> JSONValue {
        try enterContainer()
        position += 1  // {
        var members: [JSONValue.Member] = []
        members.reserveCapacity(Self.typicalMemberCount)
        var keys: Set<String> = []
        skipWhiteSpace()
        if leftContainer(closedBy: "}") { return .object(members) }
        while true {
            guard peek(is: "\"") else { throw expected("a key in double quotes") }
            let keyOffset = position
            let key = try string()
            if members.count < Self.keysComparedDirectly {
                if members.contains(where: { $0.key == key }) { throw repeated(key, at: keyOffset) }
            } else {
                if keys.isEmpty { keys = Set(members.map { $0.key }) }
                guard keys.insert(key).inserted else { throw repeated(key, at: keyOffset) }
            }
            skipWhiteSpace()
            guard peek(is: ":") else { throw expected("\":\" after a key") }
            position += 1
            skipWhiteSpace()
            members.append(JSONValue.Member(key: key, value: try value()))
            if try endOfItem(closedBy: "}") { return .object(members) }
        }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        try enterContainer()
        position += 1  // [
        var elements: [JSONValue] = []
        skipWhiteSpace()
        if leftContainer(closedBy: "]") { return .array(elements) }
        while true {
            elements.append(try value())
            if try endOfItem(closedBy: "]") { return .array(elements) }
        }
    }

    /// Steps past `closer` and out of the container if it comes next.
    private mutating func leftContainer(closedBy closer: Unicode.Scalar) -> Bool {
        guard peek(is: closer) else { return false }
        position += 1
        depth -= 1
        return true
    }

    /// After an object's member or an array's element: `true` when `closer` ended the container,
    /// `false` past the comma before the next item. A comma right before `closer` is refused.
    private mutating func endOfItem(closedBy closer: Unicode.Scalar) throws(Failure) -> Bool {
        skipWhiteSpace()
        if leftContainer(closedBy: closer) { return true }
        guard peek(is: ",") else { throw expected("\",\" or \"\(closer)\"") }
        let comma = position
        position += 1
        skipWhiteSpace()
        if peek(is: closer) { throw Failure(offset: comma, cause: "a comma before \"\(closer)\" (trailing commas are not JSON)") }
        return false
    }

    private mutating func enterContainer() throws(Failure) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Failure(offset: position, cause: "arrays and objects nested deeper than \(Self.maximumDepth) levels")
        }
    }

    // MARK: - Strings

    /// A string from its opening quote to past its closing quote, escapes decoded.
    private mutating func string() throws(Failure) -> String {
        position += 1  // "
        let start = position
        // Most strings have no escapes: find the end, checking as we go, and copy once.
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
                position += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            try skipCharacterInString(byte)
        }
        throw Failure(offset: position, cause: "a string is not closed before the end of the line")
    }

    /// The rest of a string that has escapes, from `start` (just after its opening quote).
    private mutating func escapedString(from start: Int) throws(Failure) -> String {
        var utf8 = Array(bytes[start..<position])
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try appendEscape(to: &utf8)
            default:
                let characterStart = position
                try skipCharacterInString(byte)
                utf8.append(contentsOf: bytes[characterStart..<position])
            }
        }
        throw Failure(offset: position, cause: "a string is not closed before the end of the line")
    }

    /// Moves past one unescaped character in a string, checking it is allowed and UTF-8.
    private mutating func skipCharacterInString(_ byte: UInt8) throws(Failure) {
        if byte < 0x20 {
            let code = "\\u00" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16)
            throw Failure(
                offset: position, cause: "a control character (U+00\(code.suffix(2).uppercased())) in a string must be written as \(code)")
        }
        if byte < 0x80 {
            position += 1
        } else {
            guard let length = Self.utf8SequenceLength(in: bytes, at: position) else { throw notUTF8() }
            position += length
        }
    }

    private mutating func appendEscape(to utf8: inout [UInt8]) throws(Failure) {
        let backslash = position
        position += 1
        guard position < bytes.count else {
            throw Failure(offset: backslash, cause: "a string is not closed before the end of the line")
        }
        let escaped = bytes[position]
        position += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "r"): utf8.append(UInt8(ascii: "\r"))
        case UInt8(ascii: "t"): utf8.append(UInt8(ascii: "\t"))
        case UInt8(ascii: "u"):
            var unit = try hexUnit(escapeAt: backslash)
            var scalarValue = UInt32(unit)
            if UTF16.isLeadSurrogate(unit) {
                // The trail must follow at once as another \u escape.
                let trailStart = position
                guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw unpaired(unit, at: backslash)
                }
                position += 2
                unit = try hexUnit(escapeAt: trailStart)
                guard UTF16.isTrailSurrogate(unit) else { throw unpaired(UInt16(scalarValue), at: backslash) }
                scalarValue = 0x10000 + ((scalarValue - 0xD800) << 10) + (UInt32(unit) - 0xDC00)
            } else if UTF16.isTrailSurrogate(unit) {
                throw unpaired(unit, at: backslash)
            }
            utf8.append(contentsOf: UTF8.encode(Unicode.Scalar(scalarValue)!)!)
        default:
            position = backslash
            throw Failure(offset: backslash, cause: "a backslash followed by \(describe(at: backslash + 1)) is not a JSON escape")
        }
    }

    /// The four hexadecimal digits after `\u`.
    private mutating func hexUnit(escapeAt backslash: Int) throws(Failure) -> UInt16 {
        var unit: UInt16 = 0
        for _ in 0..<4 {
            guard position < bytes.count, let digit = Self.hexDigitValue(bytes[position]) else {
                throw Failure(offset: backslash, cause: "\\u must be followed by four hexadecimal digits")
            }
            unit = unit << 4 | UInt16(digit)
            position += 1
        }
        return unit
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    // MARK: - Numbers

    private mutating func number() throws(Failure) -> Double {
        let start = position
        var negative = false
        if bytes[position] == UInt8(ascii: "-") {
            negative = true
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "I") { throw notANumber(at: start) }
        }
        // The mantissa's digits, as long as they fit the fast path exactly.
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var decimalExponent = 0
        guard position < bytes.count, Self.isDigit(bytes[position]) else { throw expected("a digit after \"-\"") }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < bytes.count, Self.isDigit(bytes[position]) {
                throw Failure(offset: start, cause: "a number may not start with 0 followed by a digit")
            }
        } else {
            while position < bytes.count, Self.isDigit(bytes[position]) {
                Self.accumulate(bytes[position], into: &mantissa, digits: &significantDigits)
                position += 1
            }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard position < bytes.count, Self.isDigit(bytes[position]) else { throw expected("a digit after \".\"") }
            while position < bytes.count, Self.isDigit(bytes[position]) {
                Self.accumulate(bytes[position], into: &mantissa, digits: &significantDigits)
                decimalExponent -= 1
                position += 1
            }
        }
        var exponent = 0
        var exponentIsSmall = true
        if position < bytes.count, bytes[position] | 0x20 == UInt8(ascii: "e") {
            position += 1
            var exponentNegative = false
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                exponentNegative = bytes[position] == UInt8(ascii: "-")
                position += 1
            }
            guard position < bytes.count, Self.isDigit(bytes[position]) else { throw expected("a digit in the exponent") }
            while position < bytes.count, Self.isDigit(bytes[position]) {
                if exponent < Self.exponentLimit {
                    exponent = exponent * 10 + Int(bytes[position] - UInt8(ascii: "0"))
                } else {
                    exponentIsSmall = false
                }
                position += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        decimalExponent += exponent
        if exponentIsSmall, significantDigits <= Self.exactMantissaDigits, abs(decimalExponent) < Self.exactPowersOfTen.count {
            var value = Double(mantissa)
            if decimalExponent >= 0 {
                value *= Self.exactPowersOfTen[decimalExponent]
            } else {
                value /= Self.exactPowersOfTen[-decimalExponent]
            }
            return negative ? -value : value
        }
        // Long or extreme: strtod rounds correctly, to 0 on underflow and to infinity on overflow.
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        guard let value = Double(text) else {
            throw Failure(offset: start, cause: "the number cannot be read")
        }
        return value
    }

    /// Adds a digit to the mantissa while the fast path can still hold it; after that only
    /// counts it (the slow path reads the text again).
    private static func accumulate(_ digit: UInt8, into mantissa: inout UInt64, digits: inout Int) {
        if digits == 0, digit == UInt8(ascii: "0") { return }  // leading zeros of 0.000123
        digits += 1
        if digits <= exactMantissaDigits {
            mantissa = mantissa * 10 + UInt64(digit - UInt8(ascii: "0"))
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Bytes

    private mutating func skipWhiteSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): position += 1
            default: return
            }
        }
    }

    private func peek(is character: Unicode.Scalar) -> Bool {
        position < bytes.count && bytes[position] == UInt8(ascii: character)
    }

    /// The length of the well-formed UTF-8 sequence at `offset` (Unicode's table 3-7: no
    /// overlong forms, no surrogates, nothing above U+10FFFF), or `nil`.
    static func utf8SequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        let lead = bytes[offset]
        let length: Int
        var secondRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondRange = 0xA0...0xBF
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; secondRange = 0x80...0x9F
        case 0xF0: length = 4; secondRange = 0x90...0xBF
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; secondRange = 0x80...0x8F
        default: return nil
        }
        guard bytes.count - offset >= length, secondRange.contains(bytes[offset + 1]) else { return nil }
        for index in offset + 2..<offset + length where !UTF8.isContinuation(bytes[index]) {
            return nil
        }
        return length
    }

    // MARK: - Failures

    /// What is at `offset`, for a message: a quoted character, a byte that is not UTF-8, or
    /// the end of the line.
    private func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the line" }
        guard let length = Self.utf8SequenceLength(in: bytes, at: offset) else {
            return "byte 0x" + String(bytes[offset], radix: 16, uppercase: true) + " (not UTF-8)"
        }
        let character = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
        return SimulationError.quote(character)
    }

    private func expected(_ what: String) -> Failure {
        let found = position < bytes.count ? "found " + describe(at: position) : "the line ended"
        return Failure(offset: position, cause: "expected \(what) but \(found)")
    }

    private func notANumber(at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? position, cause: "NaN and infinities are not JSON numbers")
    }

    private func notUTF8() -> Failure {
        Failure(offset: position, cause: "byte 0x" + String(bytes[position], radix: 16, uppercase: true) + " is not UTF-8")
    }

    private func repeated(_ key: String, at offset: Int) -> Failure {
        Failure(offset: offset, cause: "the key \(SimulationError.quote(key)) appears twice")
    }

    private func unpaired(_ unit: UInt16, at offset: Int) -> Failure {
        let hex = String(unit, radix: 16)
        return Failure(offset: offset, cause: "\\u\(hex) is half of a UTF-16 surrogate pair without its other half")
    }
}
