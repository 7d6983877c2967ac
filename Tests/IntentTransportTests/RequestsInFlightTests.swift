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

/// A side answers at most so many of its peer's requests at once; one more gets an error at once, saying to wait
/// for replies, so that a client sending without end cannot make the app hold its requests without end.
@Suite struct RequestsInFlightTests {
    @Test func aRequestOverTheLimitIsRefusedAndTheOthersAreAnswered() async throws {
        let released = Atomic(false)
        var router = RequestRouter()
        router.register(EchoRequest.self) { request, _ in
            while !released.load(ordering: .acquiring) { try await Task.sleep(for: .milliseconds(2)) }
            return EchoResponse(text: request.text)
        }
        let toServer = TestPipe()
        let toClient = TestPipe()
        let server = Connection(name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: router, closesInputAtEnd: true, maximumRequestsInFlight: 4)
        server.start()
        defer {
            close(toServer.writeEnd)
            close(toClient.readEnd)
        }
        let requests = (1...6).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"test/echo","params":{"text":"r\#($0)"}}"# + "\n" }
        #expect(FileDescriptorIO.writeAll(toServer.writeEnd, Array(requests.joined().utf8)))
        // The two over the limit are refused while the first four wait.
        let refusals = await SlowReaderTests.readLines(2, from: toClient.readEnd)
        #expect(
            refusals.map { $0.replacingOccurrences(of: #""id":6"#, with: #""id":N"#).replacingOccurrences(of: #""id":5"#, with: #""id":N"#) } == [
                #"{"jsonrpc":"2.0","id":N,"error":{"code":-32600,"message":"4 requests are in flight, as many as this side takes at once; wait for replies before sending \"test/echo\" again","data":{"kind":"tooManyRequests","name":"test/echo"}}}"#,
                #"{"jsonrpc":"2.0","id":N,"error":{"code":-32600,"message":"4 requests are in flight, as many as this side takes at once; wait for replies before sending \"test/echo\" again","data":{"kind":"tooManyRequests","name":"test/echo"}}}"#,
            ])
        #expect(refusals.first?.contains(#""id":5"#) == true)
        released.store(true, ordering: .releasing)
        let answers = await SlowReaderTests.readLines(4, from: toClient.readEnd)
        #expect(Set(answers) == Set((1...4).map { #"{"jsonrpc":"2.0","id":\#($0),"result":{"text":"r\#($0)"}}"# }))
        // Room again: the next request is answered.
        #expect(FileDescriptorIO.writeAll(toServer.writeEnd, Array(requests[5].utf8)))
        #expect(await SlowReaderTests.readLines(1, from: toClient.readEnd) == [#"{"jsonrpc":"2.0","id":6,"result":{"text":"r6"}}"#])
    }
}
