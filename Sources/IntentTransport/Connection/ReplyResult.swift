import IntentJSON
import IntentSystem
import IntentWire

/// A reply's result as the reader hands it to the waiting request: parsed, or still text.
enum ReplyResult: Sendable {
    /// Parsed while classifying the line.
    case tree(JSONValue)
    /// A ``CanonicalReply``: the whole line and where its result's text is, for the request's own decoder.
    case text(line: [UInt8], result: Range<Int>)
}

/// How a reply to one of our requests turned out.
enum ReplyOutcome {
    case result(ReplyResult)
    case error(ResponseError)
    /// Unusable: no result or error, too large, or broken JSON.
    case malformed(String)
}
