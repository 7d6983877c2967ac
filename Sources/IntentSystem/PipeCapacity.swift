#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much a pipe holds before its writer waits for the reader, and growing it for a large message.
///
/// A Linux pipe holds 64 KiB by default. A page of a thousand entities is
/// many times that: written through 64 KiB, it goes over in rounds of
/// "writer fills, reader wakes and drains, writer wakes", each a wake-up a
/// pipe that holds the whole message does not need. Only a pipe that carries such a
/// message is grown, so that an app that never sends one never holds more
/// kernel memory than any other pipe (the kernel counts pipe capacity against
/// a per-user limit, `/proc/sys/fs/pipe-user-pages-soft`).
package enum PipeCapacity {
    /// What a pipe holds unless grown: Linux's default.
    package static let defaultBytes = 64 * 1024

    /// The most a pipe is grown to: the largest an unprivileged process may ask for by default
    /// (`/proc/sys/fs/pipe-max-size`).
    package static let maximumBytes = 1024 * 1024

    /// Grows a pipe so that it holds `byteCount` bytes (rounded up to a power of two, at most ``maximumBytes``).
    ///
    /// Best effort: a descriptor that is not a pipe, a system without the call, or a refusal (over a limit)
    /// leaves things as they were.
    /// - Parameters:
    ///   - fd: Either end of the pipe.
    ///   - byteCount: The size of the message about to be written.
    /// - Returns: The capacity asked for, so that the caller need not ask again for a message no larger.
    @discardableResult
    package static func grow(_ fd: Int32, toHold byteCount: Int) -> Int {
        var wanted = defaultBytes
        while wanted < byteCount, wanted < maximumBytes { wanted *= 2 }
        #if os(Linux)
            // F_GETPIPE_SZ and F_SETPIPE_SZ (Linux 2.6.35), which Glibc's Swift module does not export.
            let getSize: Int32 = 1032
            let setSize: Int32 = 1031
            let current = fcntl(fd, getSize)
            if current >= 0, current < wanted { _ = fcntl(fd, setSize, Int32(wanted)) }
        #endif
        return wanted
    }
}
