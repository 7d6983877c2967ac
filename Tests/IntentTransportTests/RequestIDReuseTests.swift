import Foundation
import IntentKitTestSupport
import Testing

@testable import IntentSystem
@testable import IntentTransport
@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A client may use a request's id again as soon as it has the reply: JSON-RPC asks ids to be unique only among
/// requests in flight.
@Suite struct RequestIDReuseTests {
    @Test func anIdIsFreeAgainOnceItsReplyIsRead() async throws {
        let toServer = TestPipe()
        let toClient = TestPipe()
        let server = Connection(name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: ConnectionTests.echoRouter(), closesInputAtEnd: true)
        server.start()
        defer {
            close(toServer.writeEnd)
            close(toClient.readEnd)
        }
        // One thread, reading each reply as soon as it comes and sending the next at once, the way a simple
        // client in another language would: the next request reaches the server while it may still be finishing
        // the last. A thread of its own, not this test's: a blocking read on the shared pool holds one of its
        // threads (two on a two-core machine), and the server's replies need the pool.
        let (write, read) = (toServer.writeEnd, toClient.readEnd)
        let replies = await withCheckedContinuation { (continuation: CheckedContinuation<[String], Never>) in
            Thread {
                let request = Array(#"{"jsonrpc":"2.0","id":7,"method":"test/echo","params":{"text":"again"}}"#.utf8) + [0x0A]
                var buffer = [UInt8](repeating: 0, count: 4096)
                var replies: [String] = []
                for _ in 0..<500 {
                    guard FileDescriptorIO.writeAll(write, request) else { break }
                    var reply: [UInt8] = []
                    while reply.last != 0x0A, case let count = FileDescriptorIO.readChunk(read, into: &buffer), count > 0 {
                        reply += buffer[0..<count]
                    }
                    guard reply.last == 0x0A else { break }
                    replies.append(String(decoding: reply.dropLast(), as: UTF8.self))
                }
                continuation.resume(returning: replies)
            }.start()
        }
        #expect(replies.count == 500, "the server closed its output after \(replies.count) replies")
        let refused = replies.filter { $0 != #"{"jsonrpc":"2.0","id":7,"result":{"text":"again"}}"# }
        #expect(refused.isEmpty, "\(refused.count) of 500 were not answered; the first: \(refused.first ?? "")")
    }
}
