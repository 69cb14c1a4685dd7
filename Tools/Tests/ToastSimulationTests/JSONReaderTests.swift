import Foundation
import Testing
import ToolsTestSupport

@testable import ToastSimulation

@Suite("JSON reader")
struct JSONReaderTests {
    typealias Member = JSONValue.Member

    static func failure(_ text: String) -> JSONReader.Failure? {
        do {
            _ = try JSONReader.read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try JSONReader.read(#" {"a": [1, -2.5e3, true, false, null, "x", {}, []], "b" : {"c":"d"}}  "#)
        #expect(
            value
                == .object([
                    Member(
                        key: "a",
                        value: .array([.number(1), .number(-2500), .bool(true), .bool(false), .null, .string("x"), .object([]), .array([])])
                    ),
                    Member(key: "b", value: .object([Member(key: "c", value: .string("d"))])),
                ]))
        #expect(try JSONReader.read("\t\r\n 7 \n") == .number(7), "JSON white space is space, tab, CR and LF")
    }

    @Test func keepsTheOrderOfMembers() throws {
        let value = try JSONReader.read(#"{"z":1,"a":2,"m":3}"#)
        guard case .object(let members) = value else {
            Issue.record("not an object")
            return
        }
        #expect(members.map(\.key) == ["z", "a", "m"])
    }

    @Test(arguments: [
        (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u0041\u00e9\u4e2d\ud83d\ude00""#, "Aé中😀"),
        (#""\u0000""#, "\u{0}"),
        (#""é中😀 raw""#, "é中😀 raw"),
        (#""a\u0041b\nc""#, "aAb\nc"),
        (#""""#, ""),
    ])
    func decodesStringsAndEscapes(json: String, expected: String) throws {
        #expect(try JSONReader.read(json) == .string(expected))
    }

    @Test(arguments: [
        "0", "-0", "1", "-1", "12345678901234567890", "0.1", "0.30000000000000004", "1e22", "1e23",
        "2.2250738585072011e-308", "4.9e-324", "1.7976931348623157e308", "123.456e-7", "9007199254740993",
        "1E+2", "1e-2", "0.000001234", "3.141592653589793238462643383279", "1e-400", "-1e-400", "1e400",
        "100000000000000000000000000000000000000000000000000000000000e-50",
    ])
    func numbersRoundLikeStrtod(text: String) throws {
        let expected = try #require(Double(text))
        let value = try JSONReader.read(text)
        #expect(value == .number(expected), "\(text)")
        if case .number(let read) = value { #expect(read.sign == expected.sign, "\(text)") }
    }

    @Test func randomNumbersRoundLikeStrtod() throws {
        var generator = RepeatableRandomNumberGenerator(trial: 14)
        func digits(_ count: Int) -> String {
            String((0..<count).map { _ in Character(String(Int.random(in: 0...9, using: &generator))) })
        }
        for _ in 0..<20_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            text +=
                Bool.random(using: &generator)
                ? "0" : String(Int.random(in: 1...9, using: &generator)) + digits(Int.random(in: 0...18, using: &generator))
            if Bool.random(using: &generator) { text += "." + digits(Int.random(in: 1...20, using: &generator)) }
            if Bool.random(using: &generator) { text += "e\(Int.random(in: -330...310, using: &generator))" }
            let value = try JSONReader.read(text)
            #expect(value == .number(Double(text)!), "\(text)")
        }
    }

    @Test(arguments: [
        ("", 0, "expected a value but the line ended"),
        ("   ", 3, "expected a value but the line ended"),
        ("{", 1, "expected a key in double quotes but the line ended"),
        ("{'a':1}", 1, "expected a key in double quotes but found \"'\""),
        (#"{"a" 1}"#, 5, "expected \":\" after a key but found \"1\""),
        (#"{"a":}"#, 5, "expected a value but found \"}\""),
        (#"{"a":1,}"#, 6, "a comma before \"}\" (trailing commas are not JSON)"),
        ("[1,]", 2, "a comma before \"]\" (trailing commas are not JSON)"),
        ("[1 2]", 3, "expected \",\" or \"]\" but found \"2\""),
        ("[,]", 1, "expected a value but found \",\""),
        (#"{"a":1,"a":1}"#, 7, "the key \"a\" appears twice"),
        (#"{"a":{"b":1,"b":2}}"#, 12, "the key \"b\" appears twice"),
        ("tru", 0, "expected a value but found \"t\""),
        ("nul", 0, "expected a value but found \"n\""),
        ("True", 0, "expected a value but found \"T\""),
        ("NaN", 0, "NaN and infinities are not JSON numbers"),
        ("Infinity", 0, "NaN and infinities are not JSON numbers"),
        ("-Infinity", 0, "NaN and infinities are not JSON numbers"),
        ("01", 0, "a number may not start with 0 followed by a digit"),
        ("-", 1, "expected a digit after \"-\" but the line ended"),
        ("+1", 0, "expected a value but found \"+\""),
        (".5", 0, "expected a value but found \".\""),
        ("1.", 2, "expected a digit after \".\" but the line ended"),
        ("1.e3", 2, "expected a digit after \".\" but found \"e\""),
        ("1e", 2, "expected a digit in the exponent but the line ended"),
        ("1e+", 3, "expected a digit in the exponent but the line ended"),
        ("0x10", 1, "text after the end of the JSON value"),
        ("1 2", 2, "text after the end of the JSON value"),
        ("{} {}", 3, "text after the end of the JSON value"),
        (#""abc"#, 4, "a string is not closed before the end of the line"),
        (#""ab\"#, 3, "a string is not closed before the end of the line"),
        (#""\q""#, 1, "a backslash followed by \"q\" is not a JSON escape"),
        (#""\u12""#, 1, "\\u must be followed by four hexadecimal digits"),
        (#""\uzzzz""#, 1, "\\u must be followed by four hexadecimal digits"),
        (#""\ud800""#, 1, "\\ud800 is half of a UTF-16 surrogate pair without its other half"),
        (#""\ud800\u0041""#, 1, "\\ud800 is half of a UTF-16 surrogate pair without its other half"),
        (#""\udc00""#, 1, "\\udc00 is half of a UTF-16 surrogate pair without its other half"),
        ("\"a\tb\"", 2, "a control character (U+0009) in a string must be written as \\u0009"),
        ("\"a\u{1F}b\"", 2, "a control character (U+001F) in a string must be written as \\u001f"),
        ("\u{FEFF}{}", 0, "expected a value but found \"\\ufeff\""),
        ("{}\u{0B}", 2, "text after the end of the JSON value"),
        ("\u{A0}1", 0, "expected a value but found \"\u{A0}\""),
        ("// comment", 0, "expected a value but found \"/\""),
    ])
    func refusesWhatIsNotJSONAndSaysWhere(text: String, offset: Int, cause: String) {
        #expect(Self.failure(text) == JSONReader.Failure(offset: offset, cause: cause))
    }

    @Test func refusesBytesThatAreNotUTF8() throws {
        for (bytes, offset) in [
            ([0x22, 0xFF, 0x22], 1),  // never in UTF-8
            ([0x22, 0x61, 0xC3, 0x22], 2),  // a lead byte without its continuation
            ([0x22, 0xC0, 0xAF, 0x22], 1),  // overlong "/"
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1),  // an encoded surrogate
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1),  // above U+10FFFF
            ([0x22, 0x80, 0x22], 1),  // a lone continuation byte
        ] as [([UInt8], Int)] {
            let failure = bytes.withUnsafeBufferPointer { buffer in
                Result { () throws(JSONReader.Failure) in try JSONReader.read(buffer) }
            }
            guard case .failure(let error) = failure else {
                Issue.record("accepted \(bytes)")
                continue
            }
            #expect(error.offset == offset && error.cause.hasSuffix("is not UTF-8"), "\(bytes): \(error)")
        }
        let outside: [UInt8] = [0xFF]
        let error = outside.withUnsafeBufferPointer { buffer in
            Result { () throws(JSONReader.Failure) in try JSONReader.read(buffer) }
        }
        #expect(error.failure?.cause == "expected a value but found byte 0xFF (not UTF-8)")
    }

    @Test func nestingIsLimited() {
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(throws: Never.self) { try JSONReader.read(deepest) }
        let tooDeep = String(repeating: "[", count: 100_000)
        #expect(
            Self.failure(tooDeep)
                == JSONReader.Failure(offset: JSONReader.maximumDepth, cause: "arrays and objects nested deeper than 64 levels"))
    }

    @Test func repeatedKeysAreFoundInLargeObjectsToo() throws {
        let keys = (0..<10_000).map { "\"k\($0)\":0" }
        #expect(throws: Never.self) { try JSONReader.read("{" + keys.joined(separator: ",") + "}") }
        let repeated = "{" + keys.joined(separator: ",") + ",\"k5000\":1}"
        #expect(Self.failure(repeated)?.cause == "the key \"k5000\" appears twice")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        var text = #"{"é中😀":1,}"#  // the comma is the 9th character and the 15th byte
        let failure = try #require(Self.failure(text))
        #expect(failure.offset == 14)
        #expect(text.withUTF8 { failure.column(in: $0) } == 9)
    }

    @Test func agreesWithFoundationOnValidDocuments() throws {
        for text in [#"{"a":[1,2,{"b":null}],"c":"\u00e9\n","d":-0.5e-3}"#, "[]", "{}", #""x""#, "[[[[1]]]]"] {
            let ours = try JSONReader.read(text)
            let theirs = try JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed)
            #expect(Self.plain(ours) == theirs as? NSObject, "\(text)")
        }
    }

    /// The value as Foundation's objects, to compare with `JSONSerialization`.
    static func plain(_ value: JSONValue) -> NSObject {
        switch value {
        case .null: NSNull()
        case .bool(let flag): NSNumber(value: flag)
        case .number(let number): NSNumber(value: number)
        case .string(let text): NSString(string: text)
        case .array(let values): NSArray(array: values.map(plain))
        case .object(let members): NSDictionary(dictionary: Dictionary(uniqueKeysWithValues: members.map { ($0.key, plain($0.value)) }))
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { error } else { nil }
    }
}
