/// Why IntentKit ended an app process itself: a death it caused is never reported as a crash.
///
/// A process that IntentKit signals (at a deadline, while stopping a session, or for output past a limit) ends
/// because IntentKit asked it to; when it does end by a signal IntentKit sent, or exits after being asked, its error's
/// `stopReason` gives the reason, and only a death IntentKit did not cause counts as a crash. An open set.
public struct StopReason: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    /// The reason's name.
    public var rawValue: String

    /// Creates a reason.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The app did not complete its handshake within `INTENTKIT_LAUNCH_TIMEOUT`.
    public static let launchTimeout = StopReason(rawValue: "launchTimeout")
    /// The app answered neither a request within `INTENTKIT_TIMEOUT` nor its cancellation within the grace period.
    public static let unresponsive = StopReason(rawValue: "unresponsive")
    /// The session was stopping the app: `relaunch()`, `shutdown()`, a launch abandoned, or the test process ending.
    public static let stopping = StopReason(rawValue: "stopping")
    /// The app's handshake failed (it broke the protocol, or its answer could not be read), so it was not used.
    public static let handshakeFailed = StopReason(rawValue: "handshakeFailed")
    /// The app wrote more than a message may hold.
    public static let outputLimit = StopReason(rawValue: "outputLimit")

    /// Why, as the end of a sentence: "because it did not complete its handshake in time".
    public var explanation: String {
        switch self {
        case .launchTimeout: "because it did not complete the IntentKit handshake in time (INTENTKIT_LAUNCH_TIMEOUT)"
        case .unresponsive: "because it answered neither a request in time (INTENTKIT_TIMEOUT) nor being asked to cancel it"
        case .stopping: "because its session was stopping it (a relaunch, a shutdown or the end of the test process)"
        case .handshakeFailed: "because its handshake failed"
        case .outputLimit: "because it wrote more than a message may hold (INTENTKIT_MAX_MESSAGE_BYTES)"
        default: "(\(rawValue))"
        }
    }

    /// The name.
    public var description: String { rawValue }
}
