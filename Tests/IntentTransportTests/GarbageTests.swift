import Foundation
import Testing

@testable import IntentSystem
@testable import IntentWire

/// Every incoming line gets exactly the reply the rules say, over a real connection: ids echoed exactly, garbage answered once, method-less messages never.
@Suite struct GarbageTests {
    /// The replies to one line, sorted, with the sentinel's own reply removed.
    func replies(to line: String) async -> [String] {
        let exchange = LineExchange(router: ConnectionTests.echoRouter())
        defer { exchange.close() }
        exchange.send(line)
        let replies = await exchange.repliesToAllSent()
        return replies.filter { !$0.contains(#""id":"sentinel""#) && !$0.contains(#""id":"second""#) }
    }

    @Test(arguments: [
        (#"{"jsonrpc":"2.0","id":1.5,"method":"test/echo","params":{"text":"a"}}"#, [#"{"jsonrpc":"2.0","id":1.5,"result":{"text":"a"}}"#]),
        (#"{"jsonrpc":"2.0","id":1e300,"method":"test/echo","params":{"text":"b"}}"#, [#"{"jsonrpc":"2.0","id":1e300,"result":{"text":"b"}}"#]),
        (#"{"jsonrpc":"2.0","id":18446744073709551616,"method":"test/echo","params":{"text":"c"}}"#, [#"{"jsonrpc":"2.0","id":18446744073709551616,"result":{"text":"c"}}"#]),
        (#"{"jsonrpc":"2.0","id":null,"method":"test/echo","params":{"text":"d"}}"#, [#"{"jsonrpc":"2.0","id":null,"result":{"text":"d"}}"#]),
        (#"{"jsonrpc":"2.0","id":"\u00e9","method":"test/echo","params":{"text":"e"}}"#, [#"{"jsonrpc":"2.0","id":"é","result":{"text":"e"}}"#]),
        (
            #"{"jsonrpc":"2.0","id":2,"method":"test/echo","params":{"text":"x","delayMilliseconds":9223372036854775808}}"#,
            [
                #"{"jsonrpc":"2.0","id":2,"error":{"code":-32602,"message":"invalid parameters for \"test/echo\": at \"params.delayMilliseconds\": 9223372036854775808 is out of range for Int, which holds -9223372036854775808 to 9223372036854775807","data":{"kind":"invalidParams"}}}"#
            ]
        ),
        (
            #"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":[1]}"#,
            [
                #"{"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"invalid parameters for \"test/echo\": at \"params\": expected an object, found an array","data":{"kind":"invalidParams"}}}"#
            ]
        ),
        (
            #"{"jsonrpc":"2.0","id":4,"method":"test/ekho","params":{}}"#,
            [
                #"{"jsonrpc":"2.0","id":4,"error":{"code":-32601,"message":"no method named \"test/ekho\"; did you mean \"test/echo\"?","data":{"kind":"unknownMethod","name":"test/ekho","suggestions":["test/echo"]}}}"#
            ]
        ),
        (
            #"{"jsonrpc":"2.0","id":true,"method":"test/echo"}"#,
            [
                #"{"jsonrpc":"2.0","id":null,"error":{"code":-32600,"message":"the message is not a valid JSON-RPC 2.0 request: \"id\" must be a string, a number or null, found a Boolean","data":{"kind":"invalidRequest"}}}"#
            ]
        ),
        (
            "not json",
            [#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"the message is not valid JSON: unexpected character 'n'; expected a value (at byte 0)","data":{"kind":"parseError"}}}"#]
        ),
        (#"{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"garbage"}}"#, []),
        (#"{"jsonrpc":"2.0","id":99,"result":{}}"#, []),
        (#"{"jsonrpc":"2.0","method":"test/unknownNotification"}"#, []),
    ])
    func eachLineGetsTheRulesReply(_ line: String, _ expected: [String]) async {
        #expect(await replies(to: line) == expected)
    }

    @Test func goodRequestsStillWorkAfterGarbage() async throws {
        let exchange = LineExchange(router: ConnectionTests.echoRouter())
        defer { exchange.close() }
        exchange.send("garbage")
        exchange.send(#"{"jsonrpc":"2.0","id":7,"method":"test/echo","params":{"text":"ok"}}"#)
        let first = await exchange.next()
        let second = await exchange.next()
        #expect(first?.contains(#""id":null"#) == true)
        #expect(second == #"{"jsonrpc":"2.0","id":7,"result":{"text":"ok"}}"#)
    }

    @Test func twoPeersDoNotTradeErrorsForever() async throws {
        // A garbage line reaches the server; its error reply reaches the client, which must not answer it.
        let pair = PipePair(server: ConnectionTests.echoRouter())
        FileDescriptorIO.writeAll(pair.rawClientWrite, Array("garbage\n".utf8))
        #expect(try await pair.client.send(EchoRequest(text: "after")) == EchoResponse(text: "after"))
        #expect(try await pair.client.send(EchoRequest(text: "again")) == EchoResponse(text: "again"))
        let serverHeard = pair.server.recentTraffic().filter { $0.hasPrefix("←") }
        #expect(serverHeard.count == 3, "the server heard the garbage and two requests, and nothing else: \(serverHeard)")
        pair.closeClientOutput()
    }

    @Test func hugeUnknownMethodIsAnsweredShortAndDoesNotBlockOthers() async throws {
        let exchange = LineExchange(router: ConnectionTests.echoRouter())
        defer { exchange.close() }
        let huge = String(repeating: "m", count: 1 << 20)
        exchange.send(#"{"jsonrpc":"2.0","id":"huge","method":"\#(huge)"}"#)
        let replies = await exchange.repliesToAllSent()
        let answer = try #require(replies.first { $0.contains(#""id":"huge""#) })
        #expect(answer.contains(#"no method named \"mmmm"#))
        #expect(answer.contains("… (1048576 characters in all)"))
        #expect(answer.utf8.count < 1000)
    }

    @Test func oversizedRequestsAreAnsweredWithTheirId() async throws {
        let exchange = LineExchange(router: ConnectionTests.echoRouter(), maximumMessageLength: 2048)
        defer { exchange.close() }
        exchange.send(#"{"jsonrpc":"2.0","id":31,"method":"test/echo","params":{"text":""# + String(repeating: "z", count: 5000) + #""}}"#)
        let reply = await exchange.next()
        #expect(
            reply
                == #"{"jsonrpc":"2.0","id":31,"error":{"code":-32600,"message":"the message is not a valid JSON-RPC 2.0 request: the message is 4.9 KiB (5067 bytes), over the limit of 2 KiB (2048 bytes) per message","data":{"kind":"invalidRequest"}}}"#
        )
        #expect(await exchange.repliesUntilSentinel().count == 1, "the stream stays in step")
    }
}
