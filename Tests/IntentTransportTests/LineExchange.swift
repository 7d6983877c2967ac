import Foundation
import IntentKitTestSupport
import Synchronization

@testable import IntentSystem
@testable import IntentTransport
@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A server connection driven with raw lines: write any bytes, read its replies one line at a time, with a deadline.
///
/// Replies are collected by a reader thread of their own; reads poll that buffer, so a missing
/// reply costs the deadline, never a hang.
final class LineExchange: Sendable {
    let server: Connection
    private let writeFD: Int32
    private let received = ReplyBuffer()

    init(router: RequestRouter, maximumMessageLength: Int = LineFramer.defaultMaximumLineLength, spin: Duration? = nil) {
        let toServer = TestPipe()
        let toClient = TestPipe()
        server = Connection(
            name: "client", input: toServer.readEnd, output: toClient.writeEnd, router: router, closesInputAtEnd: true, maximumMessageLength: maximumMessageLength,
            spin: spin)
        server.start()
        writeFD = toServer.writeEnd
        let readFD = toClient.readEnd
        FileDescriptorIO.startReader(
            fd: readFD, name: "test replies",
            onChunk: { [received] chunk in received.append(chunk) },
            onEnd: { Glibc.close(readFD) })
    }

    /// Writes bytes as they are (add the newline yourself).
    func write(_ bytes: [UInt8]) { FileDescriptorIO.writeAll(writeFD, bytes) }

    /// Writes a line.
    func send(_ line: String) { write(Array((line + "\n").utf8)) }

    /// The next reply, or `nil` when none comes within the deadline.
    func next(within deadline: Duration = TestWait.limit) async -> String? {
        let end = ContinuousClock.now + deadline
        while true {
            let line = received.takeLine()
            if let line { return line }
            if ContinuousClock.now >= end { return nil }
            try? await Task.sleep(for: .milliseconds(2))
        }
    }

    /// Sends a sentinel request and returns every reply up to and including its answer.
    func repliesUntilSentinel(_ id: String = "sentinel") async -> [String] {
        send(#"{"jsonrpc":"2.0","id":"\#(id)","method":"test/echo","params":{"text":"\#(id)"}}"#)
        var collected: [String] = []
        while let reply = await next() {
            collected.append(reply)
            if reply.contains(#""id":"\#(id)""#) { return collected }
        }
        return collected
    }

    /// Every reply to what was sent so far, sentinels' included: requests in flight together may be answered in
    /// any order, so this waits for the server to answer all it received before a last sentinel.
    func repliesToAllSent() async -> [String] {
        var collected = await repliesUntilSentinel()
        await server.drainIncoming()
        collected += await repliesUntilSentinel("second")
        return collected
    }

    func close() { Glibc.close(writeFD) }
}

/// Lines received so far, split from the chunks a reader thread hands over.
final class ReplyBuffer: Sendable {
    private let state = Mutex<(lines: [String], partial: [UInt8])>(([], []))

    func append(_ chunk: ArraySlice<UInt8>) {
        state.withLock { state in
            state.partial += chunk
            while let newline = state.partial.firstIndex(of: 0x0A) {
                state.lines.append(String(decoding: state.partial[..<newline], as: UTF8.self))
                state.partial.removeSubrange(...newline)
            }
        }
    }

    func takeLine() -> String? {
        state.withLock { state in state.lines.isEmpty ? nil : state.lines.removeFirst() }
    }
}
