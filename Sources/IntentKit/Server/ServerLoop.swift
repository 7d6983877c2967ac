import CIntentKitSystem
import Foundation
import IntentTransport
import IntentWire

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
        // The reply to `shutdown` is written before this runs, and every other request has been answered.
        let router = IntentServer.router(for: registry, searchIndex: searchIndex, onShutdown: { exit(AppExitStatus.success) })
        let settings = IntentKitEnvironment.variables(IntentKitEnvironment.maximumMessageBytes, IntentKitEnvironment.spin)
        // Launchers refuse such a setting; an app started by hand says so and serves with the default.
        for problem in IntentKitEnvironment.settingProblems(in: settings) { AppLog.line("\(problem); serving with the default") }
        let connection = Connection(
            name: "the test side", input: 0, output: protocolFD, router: router,
            maximumMessageLength: IntentKitEnvironment.maximumMessageLength(in: settings))
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            connection.start(onClose: { done.resume() })
        }
        await connection.drainIncoming()
        await searchIndex?.save()
        // The last replies may still be on their way to a reader that is slow to take them.
        if !connection.waitUntilWritten(upTo: .seconds(10)) { AppLog.line("exiting with replies the test side did not read within 10 s") }
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
        // Swift 6 rejects reading the mutable C global `stdout`; the C target sets it.
        intentkit_line_buffer_stdout()
        return protocolFD
    }
}
