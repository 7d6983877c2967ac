import Foundation
import IntentKitTestSupport
import Testing

@testable import IntentSystem
@testable import IntentTransport
@testable import IntentWire

/// A large result is written to the pipe between its envelope's ends, not copied into one line first; the peer
/// reads the same line either way, the limit still holds, and the diagnostics still show the reply's start.
@Suite struct LargeReplyWritingTests {
    /// A server answering `test/echo` with `count` letters, encoded ahead (a result the router hands over as text),
    /// behind a limit of `limit` bytes per message, and a client of it.
    private static func peers(answering count: Int, limit: Int) -> (server: Connection, client: Connection, close: @Sendable () -> Void) {
        let (server, client, _, close) = pipedPeers(answering: count, limit: limit)
        return (server, client, close)
    }

    /// ``peers(answering:limit:)``, with a read end of each pipe: `toServer` carries requests, `toClient` replies.
    private static func pipedPeers(
        answering count: Int, limit: Int
    ) -> (server: Connection, client: Connection, pipes: (toServer: Int32, toClient: Int32), close: @Sendable () -> Void) {
        let toServer = TestPipe()
        let toClient = TestPipe()
        var router = RequestRouter()
        router.register(EchoRequest.self, answeringWithEncoded: { _, _ in try EncodedResponse(EchoResponse(text: String(repeating: "w", count: count))) })
        let server = Connection(name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: router, closesInputAtEnd: true, maximumMessageLength: limit)
        let client = Connection(name: "server", input: toClient.readEnd, output: toServer.writeEnd, closesInputAtEnd: true, maximumMessageLength: limit)
        server.start()
        client.start()
        let input = toServer.writeEnd
        return (server, client, (toServer.readEnd, toClient.readEnd), { close(input) })
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

    #if os(Linux)
        /// What a pipe holds now (`F_GETPIPE_SZ`).
        private static func capacity(of fd: Int32) -> Int32 { fcntl(fd, 1032) }

        @Test func aPipeGrowsToHoldALargeReplyAndNoMore() async throws {
            let (_, client, pipes, close) = Self.pipedPeers(answering: 300_000, limit: 4 << 20)
            defer { close() }
            #expect(Self.capacity(of: pipes.toClient) == Int32(PipeCapacity.defaultBytes))
            let response = try await client.send(EchoRequest(text: "big"))
            #expect(response.text.count == 300_000)
            // 300,045 bytes with the envelope: the next power of two.
            #expect(Self.capacity(of: pipes.toClient) == 512 * 1024)
            // The request was small: its pipe is left as it was.
            #expect(Self.capacity(of: pipes.toServer) == Int32(PipeCapacity.defaultBytes))
        }

        @Test func smallRepliesLeaveThePipeAsItWas() async throws {
            let (_, client, pipes, close) = Self.pipedPeers(answering: 60_000, limit: 1 << 20)
            defer { close() }
            for _ in 0..<3 { _ = try await client.send(EchoRequest(text: "small")) }
            #expect(Self.capacity(of: pipes.toClient) == Int32(PipeCapacity.defaultBytes))
        }

        @Test func aPipeGrowsNoFurtherThanAnUnprivilegedProcessMay() async throws {
            let (_, client, pipes, close) = Self.pipedPeers(answering: 3_000_000, limit: 4 << 20)
            defer { close() }
            let response = try await client.send(EchoRequest(text: "huge"))
            #expect(response.text.count == 3_000_000)
            #expect(Self.capacity(of: pipes.toClient) == Int32(PipeCapacity.maximumBytes))
        }

        @Test func aLargeRequestGrowsThePipeToTheServer() async throws {
            let (_, client, pipes, close) = Self.pipedPeers(answering: 10, limit: 4 << 20)
            defer { close() }
            let text = String(repeating: "r", count: 200_000)
            _ = try await client.send(EchoRequest(text: text))
            #expect(Self.capacity(of: pipes.toServer) == 256 * 1024)
            #expect(Self.capacity(of: pipes.toClient) == Int32(PipeCapacity.defaultBytes))
        }
    #endif
}
