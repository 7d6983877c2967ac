/// Reads what it can of a message's top-level members when the whole message cannot be parsed.
///
/// Used for replies to broken and oversized messages: whenever the id can be
/// read, the reply carries it. It looks only at the top-level object, reads
/// the `id` member when it is a string, number or null, notes which of
/// `method`, `result` and `error` are present, and stops quietly at the first
/// problem (a truncated prefix of a huge line is fine).
public struct JSONHeaderScanner {
    /// What was found.
    public struct Header: Sendable, Equatable {
        /// The id, when it was read: a string, number or null.
        public var id: JSONValue?
        /// Whether a `method` key was seen at the top level.
        public var hasMethod = false
        /// Whether a `result` or `error` key was seen at the top level.
        public var hasOutcome = false

        /// A header with nothing seen yet.
        @inlinable public init() {}
    }

    /// The message being scanned.
    @usableFromInline let bytes: UnsafeBufferPointer<UInt8>
    /// The offset of the next byte to scan.
    @usableFromInline var index = 0

    /// Scans the start of a message.
    @inlinable public static func scan<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Header {
        let header: Header? = bytes.withContiguousStorageIfAvailable { buffer in
            var scanner = JSONHeaderScanner(bytes: buffer)
            return scanner.scanTopLevel()
        }
        return header ?? scan(Array(bytes))
    }

    /// Whether `bytes` are one value whose brackets balance and whose strings close, with nothing after it but
    /// whitespace: a line that frames as one message (its tokens are not checked; the receiver's parser does that).
    @inlinable public static func isOneValue<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        let balanced: Bool? = bytes.withContiguousStorageIfAvailable { buffer in
            var scanner = JSONHeaderScanner(bytes: buffer)
            scanner.skipWhitespace()
            guard scanner.skipValue() else { return false }
            scanner.skipWhitespace()
            return scanner.index == buffer.count
        }
        return balanced ?? isOneValue(Array(bytes))
    }

    /// A scanner at the start of `bytes`.
    @inlinable init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    @inlinable mutating func scanTopLevel() -> Header {
        var header = Header()
        skipWhitespace()
        guard take(UInt8(ascii: "{")) else { return header }
        while true {
            skipWhitespace()
            guard let key = readString() else { return header }
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { return header }
            skipWhitespace()
            switch key {
            case "id":
                guard let id = readScalar() else { return header }
                header.id = id
            case "method":
                header.hasMethod = true
                guard skipValue() else { return header }
            case "result", "error":
                header.hasOutcome = true
                guard skipValue() else { return header }
            default:
                guard skipValue() else { return header }
            }
            skipWhitespace()
            guard take(UInt8(ascii: ",")) else { return header }
        }
    }

    /// The next value, parsed strictly; `nil` when it is not valid (the caller judges its type).
    @inlinable mutating func readScalar() -> JSONValue? {
        let start = index
        guard skipValue(), index > start else { return nil }
        return try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<index]))
    }

    /// Reads a string without escapes; `nil` (leaving the position unspecified) for anything else.
    @inlinable mutating func readString() -> String? {
        let start = index
        guard skipString() else { return nil }
        return try? JSONParser.parse(UnsafeBufferPointer(rebasing: bytes[start..<index])).string
    }

    /// Skips one value without building it; nesting is counted, not recursed.
    @inlinable mutating func skipValue() -> Bool {
        var depth = 0
        repeat {
            skipWhitespace()
            guard index < bytes.count else { return false }
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard skipString() else { return false }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                guard depth > 0 else { return false }
                depth -= 1
                index += 1
            case UInt8(ascii: ","), UInt8(ascii: ":"):
                guard depth > 0 else { return false }
                index += 1
            default:
                let start = index
                while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
                if index == start { return false }
            }
        } while depth > 0
        return true
    }

    /// Skips a string, escapes included; `false` when the text ends first.
    @inlinable mutating func skipString() -> Bool {
        guard take(UInt8(ascii: "\"")) else { return false }
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return false
    }

    @inlinable static func isDelimiter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), UInt8(ascii: "\""),
            UInt8(ascii: "{"), UInt8(ascii: "["), 0x20, 0x09, 0x0A, 0x0D:
            true
        default: false
        }
    }

    /// Takes `byte` when it is next.
    @inlinable mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips JSON whitespace.
    @inlinable mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }
}
