import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Serves the protocol on stdin and the real stdout until stdin closes.
enum ServerLoop {
    static func serve(_ registry: Registry, searchIndex: SearchIndex?) async -> Never {
        signal(SIGPIPE, SIG_IGN)
        let protocolFD = takeOverStdout()
        exitWithParent()
        // The reply to `shutdown` is written before this runs, and every other request has been answered.
        let router = IntentServer.router(for: registry, searchIndex: searchIndex, onShutdown: { exit(AppExitStatus.success) })
        let connection = Connection(
            name: "the test side", input: 0, output: protocolFD, router: router,
            maximumMessageLength: IntentKitEnvironment.maximumMessageLength())
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            connection.start(onClose: { done.resume() })
        }
        await connection.drainIncoming()
        await searchIndex?.settle()
        exit(AppExitStatus.success)
    }

    /// Keeps a private duplicate of stdout for protocol frames and points fd 1 at stderr,
    /// so a stray `print` in app code lands in the logs instead of corrupting the channel.
    private static func takeOverStdout() -> Int32 {
        fflush(nil)
        let protocolFD = dup(1)
        precondition(protocolFD >= 0, "could not duplicate stdout: \(String(cString: strerror(errno)))")
        _ = fcntl(protocolFD, F_SETFD, FD_CLOEXEC)
        dup2(2, 1)
        // Logs written with print() now go to stderr; flush them line by line so they arrive in order.
        // The C global `stdout` is looked up by symbol because Swift 6 rejects reading a mutable C global.
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "stdout") {
            setvbuf(symbol.assumingMemoryBound(to: UnsafeMutablePointer<FILE>.self).pointee, nil, _IOLBF, 0)
        }
        return protocolFD
    }

    /// Asks Linux to send SIGTERM when the parent dies, so a crashed test run leaves no orphans.
    ///
    /// The signal only covers a parent that dies *after* it is armed; a launcher
    /// that died earlier is caught by comparing the parent with the pid the
    /// launcher passed in `INTENTKIT_PARENT_PID` (the app was re-parented).
    private static func exitWithParent() {
        #if os(Linux)
        // prctl is variadic in C, so Swift cannot call it directly; look it up and call it
        // through a two-argument signature, which is ABI-compatible for integer arguments.
        typealias Prctl = @convention(c) (Int32, UInt) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prctl") else { return }
        let prctl = unsafeBitCast(symbol, to: Prctl.self)
        let setParentDeathSignal: Int32 = 1
        _ = prctl(setParentDeathSignal, UInt(SIGTERM))
        if let expected = ProcessInfo.processInfo.environment[IntentKitEnvironment.parentPID].flatMap({ pid_t($0) }) {
            if getppid() != expected {
                FileHandle.standardError.write(Data("exiting: the launcher (pid \(expected)) ended before the app started serving\n".utf8))
                exit(AppExitStatus.success)
            }
        } else if getppid() == 1 {
            exit(AppExitStatus.success)
        }
        #endif
    }
}
