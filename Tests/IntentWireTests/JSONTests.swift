import Foundation
import IntentJSON
import Testing

@testable import IntentWire

/// The JSON layer: strict parsing, exact numbers, writing, and decoding with paths.
@Suite struct JSONTests {
    @Test(arguments: [
        #"{"a":[1,2.5,-3e2,true,false,null,"x\n\u00e9\ud83d\ude80"]}"#,
        #"[]"#, #"{}"#, #""\\\"\/""#, "0", "-0.0", "1E+2",
    ])
    func parsesValidDocuments(_ text: String) throws {
        _ = try JSONParser.parse(Array(text.utf8))
    }

    @Test func roundTripsThroughTheWriter() throws {
        let text = #"{"b":1,"a":[1.5,"x\"y\\z\nw\u0001",null,true],"c":{"d":1e300}}"#
        let value = try JSONParser.parse(Array(text.utf8))
        #expect(String(decoding: JSONWriter.compact(value), as: UTF8.self) == #"{"b":1,"a":[1.5,"x\"y\\z\nw\u0001",null,true],"c":{"d":1e300}}"#)
        #expect(String(decoding: JSONWriter.pretty(.object(JSONObject([("b", .null), ("a", .array([]))]))), as: UTF8.self) == "{\n  \"a\" : [],\n  \"b\" : null\n}")
    }

