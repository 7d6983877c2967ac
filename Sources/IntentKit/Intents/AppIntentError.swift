/// An error an intent throws to tell the system what went wrong or what it needs.
///
/// The ones IntentKit acts on come from a parameter: `$name.needsValueError()`,
/// `needsDisambiguationError(among:)` and `needsConfirmationError(for:)` ask
/// the person and then perform the intent again. Others end the run with
/// their description.
public struct AppIntentError: Error, Sendable, CustomStringConvertible {
    /// What happened, for people.
    public var description: String
    /// What to do before performing the intent again, for a restart.
    let restartAction: (@Sendable () async throws -> Void)?
    /// The name of a predefined error (`Unrecoverable.entityNotFound`), which tests read as the error's code.
    let code: String?
    /// What finishes the run instead of a result (continuing in the foreground), for an error that ends it well.
    let finishAction: (@Sendable () async throws -> Void)?

    /// An error that ends the run with a message.
    public init(description: String) {
        self.description = description
        self.restartAction = nil
        self.code = nil
        self.finishAction = nil
    }

    init(predefined code: String, _ description: String) {
        self.description = description
        self.restartAction = nil
        self.code = code
        self.finishAction = nil
    }

    init(description: String, restartAction: @escaping @Sendable () async throws -> Void) {
        self.description = description
        self.restartAction = restartAction
        self.code = nil
        self.finishAction = nil
    }

    /// An error that ends the run with no value once `finishAction` has run (a declined question inside it fails
    /// the run instead).
    init(description: String, finishAction: @escaping @Sendable () async throws -> Void) {
        self.description = description
        self.restartAction = nil
        self.code = nil
        self.finishAction = finishAction
    }

    /// An error that runs an action (usually a prompt) and then performs the intent again.
    static func restartPerform(after reason: String, _ action: @escaping @Sendable () async throws -> Void) -> AppIntentError {
        AppIntentError(description: "perform() restarts: \(reason)", restartAction: action)
    }
}
