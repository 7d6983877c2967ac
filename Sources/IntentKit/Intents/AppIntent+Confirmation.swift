import IntentWire

extension AppIntent {
    /// Asks the person to confirm before the intent goes on; throws if they decline.
    ///
    /// Under test, the test side answers: confirmations are accepted unless
    /// the test declines them. A declined confirmation throws
    /// ``ConfirmationDeclinedError``; let it propagate so that nothing changes.
    /// - Parameter dialog: What to ask; defaults to "Do you want to <title>?".
    public func requestConfirmation(dialog: IntentDialog? = nil) async throws {
        try await confirm(dialog: dialog?.fullText, actionName: nil)
    }

    /// Asks the person to confirm an action, named on the accept button; throws if they decline.
    /// - Parameters:
    ///   - actionName: The action the accept button names: `.delete`, `.send`, `.custom(…)`.
    ///   - dialog: What to ask; defaults to "Do you want to <title>?".
    public func requestConfirmation(actionName: ConfirmationActionName, dialog: IntentDialog? = nil) async throws {
        try await confirm(dialog: dialog?.fullText, actionName: actionName)
    }

    /// Shows a result and asks the person to confirm it before the intent goes on; throws if they decline.
    ///
    /// The older form, still common: the question is the result's dialog.
    /// ```swift
    /// try await requestConfirmation(result: .result(dialog: "Delete \(event.title)?"), confirmationActionName: .delete)
    /// ```
    public func requestConfirmation<Result: IntentResult>(result: Result, confirmationActionName: ConfirmationActionName = .go, showPrompt: Bool = true) async throws {
        try await confirm(dialog: (result as? any WireIntentResult)?.dialogText, actionName: confirmationActionName)
    }

    fileprivate func confirm(dialog: String?, actionName: ConfirmationActionName?) async throws {
        let text = dialog ?? "Do you want to \(Self.title.text.lowercased())?"
        guard let run = IntentRunContext.current else {
            throw ConfirmationDeclinedError(intent: Self.typeIdentifier, dialog: text)
        }
        let confirmed = try await run.prompter.confirm(dialog: text, actionName: actionName?.name)
        if !confirmed { throw ConfirmationDeclinedError(intent: Self.typeIdentifier, dialog: text) }
        run.foreground.noteConfirmation()
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
    /// The run's progress, reported to the client as `$/progress`.
    let progress: IntentProgress
    /// Whether the app is in the foreground, and whether the person confirmed something in this run.
    let foreground: RunForegroundState
}

extension AppIntent {
    /// Asks the person to confirm, showing a snippet intent's view; throws if they decline.
    ///
    /// Under test the confirmation's dialog is the snippet's text, one line after another, so that a test
    /// declining it reads what the person would have seen.
    public func requestConfirmation<Snippet: SnippetIntent>(actionName: ConfirmationActionName = .go, snippetIntent: Snippet) async throws {
        let result = try await snippetIntent.perform()
        var shown: String?
        if case .view(let view)? = (result as? any WireIntentResult)?.resultSnippet {
            shown = view.textLines.joined(separator: " ")
        }
        try await confirm(dialog: shown, actionName: actionName)
    }
}

extension SnippetIntent {
    /// Asks the system to show the snippet again with fresh data.
    ///
    /// Under test a snippet is rendered when it is read (`Snippet.render()`), always from the app's data as it is,
    /// so there is nothing to refresh.
    public static func reload() {}
}
