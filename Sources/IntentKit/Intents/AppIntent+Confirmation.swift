import IntentWire

extension AppIntent {
    /// Asks the person to confirm before the intent goes on; throws if they decline.
    ///
    /// Under test, the test side answers: confirmations are accepted unless
    /// the test declines them. A declined confirmation throws
    /// ``ConfirmationDeclinedError``; let it propagate so that nothing changes.
    /// - Parameter dialog: What to ask; defaults to "Do you want to <title>?".
    public func requestConfirmation(dialog: IntentDialog? = nil) async throws {
        let text = dialog?.full ?? "Do you want to \(Self.title.lowercased())?"
        guard let run = IntentRunContext.current else {
            throw ConfirmationDeclinedError(intent: Self.typeIdentifier, dialog: text)
        }
        let confirmed = try await run.prompter.confirm(dialog: text)
        if !confirmed { throw ConfirmationDeclinedError(intent: Self.typeIdentifier, dialog: text) }
    }
}

/// The person declined a confirmation; the intent stops without changing anything.
public struct ConfirmationDeclinedError: Error, Sendable, CustomStringConvertible {
    /// The intent that asked.
    public var intent: String
    /// The question that was declined.
    public var dialog: String

    /// "DeleteEventIntent was cancelled: the confirmation "…" was declined".
    public var description: String { "\(intent) was cancelled: the confirmation \"\(dialog)\" was declined" }
}

/// The run an intent's `perform()` belongs to, for prompts.
struct IntentRunContext: Sendable {
    @TaskLocal static var current: IntentRunContext?
    let prompter: Prompter
}
