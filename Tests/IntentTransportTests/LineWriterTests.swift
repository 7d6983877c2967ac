import Foundation
import IntentKitTestSupport
import Synchronization
import Testing

@testable import IntentTransport
@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A line writer queues what a slow reader has not taken yet, up to a bound; past it, writers that may wait do.
@Suite struct LineWriterTests {
    @Test func aReaderThatNeverReadsHoldsBackItsWritersInsteadOfGrowingTheQueue() async {
        let ends = TestPipe()
        let (readEnd, writeEnd) = (ends.readEnd, ends.writeEnd)
        let writer = LineWriter(fd: writeEnd)
        let line = [UInt8](repeating: 0x7A, count: 1_000_000) + [0x0A]
        let lines = 64  // 64 MB offered, four times the queue's bound
        let written = Atomic(0)
        let outcome = await withCheckedContinuation { (continuation: CheckedContinuation<(queued: Int, taken: Int), Never>) in
            // Everything on threads of their own: the writer below is meant to wait.
            Thread {
                for _ in 0..<lines {
                    writer.write(LineWriter.Line(parts: [line], byteCount: line.count, onWritten: nil))
                    written.add(1, ordering: .relaxed)
                }
            }.start()
            Thread {
                // Wait until the writer stops making progress (it waits for room), then look.
                var last = -1
                while case let now = written.load(ordering: .relaxed), now != last, now < lines {
                    last = now
                    usleep(200_000)
                }
                let queued = writer.queuedBytes
                let taken = written.load(ordering: .relaxed)
                // Let everything go: the reader goes away, so every queued line fails at once and the writer ends.
                close(readEnd)
                continuation.resume(returning: (queued, taken))
            }.start()
        }
        #expect(outcome.taken < lines, "the writer was held back")
        #expect(outcome.queued <= LineWriter.queueLimit + line.count, "queued \(outcome.queued) bytes")
        for _ in 0..<2_500 where written.load(ordering: .relaxed) < lines { try? await Task.sleep(for: .milliseconds(2)) }
        #expect(written.load(ordering: .relaxed) == lines, "the writer was let go once the reader went away")
        writer.close()
    }

    @Test func behindItsReaderAProgressReportIsDroppedAndACancellationQueued() {
        let ends = TestPipe()
        let (readEnd, writeEnd) = (ends.readEnd, ends.writeEnd)
        let writer = LineWriter(fd: writeEnd)
        defer {
            close(readEnd)  // every queued line then fails at once, and the writer thread ends
            writer.close()
        }
        let line = [UInt8](repeating: 0x7A, count: 1_000_000) + [0x0A]
        // Queued without waiting, past the bound: nobody reads.
        for _ in 0..<20 { writer.write(LineWriter.Line(parts: [line], byteCount: line.count, onWritten: nil), whenBehind: .queue) }
        let behind = writer.queuedBytes
        #expect(behind >= LineWriter.queueLimit)

        let dropped = Mutex<Bool?>(nil)
        let report = Array(#"{"jsonrpc":"2.0","method":"$/progress","params":{}}"#.utf8) + [0x0A]
        writer.write(LineWriter.Line(parts: [report], byteCount: report.count, onWritten: { written in dropped.withLock { $0 = !written } }), whenBehind: .drop)
        #expect(dropped.withLock { $0 } == true, "the progress report was dropped at once")
        #expect(writer.queuedBytes == behind)

        let cancel = Array(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":1}}"#.utf8) + [0x0A]
        writer.write(LineWriter.Line(parts: [cancel], byteCount: cancel.count, onWritten: nil), whenBehind: .queue)
        #expect(writer.queuedBytes == behind + cancel.count, "the cancellation is queued all the same")
    }
}
