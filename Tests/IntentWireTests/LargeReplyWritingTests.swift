import Foundation
import Testing

@testable import IntentWire

/// A large result is written to the pipe between its envelope's ends, not copied into one line first; the peer
/// reads the same line either way, the limit still holds, and the diagnostics still show the reply's start.
@Suite struct LargeReplyWritingTests {
    /// A server answering `test/echo` with `count` letters, encoded ahead (a result the router hands over as text),
    /// behind a limit of `limit` bytes per message, and a client of it.
    private static func peers(answering count: Int, limit: Int) -> (server: Connection, client: Connection, close: @Sendable () -> Void) {
        var toServer: [Int32] = [0, 0]
        var toClient: [Int32] = [0, 0]
        pipe(&toServer)
        pipe(&toClient)
        var router = RequestRouter()
        router.register(EchoRequest.self, answeringWithEncoded: { _, _ in try EncodedResponse(EchoResponse(text: String(repeating: "w", count: count))) })
        let server = Connection(name: "client", input: toServer[0], output: toClient[1], router: router, closesInputAtEnd: true, maximumMessageLength: limit)
        let client = Connection(name: "server", input: toClient[0], output: toServer[1], closesInputAtEnd: true, maximumMessageLength: limit)
        server.start()
        client.start()
        let input = toServer[1]
        return (server, client, { close(input) })
    }

    @Test(arguments: [Connection.smallestResultWrittenInPlace - 100, Connection.smallestResultWrittenInPlace, 300_000])
    func aResultOfAnySizeArrivesWhole(letters: Int) async throws {
        let (server, client, close) = Self.peers(answering: letters, limit: 1 << 20)
        defer { close() }
        let response = try await client.send(EchoRequest(text: "big"))
        #expect(response.text.count == letters)
        #expect(response.text.allSatisfy { $0 == "w" })
        // A second call on the same connection: the parts left nothing behind on the pipe.
        let again = try await client.send(EchoRequest(text: "again"))
        #expect(again == response)
        let sent = server.recentTraffic().filter { $0.hasPrefix("→") }
        #expect(sent.count == 2)
        #expect(sent.allSatisfy { $0.hasPrefix(#"→ {"jsonrpc":"2.0","id":"#) && $0.hasSuffix("…") })
    }

    @Test func aResultWrittenInPlaceIsStillRefusedOverTheLimit() async throws {
        let (_, client, close) = Self.peers(answering: 90_000, limit: 80_000)
        defer { close() }
        let error = await #expect(throws: ResponseError.self) { try await client.send(EchoRequest(text: "big")) }
        #expect(error?.code == .resultTooLarge)
        #expect(error?.message == #"the result of "test/echo" is 87.9 KiB (90045 bytes), over the protocol's limit of 78.1 KiB (80000 bytes) per message; ask for fewer results"#)
        // The connection still answers.
        await #expect(throws: ResponseError.self) { try await client.send(EchoRequest(text: "again")) }
    }
}
