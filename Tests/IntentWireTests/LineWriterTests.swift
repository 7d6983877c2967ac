import Foundation
import Synchronization
import Testing

@testable import IntentWire

#if canImport(Glibc)
    import Glibc
#endif

/// A line writer queues what a slow reader has not taken yet, up to a bound; past it, writers that may wait do.
@Suite struct LineWriterTests {
    @Test func aReaderThatNeverReadsHoldsBackItsWritersInsteadOfGrowingTheQueue() async {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
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
}
