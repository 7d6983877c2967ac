/// Reads the next page's cursor from the end of a page reply's text, before the rest of it is read.
///
/// A paged reply as IntentKit writes it ends `…,"page":{"total":N,"nextCursor":"C"}}`. Knowing `C` before the
/// page's items are read lets the client ask for the next page at once, so that the app sends it while this
/// one is read. Only a guess: the caller checks it against the cursor the reply turns out to hold.
package enum TrailingCursor {
    /// The cursor the reply's text ends with, when it ends as IntentKit writes a page with a next one; `nil`
    /// otherwise (the last page, another layout, a cursor with escapes).
    package static func nextCursor(in reply: UnsafeBufferPointer<UInt8>) -> String? {
        let suffix = Array(#""}}"#.utf8)
        let prefix = Array(#","nextCursor":""#.utf8)
        guard reply.count > suffix.count + prefix.count, reply.suffix(suffix.count).elementsEqual(suffix) else { return nil }
        let end = reply.count - suffix.count
        var start = end
        while start > 0 {
            let byte = reply[start - 1]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
            start -= 1
        }
        // `start` is just after the cursor's opening quote, which ends the prefix.
        guard start > prefix.count, start < end, reply[(start - prefix.count)..<start].elementsEqual(prefix) else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: reply[start..<end]), as: UTF8.self)
    }
}
