import IntentWire

/// The app's code ran and did not succeed: an intent threw, was cancelled, or stopped at a prompt nobody
/// answered; or a query, the screen or a search threw.
///
/// A declined confirmation is `Kind.cancelled`; a prompt nobody scripted an answer for (a string that
/// matches several entities among them) `Kind.promptUnanswered`. The article *Errors, sessions and
/// isolation* (IntentKitTesting) lists which failure gives which error and kind.
public struct IntentPerformError: Error, Sendable, CustomStringConvertible {
    /// Why the run ended; an open set.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `perform()` (or a query, the screen, a search) threw an error.
        public static let threw = Kind(rawValue: "threw")
        /// The run was cancelled, for example by a declined confirmation or a cancelled task.
        public static let cancelled = Kind(rawValue: "cancelled")
        /// The person cancelled at a prompt: a cancel answer, or a choice's cancel option.
        public static let cancelledByUser = Kind(rawValue: "cancelledByUser")
        /// The intent asked a question the test did not script an answer for.
        public static let promptUnanswered = Kind(rawValue: "promptUnanswered")
        /// An undo found no action an undoable intent had registered.
        public static let nothingToUndo = Kind(rawValue: "nothingToUndo")
        /// The name.
        public var description: String { rawValue }
    }

    /// Why the run ended.
    public var kind: Kind
    /// The intent that was run; for a query, the screen or a search, what the app ran (`EventEntity.entities(matching: "x")`).
    public var intent: String
    /// One sentence: what happened.
    public var message: String
    /// For a thrown error: its Swift type name, such as `CometCalError`.
    public var errorType: String?
    /// For a thrown error: its enum case name, such as `eventNotFound`, or an `NSError`'s code.
    public var errorCode: String?
    /// For a thrown error: the app's own message, without the "X failed: " framing of ``message``.
    public var errorMessage: String?
    /// For prompts and confirmations: the dialog the app showed.
    public var dialog: String?
    /// The app's stderr tail and the last messages.
    public var diagnostics: Diagnostics

    /// Creates a perform error.
    public init(
        kind: Kind, intent: String, message: String, errorType: String? = nil, errorCode: String? = nil,
        errorMessage: String? = nil, dialog: String? = nil, diagnostics: Diagnostics = .none
    ) {
        self.kind = kind
        self.intent = intent
        self.message = message
        self.errorType = errorType
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.dialog = dialog
        self.diagnostics = diagnostics
    }

    /// The message, then the diagnostics.
    public var description: String { describe(message, diagnostics) }
}
