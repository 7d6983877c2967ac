import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Blocking reads and writes on raw file descriptors; the only place that calls `read(2)` and `write(2)`.
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

    /// Writes all of `bytes`, retrying on partial writes and `EINTR`.
    /// - Returns: `false` when the descriptor is closed or broken.
    @discardableResult
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    /// Writes all of `parts`, one after another, with as few calls as the pipe takes (`writev(2)`), retrying on
    /// partial writes and `EINTR`: a large reply is sent from where its parts lie, without joining them first.
    /// - Returns: `false` when the descriptor is closed or broken.
    @discardableResult
    package static func writeAll(_ fd: Int32, parts: [[UInt8]]) -> Bool {
        withBuffers(of: parts[...], collected: []) { buffers in
            var pending = buffers.filter { $0.count > 0 }[...]
            while !pending.isEmpty {
                let written = pending.prefix(64).map { iovec(iov_base: UnsafeMutableRawPointer(mutating: $0.baseAddress), iov_len: $0.count) }
                    .withUnsafeBufferPointer { writev(fd, $0.baseAddress, Int32($0.count)) }
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                // Drop what was written: whole buffers, then the start of the first one left.
                var remaining = written
                while let buffer = pending.first, remaining >= buffer.count {
                    remaining -= buffer.count
                    pending.removeFirst()
                }
                if remaining > 0, let buffer = pending.first {
                    pending[pending.startIndex] = UnsafeRawBufferPointer(rebasing: buffer[remaining...])
                }
            }
            return true
        }
    }

    /// Calls `body` with every part's bytes, each valid for the whole call.
    private static func withBuffers(
        of parts: ArraySlice<[UInt8]>, collected: [UnsafeRawBufferPointer], _ body: ([UnsafeRawBufferPointer]) -> Bool
    ) -> Bool {
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
