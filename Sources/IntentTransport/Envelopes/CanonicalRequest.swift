import IntentJSON
import IntentWire

/// A request in the exact form IntentKit's client writes, recognised without parsing the line into a tree:
/// `{"jsonrpc":"2.0","id":<digits>,"method":"<printable ASCII>","params":<params>}`.
///
/// Only the envelope is checked here; the params are read by the request type itself
/// (``RequestRouter/prepare(_:params:)``), and a line whose params it cannot read takes
/// the general path (``IncomingMessage/classify(_:)``), which answers every other
/// form and every malformed one.
package struct CanonicalRequest {
    /// The request id.
    package let id: RequestID
    /// The method name.
    package let method: String
    /// Where the params' text is in the line.
    package let params: Range<Int>

    private static let methodKey = Array(#","method":""#.utf8)
    private static let paramsKey = Array(#"","params":"#.utf8)

    /// Recognises the form; `nil` for any other line.
    package init?(_ line: [UInt8]) {
        guard line.count > CanonicalEnvelope.prefix.count + Self.methodKey.count + Self.paramsKey.count + 3, line.last == UInt8(ascii: "}") else { return nil }
        var index = 0
        guard CanonicalEnvelope.match(CanonicalEnvelope.prefix, in: line, at: &index), let id = CanonicalEnvelope.readID(in: line, at: &index),
            CanonicalEnvelope.match(Self.methodKey, in: line, at: &index)
        else { return nil }
        let methodStart = index
        while index < line.count, line[index] != UInt8(ascii: "\"") {
            // Printable ASCII without escapes: anything else is left to the general path, which checks it.
            guard line[index] >= 0x20, line[index] < 0x7F, line[index] != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        let methodEnd = index
        guard CanonicalEnvelope.match(Self.paramsKey, in: line, at: &index), index < line.count - 1 else { return nil }
        self.id = .number(id)
        self.method = String(decoding: line[methodStart..<methodEnd], as: UTF8.self)
        self.params = index..<(line.count - 1)
    }
}
