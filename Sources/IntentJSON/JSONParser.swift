/// A strict RFC 8259 JSON parser that reports the first problem with its byte offset.
///
/// Strict where hostile input hides: no `NaN`/`Infinity`, no leading zeros,
/// no raw control characters in strings, valid UTF-8 only, no unpaired
/// surrogates, no duplicate keys, no trailing data, nesting at most
/// ``maximumDepth`` levels (so a deep message cannot exhaust the stack).
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// The text being read.
    public let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to read.
    public var index = 0
    /// How many objects and arrays enclose the position.
    public var depth = 0
    /// The last entity type and image symbol names read, which most entities of a reply repeat.
    @usableFromInline var lastTypeName: String?
    @usableFromInline var lastSymbolName: String?
    /// The last few entities nested in properties that the compact check accepted.
    public var checkedEntities = CheckedEntityTexts()

    /// A parser at the start of `bytes`, which must outlive it.
    @inlinable public init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Parses one JSON value that fills `bytes` (surrounding whitespace allowed).
    @inlinable public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes) throws(JSONSyntaxError) -> JSONValue {
        let result: Result<JSONValue, JSONSyntaxError>? = bytes.withContiguousStorageIfAvailable { buffer in
            var parser = JSONParser(bytes: buffer)
            return Result { () throws(JSONSyntaxError) in try parser.parseDocument() }
        }
        if let result { return try result.get() }
        return try parse(Array(bytes))
    }

    @inlinable mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count {
            throw JSONSyntaxError("unexpected \(describeByte(at: index)) after the end of the JSON value", at: index)
        }
        return value
    }

    // MARK: - Values

    @inlinable mutating func parseValue() throws(JSONSyntaxError) -> JSONValue {
        guard index < bytes.count else { throw JSONSyntaxError("unexpected end of input; expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectLiteral("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectLiteral("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        case UInt8(ascii: "N"):
            throw JSONSyntaxError("NaN is not valid JSON; send null or a finite number", at: index)
        case UInt8(ascii: "I"):
            throw JSONSyntaxError("Infinity is not valid JSON; send null or a finite number", at: index)
        default:
            throw JSONSyntaxError("unexpected \(describeByte(at: index)); expected a value", at: index)
        }
    }

    @inlinable mutating func parseObject() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enterNesting()
        index += 1
        var object = JSONObject()
        var seen: Set<String>?
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(object)
        }
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else {
                throw JSONSyntaxError(
                    index < bytes.count ? "unexpected \(describeByte(at: index)); expected a key in quotes" : "unexpected end of input inside the object that starts at byte \(start)", at: index)
            }
            let keyOffset = index
            let key = try parseString()
            if object.count >= 16, seen == nil { seen = Set(object.keys) }
            let duplicate: Bool
            if seen != nil { duplicate = !seen!.insert(key).inserted } else { duplicate = object.contains(key) }
            if duplicate { throw JSONSyntaxError("duplicate key \"\(key.truncatedForMessages)\"", at: keyOffset) }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw JSONSyntaxError(index < bytes.count ? "unexpected \(describeByte(at: index)); expected ':' after a key" : "unexpected end of input; expected ':'", at: index)
            }
            index += 1
            skipWhitespace()
            object.appendUnique(key, try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return .object(object)
            case nil: throw JSONSyntaxError("unexpected end of input inside the object that starts at byte \(start)", at: index)
            default: throw JSONSyntaxError("unexpected \(describeByte(at: index)); expected ',' or '}'", at: index)
            }
        }
    }

    @inlinable mutating func parseArray() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        try enterNesting()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return .array(elements)
            case nil: throw JSONSyntaxError("unexpected end of input inside the array that starts at byte \(start)", at: index)
            default: throw JSONSyntaxError("unexpected \(describeByte(at: index)); expected ',' or ']'", at: index)
            }
        }
    }

    /// Counts one more level of nesting, refusing more than ``maximumDepth``.
    @inlinable public mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw JSONSyntaxError("arrays and objects are nested deeper than \(Self.maximumDepth) levels", at: index)
        }
    }

    @inlinable mutating func expectLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let length = literal.utf8CodeUnitCount
        var matches = index + length <= bytes.count
        var offset = 0
        while matches, offset < length {
            matches = bytes[index + offset] == literal.utf8Start[offset]
            offset += 1
        }
        guard matches else {
            throw JSONSyntaxError("unexpected \(describeByte(at: index)); expected a value", at: index)
        }
        index += length
    }

    // MARK: - Numbers

    @inlinable mutating func parseNumber() throws(JSONSyntaxError) -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") {
            index += 1
            if peek() == UInt8(ascii: "I") {
                throw JSONSyntaxError("-Infinity is not valid JSON; send null or a finite number", at: start)
            }
        }
        guard let first = peek(), isDigit(first) else {
            throw JSONSyntaxError("a number needs a digit after '-'", at: index)
        }
        index += 1
        if first == UInt8(ascii: "0"), let next = peek(), isDigit(next) {
            throw JSONSyntaxError("a number cannot have a leading zero", at: start)
        }
        skipDigits()
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard let next = peek(), isDigit(next) else { throw JSONSyntaxError("a number needs digits after '.'", at: index) }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard let next = peek(), isDigit(next) else { throw JSONSyntaxError("a number needs digits in its exponent", at: index) }
            skipDigits()
        }
        return JSONNumber(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
    }

    @inlinable mutating func skipDigits() {
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }

    /// Whether `byte` is an ASCII digit.
    @inlinable public func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    // MARK: - Strings

    @inlinable mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index
        index += 1
        // Fast path: no escapes; bytes are copied once after validation.
        let (plainEnd, ascii) = PlainTextScan.plainRunEnd(in: bytes, from: index)
        if plainEnd < bytes.count, bytes[plainEnd] == UInt8(ascii: "\"") {
            let slice = UnsafeBufferPointer(rebasing: bytes[index..<plainEnd])
            if !ascii { try validateUTF8(slice, base: index) }
            index = plainEnd + 1
            return String(decoding: slice, as: UTF8.self)
        }
        var scalars: [UInt8] = []
        scalars.reserveCapacity(plainEnd - index + 16)
        while true {
            guard index < bytes.count else {
                throw JSONSyntaxError("unexpected end of input inside the string that starts at byte \(start)", at: index)
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try parseEscape(into: &scalars)
            case ..<0x20:
                throw JSONSyntaxError("control character U+\(hex4(UInt16(byte))) must be escaped inside a string", at: index)
            case ..<0x80:
                scalars.append(byte)
                index += 1
            default:
                let length = try utf8SequenceLength(at: index)
                scalars.append(contentsOf: bytes[index..<index + length])
                index += length
            }
        }
    }

    @inlinable mutating func parseEscape(into output: inout [UInt8]) throws(JSONSyntaxError) {
        let start = index
        index += 1
        guard let escaped = peek() else { throw JSONSyntaxError("unexpected end of input in an escape", at: index) }
        index += 1
        let simple: UInt8? =
            switch escaped {
            case UInt8(ascii: "\""): 0x22
            case UInt8(ascii: "\\"): 0x5C
            case UInt8(ascii: "/"): 0x2F
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            output.append(simple)
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            throw JSONSyntaxError("invalid escape \\\(describeCharacter(escaped)) in a string", at: start)
        }
        let unit = try parseHex4(escapeStart: start)
        var scalarValue = UInt32(unit)
        if (0xD800...0xDBFF).contains(unit) {
            guard index + 6 <= bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                throw JSONSyntaxError("unpaired surrogate \\u\(hex4(unit)) in a string", at: start)
            }
            let lowStart = index
            index += 2
            let low = try parseHex4(escapeStart: lowStart)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw JSONSyntaxError("unpaired surrogate \\u\(hex4(unit)) in a string", at: start)
            }
            scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else if (0xDC00...0xDFFF).contains(unit) {
            throw JSONSyntaxError("unpaired surrogate \\u\(hex4(unit)) in a string", at: start)
        }
        output.append(contentsOf: Array(String(Character(Unicode.Scalar(scalarValue)!)).utf8))
    }

    @inlinable mutating func parseHex4(escapeStart: Int) throws(JSONSyntaxError) -> UInt16 {
        guard index + 4 <= bytes.count else { throw JSONSyntaxError("a \\u escape needs four hex digits", at: escapeStart) }
        var value: UInt16 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw JSONSyntaxError("a \\u escape needs four hex digits", at: escapeStart)
            }
            value = value << 4 | UInt16(digit)
        }
        index += 4
        return value
    }

    /// Checks a run of non-ASCII-containing string bytes; throws at the first invalid sequence.
    @inlinable public func validateUTF8(_ slice: UnsafeBufferPointer<UInt8>, base: Int) throws(JSONSyntaxError) {
        var offset = 0
        while offset < slice.count {
            if slice[offset] < 0x80 {
                offset += 1
            } else {
                offset += try utf8SequenceLength(at: base + offset)
            }
        }
    }

    /// The length of the valid UTF-8 sequence starting at `position`, or an error naming the bad byte.
    @inlinable func utf8SequenceLength(at position: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[position]
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF:
            length = 2
            minimum = 0x80
        case 0xE0...0xEF:
            length = 3
            minimum = 0x800
        case 0xF0...0xF4:
            length = 4
            minimum = 0x10000
        default: throw JSONSyntaxError("invalid UTF-8: byte 0x\(hex2(lead)) cannot start a character", at: position)
        }
        guard position + length <= bytes.count else {
            throw JSONSyntaxError("invalid UTF-8: the character that starts with 0x\(hex2(lead)) is cut off", at: position)
        }
        var scalar = UInt32(lead) & (0xFF >> (length + 1))
        for offset in 1..<length {
            let byte = bytes[position + offset]
            guard byte & 0xC0 == 0x80 else {
                throw JSONSyntaxError("invalid UTF-8: byte 0x\(hex2(byte)) cannot continue a character", at: position + offset)
            }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
            throw JSONSyntaxError("invalid UTF-8: overlong or out-of-range character", at: position)
        }
        return length
    }

    // MARK: - Helpers

    /// The next byte, without taking it; `nil` at the end.
    @inlinable public func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips JSON whitespace (space, tab, line feed, carriage return).
    @inlinable public mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    @inlinable func describeByte(at position: Int) -> String {
        let byte = bytes[position]
        if byte >= 0x80 { return "byte 0x\(hex2(byte))" }
        return "character \(describeCharacter(byte))"
    }

    @inlinable func describeCharacter(_ byte: UInt8) -> String {
        byte >= 0x21 && byte < 0x7F ? "'\(Character(Unicode.Scalar(byte)))'" : "U+\(hex4(UInt16(byte)))"
    }
}

@inlinable func hex2(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
}

@inlinable func hex4(_ value: UInt16) -> String {
    hex2(UInt8(value >> 8)) + hex2(UInt8(value & 0xFF))
}

extension String {
    /// The string, cut to 256 characters with a count of the rest, for quoting a hostile value in a message.
    @inlinable public var truncatedForMessages: String {
        let limit = 256
        guard utf8.count > limit else { return self }
        let characters = count
        guard characters > limit else { return self }
        return String(prefix(limit)) + "… (\(characters) characters in all)"
    }
}
