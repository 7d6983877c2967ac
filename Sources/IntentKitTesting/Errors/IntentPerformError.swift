/// The intent ran and did not succeed: it threw, it was cancelled, or it stopped at a prompt nobody answered.
public struct IntentPerformError: Error, Sendable, CustomStringConvertible {
    /// Why the run ended; an open set.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `perform()` threw an error.
        public static let threw = Kind(rawValue: "threw")
        /// The run was cancelled, for example by a declined confirmation.
        public static let cancelled = Kind(rawValue: "cancelled")
        /// The intent asked a question the test did not script an answer for.
        public static let promptUnanswered = Kind(rawValue: "promptUnanswered")
        /// The name.
        public var description: String { rawValue }
    }

    /// Why the run ended.
    public var kind: Kind
    /// The intent that was run.
    public var intent: String
    /// One sentence: what happened.
    public var message: String
    /// For a thrown error: its Swift type name, such as `CometCalError`.
    public var errorType: String?
    /// For a thrown error: its case or code, such as `eventNotFound`.
    public var errorCode: String?
    /// For prompts and confirmations: the dialog the app showed.
    public var dialog: String?
    /// The app's stderr tail and the last messages.
    public var diagnostics: Diagnostics

    /// Creates a perform error.
    public init(kind: Kind, intent: String, message: String, errorType: String? = nil, errorCode: String? = nil, dialog: String? = nil, diagnostics: Diagnostics = .none) {
        self.kind = kind
        self.intent = intent
        self.message = message
        self.errorType = errorType
        self.errorCode = errorCode
        self.dialog = dialog
        self.diagnostics = diagnostics
    }

    /// The message, then the diagnostics.
    public var description: String { describe(message, diagnostics) }
}
