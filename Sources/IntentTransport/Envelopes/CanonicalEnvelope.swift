import IntentJSON
import IntentWire

/// The pieces of the exact envelope IntentKit writes, which ``CanonicalReply`` and ``CanonicalRequest``
/// recognise without parsing a line into a tree.
enum CanonicalEnvelope {
    /// `{"jsonrpc":"2.0","id":`, with which both forms start.
    static let prefix = Array(#"{"jsonrpc":"2.0","id":"#.utf8)
    /// More digits than this could overflow `Int`; such ids take the general path.
    static let maximumIDDigits = 18

    /// Matches `expected` at `index`, moving past it; `false` when the bytes differ.
    static func match(_ expected: [UInt8], in line: [UInt8], at index: inout Int) -> Bool {
        for byte in expected {
            guard index < line.count, line[index] == byte else { return false }
            index += 1
        }
        return true
    }

    /// Reads an id written as IntentKit writes one (decimal digits, no sign, no leading zero, at most
    /// ``maximumIDDigits``), moving past it; `nil` for anything else.
    static func readID(in line: [UInt8], at index: inout Int) -> Int? {
        let digitsStart = index
        var id = 0
        while index < line.count, line[index] >= UInt8(ascii: "0"), line[index] <= UInt8(ascii: "9") {
            // The count is checked before the digit is taken: 18 digits always fit, a 19th could overflow.
            guard index - digitsStart < maximumIDDigits else { return nil }
            id = id * 10 + Int(line[index] - UInt8(ascii: "0"))
            index += 1
        }
        let digitCount = index - digitsStart
        guard digitCount > 0, digitCount == 1 || line[digitsStart] != UInt8(ascii: "0") else { return nil }
        return id
    }
}
