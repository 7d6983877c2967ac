import IntentSystem
import IntentWire
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a connection's lines to its output, each whole and all in order, without making a caller wait for the
/// reader.
///
/// A line is written at once, on the caller's thread, when the pipe has room for it: the common case, and as fast
/// as a plain `write(2)`. When the pipe is full, what is left of it is handed to a writer thread that waits for
/// the reader to make room, and the caller goes on; lines sent meanwhile queue behind it. So a caller on the
/// shared pool (two threads on a two-core machine), the deadline timer, or a reply never waits for a peer that
/// stopped reading: that peer costs its callers their timeouts, never a thread. Before, one request to such a
/// peer held a pool thread in `write(2)`, a deadline passing meanwhile held the timer's thread on the write lock,
/// and with both held nothing else in the process ran.
///
/// The queue is bounded: once ``queueLimit`` bytes wait behind the line being written, a caller that may wait
/// does, until the reader makes room. An app whose client sends requests and never reads the replies therefore
/// stops taking requests (its reading thread waits here) instead of holding every reply in memory.
/// Notifications never wait: a cancellation (from the deadline timer) is queued all the same, progress is dropped.
///
/// Each line's `onWritten` learns whether it reached the pipe in full: on the caller's thread when written at
/// once, else on the writer thread. An output that cannot be made non-blocking (not a pipe, or not Linux; see
/// ``FileDescriptorIO/makeWritesNonBlocking(_:)``) is written by its callers, who wait, as before.
final class LineWriter: Sendable {
    /// One line, given in parts (the last ends with its newline), and who to tell once it is written.
    struct Line: Sendable {
        let parts: [[UInt8]]
        let byteCount: Int
        let onWritten: (@Sendable (_ written: Bool) -> Void)?
    }

    private struct State {
        /// Lines waiting for the one being written.
        var queue: [Line] = []
        var queueStart = 0
        /// The bytes of the lines in the queue.
        var queuedBytes = 0
        /// Whether a thread is writing: the caller that found the writer idle, or the writer thread.
        var writing = false
        /// Set by ``close()``: no line is taken any more, and the descriptor is closed once the queue is written.
        var closing = false

        mutating func takeNext() -> Line? {
            guard queueStart < queue.count else {
                queue.removeAll(keepingCapacity: queue.capacity <= 64)
                queueStart = 0
                return nil
            }
            defer { queueStart += 1 }
            queuedBytes -= queue[queueStart].byteCount
            return queue[queueStart]
        }
    }

    /// The descriptor written to; closed by the writer, after ``close()``, once everything queued is written.
    let fd: Int32
    private let state = Mutex(State())
    private let isClosing = Atomic(false)
    /// How large a message the pipe has been grown for (see ``PipeCapacity``); only the writing thread uses it.
    private let roomAskedFor = Atomic(PipeCapacity.defaultBytes)

    /// A writer for `fd`, which it makes non-blocking where it can, and owns from now on.
    init(fd: Int32) {
        self.fd = fd
        FileDescriptorIO.ignoreBrokenPipeSignals()
        _ = FileDescriptorIO.makeWritesNonBlocking(fd)
    }

    /// Whether ``close()`` was called: nothing more can be sent.
    var isClosed: Bool { isClosing.load(ordering: .acquiring) }

    /// How many bytes may wait in the queue before a caller that may wait does: 16 MiB, a few of the largest
    /// pages a query returns.
    static let queueLimit = 16 * 1024 * 1024

    /// The bytes waiting behind the line being written.
    var queuedBytes: Int { state.withLock { $0.queuedBytes } }

    /// What a line does when ``queueLimit`` bytes are queued already.
    enum WhenBehind: Sendable {
        /// Waits for the reader to make room: replies and requests.
        case wait
        /// Is queued all the same, for a caller that must not wait: a cancellation from the deadline timer.
        case queue
        /// Is dropped (its `onWritten` told `false`): a progress report, which the next one supersedes.
        case drop
    }

