import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads and writes on raw file descriptors; the only place that calls `read(2)` and `write(2)`.
package enum FileDescriptorIO {
    /// Makes writing to a pipe whose reader has gone fail with `EPIPE` instead of killing the process.
    ///
    /// A process that writes to another process's stdin must never die because that process
    /// died first; ``Connection`` calls this before any I/O. It sets `SIGPIPE` to be ignored
    /// for the whole process, as servers and test runners do.
    package static func ignoreBrokenPipeSignals() {
        _ = brokenPipesIgnored
    }

    private static let brokenPipesIgnored: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()

    /// Writes all of `bytes`, retrying on partial writes and `EINTR`, and waiting for room when `fd` is
    /// non-blocking.
    /// - Returns: `false` when the descriptor is closed or broken.
    @discardableResult
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        writeWaitingForRoom(fd) { write(fd, bytes, from: $0) }
    }

    /// Writes all of `parts`, one after another, with as few calls as the pipe takes (`writev(2)`), retrying on
    /// partial writes and `EINTR`, and waiting for room when `fd` is non-blocking: a large reply is sent from
    /// where its parts lie, without joining them first.
    /// - Returns: `false` when the descriptor is closed or broken.
    @discardableResult
    package static func writeAll(_ fd: Int32, parts: [[UInt8]]) -> Bool {
        writeWaitingForRoom(fd) { write(fd, parts: parts, from: $0) }
    }

    /// Calls `attempt` from offset 0, then from where the last one stopped each time the pipe has room again,
    /// until everything is written (`true`) or the descriptor fails (`false`).
    private static func writeWaitingForRoom(_ fd: Int32, _ attempt: (_ offset: Int) -> WriteOutcome) -> Bool {
        var offset = 0
        while true {
            switch attempt(offset) {
            case .written: return true
            case .failed: return false
            case .full(let written):
                offset = written
                _ = waitUntilWritable(fd, milliseconds: -1)
            }
        }
    }

    /// What a write of ``write(_:parts:from:)`` came to.
    package enum WriteOutcome: Equatable, Sendable {
        /// Everything was written.
        case written
        /// The descriptor is non-blocking and its pipe is full: the bytes up to `offset` (counted across all
        /// parts, from the first byte of the first) are written, the rest are not.
        case full(offset: Int)
        /// The descriptor is closed or broken (`EPIPE`: the reader has gone).
        case failed
    }

    /// Writes `parts` from byte `offset` on (counted across all parts), retrying on partial writes and `EINTR`,
    /// until everything is written, the descriptor fails, or, when it is non-blocking, its pipe is full.
    package static func write(_ fd: Int32, parts: [[UInt8]], from offset: Int = 0) -> WriteOutcome {
        withBuffers(of: parts[...], collected: []) { buffers in
            var pending = buffers.filter { $0.count > 0 }[...]
            var done = 0
            func drop(_ count: Int) {
                var remaining = count
                while let buffer = pending.first, remaining >= buffer.count {
                    remaining -= buffer.count
                    pending.removeFirst()
                }
                if remaining > 0, let buffer = pending.first {
                    pending[pending.startIndex] = UnsafeRawBufferPointer(rebasing: buffer[remaining...])
                }
                done += count
            }
            drop(offset)
            while !pending.isEmpty {
                let written = pending.prefix(64).map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
                    .withUnsafeBufferPointer { writev(fd, $0.baseAddress, Int32($0.count)) }
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK { return .full(offset: done) }
                    return .failed
                }
                drop(written)
            }
            return .written
        }
    }

    /// Writes `bytes` from `offset` on, as ``write(_:parts:from:)`` writes parts: the common one-part line without
    /// building a list of buffers.
    package static func write(_ fd: Int32, _ bytes: [UInt8], from offset: Int = 0) -> WriteOutcome {
        bytes.withUnsafeBytes { buffer in
            var done = offset
            while done < buffer.count {
                let written = systemWrite(fd, buffer.baseAddress! + done, buffer.count - done)
                if written < 0 {
                    if errno == EINTR { continue }
                    if errno == EAGAIN || errno == EWOULDBLOCK { return .full(offset: done) }
                    return .failed
                }
                done += written
            }
            return .written
        }
    }

    /// Waits until `fd` can take more bytes, or has failed (a write then says how); `false` when `milliseconds`
    /// passed first (`-1` waits as long as it takes).
    package static func waitUntilWritable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var ready = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        while true {
            let count = poll(&ready, 1, milliseconds)
            if count < 0, errno == EINTR { continue }
            return count != 0
        }
    }

    /// Gives the pipe `fd` writes to a non-blocking open file description of its own, so that a write can stop
    /// when the pipe is full instead of holding its thread until the reader makes room.
    ///
    /// `O_NONBLOCK` belongs to the open file description, which `fd` may share with other descriptors and
    /// processes (an app's stdout with the shell that started it): setting it there would make their writes
    /// fail. On Linux a pipe opened again through `/proc/self/fd` gets a description of its own, which is put in
    /// `fd`'s place (same number, same close-on-exec flag).
    /// - Returns: Whether writes to `fd` are now non-blocking; `false` leaves it as it was (not a pipe, or not
    ///   on Linux), and writes to it block as before.
    package static func makeWritesNonBlocking(_ fd: Int32) -> Bool {
        #if os(Linux)
            let flags = fcntl(fd, F_GETFL)
            guard flags >= 0 else { return false }
            if flags & O_NONBLOCK != 0 { return true }
            var status = stat()
            guard fstat(fd, &status) == 0, status.st_mode & S_IFMT == S_IFIFO else { return false }
            let reopened = open("/proc/self/fd/\(fd)", O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            guard reopened >= 0 else { return false }
            defer { close(reopened) }
            let descriptorFlags = fcntl(fd, F_GETFD)
            guard dup2(reopened, fd) >= 0 else { return false }
            if descriptorFlags >= 0 { _ = fcntl(fd, F_SETFD, descriptorFlags) }
            return true
        #else
            return false
        #endif
    }

    /// Calls `body` with every part's bytes, each valid for the whole call.
    private static func withBuffers<Result>(
        of parts: ArraySlice<[UInt8]>, collected: [UnsafeRawBufferPointer], _ body: ([UnsafeRawBufferPointer]) -> Result
    ) -> Result {
        guard let part = parts.first else { return body(collected) }
        return part.withUnsafeBytes { withBuffers(of: parts.dropFirst(), collected: collected + [$0], body) }
    }

    /// Reads up to `capacity` bytes; an empty result means end of file or error.
    package static func readChunk(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            return max(count, 0)
        }
    }

    /// Starts a thread that reads `fd` until end of file, handing each chunk to `onChunk`, then calls `onEnd`.
    package static func startReader(
        fd: Int32, name: String,
        onChunk: @escaping @Sendable (ArraySlice<UInt8>) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        NamedThread.start(name) {
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = readChunk(fd, into: &buffer)
                if count == 0 { break }
                onChunk(buffer[0..<count])
            }
            onEnd()
        }
    }
}

/// `write(2)`, which the enum's own `write` methods hide inside it.
private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(fd, bytes, count)
}
