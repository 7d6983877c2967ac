import Testing

@testable import IntentTransport
@testable import IntentWire

/// A reply in the exact form IntentKit writes is found from its text without a tree; any other layout is left to
/// the general classification.
@Suite struct CanonicalReplyTests {
    @Test func recognisesOnlyTheCanonicalReplyForm() {
        func reply(_ text: String) -> CanonicalReply? { CanonicalReply(Array(text.utf8)) }
        let canonical = reply(#"{"jsonrpc":"2.0","id":42,"result":{"entities":[]}}"#)
        #expect(canonical?.id == .number(42))
        #expect(canonical.map { Array(Array(#"{"jsonrpc":"2.0","id":42,"result":{"entities":[]}}"#.utf8)[$0.result]) } == Array(#"{"entities":[]}"#.utf8))
        #expect(reply(#"{"jsonrpc":"2.0","id":0,"result":1}"#)?.id == .number(0))
        for other in [
            #"{"jsonrpc":"2.0","id":042,"result":1}"#, #"{"jsonrpc":"2.0","id":"42","result":1}"#, #"{"jsonrpc":"2.0", "id":42,"result":1}"#,
            #"{"jsonrpc":"2.0","id":42,"error":{}}"#, #"{"jsonrpc":"2.0","id":1234567890123456789,"result":1}"#, #"{"jsonrpc":"2.0","id":42,"result":}"#,
            #"{"jsonrpc":"2.0","id":42,"result":1} "#, #"{"jsonrpc":"2.0","id":,"result":1}"#,
            // Past Int.max: these once trapped while the id was read.
            #"{"jsonrpc":"2.0","id":9223372036854775808,"result":1}"#, #"{"jsonrpc":"2.0","id":99999999999999999999999,"result":1}"#,
        ] {
            #expect(reply(other) == nil, "\(other)")
        }
    }
}
