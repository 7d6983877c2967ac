import IntentJSON

extension EntityValue {
    /// Reads the value of the member `name` of a `properties` object that passed the entity reader's check, skipping
    /// the other members' values without making them; `nil` when there is no such member.
    ///
    /// What it reads is what ``readPropertyValues(_:)`` reads for that member (a fuzz target holds the two to it): a
    /// test that reads one property of each of a thousand entities pays for that property, not for all of them.
    static func readPropertyValue(named name: String, checkedText json: ArraySlice<UInt8>) -> IntentValue? {
        var name = name
        let found: IntentValue?? = name.withUTF8 { wanted in
            json.withUnsafeBufferPointer { buffer in
                var parser = JSONParser(bytes: buffer)
                return parser.readMember(named: wanted)
            }
        }
        // A key with an escape in it is compared as the reader reads it: through the whole reader.
        guard let found else { return [String: IntentValue].read(checkedText: json)[name] }
        return found
    }
}

extension JSONParser {
    /// The value of the member with the key `wanted` of the object at the parser, stopping once it is read; `.some(nil)`
    /// when there is none, and `nil` when a key holds an escape (for the whole reader to compare) or the text ends early.
    fileprivate mutating func readMember(named wanted: UnsafeBufferPointer<UInt8>) -> IntentValue?? {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return .some(nil) }
        while true {
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
            let keyStart = index + 1
            var keyEnd = keyStart
            while keyEnd < bytes.count, bytes[keyEnd] != UInt8(ascii: "\"") {
                guard bytes[keyEnd] != UInt8(ascii: "\\") else { return nil }
                keyEnd += 1
            }
            guard keyEnd < bytes.count else { return nil }
            index = keyEnd + 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            skipWhitespace()
            if keyEnd - keyStart == wanted.count, UnsafeBufferPointer(rebasing: bytes[keyStart..<keyEnd]).elementsEqual(wanted) {
                return .some(try? IntentValue(json: &self))
            }
            guard skipCheckedValue() else { return nil }
            skipWhitespace()
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return .some(nil) }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index += 1
            skipWhitespace()
        }
    }

    /// Skips one value of text known to be JSON, counting nesting instead of reading: strings (escapes included),
    /// objects, arrays, numbers and literals. `false` only when the text ends first.
    fileprivate mutating func skipCheckedValue() -> Bool {
        var depth = 0
        repeat {
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < bytes.count else { return false }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                index += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            default:
                // A number or a literal: up to the next delimiter.
                let start = index
                while index < bytes.count, !Self.endsScalar(bytes[index]) { index += 1 }
                guard index > start else { return false }
            }
        } while depth > 0
        return true
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["),
            0x20, 0x09, 0x0A, 0x0D:
            true
        default: false
        }
    }
}
