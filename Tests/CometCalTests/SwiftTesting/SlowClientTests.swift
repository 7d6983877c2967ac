import Foundation
import IntentKitTestSupport
import IntentSystem
import IntentTransport
import Synchronization
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
        let child = try Self.serveCometCal(in: scratch)
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
        #expect(await child.waitForTermination(timeout: TestWait.limit) == .exited(0))
    }

    @Test func aClientThatSendsAndNeverReadsDoesNotMakeTheAppHoldEveryReply() async throws {
        let scratch = Scratch("hostile-client")
        let child = try Self.serveCometCal(in: scratch)
        defer { child.signal(SIGKILL) }
        // 8,000 handshakes, about 160 MB of replies, none read: the app held them all (195 MB resident) before its
        // replies waiting to be written were bounded (59 MB after).
        let count = 8_000
        let residentKilobytes = await withCheckedContinuation { (continuation: CheckedContinuation<Int?, Never>) in
            let sent = Mutex(0)
            Thread {
                for id in 1...count {
                    let line = #"{"jsonrpc":"2.0","id":\#(id),"method":"initialize","params":{"protocolVersion":1,"clientName":"hostile"}}"# + "\n"
                    guard FileDescriptorIO.writeAll(child.stdinFD, Array(line.utf8)) else { return }
                    sent.withLock { $0 += 1 }
                }
            }.start()
            Thread {
                // Until the app stops taking requests, or has taken them all.
                var last = -1
                while case let now = sent.withLock({ $0 }), now != last, now < count {
                    last = now
                    usleep(500_000)
                }
                usleep(1_000_000)  // for the app to answer what it has taken
                continuation.resume(returning: Self.residentKilobytes(of: child.pid))
            }.start()
        }
        let resident = try #require(residentKilobytes, "the app's memory could not be read")
        #expect(resident < 100_000, "the app holds \(resident) kB")
    }

    /// CometCal serving on its stdin and stdout, on a container in `scratch`.
    static func serveCometCal(in scratch: Scratch) throws -> ChildProcess {
        try ChildProcess(
            executable: RawApp.cometCal, arguments: ["--serve"],
            environment: ["INTENTKIT_CONTAINER": scratch.path("container").path, "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin"])
    }

    /// A process's resident memory, in kilobytes, from `/proc`.
    static func residentKilobytes(of pid: pid_t) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
        return line.flatMap { Int($0.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "") }
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
