import Foundation
import IntentJSON

/// IntentWire's JSON parser against Foundation's `JSONSerialization`, and against itself after writing.
///
/// Oracles: `JSONHeaderScanner.isOneValue` takes whatever the parser takes; whatever IntentWire accepts, Foundation
/// accepts too (IntentWire is the stricter: duplicate keys,
/// depth), except numbers past `Double`'s range, which IntentWire keeps as text (an `Int` parameter of `1e400` is
/// then refused with its range) and Foundation refuses; what IntentWire writes of a value it read reads back as
/// the same value.
enum JSONFuzz {
    static func check(_ input: [UInt8]) {
        // The framing check (JSONHeaderScanner.isOneValue) reads any input without trapping, and takes every value
        // the parser takes: a line that parses always frames as one message.
        let frames = JSONHeaderScanner.isOneValue(input)
        guard let value = try? JSONParser.parse(input) else { return }
        if !frames { oracleFailed("json", "the parser read a value that isOneValue refused", input) }
        if (try? JSONSerialization.jsonObject(with: Data(input), options: [.fragmentsAllowed])) == nil, !hasNumberPastDouble(value) {
            oracleFailed("json", "IntentWire accepted what JSONSerialization refuses", input)
        }
        let written = JSONWriter.compact(value)
        guard let again = try? JSONParser.parse(written) else { oracleFailed("json", "IntentWire cannot read what it wrote", input) }
        if again != value { oracleFailed("json", "a written value read back differently", input) }
    }

    static func hasNumberPastDouble(_ value: JSONValue) -> Bool {
        switch value {
        case .number(let number): number.double == nil
        case .array(let elements): elements.contains(where: hasNumberPastDouble)
        case .object(let object): object.members.contains { hasNumberPastDouble($0.value) }
        default: false
        }
    }
}
