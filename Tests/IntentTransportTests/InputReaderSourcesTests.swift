import Foundation
import IntentKitTestSupport
import Synchronization
import Testing

@testable import IntentSystem
@testable import IntentTransport

#if canImport(Glibc)
    import Glibc
#endif

/// A reader made to read other inputs beside its own (a relay's two ends): each input's bytes go to its owner on the
/// one reading thread, an input added while the reader sleeps is read, and each input's end is its owner's alone.
@Suite struct InputReaderSourcesTests {
    /// What arrived, from which input, on which thread; signalled at each event.
    final class Log: Sendable {
        let events = Mutex<[(String, UInt)]>([])
        let arrived = DispatchSemaphore(value: 0)

        func note(_ event: String) {
            events.withLock { $0.append((event, UInt(pthread_self()))) }
            arrived.signal()
        }

        /// Waits for `count` more events; false when they did not come within ten seconds.
        func await(_ count: Int) -> Bool {
            (0..<count).allSatisfy { _ in arrived.wait(timeout: .now() + 10) == .success }
        }

        var names: [String] { events.withLock { $0.map(\.0) } }
        var threads: Set<UInt> { events.withLock { Set($0.map(\.1)) } }
    }

    private func write(_ text: String, to fd: Int32) {
        FileDescriptorIO.writeAll(fd, Array(text.utf8))
    }

    private func reader(_ own: TestPipe, log: Log, spin: Duration = .microseconds(200)) -> InputReader {
        let reader = InputReader(fd: own.readEnd, spinWindow: spin, readsOthers: true)
        reader.start(onChunk: { log.note("own " + String(decoding: $0, as: UTF8.self)) }, onEnd: { log.note("own ended") })
        return reader
    }

    private func add(_ other: TestPipe, named name: String, to reader: InputReader, log: Log) {
        reader.addSource(fd: other.readEnd, onChunk: { log.note("\(name) " + String(decoding: $0, as: UTF8.self)) }, onEnd: { log.note("\(name) ended") })
    }

    /// Ends every input (its write end), waits for the reader to see each end, then closes the read ends, which it no
    /// longer reads.
    private func endAll(_ pipes: [TestPipe], log: Log) {
        for pipe in pipes { close(pipe.writeEnd) }
        #expect(log.await(pipes.count), "the reader saw every input end")
        for pipe in pipes { close(pipe.readEnd) }
    }

    @Test func bothInputsAreReadOnTheOneReadingThread() {
        let own = TestPipe()
        let other = TestPipe()
        let log = Log()
        let reader = reader(own, log: log)
        add(other, named: "other", to: reader, log: log)
        write("a", to: own.writeEnd)
        #expect(log.await(1))
        write("b", to: other.writeEnd)
        #expect(log.await(1))
        write("c", to: own.writeEnd)
        #expect(log.await(1))
        #expect(log.names == ["own a", "other b", "own c"])
        #expect(log.threads.count == 1, "one thread read both")
        endAll([own, other], log: log)
    }

    /// A reader that never spins sleeps in poll(2) at once; an input added then is still read (the wake pipe).
    @Test func anInputAddedWhileTheReaderSleepsIsRead() {
        let own = TestPipe()
        let other = TestPipe()
        let log = Log()
        let reader = reader(own, log: log, spin: .zero)
        usleep(20_000)
        add(other, named: "other", to: reader, log: log)
        write("late", to: other.writeEnd)
        #expect(log.await(1))
        #expect(log.names == ["other late"])
        endAll([own, other], log: log)
    }

    /// The reader's own input ending ends only it: the other is read to its end, and then the reader ends, so an
    /// input added after that is ended at once.
    @Test func theOwnInputEndingLeavesTheOtherReadToItsEnd() {
        let own = TestPipe()
        let other = TestPipe()
        let log = Log()
        let reader = reader(own, log: log)
        add(other, named: "other", to: reader, log: log)
        close(own.writeEnd)
        #expect(log.await(1))
        write("still read", to: other.writeEnd)
        #expect(log.await(1))
        close(other.writeEnd)
        #expect(log.await(1))
        #expect(log.names == ["own ended", "other still read", "other ended"])
        let late = TestPipe()
        add(late, named: "late", to: reader, log: log)
        #expect(log.await(1))
        #expect(log.names.last == "late ended")
        close(own.readEnd)
        close(other.readEnd)
        late.closeBoth()
    }

    @Test func anotherInputEndingLeavesTheOwnRead() {
        let own = TestPipe()
        let other = TestPipe()
        let log = Log()
        let reader = reader(own, log: log)
        add(other, named: "other", to: reader, log: log)
        close(other.writeEnd)
        #expect(log.await(1))
        write("own again", to: own.writeEnd)
        #expect(log.await(1))
        #expect(log.names == ["other ended", "own own again"])
        close(own.writeEnd)
        #expect(log.await(1))
        #expect(log.names.last == "own ended")
        close(own.readEnd)
        close(other.readEnd)
    }
}