    /// Writes `line` now if the pipe has room, else queues what is left of it for the writer thread; returns
    /// without waiting for the reader, unless ``queueLimit`` bytes are queued already and `whenBehind` is `.wait`.
    func write(_ line: Line, whenBehind: WhenBehind = .wait) {
        while true {
            let decision = state.withLock { state -> WriteDecision in
                if state.closing { return .refuse }
                guard state.writing else {
                    state.writing = true
                    return .writeNow
                }
                if whenBehind != .queue, state.queuedBytes >= Self.queueLimit { return whenBehind == .wait ? .waitForRoom : .refuse }
                state.queue.append(line)
                state.queuedBytes += line.byteCount
                return .queued
            }
            switch decision {
            case .refuse: line.onWritten?(false)
            case .writeNow: writeLines(from: line, offset: 0, onWriterThread: false)
            case .queued: break
            case .waitForRoom:
                // Polled: only a peer that has left 16 MiB unread gets here, and it then sets the pace.
                usleep(1_000)
                continue
            }
            return
        }
    }

    private enum WriteDecision {
        case refuse, writeNow, queued, waitForRoom
    }

    /// Takes no more lines; the descriptor is closed (the peer sees end of file) as soon as the lines already
    /// taken are written: at once when there are none.
    func close() {
        let closeNow = state.withLock { state -> Bool in
            guard !state.closing else { return false }
            state.closing = true
            isClosing.store(true, ordering: .releasing)
            return !state.writing
        }
        if closeNow { _ = systemClose(fd) }
    }

    /// Waits until every line taken is written, or `limit` passes; `false` when it passed first.
    ///
    /// For a process about to exit, whose last replies may still be on their way to a slow reader.
    func waitUntilWritten(upTo limit: Duration) -> Bool {
        let end = ContinuousClock.now + limit
        while state.withLock({ $0.writing }) {
            guard ContinuousClock.now < end else { return false }
            usleep(1_000)
        }
        return true
    }

    /// Writes `first` from `offset` on, then each queued line, until the queue is empty; a caller hands the rest to
    /// the writer thread when the pipe fills, the writer thread waits for room.
    private func writeLines(from first: Line, offset: Int, onWriterThread: Bool) {
        var line = first
        var offset = offset
        while true {
            makeRoom(for: line.byteCount)
            let outcome =
                line.parts.count == 1
                ? FileDescriptorIO.write(fd, line.parts[0], from: offset) : FileDescriptorIO.write(fd, parts: line.parts, from: offset)
            switch outcome {
            case .full(let written):
                guard onWriterThread else {
                    let rest = line
                    NamedThread.start("IntentKit write") { self.writeLines(from: rest, offset: written, onWriterThread: true) }
                    return
                }
                offset = written
                _ = FileDescriptorIO.waitUntilWritable(fd, milliseconds: -1)
                continue
            case .written:
                line.onWritten?(true)
            case .failed:
                line.onWritten?(false)
            }
            let next = state.withLock { state -> (line: Line?, closeNow: Bool) in
                if let next = state.takeNext() { return (next, false) }
                state.writing = false
                return (nil, state.closing)
            }
            guard let nextLine = next.line else {
                if next.closeNow { _ = systemClose(fd) }
                return
            }
            line = nextLine
            offset = 0
        }
    }

    /// Grows the pipe before a message larger than it has held so far.
    private func makeRoom(for byteCount: Int) {
        let asked = roomAskedFor.load(ordering: .relaxed)
        guard byteCount > asked, asked < PipeCapacity.maximumBytes else { return }
        roomAskedFor.store(PipeCapacity.grow(fd, toHold: byteCount), ordering: .relaxed)
    }
}

/// `close(2)`, which ``LineWriter/close()`` hides inside the type.
private func systemClose(_ fd: Int32) -> Int32 {
    close(fd)
}
