/// A reply line in exactly the form IntentKit writes, `{"jsonrpc":"2.0","id":<integer>,"result":<value>}`, found without parsing it.
///
/// Such a line needs no classification: its id is read from the fixed prefix,
/// and its result's text is handed to the request's own decoder, which reads
/// the value straight from the bytes. Any other line (another member order,
/// whitespace, a string id, an error) takes the general path; so does a
/// result that turns out not to be valid JSON, which then fails the request
/// as the general path would.
struct CanonicalReply {
    /// The request id.
    let id: RequestID
    /// Where the result's text is in the line.
    let result: Range<Int>

    private static let prefix = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
    private static let resultKey = Array(#","result":"#.utf8)
    /// More digits than this could overflow `Int`; such ids take the general path.
    private static let maximumIDDigits = 18

    /// Recognises the form; `nil` for any other line.
    init?(_ line: [UInt8]) {
        let prefix = Self.prefix
        let resultKey = Self.resultKey
        guard line.count > prefix.count + resultKey.count + 2, line.last == UInt8(ascii: "}") else { return nil }
        var index = 0
        while index < prefix.count {
            guard line[index] == prefix[index] else { return nil }
            index += 1
        }
        let digitsStart = index
        var id = 0
        while index < line.count, line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9") {
            id = id * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
            guard index - digitsStart <= Self.maximumIDDigits else { return nil }
        }
        let digitCount = index - digitsStart
        guard digitCount > 0, digitCount == 1 || line[digitsStart] != UInt8(ascii: "0") else { return nil }
        for byte in resultKey {
            guard index < line.count, line[index] == byte else { return nil }
            index += 1
        }
        guard index < line.count - 1 else { return nil }
        self.id = .number(id)
        self.result = index..<(line.count - 1)
    }
}
