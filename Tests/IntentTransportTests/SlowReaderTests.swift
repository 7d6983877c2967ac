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

/// A peer that stops reading its input must cost its caller a timeout, never a thread: writes wait for the
/// reader on a thread of their own, so the caller, the deadline timer and every other caller go on.
///
/// Before, a request written to a full pipe blocked the caller's thread (one of the shared pool's two on a
/// two-core machine), and a deadline firing meanwhile blocked the timer's thread on the write lock: with two
/// such threads held, nothing else in the process ran, and the test suite hung under load.
@Suite struct SlowReaderTests {
    /// Larger than a pipe can be grown to (1 MiB): its write must wait for the reader.
    static let largerThanAnyPipe = String(repeating: "x", count: 3_000_000)

    @Test func aRequestToAPeerThatDoesNotReadTimesOutInsteadOfHanging() async throws {
        let peer = ConnectionTests.HandPlayedPeer()
        defer { peer.close() }
        let outcome = Outcome()
        Task {
            let result = await Result {
                try await peer.client.send(EchoRequest(text: Self.largerThanAnyPipe), timeout: .milliseconds(100), cancellationGrace: .milliseconds(100))
            }
            outcome.set(result)
        }
        let result = try #require(await outcome.wait(upTo: .seconds(120)), "the call is still waiting for its write, long after its timeout")
        let error = #expect(throws: ConnectionError.self) { try result.get() }
        #expect(error?.kind == .unresponsive)
    }

    @Test func aDeadlinePassingWhileAnotherRequestIsBeingWrittenEndsItsCall() async throws {
        let peer = ConnectionTests.HandPlayedPeer()
        defer { peer.close() }
        // The first request fills the pipe and waits for the reader; it has no deadline.
        let first = Outcome()
        Task { first.set(await Result { try await peer.client.send(EchoRequest(text: Self.largerThanAnyPipe)) }) }
        try await Self.waitUntilFull(peer.input)
        // The second waits behind it, and its deadline passes while the first is still being written.
        let second = Outcome()
        Task {
            second.set(await Result { try await peer.client.send(EchoRequest(text: "behind"), timeout: .milliseconds(100), cancellationGrace: .milliseconds(100)) })
        }
        let result = try #require(await second.wait(upTo: .seconds(120)), "the timed-out call did not end while another request was being written")
        let error = #expect(throws: ConnectionError.self) { try result.get() }
        #expect(error?.kind == .unresponsive)
        #expect(first.value == nil, "the first request has no deadline and is still being written")

        // Once the peer reads, it gets every line whole and in order: the first request, the second, then the
        // second's cancellation.
        let lines = await Self.readLines(3, from: peer.input)
        #expect(lines.count == 3)
        #expect(lines.first == Self.largeRequestLine(id: 1))
        #expect(lines.dropFirst().first == #"{"jsonrpc":"2.0","id":2,"method":"test/echo","params":{"text":"behind"}}"#)
        #expect(lines.last == #"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}"#)
    }

    @Test func closingTheOutputWritesWhatIsQueuedFirst() async throws {
        let peer = ConnectionTests.HandPlayedPeer()
        defer { peer.close() }
        let outcome = Outcome()
        Task { outcome.set(await Result { try await peer.client.send(EchoRequest(text: Self.largerThanAnyPipe)) }) }
        try await Self.waitUntilFull(peer.input)
        peer.client.closeOutput()
        #expect(peer.client.isOutputClosed, "nothing more can be sent")
        // The request queued before the close still arrives whole, then the end of the input.
        let lines = await Self.readLines(2, from: peer.input)
        #expect(lines.count == 1)
        #expect(lines.first == Self.largeRequestLine(id: 1))
    }

    /// The line of the large request, as the client writes it.
    static func largeRequestLine(id: Int) -> String {
        #"{"jsonrpc":"2.0","id":\#(id),"method":"test/echo","params":{"text":"\#(largerThanAnyPipe)"}}"#
    }

    /// Waits until the pipe read from `fd` holds as much as it can.
    static func waitUntilFull(_ fd: Int32) async throws {
        for _ in 0..<2_500 {
            var size: Int32 = 0
            _ = ioctl(fd, UInt(FIONREAD), &size)
            // 1032 is F_GETPIPE_SZ: a pipe holds 64 KiB, or as much as the connection grew it to.
            if size > 0, size >= fcntl(fd, 1032) { return }
            try await Task.sleep(for: .milliseconds(2))
        }
        Issue.record("the pipe never filled")
    }

    /// Reads up to `count` lines from `fd`, stopping early at its end or after 10 s without a byte; on a thread
    /// of its own, as a blocking read on the shared pool holds one of its threads.
    static func readLines(_ count: Int, from fd: Int32) async -> [String] {
        await OwnThread.run { readLinesBlocking(count, from: fd) }
    }

    /// Reads until `count` lines came, the pipe closed, or nothing came for ``TestWait/limit`` (on a loaded two-core
    /// machine, a pipe stayed silent for over 10 s while the handlers that would answer waited behind other suites'
    /// work).
    private static func readLinesBlocking(_ count: Int, from fd: Int32) -> [String] {
        var lines: [String] = []
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while lines.count < count {
            var ready = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Int32(TestWait.limit.components.seconds * 1_000)) > 0 else { break }
            let read = FileDescriptorIO.readChunk(fd, into: &buffer)
            if read == 0 { break }
            pending += buffer[0..<read]
            while let newline = pending.firstIndex(of: 0x0A) {
                lines.append(String(decoding: pending[..<newline], as: UTF8.self))
                pending.removeSubrange(...newline)
            }
        }
        return lines
    }

    /// A call's result, set by the task making it and awaited with a limit.
    ///
    /// The limits are generous: they only end a test that would otherwise hang, and on a loaded two-core machine a
    /// task of this suite can wait behind other tests' work for over 10 s.
    final class Outcome: Sendable {
        private let result = Mutex<Result<EchoResponse, any Error>?>(nil)

        var value: Result<EchoResponse, any Error>? { result.withLock { $0 } }

        func set(_ value: Result<EchoResponse, any Error>) { result.withLock { $0 = value } }

        /// The result once set, or `nil` when `limit` passes first.
        func wait(upTo limit: Duration) async -> Result<EchoResponse, any Error>? {
            let end = ContinuousClock.now + limit
            while ContinuousClock.now < end {
                if let value { return value }
                try? await Task.sleep(for: .milliseconds(5))
            }
            return value
        }
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing call.
    init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
