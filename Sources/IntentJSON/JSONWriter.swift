#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes ``JSONValue`` trees as UTF-8: compact on the wire, indented with sorted keys for people.
///
/// Its bytes live in a buffer it manages itself: results of thousands of entities are written a few bytes at a
/// time, and appending to an `Array` costs a call and a `memmove` for every fragment.
/// Not copyable, so that two writers never share one buffer.
///
/// Its API is public and inlinable because the app writes an entity with dozens of calls from other modules, and
/// this toolchain inlines only public bodies across modules (see ARCHITECTURE.md).
public struct JSONWriter: ~Copyable {
    @usableFromInline var storage: UnsafeMutablePointer<UInt8>
    /// How many bytes `storage` holds.
    @usableFromInline var capacity: Int
    /// How many bytes were written.
    @usableFromInline var length = 0
    /// How many bytes were written.
    @inlinable public var count: Int { length }
    @usableFromInline let pretty: Bool
    /// Whether ``writeInPlace(_:)`` keeps large text as a part of its own, to be sent from where it lies.
    @usableFromInline let keepsLargeTextInPlace: Bool
    /// What was written before the last text kept in place, and that text, in order: ``parts`` ends with the rest.
    @usableFromInline var earlierParts: [[UInt8]] = []

    /// A writer; `pretty` indents by two spaces and sorts object keys; `keepingLargeTextInPlace` lets
    /// ``writeInPlace(_:)`` keep large text as parts (for a reply's result, which is sent in parts).
    @inlinable public init(pretty: Bool = false, capacity: Int = 256, keepingLargeTextInPlace: Bool = false) {
        self.pretty = pretty
        self.keepsLargeTextInPlace = keepingLargeTextInPlace
        self.capacity = max(capacity, 64)
        storage = Self.allocate(self.capacity)
    }

    deinit { free(storage) }

