import Foundation
import IntentKitTestSupport
import Synchronization
import Testing

@testable import IntentSystem
@testable import IntentTransport
@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A request used only by these tests: echoes text, optionally after a delay.
struct EchoRequest: WireRequest, Codable {
    static let method = "test/echo"
    typealias Response = EchoResponse
    var text: String
    var delayMilliseconds: Int?
}

struct EchoResponse: Codable, Sendable, Equatable, WireCodable {
    var text: String
}

/// Two connections joined by a pair of pipes, as in-process peers.
struct PipePair {
    let client: Connection
    let server: Connection
    let rawClientWrite: Int32

    init(server router: RequestRouter, client clientRouter: RequestRouter = RequestRouter()) {
        let toServer = TestPipe()
        let toClient = TestPipe()
        // Each connection is named after its peer.
        server = Connection(name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: router, closesInputAtEnd: true)
        client = Connection(name: "server", input: toClient.readEnd, output: toServer.writeEnd, router: clientRouter, closesInputAtEnd: true)
        rawClientWrite = toServer.writeEnd
        server.start()
        client.start()
    }

    /// Closes the client's output through its connection, which owns the descriptor: closed behind its back, a late
    /// write reached whatever file took the number next.
    func closeClientOutput() { client.closeOutput() }
}

@Suite struct ConnectionTests {
    static func echoRouter() -> RequestRouter {
        var router = RequestRouter()
        router.register(EchoRequest.self) { request, _ in
            if let delay = request.delayMilliseconds { try await Task.sleep(for: .milliseconds(delay)) }
            if request.text == "fail" { throw ResponseError(code: .resolutionFailed, message: "asked to fail") }
            return EchoResponse(text: request.text)
        }
        return router
    }

    @Test func requestAndReply() async throws {
        let pair = PipePair(server: Self.echoRouter())
        #expect(try await pair.client.send(EchoRequest(text: "hi")) == EchoResponse(text: "hi"))
        pair.closeClientOutput()
    }

    @Test func concurrentRequestsAreMatchedById() async throws {
        let pair = PipePair(server: Self.echoRouter())
        let texts = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<50 {
                group.addTask { try await pair.client.send(EchoRequest(text: "m\(index)", delayMilliseconds: (50 - index) % 7)).text }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(texts == Set((0..<50).map { "m\($0)" }))
        pair.closeClientOutput()
    }

    @Test func errorsCrossAsResponseErrors() async throws {
        let pair = PipePair(server: Self.echoRouter())
        let error = await #expect(throws: ResponseError.self) { try await pair.client.send(EchoRequest(text: "fail")) }
        #expect(error?.code == .resolutionFailed)
        #expect(error?.message == "asked to fail")
        pair.closeClientOutput()
    }

    @Test func requestsFlowBothWays() async throws {
        var serverRouter = RequestRouter()
        serverRouter.register(EchoRequest.self) { request, context in
            let answer = try await context.connection.send(EchoRequest(text: "question: \(request.text)"))
            return EchoResponse(text: "server got \(answer.text)")
        }
        let pair = PipePair(server: serverRouter, client: Self.echoRouter())
        #expect(try await pair.client.send(EchoRequest(text: "x")).text == "server got question: x")
        pair.closeClientOutput()
    }

    @Test func closingFailsPendingRequests() async throws {
        var router = RequestRouter()
        router.register(EchoRequest.self) { _, _ in
            try await Task.sleep(for: .seconds(30))
            return EchoResponse(text: "late")
        }
        let pair = PipePair(server: router)
        let reply = Task { try await pair.client.send(EchoRequest(text: "x")) }
        try await Task.sleep(for: .milliseconds(50))
        pair.server.closeOutput()  // not the raw descriptor: the handler's late reply would reach whatever reused it
        let error = await #expect(throws: ConnectionError.self) { try await reply.value }
        #expect(error?.kind == .closed)
        #expect(error?.message == #"server closed the connection before answering "test/echo""#)
        #expect(pair.client.isClosed)
        let afterwards = await #expect(throws: ConnectionError.self) { try await pair.client.send(EchoRequest(text: "y")) }
        #expect(afterwards?.message == "the connection to server is closed")
        pair.closeClientOutput()
    }

    @Test func aTimeoutCancelsAndReportsThatThePeerAnswered() async throws {
        var router = RequestRouter()
        router.register(EchoRequest.self) { _, _ in
            try await Task.sleep(for: .seconds(60))
            return EchoResponse(text: "late")
        }
        let pair = PipePair(server: router)
        let error = await #expect(throws: ConnectionError.self) {
            try await pair.client.send(EchoRequest(text: "x"), timeout: .milliseconds(50), cancellationGrace: .seconds(60))
        }
        #expect(error?.kind == .timedOut)
        #expect(error?.message == #"server did not answer "test/echo" within 0.05 seconds; it was asked to cancel and answered"#)
        #expect(pair.server.recentTraffic().contains { $0.contains(#""method":"$/cancelRequest""#) })
        pair.closeClientOutput()
    }

