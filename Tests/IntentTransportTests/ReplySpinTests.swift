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

/// A lone caller waits for a quick reply without suspending, and for any other as before.
///
/// The peer answers on a thread of its own, never on Swift's shared pool, which a spinning caller holds; and the
/// tests run one at a time, as two callers spinning for seconds would hold both threads of a 2-core machine's pool.
@Suite(.serialized) struct ReplySpinTests {
    /// A connection to a peer that echoes `test/echo` requests, each after its delay, one at a time.
    struct ThreadPeer {
        let client: Connection

        init(replySpin: Duration) {
            let toPeer = TestPipe()
            let toClient = TestPipe()
            client = Connection(name: "peer", input: toClient.readEnd, output: toPeer.writeEnd, closesInputAtEnd: true, spin: replySpin)
            client.start()
            let (input, output) = (toPeer.readEnd, toClient.writeEnd)
            Thread {
                var pending: [UInt8] = []
                var buffer = [UInt8](repeating: 0, count: 4_096)
                while case let count = FileDescriptorIO.readChunk(input, into: &buffer), count > 0 {
                    pending += buffer[..<count]
                    while let newline = pending.firstIndex(of: 0x0A) {
                        let line = Data(pending[..<newline])
                        pending.removeSubrange(...newline)
                        guard let message = try? JSONSerialization.jsonObject(with: line) as? [String: Any], let id = message["id"] as? Int,
                            let params = message["params"] as? [String: Any], let text = params["text"] as? String
                        else { continue }
                        if let delay = params["delayMilliseconds"] as? Int { usleep(useconds_t(delay * 1_000)) }
                        FileDescriptorIO.writeAll(output, Array(#"{"jsonrpc":"2.0","id":\#(id),"result":{"text":"\#(text)"}}"#.utf8) + [0x0A])
                    }
                }
                close(input)
                close(output)
            }.start()
        }

        var spunReplies: Int { client.replyWaits.withLock { $0.spunReplies } }

        func echo(_ text: String, after delay: Int? = nil, timeout: Duration? = nil) async throws -> String {
            try await client.send(EchoRequest(text: text, delayMilliseconds: delay), timeout: timeout, cancellationGrace: .milliseconds(100)).text
        }

        func end() { client.closeOutput() }
    }

    @Test func quickRepliesAreTakenWithoutSuspending() async throws {
        let peer = ThreadPeer(replySpin: .milliseconds(200))
        defer { peer.end() }
        for index in 0..<20 { #expect(try await peer.echo("quick \(index)") == "quick \(index)") }
        #expect(peer.spunReplies >= 1, "\(peer.spunReplies) of 20")
    }

    /// After a large reply the caller does not spin for the next of the method: the peer is likely to take a while
    /// again, and a spinning caller would take a core from it.
    @Test func aLargeReplyIsNotFollowedByASpin() async throws {
        let peer = ThreadPeer(replySpin: .milliseconds(200))
        defer { peer.end() }
        var spun: [Int] = []
        for text in ["one", "two", String(repeating: "x", count: ReplyWaits.largeReplyBytes), "after", "again"] {
            #expect(try await peer.echo(text) == text)
            spun.append(peer.spunReplies)
        }
        // Whether the others spun depends on how busy the machine is; the call after a large reply never does.
        #expect(spun[3] == spun[2], "the call after the large reply did not spin: \(spun)")
    }

    /// A request sent from a job on the connection's own reading thread (an app's intent asking a prompt) is waited
    /// for suspended: spinning there, the thread would hold up the reading of the very reply it waits for, until the
    /// stand-by thread took over a millisecond later.
    ///
    /// Whether a call lands on the reading thread at all is the scheduler's: a resumption that finds the reader asleep
    /// goes to the shared pool, and from there every later call is made there too (a caller that spins takes its
    /// reply where it is). Under ThreadSanitizer a round of ten calls had none on the reader in 1 of 6 runs (once in
    /// CI); so up to five rounds are made, until one has.
    @Test func aCallerOnTheReadingThreadDoesNotSpin() async throws {
        var rounds: [[(onReader: Bool, spun: Bool)]] = []
        while rounds.count < 5, !(rounds.last?.contains { $0.onReader } ?? false) {
            rounds.append(try await Self.callsFromTheReadingThread())
        }
        #expect(rounds.last?.contains { $0.onReader } == true, "some calls ran on the reading thread: \(rounds)")
        #expect(!rounds.joined().contains { $0.onReader && $0.spun }, "\(rounds)")
    }

    /// Ten calls from a task that prefers the connection's reading thread: for each, whether it was made there, and
    /// whether it spun.
    private static func callsFromTheReadingThread() async throws -> [(onReader: Bool, spun: Bool)] {
        let peer = ThreadPeer(replySpin: .seconds(1))
        defer { peer.end() }
        let reader = peer.client.inputReader
        #expect(!reader.isReadingThread)
        // Under load a resumed task can be passed to the shared pool (the reader was asleep), or the stand-by thread
        // can take the reading over from a job descheduled for a millisecond; a call from a thread that does not read
        // (then) may spin. Only the calls made on the reading thread, with no take-over meanwhile, are held to it.
        return try await Task(executorPreference: reader) { () async throws -> [(onReader: Bool, spun: Bool)] in
            var calls: [(onReader: Bool, spun: Bool)] = []
            for index in 0..<10 {
                let onReader = reader.isReadingThread
                let (spunBefore, takeoversBefore) = (peer.spunReplies, reader.jobCounts.takeovers)
                #expect(try await peer.echo("on the reader \(index)") == "on the reader \(index)")
                calls.append((onReader && reader.jobCounts.takeovers == takeoversBefore, peer.spunReplies > spunBefore))
            }
            return calls
        }.value
    }

    @Test func aZeroWindowNeverSpins() async throws {
        let peer = ThreadPeer(replySpin: .zero)
        defer { peer.end() }
        for index in 0..<5 { #expect(try await peer.echo("\(index)") == "\(index)") }
        #expect(peer.spunReplies == 0)
    }

    /// A reply slower than the window is waited for suspended, and its method stops spinning until its replies
    /// have lately been quick again.
    @Test func slowRepliesAreWaitedForSuspendedAndStopTheSpinning() async throws {
        let peer = ThreadPeer(replySpin: .milliseconds(100))
        defer { peer.end() }
        #expect(try await peer.echo("slow", after: 600) == "slow")
        #expect(peer.spunReplies == 0, "the spin gave up at its window, and the reply still came")
        #expect(try await peer.echo("next") == "next")
        #expect(peer.spunReplies == 0, "a method that was just slow is waited for suspended")
        var calls = 0
        while peer.spunReplies == 0, calls < 40 {
            calls += 1
            #expect(try await peer.echo("quick") == "quick")
        }
        #expect(peer.spunReplies > 0, "quick replies bring the spinning back")
    }

    @Test func aSpinningCallerCanBeCancelled() async throws {
        let peer = ThreadPeer(replySpin: .seconds(1))
        defer { peer.end() }
        let call = Task { try await peer.echo("late", after: 2_000) }
        // From a thread of its own: the pool thread this test would wake on may be the one the caller holds.
        Thread {
            usleep(50_000)
            call.cancel()
        }.start()
        await #expect(throws: CancellationError.self) { try await call.value }
    }

    /// A task cancelled before it asks gets `CancellationError` at once: its cancellation handler ran before the
    /// request was registered, and the call waited for the whole reply.
    @Test func aCancelledTaskDoesNotWaitForItsReply() async throws {
        let peer = ThreadPeer(replySpin: .zero)
        defer { peer.end() }
        let call = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await peer.echo("late", after: 2_000)
        }
        await #expect(throws: CancellationError.self) { try await call.value }
        #expect(try await peer.echo("after") == "after", "the connection goes on")
    }

    @Test func aSpinningCallerTimesOut() async throws {
        let peer = ThreadPeer(replySpin: .seconds(1))
        defer { peer.end() }
        await #expect {
            try await peer.echo("late", after: 2_000, timeout: .milliseconds(100))
        } throws: { error in
            (error as? ConnectionError)?.kind == .unresponsive
        }
    }
}
