import Testing

@testable import IntentTransport
@testable import IntentWire

/// Every rule of how an incoming line is classified and answered, one row each.
@Suite struct IncomingMessageTests {
    /// What the connection does with a line: the reply's id and code, "run" for a request to run, "none" for no reply.
    func outcome(_ line: String) -> String {
        switch IncomingMessage.classify(Array(line.utf8)) {
        case .request(let id, let method, _): "run \(method) id \(id)"
        case .notification(let method, _): "notification \(method)"
        case .response(let id, let outcome):
            switch outcome {
            case .result: "response id \(id)"
            case .error(let error): "error response id \(id) code \(error.code.rawValue)"
            case .malformed(let problem): "malformed response id \(id): \(problem)"
            }
        case .invalid(let id, let error): "reply id \(id) code \(error.code.rawValue): \(error.message)"
        case .ignored: "none"
        }
    }

    @Test(arguments: [
        // Ids are echoed as the same JSON value, however they are written.
        (#"{"jsonrpc":"2.0","id":7,"method":"m"}"#, "run m id 7"),
        (#"{"jsonrpc":"2.0","id":"seven","method":"m"}"#, #"run m id "seven""#),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"m"}"#, "run m id 1.5"),
        (#"{"jsonrpc":"2.0","id":1e300,"method":"m"}"#, "run m id 1e300"),
        (#"{"jsonrpc":"2.0","id":9223372036854775808,"method":"m"}"#, "run m id 9223372036854775808"),
        (#"{"jsonrpc":"2.0","id":-0,"method":"m"}"#, "run m id -0"),
        (#"{"jsonrpc":"2.0","id":null,"method":"m"}"#, "run m id null"),
        (#"{"jsonrpc":"2.0","method":"m"}"#, "notification m"),
        // Ids JSON-RPC forbids.
        (#"{"jsonrpc":"2.0","id":true,"method":"m"}"#, #"reply id null code -32600: the message is not a valid JSON-RPC 2.0 request: "id" must be a string, a number or null, found a Boolean"#),
        (#"{"jsonrpc":"2.0","id":{},"method":"m"}"#, #"reply id null code -32600: the message is not a valid JSON-RPC 2.0 request: "id" must be a string, a number or null, found an object"#),
        (#"{"jsonrpc":"2.0","id":[1],"method":"m"}"#, #"reply id null code -32600: the message is not a valid JSON-RPC 2.0 request: "id" must be a string, a number or null, found an array"#),
        // Whenever the id can be read, the reply carries it.
        (#"{"jsonrpc":2.0,"id":3,"method":"m"}"#, #"reply id 3 code -32600: the message is not a valid JSON-RPC 2.0 request: "jsonrpc" must be "2.0", found 2.0"#),
        (#"{"id":4,"method":"m"}"#, #"reply id 4 code -32600: the message is not a valid JSON-RPC 2.0 request: "jsonrpc" must be "2.0", found nothing"#),
        (#"{"jsonrpc":"2.0","id":5,"method":12}"#, #"reply id 5 code -32600: the message is not a valid JSON-RPC 2.0 request: "method" must be a string, found a number"#),
        (#"{"jsonrpc":"2.0","id":6,"method":"m","params":{"x":NaN}}"#, "reply id 6 code -32700: the message is not valid JSON: NaN is not valid JSON; send null or a finite number (at byte 51)"),
        (#"{"jsonrpc":"2.0","id":6,"method":"m","params":[Infinity]}"#, "reply id 6 code -32700: the message is not valid JSON: Infinity is not valid JSON; send null or a finite number (at byte 47)"),
        (
            #"{"jsonrpc":"2.0","id":6,"method":"m","params":[-Infinity]}"#,
            "reply id 6 code -32700: the message is not valid JSON: -Infinity is not valid JSON; send null or a finite number (at byte 47)"
        ),
        (#"{"jsonrpc":"2.0","id":8,"method":"m","params":{"a":1,"a":2}}"#, #"reply id 8 code -32700: the message is not valid JSON: duplicate key "a" (at byte 53)"#),
        (#"{"jsonrpc":"2.0","id":9,"method":"m","params":{"a":01}}"#, "reply id 9 code -32700: the message is not valid JSON: a number cannot have a leading zero (at byte 51)"),
        (
            #"{"jsonrpc":"2.0","id":10,"method":"m","params":{"a":"x"#,
            "reply id 10 code -32700: the message is not valid JSON: unexpected end of input inside the string that starts at byte 52 (at byte 54)"
        ),
        // Garbage with no readable id gets one reply with a null id.
        ("not json", "reply id null code -32700: the message is not valid JSON: unexpected character 'n'; expected a value (at byte 0)"),
        ("[1,2]", "reply id null code -32600: the message is not a valid JSON-RPC 2.0 request: a message must be a JSON object, found an array (batches are not supported)"),
        ("42", "reply id null code -32600: the message is not a valid JSON-RPC 2.0 request: a message must be a JSON object, found a number"),
        // A message without a method is never answered, so two peers cannot trade errors forever.
        (#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"x"}}"#, "none"),
        (#"{"jsonrpc":"2.0","error":{"code":-32700,"message":"x"}}"#, "none"),
        (#"{"foo":1}"#, "none"),
        (#"{"jsonrpc":"2.0","id":1}"#, #"malformed response id 1: the reply has neither "result" nor "error""#),
        (#"{"jsonrpc":"2.0","id":2,"result":{"a":1}}"#, "response id 2"),
        (#"{"jsonrpc":"2.0","id":2,"result":{"a":NaN}}"#, "malformed response id 2: the reply is not valid JSON: NaN is not valid JSON; send null or a finite number (at byte 38)"),
        // An error answer needs no data.kind, nor even a code, to be an error.
        (#"{"jsonrpc":"2.0","id":3,"error":{"message":"no"}}"#, "error response id 3 code -32603"),
        (#"{"jsonrpc":"2.0","id":3,"error":{"code":-32004,"message":"no","data":{"why":1}}}"#, "error response id 3 code -32004"),
    ])
    func classifies(_ line: String, _ expected: String) {
        #expect(outcome(line) == expected)
    }

    @Test func deepNestingIsRefusedWithTheId() {
        let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
        let line = #"{"jsonrpc":"2.0","id":11,"method":"m","params":{"a":"# + deep + "}}"
        #expect(outcome(line) == "reply id 11 code -32700: the message is not valid JSON: arrays and objects are nested deeper than 512 levels (at byte 562)")
        let idAfterwards = #"{"jsonrpc":"2.0","method":"m","params":"# + deep + #","id":12}"#
        #expect(outcome(idAfterwards).hasPrefix("reply id 12 code -32700"))
    }

    @Test func invalidUTF8IsNamedWithItsPosition() {
        var bytes = Array(#"{"jsonrpc":"2.0","id":13,"method":"m","params":{"a":"caf"#.utf8)
        bytes += [0xC3, 0x28] + Array(#""}}"#.utf8)
        let message = IncomingMessage.classify(bytes)
        guard case .invalid(let id, let error) = message else {
            Issue.record("\(message)")
            return
        }
        #expect(id == .number(13))
        #expect(error.message == "the message is not valid JSON: invalid UTF-8: byte 0x28 cannot continue a character (at byte 57)")
        let lone = IncomingMessage.classify(Array(#"{"jsonrpc":"2.0","id":14,"method":"m","params":{"a":"\uD800"}}"#.utf8))
        guard case .invalid(_, let surrogate) = lone else {
            Issue.record("\(lone)")
            return
        }
        #expect(surrogate.message == #"the message is not valid JSON: unpaired surrogate \uD800 in a string (at byte 53)"#)
    }

    @Test func oversizedLinesAreAnsweredFromTheirPrefix() {
        let request = IncomingMessage.classifyOversized(length: 70_000_000, prefix: Array(#"{"jsonrpc":"2.0","id":21,"method":"intent/run","params":{"x":"aaaa"#.utf8), limit: 64 << 20)
        #expect(request == .invalid(id: .number(21), error: .invalidRequest("the message is 66.8 MiB (70000000 bytes), over the limit of 64 MiB (67108864 bytes) per message")))
        let reply = IncomingMessage.classifyOversized(length: 70_000_000, prefix: Array(#"{"jsonrpc":"2.0","id":22,"result":{"entities":[{"#.utf8), limit: 64 << 20)
        #expect(reply == .response(id: .number(22), outcome: .malformed("the reply is 66.8 MiB (70000000 bytes), over the protocol's limit of 64 MiB (67108864 bytes) per message")))
        let anonymous = IncomingMessage.classifyOversized(length: 5000, prefix: Array("xxxx".utf8), limit: 4096)
        #expect(anonymous == .invalid(id: .null, error: .invalidRequest("the message is 4.9 KiB (5000 bytes), over the limit of 4 KiB (4096 bytes) per message")))
    }
}
