/// Reading wire types straight from JSON text, member by member, with errors that name the member path.
///
/// Each wire type's ``WireCodable/init(json:)`` reads itself with these: objects in any member order, with
/// whitespace, escaped keys and unknown members (skipped), `null` for absent optional members; a repeated member,
/// a value of the wrong kind or a number out of range is an error naming where it is.
extension JSONParser {
    /// Reads an object, handing each member's key to `member`, which must read (or skip) the value.
    ///
    /// Keys are handed over as their bytes, not as strings: most are matched against a few fixed names, and making
    /// a string of each cost more than reading the value. An error thrown by `member` gets the key in its path.
    @inlinable public mutating func readObject(_ member: (inout JSONParser, JSONKey) throws(JSONCodingError) -> Void) throws(JSONCodingError) {
        guard peek() == UInt8(ascii: "{") else { throw mismatch("an object") }
        try enterSequence()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            if let key = readKey() {
                try readMemberValue(key, member)
            } else {
                // A key with escapes or bytes outside printable ASCII: read as a string, handed over as its UTF-8.
                guard peek() == UInt8(ascii: "\"") else { throw JSONCodingError("expected a member's key in quotes, found \(describeNext())") }
                var key = try parsing { () throws(JSONSyntaxError) in try parseString() }
                let result: Result<Void, JSONCodingError> = key.withUTF8 { bytes in
                    Result { () throws(JSONCodingError) in try readMemberValue(JSONKey(bytes: bytes), member) }
                }
                try result.get()
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return
            default:
                throw JSONCodingError("expected \",\" or \"}\" after a member, found \(describeNext())")
            }
        }
    }

    @inlinable mutating func readMemberValue(_ key: JSONKey, _ member: (inout JSONParser, JSONKey) throws(JSONCodingError) -> Void) throws(JSONCodingError) {
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else { throw JSONCodingError("expected \":\" after the key \"\(key.string)\", found \(describeNext())") }
        index += 1
        skipWhitespace()
        do {
            try member(&self, key)
        } catch {
            throw error.inside(member: key.string)
        }
    }

    /// Reads an array, calling `element` with each element's position to read it; an error it throws gets the
    /// position in its path.
    @inlinable public mutating func readArray(_ element: (inout JSONParser, Int) throws(JSONCodingError) -> Void) throws(JSONCodingError) {
        guard peek() == UInt8(ascii: "[") else { throw mismatch("an array") }
        try enterSequence()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        var position = 0
        while true {
            skipWhitespace()
            do {
                try element(&self, position)
            } catch {
                throw error.inside(element: position)
            }
            position += 1
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return
            default:
                throw JSONCodingError("expected \",\" or \"]\" after an element, found \(describeNext())")
            }
        }
    }

    /// Steps into an object, past its `{` and any whitespace; `false`, taking nothing, when an object does not start
    /// here or would nest too deep.
    @inlinable public mutating func enterObject() -> Bool {
        guard peek() == UInt8(ascii: "{"), (try? enterNesting()) != nil else { return false }
        index += 1
        skipWhitespace()
        return true
    }

    /// Steps into an object or array, counting the nesting as the tree parser does.
    @inlinable mutating func enterSequence() throws(JSONCodingError) {
        try parsing { () throws(JSONSyntaxError) in try enterNesting() }
        index += 1
        skipWhitespace()
    }

    /// Reads a string.
    @inlinable public mutating func expectString() throws(JSONCodingError) -> String {
        guard peek() == UInt8(ascii: "\"") else { throw mismatch("a string") }
        return try parsing { () throws(JSONSyntaxError) in try parseString() }
    }

    /// Reads a string, or `null` as `nil`.
    @inlinable public mutating func expectOptionalString() throws(JSONCodingError) -> String? {
        readNull() ? nil : try expectString()
    }

    /// Reads an array of strings.
    @inlinable public mutating func expectStrings() throws(JSONCodingError) -> [String] {
        var strings: [String] = []
        try readArray { parser, _ throws(JSONCodingError) in strings.append(try parser.expectString()) }
        return strings
    }

    /// Reads `true` or `false`.
    @inlinable public mutating func expectBool() throws(JSONCodingError) -> Bool {
        guard let value = readBool() else { throw mismatch("true or false") }
        return value
    }

    /// Reads a finite number that a `Double` holds.
    @inlinable public mutating func expectDouble() throws(JSONCodingError) -> Double {
        let start = index
        if let value = readDouble() { return value }
        index = start
        guard isAtNumber else { throw mismatch("a number") }
        let number = try parsing { () throws(JSONSyntaxError) in try parseNumber() }
        throw JSONCodingError(JSONNumber.doubleProblem(number.text))
    }

    /// Reads a whole number that an `Int` holds (`3`, or `3.0` and `3e0`, as `Codable` reads them).
    @inlinable public mutating func expectInt() throws(JSONCodingError) -> Int {
        guard isAtNumber else { throw mismatch("a whole number") }
        let number = try parsing { () throws(JSONSyntaxError) in try parseNumber() }
        if let exact = Int(number.text) { return exact }
        let reading = number.exactInteger(as: Int.self)
        if case .value(let exact) = reading { return exact }
        throw JSONCodingError(JSONNumber.integerProblem(number.text, reading, as: Int.self))
    }

    /// Skips any one value, checking it as the tree parser does: an unknown member.
    @inlinable public mutating func skipAnyValue() throws(JSONCodingError) {
        _ = try readTree()
    }

    /// Reads any one value as a tree.
    @inlinable mutating func readTree() throws(JSONCodingError) -> JSONValue {
        try parsing { () throws(JSONSyntaxError) in try parseValue() }
    }

    /// Reads a value of a type whose one coding is `Codable` (metadata, prompts, the rarer values), through a tree.
    @inlinable public mutating func readCodable<Value: Decodable>(_ type: Value.Type) throws(JSONCodingError) -> Value {
        let tree = try readTree()
        do {
            return try JSONValueDecoder.decode(type, from: tree)
        } catch {
            throw JSONCodingError(decoding: error)
        }
    }

    /// An error saying what was expected and what the text has instead.
    @inlinable public func mismatch(_ expected: String) -> JSONCodingError {
        JSONCodingError("expected \(expected), found \(describeNext())")
    }

    /// Whether the next byte starts a number.
    @inlinable var isAtNumber: Bool {
        guard let byte = peek() else { return false }
        return byte == UInt8(ascii: "-") || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// The next value's kind in words: "a number", "a string", "the end of the text".
    @inlinable public func describeNext() -> String {
        guard let byte = peek() else { return "the end of the text" }
        switch byte {
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a Boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case 0x20..<0x7F: return "\"\(Character(Unicode.Scalar(byte)))\" (at byte \(index))"
        default: return "byte 0x\(String(byte, radix: 16)) (at byte \(index))"
        }
    }
}

