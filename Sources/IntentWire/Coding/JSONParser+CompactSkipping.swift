import Foundation
import IntentJSON

/// The check mode of the entity reader: an entity's `properties` checked without making them, so that the test side
/// can keep them as text and read them when first asked for (see ``EncodedPropertyValues``).
///
/// It accepts only the compact layout the app writes, member by member in the writer's order, and gives up on
/// anything else (another layout, a tag it does not know), which the reader then reads into values at once. It
/// never accepts text the reader refuses, and ends where the reader ends (a test and a fuzz target feed both
/// damaged text and compare).
extension JSONParser {
    /// How many properties the `properties` object at the parser holds, after skipping it; `nil` (the parser left
    /// anywhere) where the text is not in the app's layout, for the reader to read.
    mutating func skipCompactPropertyValues() -> Int? {
        compactProperties(level: 0)
    }

    /// The most nested objects and arrays the compact check follows before leaving text to the general one.
    private static let compactNestingLimit = 32

    /// Skips `{"name":value,…}`; `nil` to leave the text to the reader.
    private mutating func compactProperties(level: Int) -> Int? {
        guard depth + level < Self.compactNestingLimit, take(UInt8(ascii: "{")) else { return nil }
        if take(UInt8(ascii: "}")) { return 0 }
        // Names seen, as (start, length): a duplicate is the reader's to refuse.
        return withUnsafeTemporaryAllocation(of: (start: Int, count: Int).self, capacity: 32) { names -> Int? in
            var count = 0
            // A bit per (length, last byte) seen: names are compared byte for byte only when their bits collide.
            var seenBits: UInt64 = 0
            while true {
                guard count < names.count, let name = compactKey() else { return nil }
                let bit: UInt64 = 1 << ((UInt64(name.count) &* 7 &+ UInt64(name.count > 0 ? bytes[name.start + name.count - 1] : 0)) & 63)
                if seenBits & bit != 0 {
                    for seen in names[..<count] where seen.count == name.count && sameBytes(at: seen.start, and: name.start, count: name.count) {
                        return nil
                    }
                }
                seenBits |= bit
                names[count] = name
                count += 1
                guard take(UInt8(ascii: ":")), compactValue(level: level + 1) else { return nil }
                if take(UInt8(ascii: "}")) { return count }
                guard take(UInt8(ascii: ",")) else { return nil }
            }
        }
    }

