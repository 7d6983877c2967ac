#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The descriptors an ``InputReader`` reads beside its own: another connection's input, served by the same thread.
///
/// A relay (`harness mcp`: a client's requests in, an app's replies back) then reads both ends and runs each
/// request on one awake thread, where two readers would each keep a core busy spinning for the same exchange. Kept
/// under the reader's lock.
struct InputSources {
    /// A descriptor read beside the reader's own, with what to do with its bytes and at its end.
    struct Source {
        let fd: Int32
        let onChunk: @Sendable (ArraySlice<UInt8>) -> Void
        let onEnd: @Sendable () -> Void
    }

    /// The other descriptors, in the order they were added.
    var others: [Source] = []
    /// Whether the reader's own input has ended while others were still open: they are read to their ends.
    var ownEnded = false
    /// A pipe whose write end wakes the reading thread from `poll(2)` when a source is added.
    private(set) var wake: (read: Int32, write: Int32)?

    /// Whether the reader reads only its own input, as most do (then it reads it as it always has, sleeping in
    /// `read(2)`): it was not made to read others (``makeWakePipe()``), which it must know before it first sleeps,
    /// as a source added while it sleeps in `read(2)` would not be read until its own input brought something.
    var onlyOwn: Bool { wake == nil }

    /// Makes the wake pipe, once: the reader then sleeps in `poll(2)` on every input and this pipe.
    mutating func makeWakePipe() {
        guard wake == nil else { return }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        wake = (ends[0], ends[1])
    }

    /// Closes the wake pipe, at the reader's end (nothing wakes it after).
    mutating func closeWakePipe() {
        guard let wake else { return }
        close(wake.read)
        close(wake.write)
        self.wake = nil
    }

    /// The descriptors to watch: the reader's own (unless it ended), the others, and the wake pipe's read end.
    func watched(own fd: Int32) -> [Int32] {
        (ownEnded ? [] : [fd]) + others.map(\.fd)
    }

    /// Wakes the reading thread from `poll(2)`.
    func wakeReader() {
        guard let wake else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// Which of `fds` has input (or has ended), polling without waiting, or waiting until one has when `wait` is
    /// true; `nil` when none has, or when the wake pipe's read end `wake` woke the wait (a source was added: look
    /// again). Called without the reader's lock, so it is given what it watches.
    static func ready(among fds: [Int32], wake: Int32?, wait: Bool) -> Int32? {
        var pollers = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        if wait, let wake { pollers.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0)) }
        while true {
            let result = poll(&pollers, nfds_t(pollers.count), wait ? -1 : 0)
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return nil }
            break
        }
        for poller in pollers where poller.revents != 0 {
            if let wake, poller.fd == wake {
                var drained = [UInt8](repeating: 0, count: 64)
                while read(wake, &drained, drained.count) > 0 {}
                return nil
            }
            return poller.fd
        }
        return nil
    }
}
