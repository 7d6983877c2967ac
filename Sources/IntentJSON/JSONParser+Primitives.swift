// The primitives the wire types' readers (`init(json:)`) and the check mode (`JSONParser+Skipping.swift`) share:
// each reads one piece of text at the parser's position and answers `nil` or `false`, taking nothing, when the
// text there is not that piece (even when it gave up partway), so that a reader may try another way from the same
// place. The composite ones (`readMembers`, `readElements`, `readSingleMember`) stop where they failed; their callers
// go back themselves. The readers turn those answers into errors that name the member path.

extension JSONParser {
    /// Reads an object, handing each member's key to `member`, which reads the value; `false` when either fails.
    ///
    /// Keys are handed over as their bytes, not as strings: most are matched against a few fixed names, and
    /// making a string of each cost more than reading the value. A key with an escape or a byte outside
    /// printable ASCII is declined.
    @inlinable public mutating func readMembers(_ member: (inout JSONParser, JSONKey) -> Bool) -> Bool {
        readSequence(opening: UInt8(ascii: "{"), closing: UInt8(ascii: "}")) { parser in
            guard let key = parser.readKey() else { return false }
            parser.skipWhitespace()
            guard parser.peek() == UInt8(ascii: ":") else { return false }
            parser.index += 1
            parser.skipWhitespace()
            return member(&parser, key)
        }
    }

    /// Reads an object of exactly one member, handing its key to `member`, which reads the value; `nil` when the
    /// object has no member or more than one, or either fails.
    ///
    /// For the tagged values (`{"string":"…"}`), a dozen in every entity: cheaper than ``readMembers(_:)``.
    @inlinable public mutating func readSingleMember<Result>(_ member: (inout JSONParser, JSONKey) -> Result?) -> Result? {
        guard peek() == UInt8(ascii: "{"), (try? enterNesting()) != nil else { return nil }
        index += 1
        skipWhitespace()
        guard let key = readKey() else { return nil }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { return nil }
        index += 1
        skipWhitespace()
        guard let result = member(&self, key) else { return nil }
        skipWhitespace()
        guard peek() == UInt8(ascii: "}") else { return nil }
        index += 1
        depth -= 1
        return result
    }

    /// Reads an array, calling `element` to read each element; `false` when either fails.
    @inlinable public mutating func readElements(_ element: (inout JSONParser) -> Bool) -> Bool {
        readSequence(opening: UInt8(ascii: "["), closing: UInt8(ascii: "]"), element)
    }

    /// Reads `opening`, items separated by commas, and `closing`, counting the nesting as the tree parser does.
    @inlinable mutating func readSequence(opening: UInt8, closing: UInt8, _ item: (inout JSONParser) -> Bool) -> Bool {
        guard peek() == opening, (try? enterNesting()) != nil else { return false }
        index += 1
        skipWhitespace()
        if peek() == closing {
            index += 1
            depth -= 1
            return true
        }
        while true {
            skipWhitespace()
            guard item(&self) else { return false }
            skipWhitespace()
            guard let next = peek() else { return false }
            index += 1
            if next == closing {
                depth -= 1
                return true
            }
            guard next == UInt8(ascii: ",") else { return false }
        }
    }

