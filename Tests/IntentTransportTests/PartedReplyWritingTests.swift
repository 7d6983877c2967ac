import Foundation
import IntentJSON
import IntentKitTestSupport
import Synchronization
import Testing

@testable import IntentSystem
@testable import IntentTransport
@testable import IntentWire

/// A large page of entities is sent from where its runs lie (the envelope, the runs and the joints written with
/// `writev`), not copied into the response and the response into the line; the peer reads the same reply.
@Suite struct PartedReplyWritingTests {
    /// `count` entities with titles long enough that a few hundred make a large page.
    private static func entities(_ count: Int, from start: Int = 0) -> [EntityValue] {
        (start..<(start + count)).map { number in
            EntityValue(
                typeIdentifier: "EventEntity", instanceIdentifier: "event-\(number)",
                properties: ["title": .string("Parted \"page\" event \(number) " + String(repeating: "x", count: 200)), "order": .int(number)],
                display: DisplayRepresentationValue(title: "Event \(number)"))
        }
    }

    /// The entities' JSON objects separated by commas: one run of a page.
    private static func run(_ entities: [EntityValue]) -> [UInt8] {
        var writer = JSONWriter()
        for (position, entity) in entities.enumerated() {
            if position > 0 { writer.writeRaw(",") }
            #expect((try? entity.writeJSON(to: &writer)) != nil)
        }
        return writer.bytes
    }

    @Test func thePartsJoinedAreTheResponsesText() throws {
        let (first, second) = (Self.entities(300), Self.entities(300, from: 300))
        let page = PageInfo(total: 900, nextCursor: "cursor \"600\"")
        let response = EntityQueryResponse(encodedEntities: EncodedEntities(runs: [Self.run(first), Self.run(second)], count: 600), page: page)
        let whole = try response.jsonBytes()
        var parted = JSONWriter(keepingLargeTextInPlace: true)
        try response.writeJSON(to: &parted)
        let parts = parted.parts
        #expect(parts.count == 5, "opening, two runs, the comma between them, closing")
        #expect(Array(parts.joined()) == whole)
        #expect(try EntityQueryResponse.read(from: whole) == EntityQueryResponse(entities: first + second, page: page))
        // A small page, or one built as values, is written whole.
        let small = EntityQueryResponse(encodedEntities: EncodedEntities(runs: [Self.run(Array(first.prefix(3)))], count: 3), page: page)
        var smallWriter = JSONWriter(keepingLargeTextInPlace: true)
        try small.writeJSON(to: &smallWriter)
        #expect(smallWriter.parts.count == 1)
        var valuesWriter = JSONWriter(keepingLargeTextInPlace: true)
        try EntityQueryResponse(entities: first, page: nil).writeJSON(to: &valuesWriter)
        #expect(valuesWriter.parts.count == 1)
    }

    @Test func manyPartsLargerThanThePipeArriveInOrder() async throws {
        let ends = TestPipe()
        // More parts than one `writev` takes, larger together than a pipe holds, some empty.
        let parts = (0..<150).map { number in [UInt8](repeating: UInt8(number), count: number % 7 == 0 ? 0 : 1_000 + number * 37) }
        let expected = Array(parts.joined())
        let readEnd = ends.readEnd
        // The reader on a thread of its own: blocking reads on the shared pool hold one of its (two) threads.
        let received = Mutex<[UInt8]?>(nil)
        Thread {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 4_096)
            while true {
                let count = FileDescriptorIO.readChunk(readEnd, into: &buffer)
                if count == 0 { break }
                bytes += buffer[0..<count]
            }
            close(readEnd)
            received.withLock { $0 = bytes }
        }.start()
        #expect(FileDescriptorIO.writeAll(ends.writeEnd, parts: parts))
        close(ends.writeEnd)
        var bytes: [UInt8]?
        for _ in 0..<5_000 where bytes == nil {
            bytes = received.withLock { $0 }
            if bytes == nil { try await Task.sleep(for: .milliseconds(2)) }
        }
        #expect(bytes == expected)
    }

    @Test func writingPartsToAClosedPipeFails() {
        let ends = TestPipe()
        FileDescriptorIO.ignoreBrokenPipeSignals()
        close(ends.readEnd)
        #expect(!FileDescriptorIO.writeAll(ends.writeEnd, parts: [Array("line".utf8), Array("\n".utf8)]))
        close(ends.writeEnd)
    }

    /// A server answering `entity/query` with a page of `count` entities in two runs, and a client of it.
    private static func peers(pageOf count: Int, limit: Int) -> (server: Connection, client: Connection, entities: [EntityValue], close: @Sendable () -> Void) {
        let toServer = TestPipe()
        let toClient = TestPipe()
        let (first, second) = (entities(count / 2), entities(count - count / 2, from: count / 2))
        let runs = EncodedEntities(runs: [run(first), run(second)], count: count)
        var router = RequestRouter()
        router.register(EntityQueryRequest.self) { _, _ in EntityQueryResponse(encodedEntities: runs, page: PageInfo(total: count, nextCursor: nil)) }
        let server = Connection(name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: router, closesInputAtEnd: true, maximumMessageLength: limit)
        let client = Connection(name: "server", input: toClient.readEnd, output: toServer.writeEnd, closesInputAtEnd: true, maximumMessageLength: limit)
        server.start()
        client.start()
        let input = toServer.writeEnd
        return (server, client, first + second, { close(input) })
    }

    @Test(arguments: [20, 600])
    func aPageOfAnySizeArrivesWhole(count: Int) async throws {
        let (server, client, entities, close) = Self.peers(pageOf: count, limit: 1 << 20)
        defer { close() }
        let request = EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .all))
        let response = try await client.send(request)
        #expect(response == EntityQueryResponse(entities: entities, page: PageInfo(total: count, nextCursor: nil)))
        // A second call on the same connection: the parts left nothing behind on the pipe.
        #expect(try await client.send(request) == response)
        let sent = server.recentTraffic().filter { $0.hasPrefix("→") }
        #expect(sent.count == 2)
        #expect(sent.allSatisfy { $0.hasPrefix(#"→ {"jsonrpc":"2.0","id":"#) })
    }

    @Test func aPageSentInPartsIsStillRefusedOverTheLimit() async throws {
        let (_, client, _, close) = Self.peers(pageOf: 600, limit: 100_000)
        defer { close() }
        let request = EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .all))
        let error = await #expect(throws: ResponseError.self) { try await client.send(request) }
        #expect(error?.code == .resultTooLarge)
        #expect(error?.message.hasPrefix(#"the result of "entity/query" is "#) == true)
        #expect(error?.message.hasSuffix("over the protocol's limit of 97.7 KiB (100000 bytes) per message; ask for fewer results") == true)
    }
}
