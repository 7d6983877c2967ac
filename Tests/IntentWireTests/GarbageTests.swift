import Foundation
import Testing
@testable import IntentWire
#if canImport(Glibc)
import Glibc
#endif

/// Every incoming line gets exactly one reply, even garbage.
@Suite struct GarbageTests {
    /// Writes raw lines to a server connection and returns the raw replies.
    ///
    /// The blocking reads run on a dispatch queue: blocking a cooperative thread
    /// could starve the server's handler tasks on a two-core machine.
    func exchange(_ lines: [String], expecting count: Int) async throws -> [String] {
        await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: blockingExchange(lines, expecting: count)) }
        }
    }

    func blockingExchange(_ lines: [String], expecting count: Int) -> [String] {
        var toServer: [Int32] = [0, 0], toClient: [Int32] = [0, 0]
        pipe(&toServer)
        pipe(&toClient)
        let server = Connection(name: "server", input: toServer[0], output: toClient[1], router: ConnectionTests.echoRouter(), closesInputAtEnd: true)
        server.start()
        for line in lines { FileDescriptorIO.writeAll(toServer[1], Array((line + "\n").utf8)) }
        var framer = LineFramer()
        var replies: [String] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while replies.count < count {
            let read = FileDescriptorIO.readChunk(toClient[0], into: &buffer)
            if read == 0 { break }
            for case .line(let bytes) in framer.append(buffer[0..<read]) { replies.append(String(decoding: bytes, as: UTF8.self)) }
        }
        close(toServer[1])
        close(toClient[0])
        return replies
    }

    @Test(arguments: [
        ("not json", #""code":-32700"#),
        (#"[1,2]"#, #""code":-32600"#),
        (#"{"jsonrpc":"1.0","id":1,"method":"test/echo"}"#, #""jsonrpc\" must be \"2.0\""#),
        (#"{"jsonrpc":"2.0","id":1}"#, #""code":-32600"#),
        (#"{"jsonrpc":"2.0","id":2,"method":"test/ekho","params":{}}"#, #"no method named \"test/ekho\"; did you mean \"test/echo\"?"#),
        (#"{"jsonrpc":"2.0","id":3,"method":"test/echo","params":{"txt":"x"}}"#, #"invalid parameters for \"test/echo\": at \"params\": missing required key \"text\""#),
    ])
    func garbageGetsOneErrorReply(_ line: String, _ fragment: String) async throws {
        let replies = try await exchange([line], expecting: 1)
        #expect(replies.count == 1)
        #expect(replies.first?.contains(fragment) == true, "\(replies)")
    }

    @Test func goodRequestsStillWorkAfterGarbage() async throws {
        let replies = try await exchange(["garbage", #"{"jsonrpc":"2.0","id":7,"method":"test/echo","params":{"text":"ok"}}"#], expecting: 2)
        #expect(replies.last == #"{"jsonrpc":"2.0","id":7,"result":{"text":"ok"}}"#)
        #expect(replies.first?.contains(#""id":null"#) == true)
    }
}