    /// Reads a key made of printable ASCII without escapes; `nil` for anything else.
    @inlinable public mutating func readKey() -> JSONKey? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = PlainTextScan.keyRunEnd(in: bytes, from: start)
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            end += 1
        }
        guard end < bytes.count else { return nil }
        index = end + 1
        return JSONKey(bytes: UnsafeBufferPointer(rebasing: bytes[start..<end]))
    }

    /// Reads an entity's type name, most often the same as the last one: then the last string itself, with no
    /// string made.
    @inlinable public mutating func readTypeName() -> String? {
        if let known = lastTypeName, takeString(equalTo: known) { return known }
        let name = readString()
        lastTypeName = name.flatMap(Self.plain)
        return name
    }

    /// Reads an image's symbol name, most often the same as the last one (see ``readTypeName()``).
    @inlinable public mutating func readSymbolName() -> String? {
        if let known = lastSymbolName, takeString(equalTo: known) { return known }
        let name = readString()
        lastSymbolName = name.flatMap(Self.plain)
        return name
    }

    /// The string when JSON carries its bytes as they are (no quote, backslash or control character), so that
    /// matching its bytes in the text is matching its string; `nil` otherwise.
    @inlinable public static func plain(_ string: String) -> String? {
        string.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 } ? nil : string
    }

    /// Takes a string whose text is `known`'s, a ``plain(_:)`` string; `false`, taking nothing, for any other.
    @inlinable mutating func takeString(equalTo known: String) -> Bool {
        var known = known
        let count = known.utf8.count
        let end = index + 1 + count
        guard peek() == UInt8(ascii: "\""), end < bytes.count, bytes[end] == UInt8(ascii: "\""),
            known.withUTF8({ ShortBytes.equal(bytes.baseAddress! + index + 1, $0.baseAddress!, count: count) })
        else { return false }
        index = end + 1
        return true
    }

    /// Reads a string; `nil` when the value is not a valid string.
    @inlinable public mutating func readString() -> String? {
        guard peek() == UInt8(ascii: "\"") else { return nil }
        let start = index
        guard let string = try? parseString() else {
            index = start
            return nil
        }
        return string
    }

    /// Reads an array of strings; `nil` when the value is anything else.
    @inlinable public mutating func readStrings() -> [String]? {
        let (start, startDepth) = (index, depth)
        var strings: [String] = []
        let read = readElements { parser in
            guard let string = parser.readString() else { return false }
            strings.append(string)
            return true
        }
        guard read else {
            (index, depth) = (start, startDepth)
            return nil
        }
        return strings
    }

    /// Reads a number; `nil` when the value is not a valid number.
    @inlinable public mutating func readNumber() -> JSONNumber? {
        guard let first = peek(), first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return nil }
        let start = index
        guard let number = try? parseNumber() else {
            index = start
            return nil
        }
        return number
    }

    /// Reads a finite number as a `Double`; `nil` when the value is not a number JSON allows or does not fit one.
    ///
    /// Numbers as IntentKit writes dates (`802159478.7546971`) are converted from their digits without
    /// making a string (Clinger's fast path: at most 2^53 as an integer of digits, scaled by an exact power
    /// of ten, is correctly rounded by one division); others go through ``readNumber()``.
    @inlinable public mutating func readDouble() -> Double? {
        let start = index
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        let integerStart = position
        while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
            digits = digits &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
            digitCount += 1
            position += 1
        }
        let integerDigits = position - integerStart
        let leadingZero = integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0")
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            while position < bytes.count, bytes[position] >= UInt8(ascii: "0"), bytes[position] <= UInt8(ascii: "9") {
                digits = digits &* 10 &+ UInt64(bytes[position] &- UInt8(ascii: "0"))
                digitCount += 1
                fractionDigits += 1
                position += 1
            }
        }
        let ends = position == bytes.count || !Self.continuesNumber(bytes[position])
        guard integerDigits > 0, !leadingZero, fractionDigits > 0 || bytes[position - 1] != UInt8(ascii: "."), ends,
            digitCount <= 19, digits <= 1 << 53, fractionDigits < Self.powersOfTen.count
        else {
            index = start
            guard let value = readNumber()?.double else {
                index = start
                return nil
            }
            return value
        }
        index = position
        let magnitude = Double(digits) / Self.powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }

    /// Whether a byte right after digits would make them part of a longer (or malformed) number.
    @inlinable public static func continuesNumber(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// 10^0 through 10^22: the powers of ten a `Double` holds exactly.
    @usableFromInline static let powersOfTen: [Double] = (0...22).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// Reads `true` or `false`; `nil` when the value is anything else.
    @inlinable public mutating func readBool() -> Bool? {
        switch peek() {
        case UInt8(ascii: "t"): return (try? expectLiteral("true")) != nil ? true : nil
        case UInt8(ascii: "f"): return (try? expectLiteral("false")) != nil ? false : nil
        default: return nil
        }
    }

    /// Reads `null` when it is next; `false`, reading nothing, when something else is.
    @inlinable public mutating func readNull() -> Bool {
        guard peek() == UInt8(ascii: "n") else { return false }
        return (try? expectLiteral("null")) != nil
    }
}

/// An object member's key as its bytes, valid while its member is read.
public struct JSONKey {
    /// The key's bytes, between its quotes, as they are in the text.
    public let bytes: UnsafeBufferPointer<UInt8>

    /// A key over `bytes`.
    @inlinable public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Whether the key is `name`.
    @inline(__always)
    @inlinable public func `is`(_ name: StaticString) -> Bool {
        guard name.utf8CodeUnitCount == bytes.count, let base = bytes.baseAddress else { return name.utf8CodeUnitCount == bytes.count }
        return ShortBytes.equal(base, name.utf8Start, count: bytes.count)
    }

    /// The key as a string.
    @inlinable public var string: String { String(decoding: bytes, as: UTF8.self) }
}

/// Which of a fixed set of keys an object has shown, to refuse a repeated one (the tree parser rejects it).
public struct SeenKeys {
    /// A bit per key seen.
    public var bits: UInt32 = 0

    /// No key seen yet.
    @inlinable public init() {}

    /// Marks key number `position`; `false` when it was already seen.
    @inlinable public mutating func insert(_ position: Int) -> Bool {
        let bit: UInt32 = 1 << UInt32(position)
        defer { bits |= bit }
        return bits & bit == 0
    }
}
