import Foundation
import IntentSystem
import IntentWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal state a launched process starts with: no signal blocked and every signal at its default action.
///
/// A child inherits the signal mask of the thread that launches it and the signals its parent ignores. Threads of
/// Swift's shared concurrency pool block most signals, and ``Connection`` makes the process ignore `SIGPIPE`; so a
/// process launched from a test started with `SIGTERM`, `SIGINT` and `SIGCHLD` blocked: an app that is not built
/// with IntentKit, or a script that wraps one, could be stopped only by `SIGKILL` after the grace period, and a
/// shell's `wait` for its own background jobs never returned.
package enum ChildSignals {
    /// Sets spawn attributes to start the child with no signal blocked and every signal at its default action.
    /// - Parameter attributes: Initialized attributes, passed to `posix_spawn`.
    package static func reset(_ attributes: inout posix_spawnattr_t) {
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var all = sigset_t()
        sigfillset(&all)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    }

    /// Runs `body` with no signal blocked on the calling thread, restoring its mask afterwards.
    ///
    /// For launching through an API that takes no spawn attributes, such as Foundation's `Process`, which on Linux
    /// hands the child the calling thread's mask.
    package static func unblocked<Result>(_ body: () throws -> Result) rethrows -> Result {
        var none = sigset_t()
        sigemptyset(&none)
        var saved = sigset_t()
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }

    /// Unblocks every signal on the calling thread for good: for a main thread, before it starts any other
    /// (threads inherit their creator's mask), in a process that may have been launched with signals blocked.
    package static func unblockAll() {
        var none = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, nil)
    }
}
