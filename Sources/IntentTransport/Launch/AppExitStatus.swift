import IntentSystem
import IntentWire

/// The exit statuses an IntentKit app uses, so a launcher can tell why it ended without reading its stderr.
public enum AppExitStatus {
    /// Ended normally: stdin closed, `shutdown`, or `--help`.
    public static let success: Int32 = 0
    /// Could not start: the container or its data could not be opened (the reason is on stderr).
    public static let startFailed: Int32 = 1
    /// The command line was wrong.
    public static let usage: Int32 = 2
    /// Another process holds the container's lock (its pid and executable are on stderr).
    public static let containerInUse: Int32 = 75
    /// The app's declarations are wrong (every problem is listed on stderr).
    public static let declarationProblems: Int32 = 78
}