/// Runs a step of the tree parser, its syntax error becoming a coding error.
@inlinable public func parsing<Value>(_ step: () throws(JSONSyntaxError) -> Value) throws(JSONCodingError) -> Value {
    do {
        return try step()
    } catch {
        throw JSONCodingError(error)
    }
}

extension JSONCodingError {
    /// A `DecodingError` from a `Codable` type read through a tree, its coding path as this error's path.
    @inlinable public init(decoding error: any Error) {
        guard let decoding = error as? DecodingError else {
            self.init(String(describing: error))
            return
        }
        let context: DecodingError.Context
        let problem: String
        switch decoding {
        case .typeMismatch(let type, let found):
            context = found
            problem = "expected \(type), \(found.debugDescription)"
        case .valueNotFound(let type, let found):
            context = found
            problem = "expected a value of type \(type), \(found.debugDescription)"
        case .keyNotFound(let key, let found):
            context = found
            problem = "missing required key \"\(key.stringValue)\""
        case .dataCorrupted(let found):
            context = found
            problem = found.debugDescription
        @unknown default:
            self.init(String(describing: error))
            return
        }
        self.init(problem, path: context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue })
    }
}

/// Which of a fixed set of members an object has shown, to refuse a repeated one (the tree parser refuses it too).
public struct SeenMembers {
    /// A bit per member seen.
    public var bits: UInt32 = 0

    /// No member seen yet.
    @inlinable public init() {}

    /// Marks member number `position`; throws when it was already seen.
    @inlinable public mutating func insert(_ position: Int) throws(JSONCodingError) {
        let bit: UInt32 = 1 << UInt32(position)
        guard bits & bit == 0 else { throw JSONCodingError("the member appears twice in its object") }
        bits |= bit
    }
}
