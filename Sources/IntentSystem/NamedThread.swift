import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Starting a thread of IntentKit's own under a name that profilers, debuggers and `/proc` show.
///
/// On Linux, Foundation's `Thread.name` does not reach the system: a new thread keeps the name of the thread that
/// created it, so IntentKit's readers, stand-by readers and spawner all showed up as `oot.default-qos`, the shared
/// pool's. The name is set from inside the thread, cut to the 15 bytes Linux keeps.
package enum NamedThread {
    /// The most bytes of a thread's name the system keeps.
    package static let longestName = 15

    /// Starts a thread named `name` that runs `body`.
    package static func start(_ name: String, _ body: @escaping @Sendable () -> Void) {
        let thread = Thread {
            applyName(name)
            body()
        }
        thread.name = name
        thread.start()
    }

    /// The name the system keeps for `name`: its first 15 bytes, not splitting a character.
    package static func systemName(_ name: String) -> String {
        var kept = ""
        for character in name where kept.utf8.count + character.utf8.count <= longestName { kept.append(character) }
        return kept
    }

    /// The calling thread's name as the system keeps it (on Linux; empty elsewhere).
    package static var currentSystemName: String {
        #if os(Linux)
            let fd = open("/proc/thread-self/comm", O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return "" }
            defer { close(fd) }
            var buffer = [UInt8](repeating: 0, count: 64)
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { return "" }
            return String(decoding: buffer[..<count], as: UTF8.self).trimmingCharacters(in: .newlines)
        #else
            return ""
        #endif
    }

    /// Names the calling thread: on Linux through `/proc/thread-self/comm` (glibc's `pthread_setname_np` is not
    /// visible to Swift).
    private static func applyName(_ name: String) {
        #if os(Linux)
            let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            guard fd >= 0 else { return }
            _ = FileDescriptorIO.writeAll(fd, Array(systemName(name).utf8))
            close(fd)
        #endif
    }
}
