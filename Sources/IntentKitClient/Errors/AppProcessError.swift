import IntentTransport
import IntentWire

/// The app process failed: it could not be found or launched, it ended, it timed out, or it broke the protocol.
public struct AppProcessError: Error, Sendable, CustomStringConvertible {
    /// What failed; an open set.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// No executable was found for the bundle identifier.
        public static let notFound = Kind(rawValue: "notFound")
        /// The executable could not be started, or its handshake failed.
        public static let launchFailed = Kind(rawValue: "launchFailed")
        /// The process ended while a request was open.
        public static let terminated = Kind(rawValue: "terminated")
        /// The app did not answer in time (if it did not answer being cancelled either, it was killed).
        public static let timedOut = Kind(rawValue: "timedOut")
        /// Another app process holds the container's lock.
        public static let containerInUse = Kind(rawValue: "containerInUse")
        /// The app crashed twice in a row while starting or on its first request on the same container, so it is
        /// not relaunched until asked to (its data probably makes it crash).
        public static let crashLoop = Kind(rawValue: "crashLoop")
        /// The app answered with something the protocol does not allow, or reported an internal error.
        public static let protocolViolation = Kind(rawValue: "protocolViolation")
        /// The name.
        public var description: String { rawValue }
    }

    /// What failed.
    public var kind: Kind
    /// The app's bundle identifier.
    public var bundleIdentifier: String
    /// One sentence: what happened and what to do.
    public var message: String
    /// How the process ended, when it did.
    public var termination: Termination?
    /// Why IntentKit ended the process itself (a deadline, a relaunch or shutdown), when it did; `nil` when the
    /// process ended on its own or has not ended.
    public var stopReason: StopReason?
    /// The line of the app's stderr that says why it crashed (`… Fatal error: …`), when there is one.
    public var cause: String?
    /// The app's stderr tail and the last messages.
    public var diagnostics: Diagnostics

    /// Creates a process error.
    public init(
        kind: Kind, bundleIdentifier: String, message: String, termination: Termination? = nil, stopReason: StopReason? = nil,
        cause: String? = nil, diagnostics: Diagnostics = .none
    ) {
        self.kind = kind
        self.bundleIdentifier = bundleIdentifier
        self.message = message
        self.termination = termination
        self.stopReason = stopReason
        self.cause = cause
        self.diagnostics = diagnostics
    }

    /// Creates a process error for a process that ended as `end` says.
    package init(kind: Kind, bundleIdentifier: String, message: String, end: ProcessEnd?, cause: String? = nil, diagnostics: Diagnostics = .none) {
        self.init(
            kind: kind, bundleIdentifier: bundleIdentifier, message: message, termination: end?.termination, stopReason: end?.stopReason, cause: cause,
            diagnostics: diagnostics)
    }

    /// Whether the process died of a signal IntentKit did not send: a crash, never one of IntentKit's own kills.
    public var isCrash: Bool {
        guard stopReason == nil, case .signaled? = termination else { return false }
        return true
    }

    /// The message, then the diagnostics.
    public var description: String { describe(message, diagnostics) }
}