    @Test(arguments: [
        ("", "unexpected end of input; expected a value (at byte 0)"),
        ("{\"a\":1,}", "unexpected character '}'; expected a key in quotes (at byte 7)"),
        ("[1 2]", "unexpected character '2'; expected ',' or ']' (at byte 3)"),
        ("\"a\tb\"", "control character U+0009 must be escaped inside a string (at byte 2)"),
        ("\"\\q\"", "invalid escape \\'q' in a string (at byte 1)"),
        ("1.", "a number needs digits after '.' (at byte 2)"),
        ("1e", "a number needs digits in its exponent (at byte 2)"),
        ("-", "a number needs a digit after '-' (at byte 1)"),
        ("nul", "unexpected character 'n'; expected a value (at byte 0)"),
        ("{} x", "unexpected character 'x' after the end of the JSON value (at byte 3)"),
    ])
    func reportsTheFirstProblemWithItsOffset(_ text: String, _ expected: String) {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(Array(text.utf8)) }
        do {
            _ = try JSONParser.parse(Array(text.utf8))
        } catch {
            #expect(error.description == expected)
        }
    }

    @Test func numbersKeepTheirTextAndConvertExactly() throws {
        #expect(JSONNumber(text: "3").int == 3)
        #expect(JSONNumber(text: "3.0").int == 3)
        #expect(JSONNumber(text: "3e2").int == 300)
        #expect(JSONNumber(text: "3.5").int == nil)
        #expect(JSONNumber(text: "9223372036854775808").int == nil)
        #expect(JSONNumber(text: "1e400").double == nil)
        #expect(JSONNumber(817652567.211375)?.text == "817652567.211375")
        #expect(JSONNumber(Double.nan) == nil)
    }

    /// Every integer reader goes through one exact conversion from the digits: no edge is rounded to a neighbour.
    @Test(arguments: [
        ("-9223372036854775808", Int.min as Int?), ("-9223372036854775809", nil), ("9223372036854775807", Int.max), ("9223372036854775808", nil),
        ("-9223372036854775808.0", Int.min), ("-9223372036854775808.5", nil), ("-9223372036854775807.9", nil), ("9223372036854775806.9", nil),
        ("-9.223372036854775808e18", Int.min), ("-9.223372036854775809e18", nil), ("9.223372036854775807e18", Int.max), ("3.0000000000000001", nil),
        ("-0", 0), ("0.000e99999999999", 0), ("1e-400", nil), ("1e400", nil), ("9007199254740993", 9_007_199_254_740_993), ("9007199254740991", 9_007_199_254_740_991),
        ("123456789012345678901234567890", nil), ("1.5e1", 15), ("15000e-3", 15), ("100000000000000000000000e-23", 1), ("0.1e1", 1),
    ])
    func integersConvertExactlyAtEveryEdge(_ text: String, _ expected: Int?) throws {
        #expect(JSONNumber(text: text).int == expected, "\(text)")
        let decoded = try? WireCoding.decode([Int].self, from: Array("[\(text)]".utf8))
        #expect(decoded == expected.map { [$0] }, "\(text) through Codable")
        let read: Int? = Array("[\(text)]".utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            var value: Int?
            try? parser.readArray { parser, _ throws(JSONCodingError) in value = try parser.expectInt() }
            return value
        }
        #expect(read == expected, "\(text) through the member reader")
    }

    @Test(arguments: [
        ("-9223372036854775809", "Int64", nil as String?), ("-9223372036854775808", "Int64", "-9223372036854775808"), ("18446744073709551615", "UInt64", "18446744073709551615"),
        ("18446744073709551616", "UInt64", nil), ("-1", "UInt64", nil), ("-0", "UInt8", "0"), ("255.0", "UInt8", "255"), ("256", "UInt8", nil), ("-128", "Int8", "-128"),
        ("-129", "Int8", nil), ("18446744073709551615.5", "UInt64", nil),
    ])
    func fixedWidthIntegersConvertExactly(_ text: String, _ type: String, _ expected: String?) {
        let number = JSONNumber(text: text)
        func show<T: FixedWidthInteger>(_ reading: ExactInteger<T>) -> String? {
            if case .value(let value) = reading { return String(value) }
            return nil
        }
        let result: String? =
            switch type {
            case "Int64": show(number.exactInteger(as: Int64.self))
            case "UInt64": show(number.exactInteger(as: UInt64.self))
            case "UInt8": show(number.exactInteger(as: UInt8.self))
            default: show(number.exactInteger(as: Int8.self))
            }
        #expect(result == expected, "\(text) as \(type)")
    }

    /// A Double is the nearest one, except that a number past its range, or not zero but nearer zero than any Double,
    /// is refused rather than read as infinity or zero; -0 keeps its sign.
    @Test(arguments: [
        ("1e-400", nil as Double?), ("-1e-400", nil), ("2.4703282292062327e-324", nil), ("5e-324", .leastNonzeroMagnitude), ("4.9e-324", .leastNonzeroMagnitude), ("1e400", nil),
        ("1.7976931348623157e308", .greatestFiniteMagnitude), ("1.7976931348623159e308", nil), ("0e-400", 0), ("9007199254740993", 9_007_199_254_740_992),
        ("2.2250738585072011e-308", Double(bitPattern: 0x000F_FFFF_FFFF_FFFF)),
    ])
    func doublesAreNearestOrRefused(_ text: String, _ expected: Double?) {
        #expect(JSONNumber(text: text).double == expected, "\(text)")
        let read: Double? = Array(text.utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return try? parser.expectDouble()
        }
        #expect(read == expected, "\(text) through the member reader")
    }

    @Test func negativeZeroKeepsItsSign() throws {
        #expect(JSONNumber(text: "-0").double?.sign == .minus)
        let read = Array("-0.0".utf8).withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return try? parser.expectDouble()
        }
        #expect(read?.sign == .minus)
    }

    struct Sample: Codable, Equatable {
        var count: Int
        var ratio: Double
        var name: String?
        var tags: [String]
        var link: URL
    }

    @Test func decodesWithPathsAndRanges() throws {
        let good = try WireCoding.decode(Sample.self, from: Array(#"{"count":2,"ratio":0.5,"tags":["a"],"link":"https://example.com/x"}"#.utf8))
        #expect(good == Sample(count: 2, ratio: 0.5, name: nil, tags: ["a"], link: URL(string: "https://example.com/x")!))
        let encoded = String(decoding: try WireCoding.encode(good), as: UTF8.self)
        #expect(encoded == #"{"count":2,"ratio":0.5,"tags":["a"],"link":"https://example.com/x"}"#)
        func problem(_ json: String) -> String {
            do {
                _ = try WireCoding.decode(Sample.self, from: Array(json.utf8))
                return "decoded"
            } catch {
                return DecodingErrorDescription.describe(error)
            }
        }
        #expect(
            problem(#"{"count":9223372036854775808,"ratio":0.5,"tags":[],"link":"x"}"#)
                == #"at "count": 9223372036854775808 is out of range for Int, which holds -9223372036854775808 to 9223372036854775807"#)
        #expect(problem(#"{"count":2.5,"ratio":0.5,"tags":[],"link":"x"}"#) == #"at "count": 2.5 is not a whole number, as Int requires"#)
        #expect(problem(#"{"count":"2","ratio":0.5,"tags":[],"link":"x"}"#) == #"at "count": expected Int, found a string"#)
        #expect(problem(#"{"count":2,"ratio":0.5,"tags":[1],"link":"x"}"#) == #"at "tags[0]": expected String, found a number"#)
        #expect(problem(#"{"count":2,"ratio":0.5,"tags":[]}"#) == #"at the top level: missing required key "link""#)
        #expect(problem(#"{"count":2,"ratio":NaN}"#) == "NaN is not valid JSON; send null or a finite number (at byte 19)")
    }

    @Test func nonFiniteNumbersAreNotWritten() {
        #expect(throws: EncodingError.self) { try WireCoding.encode([Double.infinity]) }
    }
}
