import Foundation

/// The crashes of one session's app that came before it answered anything, counted so that an app that dies at
/// every start on its container is reported instead of relaunched for ever.
///
/// A crash while starting (before or during the handshake, or after it with no request answered) or on the first
/// request counts; any answer from the app starts the count again. At ``limit`` in a row the session stops
/// relaunching until it is told to try again (``AppSession/relaunch()``, ``AppSession/shutdown()``).
struct StartCrashes: Sendable {
    /// Crashes in a row after which the app is no longer relaunched.
    static let limit = 2

    /// Crashes in a row so far.
    private(set) var count = 0
    /// The latest crash's `Fatal error:` line (or its kin), when one was on the app's stderr.
    private(set) var cause: String?

    /// Whether the app has crashed ``limit`` times in a row.
    var isLooping: Bool { count >= Self.limit }

    /// Whether a failed launch was the app crashing (a signal IntentKit did not send, or a `Fatal error:` line), not
    /// a missing executable, a busy container, or a start IntentKit ended itself (a launch past its deadline).
    static func isCrash(_ error: AppProcessError) -> Bool {
        guard error.kind == .launchFailed, error.stopReason == nil else { return false }
        return error.isCrash || error.cause != nil
    }

    /// Whether a request's failure was the app crashing on it: it ended while the request was open, on its own.
    static func isCrashOnRequest(_ error: AppProcessError) -> Bool {
        error.kind == .terminated && error.stopReason == nil
    }

    /// Counts one more crash.
    mutating func record(cause: String?) {
        count += 1
        if let cause { self.cause = cause }
    }

    /// Starts again: the app answered, or a person asked for a fresh try.
    mutating func reset() {
        count = 0
        cause = nil
    }

    /// The error every call gets once the app crash-loops: what happened, the crash, the container, and how to go
    /// on in the words of whoever drives the session (`remedy`).
    func error(bundleIdentifier: String, containerURL: URL, remedy: CrashLoopRemedy, diagnostics: Diagnostics) -> AppProcessError {
        let crash = cause.map { "(\($0))" } ?? "(no Fatal error line on its stderr)"
        let message =
            "\(bundleIdentifier) crashed \(count) times in a row while starting or on its first request \(crash), so it is not "
            + "relaunched: the data in its container \(containerURL.path) probably makes it crash; \(remedy.text)"
        return AppProcessError(kind: .crashLoop, bundleIdentifier: bundleIdentifier, message: message, cause: cause, diagnostics: diagnostics)
    }
}