    /// `malloc`'s memory: `UnsafeMutablePointer.allocate` took glibc's slower aligned path (`posix_memalign`),
    /// and a reply allocates two or three writers.
    @inlinable static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("out of memory for \(capacity) bytes of JSON") }
        return memory.assumingMemoryBound(to: UInt8.self)
    }

    /// The bytes written so far (since the last text kept in place: see ``parts``).
    @inlinable public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    /// Everything written, as parts to send one after another: one part unless text was kept in place.
    @inlinable public var parts: [[UInt8]] { earlierParts + [bytes] }

    /// From this size on, text written already (a page of entities) is sent from where it lies, between what comes
    /// before and after it, instead of being copied: a page of a thousand entities is a megabyte, and below this
    /// the copy costs less than the extra writes.
    public static let smallestTextKeptInPlace = 64 * 1024

    /// Appends text written already: as a part of its own when this writer keeps large text in place and `large`
    /// says the text belongs to at least ``smallestTextKeptInPlace`` bytes, otherwise copied.
    @inlinable public mutating func writeInPlace(_ text: [UInt8], large: Bool) {
        guard keepsLargeTextInPlace, large else {
            writeRaw(text)
            return
        }
        earlierParts.append(bytes)
        earlierParts.append(text)
        length = 0
    }

    /// A copy of what was written from byte `start` on.
    @inlinable public func bytes(from start: Int) -> [UInt8] {
        precondition(start >= 0 && start <= count, "bytes from \(start) of \(count)")
        return Array(UnsafeBufferPointer(start: storage + start, count: count - start))
    }

    /// The compact encoding of a value.
    @inlinable public static func compact(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(value)
        return writer.bytes
    }

    /// The indented, key-sorted encoding of a value.
    @inlinable public static func pretty(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(pretty: true)
        writer.write(value)
        return writer.bytes
    }

    /// Makes room for `capacity` bytes in all, so that writing that much copies nothing already written.
    @inlinable public mutating func reserveCapacity(_ capacity: Int) {
        if capacity > self.capacity { grow(toHold: capacity) }
    }

    /// Drops what was written after the first `count` bytes (to take back a value that could not be written directly).
    @inlinable public mutating func truncate(to count: Int) {
        precondition(count >= 0 && count <= self.count, "truncating \(self.count) bytes to \(count)")
        length = count
    }

    /// Appends a value.
    @inlinable public mutating func write(_ value: JSONValue) {
        write(value, indentation: 0)
    }

    /// Appends bytes that are already valid JSON.
    @inlinable public mutating func writeRaw<Bytes: Sequence<UInt8>>(_ raw: Bytes) {
        let copied: Void? = raw.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            for byte in raw { append(byte) }
        }
    }

    /// Appends bytes that are already valid JSON (or valid inside a string), without a generic call.
    @inlinable
    public mutating func writeBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(bytes)
    }

    /// Appends an ASCII fragment such as `{"jsonrpc":"2.0","id":`.
    ///
    /// Inlined, so that the fragment's length is known where it is written: large results write a few dozen
    /// fragments per entity.
    @inlinable @inline(__always)
    public mutating func writeRaw(_ fragment: StaticString) {
        append(UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount))
    }

    @inlinable @inline(__always)
    mutating func append(_ byte: UInt8) {
        if length == capacity { grow(toHold: length + 1) }
        storage[length] = byte
        length += 1
    }

    @inlinable @inline(__always)
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let base = buffer.baseAddress else { return }
        let byteCount = buffer.count
        if length + byteCount > capacity { grow(toHold: length + byteCount) }
        let destination = UnsafeMutableRawPointer(storage + length)
        let source = UnsafeRawPointer(base)
        // Up to 16 bytes as two loads and two stores that overlap in the middle, instead of a call or a loop.
        if byteCount >= 8 && byteCount <= 16 {
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: byteCount - 8, as: UInt64.self)
            destination.storeBytes(of: head, as: UInt64.self)
            destination.storeBytes(of: tail, toByteOffset: byteCount - 8, as: UInt64.self)
        } else if byteCount >= 4 && byteCount < 8 {
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: byteCount - 4, as: UInt32.self)
            destination.storeBytes(of: head, as: UInt32.self)
            destination.storeBytes(of: tail, toByteOffset: byteCount - 4, as: UInt32.self)
        } else if byteCount < 4 {
            for offset in 0..<byteCount { storage[length + offset] = base[offset] }
        } else {
            destination.copyMemory(from: source, byteCount: byteCount)
        }
        length += byteCount
    }

    @inlinable mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        guard let grown = realloc(storage, newCapacity) else { fatalError("out of memory for \(newCapacity) bytes of JSON") }
        storage = grown.assumingMemoryBound(to: UInt8.self)
        capacity = newCapacity
    }

    @inlinable mutating func write(_ value: JSONValue, indentation: Int) {
        switch value {
        case .null: writeRaw("null")
        case .bool(let flag): flag ? writeRaw("true") : writeRaw("false")
        case .number(let number): writeRaw(number.text.utf8)
        case .string(let string): writeString(string)
        case .array(let elements):
            guard !elements.isEmpty else { return writeRaw("[]") }
            append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { append(UInt8(ascii: ",")) }
                newline(indentation + 1)
                write(element, indentation: indentation + 1)
            }
            newline(indentation)
            append(UInt8(ascii: "]"))
        case .object(let object):
            guard object.count > 0 else { return writeRaw("{}") }
            append(UInt8(ascii: "{"))
            let members = pretty ? object.members.sorted { $0.key < $1.key } : object.members
            for (position, member) in members.enumerated() {
                if position > 0 { append(UInt8(ascii: ",")) }
                newline(indentation + 1)
                writeString(member.key)
                pretty ? writeRaw(" : ") : append(UInt8(ascii: ":"))
                write(member.value, indentation: indentation + 1)
            }
            newline(indentation)
            append(UInt8(ascii: "}"))
        }
    }

    @inlinable mutating func newline(_ level: Int) {
        guard pretty else { return }
        append(0x0A)
        for _ in 0..<(level * 2) { append(0x20) }
    }

    /// Appends a string in quotes, escaping what JSON requires (and nothing else: `/` and non-ASCII stay as they are).
    @inlinable public mutating func writeString(_ string: String) {
        append(UInt8(ascii: "\""))
        // Read in place: `withUTF8` is mutating, and the copy it needed retained and released every string written.
        let written: Void? = string.utf8.withContiguousStorageIfAvailable { writeEscaped($0) }
        if written == nil {
            var string = string
            string.withUTF8 { writeEscaped($0) }
        }
        append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 text in quotes, escaping what JSON requires: a string whose bytes are at hand, such as JSON
    /// text carried inside another message as a string.
    @inlinable public mutating func writeString(utf8: UnsafeBufferPointer<UInt8>) {
        append(UInt8(ascii: "\""))
        writeEscaped(utf8)
        append(UInt8(ascii: "\""))
    }

    /// Appends UTF-8 text, escaping what JSON requires inside a string.
    @inlinable mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        while true {
            let position = PlainTextScan.plainRunEnd(in: utf8, from: runStart).end
            append(UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
            guard position < utf8.count else { return }
            let byte = utf8[position]
            runStart = position + 1
            switch byte {
            case UInt8(ascii: "\""): writeRaw("\\\"")
            case UInt8(ascii: "\\"): writeRaw("\\\\")
            case 0x0A: writeRaw("\\n")
            case 0x0D: writeRaw("\\r")
            case 0x09: writeRaw("\\t")
            case 0x08: writeRaw("\\b")
            case 0x0C: writeRaw("\\f")
            default:
                let digits = Array("0123456789abcdef".utf8)
                writeRaw("\\u00")
                append(digits[Int(byte >> 4)])
                append(digits[Int(byte & 0xF)])
            }
        }
    }
}
