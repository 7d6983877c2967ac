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
        #expect(problem(#"{"count":9223372036854775808,"ratio":0.5,"tags":[],"link":"x"}"#) == #"at "count": 9223372036854775808 is out of range for Int"#)
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
