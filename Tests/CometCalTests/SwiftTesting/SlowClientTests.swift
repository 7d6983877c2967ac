import Foundation
import Testing

@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// An app whose input has ended answers everything it read before it exits, even to a client that reads its
/// replies only later: the replies wait in its writer, beyond what the pipe holds, and the app waits for them.
@Suite struct SlowClientTests {
    @Test func anAppAtTheEndOfItsInputWaitsForItsLastRepliesToBeRead() async throws {
        let scratch = Scratch("slow-client")
        let child = try ChildProcess(
            executable: RawApp.cometCal, arguments: ["--serve"],
            environment: ["INTENTKIT_CONTAINER": scratch.path("container").path, "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin"])
        defer { child.signal(SIGKILL) }
        // A hundred handshakes: about 2 MB of metadata in reply, more than a pipe holds.
        let requests = (1...100).map { #"{"jsonrpc":"2.0","id":\#($0),"method":"initialize","params":{"protocolVersion":1,"clientName":"slow"}}"# + "\n" }
        #expect(FileDescriptorIO.writeAll(child.stdinFD, Array(requests.joined().utf8)))
        child.closeStdin()
        // Not reading for 300 ms: the app answers what it can and waits for the rest to be taken. Timed on a thread
        // of its own: on a loaded machine a sleep on the shared pool, queued behind other tests, took over 10 s,
        // which is how long the app waits.
        let (output, exitedEarly) = await Self.readToEnd(child.stdoutFD, after: 0.3, noting: { child.termination != nil })
        #expect(!exitedEarly, "the app waits for its replies to be read")
        let replies = output.split(separator: "\n").filter { $0.contains(#""result":"#) }
        #expect(replies.count == 100, "\(replies.count) of 100 replies arrived; the app's stderr: \(child.stderrText)")
        #expect(await child.waitForTermination(timeout: .seconds(30)) == .exited(0))
    }

    /// Everything read from `fd` until its end, starting `delay` seconds from now, and what `check` said just before
    /// the reading began; read on a thread of its own (a blocking read on the shared pool holds one of its threads).
    static func readToEnd(_ fd: Int32, after delay: Double, noting check: @escaping @Sendable () -> Bool) async -> (String, Bool) {
        await withCheckedContinuation { continuation in
            Thread {
                usleep(useconds_t(delay * 1_000_000))
                let noted = check()
                var bytes: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 1 << 16)
                while case let count = FileDescriptorIO.readChunk(fd, into: &buffer), count > 0 { bytes += buffer[..<count] }
                continuation.resume(returning: (String(decoding: bytes, as: UTF8.self), noted))
            }.start()
        }
    }
}
