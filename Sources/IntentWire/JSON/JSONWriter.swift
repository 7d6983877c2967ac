/// Writes ``JSONValue`` trees as UTF-8: compact on the wire, indented with sorted keys for people.
package struct JSONWriter {
    /// The bytes written so far.
    package private(set) var bytes: [UInt8] = []
    private let pretty: Bool

    /// A writer; `pretty` indents by two spaces and sorts object keys.
    package init(pretty: Bool = false, capacity: Int = 256) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// The compact encoding of a value.
    package static func compact(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter()
        writer.write(value)
        return writer.bytes
    }

    /// The indented, key-sorted encoding of a value.
    package static func pretty(_ value: JSONValue) -> [UInt8] {
        var writer = JSONWriter(pretty: true)
        writer.write(value)
        return writer.bytes
    }

    /// Appends a value.
    package mutating func write(_ value: JSONValue) {
        write(value, indentation: 0)
    }

    /// Appends bytes that are already valid JSON.
    package mutating func writeRaw<Bytes: Sequence<UInt8>>(_ raw: Bytes) {
        bytes.append(contentsOf: raw)
    }

    /// Appends an ASCII fragment such as `{"jsonrpc":"2.0","id":`.
    package mutating func writeRaw(_ fragment: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: fragment.utf8Start, count: fragment.utf8CodeUnitCount))
    }

    private mutating func write(_ value: JSONValue, indentation: Int) {
        switch value {
        case .null: writeRaw("null")
        case .bool(let flag): flag ? writeRaw("true") : writeRaw("false")
        case .number(let number): bytes.append(contentsOf: number.text.utf8)
        case .string(let string): writeString(string)
        case .array(let elements):
            guard !elements.isEmpty else { return writeRaw("[]") }
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indentation + 1)
                write(element, indentation: indentation + 1)
            }
            newline(indentation)
            bytes.append(UInt8(ascii: "]"))
        case .object(let object):
            guard object.count > 0 else { return writeRaw("{}") }
            bytes.append(UInt8(ascii: "{"))
            let members = pretty ? object.members.sorted { $0.key < $1.key } : object.members
            for (position, member) in members.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                newline(indentation + 1)
                writeString(member.key)
                pretty ? writeRaw(" : ") : bytes.append(UInt8(ascii: ":"))
                write(member.value, indentation: indentation + 1)
            }
            newline(indentation)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    private mutating func newline(_ level: Int) {
        guard pretty else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(0x20, count: level * 2))
    }

    /// Appends a string in quotes, escaping what JSON requires (and nothing else: `/` and non-ASCII stay as they are).
    package mutating func writeString(_ string: String) {
        bytes.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { utf8 in
            var runStart = 0
            for position in 0..<utf8.count {
                let byte = utf8[position]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
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
                    bytes.append(digits[Int(byte >> 4)])
                    bytes.append(digits[Int(byte & 0xF)])
                }
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
