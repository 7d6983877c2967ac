import IntentJSON

/// A type that crosses the pipe: it reads and writes its own JSON, in one coding, next to the type.
///
/// Every ``WireRequest``, its response and every ``WireNotification`` is one, so the connection reads and writes
/// messages through these two requirements alone, with no run-time casts. The types every call crosses
/// (``IntentValue``, ``EntityValue``, the `intent/run` and query envelopes) implement them by hand, straight
/// between text and value; the rest (metadata, prompts, errors) are `Codable` and get them through a tree
/// (``WireCodable`` where `Self: Codable`).
///
/// A reader accepts what the protocol allows: members in any order, whitespace, escaped keys, unknown members
/// (skipped) and `null` for absent optional members. It tries the layout IntentKit writes first, and names the
/// member path of any problem (``JSONCodingError``).
package protocol WireCodable: Sendable {
    /// Reads the value at the parser's position, leaving the parser after it.
    init(json parser: inout JSONParser) throws(JSONCodingError)
    /// Appends the value's compact JSON.
    func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError)
}

extension WireCodable where Self: Codable {
    /// Reads the value through a parsed tree and its `Codable` conformance.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        self = try parser.readCodable(Self.self)
    }

    /// Writes the value through a tree built by its `Codable` conformance.
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        do {
            writer.write(try JSONValueEncoder.encode(self))
        } catch {
            throw JSONCodingError("could not encode \(Self.self): \(error)")
        }
    }
}

extension WireCodable {
    /// Reads a value that fills `bytes` (surrounding whitespace allowed).
    package static func read(from bytes: UnsafeBufferPointer<UInt8>) throws(JSONCodingError) -> Self {
        var parser = JSONParser(bytes: bytes)
        parser.skipWhitespace()
        let value = try Self(json: &parser)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw JSONCodingError("unexpected \(parser.describeNext()) after the end of the value") }
        return value
    }

    /// Reads a value that fills `range` of `line` (surrounding whitespace allowed), with byte offsets in errors
    /// counted from the line's start.
    package static func read(from line: UnsafeBufferPointer<UInt8>, in range: Range<Int>) throws(JSONCodingError) -> Self {
        var parser = JSONParser(bytes: UnsafeBufferPointer(rebasing: line[..<range.upperBound]))
        parser.index = range.lowerBound
        parser.skipWhitespace()
        let value = try Self(json: &parser)
        parser.skipWhitespace()
        guard parser.index == range.upperBound else { throw JSONCodingError("unexpected \(parser.describeNext()) after the end of the value") }
        return value
    }

    /// Reads a value from JSON bytes.
    package static func read(from bytes: some Collection<UInt8>) throws(JSONCodingError) -> Self {
        let result: Result<Self, JSONCodingError>? = bytes.withContiguousStorageIfAvailable { buffer in
            Result { () throws(JSONCodingError) in try read(from: buffer) }
        }
        if let result { return try result.get() }
        return try read(from: Array(bytes))
    }

    /// Reads a value from a parsed tree (a message that was not in the layout IntentKit writes, so was parsed
    /// whole to classify it): written back to compact text and read from there.
    package static func read(from tree: JSONValue) throws(JSONCodingError) -> Self {
        try read(from: JSONWriter.compact(tree))
    }

    /// The value's compact JSON.
    package func jsonBytes() throws(JSONCodingError) -> [UInt8] {
        var writer = JSONWriter()
        try writeJSON(to: &writer)
        return writer.bytes
    }

    /// The value as a tree, for the `Codable` types that hold it and for output to people.
    package func jsonTree() throws(JSONCodingError) -> JSONValue {
        let bytes = try jsonBytes()
        do {
            return try JSONParser.parse(bytes)
        } catch {
            throw JSONCodingError(error)
        }
    }
}

/// `Codable` for a type whose one coding is its hand-written ``WireCodable`` one, so that `Codable` types (metadata,
/// prompts) can hold it: the value travels through the coder as a ``JSONValue`` tree.
package protocol WireCodableByHand: WireCodable, Codable {}

extension WireCodableByHand {
    /// Decodes the value from the tree the decoder holds, through ``WireCodable/init(json:)``.
    public init(from decoder: any Decoder) throws {
        let tree = try JSONValue(from: decoder)
        do {
            self = try Self.read(from: tree)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath + error.path.map(AnyKey.init), debugDescription: error.problem))
        }
    }

    /// Encodes the tree ``WireCodable/writeJSON(to:)`` writes.
    public func encode(to encoder: any Encoder) throws {
        try jsonTree().encode(to: encoder)
    }
}

/// `Encodable` for a type whose one encoding is written by hand, as the metadata's types are: `encode(to:)` goes
/// through ``writeJSON(to:)``, so the text an app writes for its handshake and what any encoder makes of the type
/// cannot differ. (Reading them stays `Decodable`: a test side reads metadata once per launch.)
package protocol WireEncodableByHand: Encodable {
    /// Appends the value's compact JSON.
    func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError)
}

extension WireEncodableByHand {
    /// Encodes the tree ``writeJSON(to:)`` writes.
    public func encode(to encoder: any Encoder) throws {
        var writer = JSONWriter()
        try writeJSON(to: &writer)
        try JSONParser.parse(writer.bytes).encode(to: encoder)
    }
}

extension JSONWriter {
    /// Appends an array of values that write themselves; an element's error names its position.
    package mutating func writeArray(_ elements: [some WireEncodableByHand]) throws(JSONCodingError) {
        try writeArray(elements) { writer, element throws(JSONCodingError) in try element.writeJSON(to: &writer) }
    }
}
