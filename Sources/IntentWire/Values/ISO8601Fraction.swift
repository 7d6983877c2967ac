/// Keeps the fraction of a second in ISO 8601 text to what Foundation's parser on Linux reads safely.
enum ISO8601Fraction {
    /// `text` with the digits after its seconds' decimal point cut to nine; other text unchanged.
    static func cutToNineDigits(_ text: String) -> String {
        let utf8 = Array(text.utf8)
        guard let point = utf8.firstIndex(of: UInt8(ascii: ".")) else { return text }
        var end = point + 1
        while end < utf8.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[end]) { end += 1 }
        guard end - (point + 1) > 9 else { return text }
        return String(decoding: utf8[..<(point + 10)] + utf8[end...], as: UTF8.self)
    }
}