    /// Skips `null` or `{"tag":payload}`.
    private mutating func compactValue(level: Int) -> Bool {
        if peek() == UInt8(ascii: "n") { return take("null") }
        guard depth + level < Self.compactNestingLimit, index + 2 < bytes.count else { return false }
        // The tag as one fragment with its braces and quotes, chosen by its first letter: reading it as a key
        // and comparing that cost more than checking the payload.
        let payload: Bool
        switch bytes[index + 2] {
        case UInt8(ascii: "s"): payload = take(#"{"string":"#) && compactString()
        case UInt8(ascii: "d"): payload = (take(#"{"date":"#) || take(#"{"double":"#) || take(#"{"duration":"#)) && readDouble() != nil
        case UInt8(ascii: "i"): payload = take(#"{"int":"#) && compactInt()
        case UInt8(ascii: "b"): payload = take(#"{"bool":"#) && readBool() != nil
        case UInt8(ascii: "e"):
            if take(#"{"enum":{"type":"#) {
                payload = compactString() && take(#","case":"#) && compactString() && take(UInt8(ascii: "}"))
            } else {
                payload = take(#"{"entity":"#) && (skipRepeatedEntity(level: level + 1) || compactNestedEntity(level: level + 1))
            }
        case UInt8(ascii: "a"): payload = take(#"{"array":"#) && compactArray(level: level + 1)
        default: payload = false
        }
        return payload && take(UInt8(ascii: "}"))
    }

    /// Checks an entity nested in a property, remembering it when it passes.
    private mutating func compactNestedEntity(level: Int) -> Bool {
        let start = index
        guard compactEntity(level: level) else { return false }
        checkedEntities.remember(start: start, count: index - start, depth: depth + level)
        return true
    }

    /// Skips an entity whose text repeats, byte for byte and at the same depth, one that passed the check (see
    /// ``CheckedEntityTexts``).
    private mutating func skipRepeatedEntity(level: Int) -> Bool {
        guard let count = checkedEntities.repeatedCount(in: bytes, at: index, depth: depth + level) else { return false }
        index += count
        return true
    }

    private mutating func compactArray(level: Int) -> Bool {
        guard depth + level < Self.compactNestingLimit, take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        while true {
            guard compactValue(level: level + 1) else { return false }
            if take(UInt8(ascii: "]")) { return true }
            guard take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// Skips an entity as the app writes it: type, id, then properties, display, reference and ownership when present.
    private mutating func compactEntity(level: Int) -> Bool {
        guard depth + level < Self.compactNestingLimit, take(#"{"type":"#), compactString(), take(#","id":"#), compactString() else { return false }
        if take(#","properties":"#) {
            guard let count = compactProperties(level: level + 1), count > 0 else { return false }
        }
        if take(#","display":"#), !compactDisplay(level: level + 1) { return false }
        if take(#","reference":"#), readBool() == nil { return false }
        if take(#","ownership":"#), !compactStrings(level: level + 1) { return false }
        return take(UInt8(ascii: "}"))
    }

    private mutating func compactDisplay(level: Int) -> Bool {
        guard depth + level < Self.compactNestingLimit, take(#"{"title":"#), compactString() else { return false }
        if take(#","subtitle":"#), !compactString() { return false }
        if take(#","synonyms":"#), !compactStrings(level: level + 1) { return false }
        if take(#","image":"#), !compactImage(level: level + 1) { return false }
        return take(UInt8(ascii: "}"))
    }

    private mutating func compactImage(level: Int) -> Bool {
        guard depth + level < Self.compactNestingLimit, take(UInt8(ascii: "{")) else { return false }
        // Members in the writer's order, each optional.
        var first = true
        if takeMember(#""systemName":"#, first: &first), !compactString() { return false }
        if takeMember(#""named":"#, first: &first), !compactString() { return false }
        if takeMember(#""url":"#, first: &first), !compactString() { return false }
        if takeMember(#""dataBytes":"#, first: &first), readNumber().flatMap({ Int($0.text) }) == nil { return false }
        if takeMember(#""template":"#, first: &first), readBool() == nil { return false }
        return take(UInt8(ascii: "}"))
    }

    /// Takes `name` (after a comma unless it is the first member).
    private mutating func takeMember(_ name: StaticString, first: inout Bool) -> Bool {
        let start = index
        guard first || take(UInt8(ascii: ",")), take(name) else {
            index = start
            return false
        }
        first = false
        return true
    }

    private mutating func compactStrings(level: Int) -> Bool {
        guard depth + level < Self.compactNestingLimit, take(UInt8(ascii: "[")) else { return false }
        if take(UInt8(ascii: "]")) { return true }
        while true {
            guard compactString() else { return false }
            if take(UInt8(ascii: "]")) { return true }
            guard take(UInt8(ascii: ",")) else { return false }
        }
    }

    /// Skips a string, checked as ``readString()`` reads it.
    private mutating func compactString() -> Bool { skipString() }

    /// Skips a key as ``readMembers(_:)`` reads keys, giving where its bytes are.
    private mutating func compactKey() -> (start: Int, count: Int)? {
        guard let key = readKey(), let base = bytes.baseAddress, let start = key.bytes.baseAddress else { return nil }
        return (base.distance(to: start), key.bytes.count)
    }

    /// Skips an integer that fits an `Int` as ``readNumber()`` and `Int(_:)` read it: short plain digits here, anything
    /// else through them.
    private mutating func compactInt() -> Bool {
        var position = index
        if position < bytes.count, bytes[position] == UInt8(ascii: "-") { position += 1 }
        let digitsStart = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") { position += 1 }
        let digits = position - digitsStart
        let ends = position == bytes.count || !Self.continuesNumber(bytes[position])
        // At most 18 digits always fit; a leading zero is JSON's only when alone.
        guard digits > 0, digits <= 18, ends, bytes[digitsStart] != UInt8(ascii: "0") || digits == 1 else {
            return readNumber().flatMap { Int($0.text) } != nil
        }
        index = position
        return true
    }

    /// Takes `byte` when it is next.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Takes `text` when it is next.
    @inline(__always)
    mutating func take(_ text: StaticString) -> Bool {
        guard isAt(text) else { return false }
        index += text.utf8CodeUnitCount
        return true
    }

    /// Whether `text` is next.
    @inline(__always)
    func isAt(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        return bytes.count - index >= count && ShortBytes.equal(bytes.baseAddress! + index, text.utf8Start, count: count)
    }

    /// Whether the `count` bytes at two positions are the same.
    private func sameBytes(at first: Int, and second: Int, count: Int) -> Bool {
        memcmp(bytes.baseAddress! + first, bytes.baseAddress! + second, count) == 0
    }

    /// Skips a string, checking it as ``readString()`` does, without making it.
    mutating func skipString() -> Bool {
        guard peek() == UInt8(ascii: "\"") else { return false }
        let start = index
        let (end, ascii) = PlainTextScan.plainRunEnd(in: bytes, from: index + 1)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            // Escapes (or broken text): rare enough to check by reading.
            return readString() != nil
        }
        if !ascii {
            guard (try? validateUTF8(UnsafeBufferPointer(rebasing: bytes[start + 1..<end]), base: start + 1)) != nil else { return false }
        }
        index = end + 1
        return true
    }
}
