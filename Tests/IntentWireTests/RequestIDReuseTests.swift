import Foundation
import Testing

@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A client may use a request's id again as soon as it has the reply: JSON-RPC asks ids to be unique only among
/// requests in flight.
@Suite struct RequestIDReuseTests {
    @Test func anIdIsFreeAgainOnceItsReplyIsRead() throws {
        var toServer: [Int32] = [0, 0]
        var toClient: [Int32] = [0, 0]
        pipe(&toServer)
        pipe(&toClient)
        let server = Connection(name: "client", input: toServer[0], output: toClient[1], router: ConnectionTests.echoRouter(), closesInputAtEnd: true)
        server.start()
        defer {
            close(toServer[1])
            close(toClient[0])
        }
        // One thread, reading each reply as soon as it comes and sending the next at once, the way a simple
        // client in another language would: the next request reaches the server while it may still be finishing
        // the last.
        let request = Array(#"{"jsonrpc":"2.0","id":7,"method":"test/echo","params":{"text":"again"}}"#.utf8) + [0x0A]
        var buffer = [UInt8](repeating: 0, count: 4096)
        var refused: [String] = []
        for _ in 0..<500 {
            #expect(FileDescriptorIO.writeAll(toServer[1], request))
            var reply: [UInt8] = []
            while reply.last != 0x0A {
                let count = FileDescriptorIO.readChunk(toClient[0], into: &buffer)
                try #require(count > 0, "the server closed its output")
                reply += buffer[0..<count]
            }
            let text = String(decoding: reply.dropLast(), as: UTF8.self)
            if text != #"{"jsonrpc":"2.0","id":7,"result":{"text":"again"}}"# { refused.append(text) }
        }
        #expect(refused.isEmpty, "\(refused.count) of 500 were not answered; the first: \(refused.first ?? "")")
    }
}
