import IntentJSON
import IntentWire

/// A reply line in exactly the form IntentKit writes, `{"jsonrpc":"2.0","id":<integer>,"result":<value>}`, found without parsing it.
///
/// Such a line needs no classification: its id is read from the fixed prefix,
/// and its result's text is handed to the request's own decoder, which reads
/// the value straight from the bytes. Any other line (another member order,
/// whitespace, a string id, an error) takes the general path; so does a
/// result that turns out not to be valid JSON, which then fails the request
/// as the general path would.
package struct CanonicalReply {
    /// The request id.
    package let id: RequestID
    /// Where the result's text is in the line.
    package let result: Range<Int>

    private static let resultKey = Array(#","result":"#.utf8)

    /// Recognises the form; `nil` for any other line.
    package init?(_ line: [UInt8]) {
        guard line.count > CanonicalEnvelope.prefix.count + Self.resultKey.count + 2, line.last == UInt8(ascii: "}") else { return nil }
        var index = 0
        guard CanonicalEnvelope.match(CanonicalEnvelope.prefix, in: line, at: &index), let id = CanonicalEnvelope.readID(in: line, at: &index),
            CanonicalEnvelope.match(Self.resultKey, in: line, at: &index)
        else { return nil }
        guard index < line.count - 1 else { return nil }
        self.id = .number(id)
        self.result = index..<(line.count - 1)
    }
}