    @Test func aPeerThatIgnoresCancellationIsReportedUnresponsive() async throws {
        var router = RequestRouter()
        router.register(EchoRequest.self) { _, _ in
            // A detached task does not inherit the cancellation: this handler ignores $/cancelRequest.
            await Task.detached { try? await Task.sleep(for: .seconds(5)) }.value
            return EchoResponse(text: "late")
        }
        let pair = PipePair(server: router)
        let error = await #expect(throws: ConnectionError.self) {
            try await pair.client.send(EchoRequest(text: "x"), timeout: .milliseconds(50), cancellationGrace: .milliseconds(100))
        }
        #expect(error?.kind == .unresponsive)
        #expect(error?.message == #"server did not answer "test/echo" within 0.05 seconds, nor within 0.1 seconds of being asked to cancel it"#)
        pair.closeClientOutput()
    }

    @Test func oneTimerServesEveryDeadlineWhateverTheOrder() async throws {
        var router = RequestRouter()
        router.register(EchoRequest.self) { request, _ in
            if let delay = request.delayMilliseconds { await Task.detached { try? await Task.sleep(for: .milliseconds(delay)) }.value }
            return EchoResponse(text: request.text)
        }
        let pair = PipePair(server: router)
        // Many answered requests with a long timeout arm the timer far ahead; none of them may fire later.
        for index in 0..<200 {
            #expect(try await pair.client.send(EchoRequest(text: "\(index)"), timeout: .seconds(600)).text == "\(index)")
        }
        // A slow request with a long timeout, then one with a short timeout: the later, earlier deadline must still fire.
        let slow = Task { try await pair.client.send(EchoRequest(text: "slow", delayMilliseconds: 300), timeout: .seconds(600)) }
        let error = await #expect(throws: ConnectionError.self) {
            try await pair.client.send(EchoRequest(text: "stuck", delayMilliseconds: 5_000), timeout: .milliseconds(50), cancellationGrace: .milliseconds(50))
        }
        #expect(error?.kind == .unresponsive)
        #expect(try await slow.value.text == "slow", "the slow request with the long deadline is unaffected")
        pair.closeClientOutput()
    }

    @Test func aRequestToAPeerThatStoppedReadingIsNotDelivered() async throws {
        let peer = HandPlayedPeer()
        let client = peer.client
        close(peer.input)  // nobody reads what the client writes
        let error = await #expect(throws: ConnectionError.self) { try await client.send(EchoRequest(text: "x")) }
        #expect(error?.kind == .notDelivered)
        #expect(error?.message == #"server is not reading its input (the pipe is closed), so "test/echo" was never delivered"#)
        close(peer.output)
        client.closeOutput()
    }

    @Test func aRequestStillBeingWrittenWhenThePeerDiesIsNotDelivered() async throws {
        // The peer dies while the request is being written: its output ends first (the connection closes), then its
        // input. The request never reached it, so the caller must hear "not delivered" (and may send it again),
        // not "closed before answering" (which says the peer may have acted on it).
        let peer = HandPlayedPeer()
        let client = peer.client
        // Sent from a thread of its own: the write blocks, and must not hold one of the pool's threads.
        let outcome = Mutex<Result<EchoRequest.Response, any Error>?>(nil)
        Thread.detachNewThread {
            // Larger than the pipe can be grown to (1 MiB), so that its write must wait for the reader.
            let result = Result { try client.sendBlocking(EchoRequest(text: String(repeating: "x", count: 3_000_000)), timeout: .seconds(60)) }
            outcome.withLock { $0 = result }
        }
        // The request fills the pipe and its write blocks; then the peer dies, output first.
        var filled = false
        for _ in 0..<500 where !filled {
            var size: Int32 = 0
            _ = ioctl(peer.input, UInt(FIONREAD), &size)
            // A pipe holds 64 KiB, or as much as the connection grew it to for this request (F_GETPIPE_SZ).
            filled = size > 0 && size >= fcntl(peer.input, 1032)
            if !filled { try await Task.sleep(for: .milliseconds(2)) }
        }
        #expect(filled, "the request's write is blocked on a full pipe")
        // Asking whether the output is closed (every call asks) answers at once, though a write holds the lock.
        #expect(!client.isOutputClosed)
        close(peer.output)
        while !client.isClosed { try await Task.sleep(for: .milliseconds(2)) }
        close(peer.input)
        var result: Result<EchoRequest.Response, any Error>?
        for _ in 0..<5_000 where result == nil {
            result = outcome.withLock { $0 }
            if result == nil { try await Task.sleep(for: .milliseconds(2)) }
        }
        let error = #expect(throws: ConnectionError.self) { try result?.get() }
        #expect(error?.kind == .notDelivered)
        client.closeOutput()
        #expect(client.isOutputClosed)
    }

    /// A client connection whose server the test plays by hand, through the raw ends of its pipes.
    struct HandPlayedPeer {
        let client: Connection
        /// Where the server reads what the client writes.
        let input: Int32
        /// Where the server writes what the client reads.
        let output: Int32

        init(maximumMessageLength: Int = LineFramer.defaultMaximumLineLength) {
            let toServer = TestPipe()
            let toClient = TestPipe()
            client = Connection(name: "server", input: toClient.readEnd, output: toServer.writeEnd, closesInputAtEnd: true, maximumMessageLength: maximumMessageLength)
            client.start()
            input = toServer.readEnd
            output = toClient.writeEnd
        }

        /// Closes both raw ends and the client's output.
        func close() {
            Glibc.close(output)
            Glibc.close(input)
            client.closeOutput()
        }
    }

    /// Plays a server by hand on a thread of its own: reads one request, writes `reply` as a line.
    ///
    /// Not on the test's task: a blocking read there holds one of the pool's threads (two on a two-core
    /// machine), and two tests doing it at once starved the task that sends the request.
    static func answerOneRequest(readingFrom input: Int32, writingTo output: Int32, with reply: String) {
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            _ = FileDescriptorIO.readChunk(input, into: &buffer)
            FileDescriptorIO.writeAll(output, Array((reply + "\n").utf8))
        }
    }

    @Test func aReplyInTheCanonicalFormWithBrokenJSONFailsTheCallNamingTheByte() async throws {
        let peer = HandPlayedPeer()
        let reply = Task { try await peer.client.send(EchoRequest(text: "x")) }
        // The form IntentKit writes, whose result is read straight from the line, with a NaN in it.
        Self.answerOneRequest(readingFrom: peer.input, writingTo: peer.output, with: #"{"jsonrpc":"2.0","id":1,"result":{"text":NaN}}"#)
        let error = await #expect(throws: ConnectionError.self) { try await reply.value }
        #expect(error?.kind == .malformed)
        #expect(error?.message == #"server answered "test/echo" unusably: at "result": NaN is not valid JSON; send null or a finite number (at byte 41)"#)
        peer.close()
    }

    @Test func anOversizedReplyFailsTheCallAtOnce() async throws {
        let peer = HandPlayedPeer(maximumMessageLength: 1024)
        let reply = Task { try await peer.client.send(EchoRequest(text: "x")) }
        // Play the server by hand: read the request, answer with a reply far over the client's limit.
        Self.answerOneRequest(
            readingFrom: peer.input, writingTo: peer.output, with: #"{"jsonrpc":"2.0","id":1,"result":{"text":""# + String(repeating: "y", count: 3000) + #""}}"#)
        let error = await #expect(throws: ConnectionError.self) { try await reply.value }
        #expect(error?.kind == .malformed)
        #expect(error?.message == #"server answered "test/echo" unusably: the reply is 3 KiB (3045 bytes), over the protocol's limit of 1 KiB (1024 bytes) per message"#)
        peer.close()
    }

    @Test func aResultOverTheLimitIsRefusedAtTheSource() async throws {
        let toServer = TestPipe()
        let toClient = TestPipe()
        var router = RequestRouter()
        router.register(EchoRequest.self) { _, _ in EchoResponse(text: String(repeating: "w", count: 2000)) }
        let server = Connection(name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: router, closesInputAtEnd: true, maximumMessageLength: 1024)
        let client = Connection(name: "server", input: toClient.readEnd, output: toServer.writeEnd, closesInputAtEnd: true)
        server.start()
        client.start()
        let error = await #expect(throws: ResponseError.self) { try await client.send(EchoRequest(text: "big")) }
        #expect(error?.code == .resultTooLarge)
        #expect(error?.kind == .resultTooLarge)
        #expect(error?.message == #"the result of "test/echo" is 2 KiB (2045 bytes), over the protocol's limit of 1 KiB (1024 bytes) per message; ask for fewer results"#)
        client.closeOutput()
    }

    @Test func cancellationReachesTheHandler() async throws {
        let cancelled = AsyncStream<Void>.makeStream()
        var router = RequestRouter()
        router.register(EchoRequest.self) { _, _ in
            do {
                try await Task.sleep(for: .seconds(30))
            } catch {
                cancelled.continuation.yield()
                throw error
            }
            return EchoResponse(text: "late")
        }
        let pair = PipePair(server: router)
        let task = Task { try await pair.client.send(EchoRequest(text: "x")) }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        var iterator = cancelled.stream.makeAsyncIterator()
        await iterator.next()
        pair.closeClientOutput()
    }
}
