import IntentWire

extension Parameter {
    /// Asks the person for a new value of this parameter while the intent runs, and sets it.
    ///
    /// Under test, the answer comes from the test side's scripted answers
    /// (`.providing(value, for: "name")`); an unanswered request ends the run
    /// with an error quoting the dialog.
    /// - Parameter dialog: What to ask; defaults to the parameter's `requestValueDialog`, else "What <title> do you want?".
    /// - Returns: The resolved answer, which is also the parameter's value from now on.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        try await askForValue(dialog)
    }

    /// Asks for a value as the parameter declares it, and sets it.
    func askForValue(_ dialog: IntentDialog?) async throws -> Value {
        let run = try currentRun()
        let text = dialog?.fullText ?? valueDialog
        let answer = try await run.prompter.value(for: name, type: Value.valueType, dialog: text, options: traits.options)
        let value = try await resolve(answer, run: run)
        storage.state = .set(value)
        return value
    }

    /// An error that, thrown from `perform()`, asks the person for this parameter's value and performs the intent again.
    public func requestValue(_ dialog: IntentDialog? = nil) -> AppIntentError {
        needsValueError(dialog)
    }

    /// Asks the person to choose one of several values for this parameter, and sets it.
    /// - Parameters:
    ///   - options: The candidates, in the order shown.
    ///   - dialog: What to ask; defaults to the parameter's `requestDisambiguationDialog`, else "Which <title> do you mean?".
    /// - Returns: The chosen option.
    public func requestDisambiguation(among options: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        try await choose(among: options, dialog: dialog)
    }

    /// Asks the person to choose among values as the parameter declares them, and sets the choice.
    func choose(among options: [Value], dialog: IntentDialog?) async throws -> Value {
        let run = try currentRun()
        let text = dialog?.fullText ?? traits.requestDisambiguationDialog?.fullText ?? "Which \(title.text.lowercased()) do you mean?"
        let index = try await run.prompter.choose(parameter: name, dialog: text, options: options.map(\.intentValue))
        guard options.indices.contains(index) else {
            throw ResolutionError(
                message: "the answer \(index) to \"\(text)\" is out of range; expected 0 to \(options.count - 1)",
                details: ErrorDetails(kind: .invalidAnswer, name: name, owner: run.prompter.intent))
        }
        storage.state = .set(options[index])
        return options[index]
    }

    /// Asks the person to confirm a value of this parameter.
    /// - Returns: Whether they confirmed.
    public func requestConfirmation(for value: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        let run = try currentRun()
        return try await run.prompter.confirm(dialog: dialog?.fullText ?? "Use \(value.intentValue) for \(title.text.lowercased())?")
    }

    /// An error that, thrown from `perform()`, asks the person for this parameter's value and performs the intent again.
    ///
    /// ```swift
    /// guard !title.isEmpty else { throw $title.needsValueError("What is the event called?") }
    /// ```
    public func needsValueError(_ dialog: IntentDialog? = nil) -> AppIntentError {
        .restartPerform(after: "\(name) needs a value") { _ = try await self.requestValue(dialog) }
    }

    /// An error that, thrown from `perform()`, asks the person to choose among values and performs the intent again with the choice.
    public func needsDisambiguationError(among options: [Value], dialog: IntentDialog? = nil) -> AppIntentError {
        .restartPerform(after: "\(name) needs one of \(options.count) values") { _ = try await self.requestDisambiguation(among: options, dialog: dialog) }
    }

    /// An error that, thrown from `perform()`, asks the person to confirm a value and, if they do, performs the intent again with it.
    ///
    /// A declined confirmation ends the run as cancelled.
    public func needsConfirmationError(for value: Value, dialog: IntentDialog? = nil) -> AppIntentError {
        .restartPerform(after: "\(name) needs confirmation") {
            let text = dialog?.fullText ?? "Use \(value.intentValue) for \(self.title.text.lowercased())?"
            guard try await self.requestConfirmation(for: value, dialog: IntentDialog(full: LocalizedStringResource(stringLiteral: text))) else {
                throw ConfirmationDeclinedError(intent: IntentRunContext.current?.prompter.intent ?? "the intent", dialog: text)
            }
            self.storage.state = .set(value)
        }
    }

    /// What a run asks when this parameter has no value: its declared `requestValueDialog`, else "What <title> do you want?".
    var valueDialog: String {
        traits.requestValueDialog?.fullText ?? "What \(title.text.lowercased()) do you want?"
    }

    var name: String { storage.name ?? title.text }

    private func currentRun() throws -> IntentRunContext {
        guard let run = IntentRunContext.current else {
            throw ResolutionError(
                message: "the parameter \"\(title.text)\" can ask for input only while its intent runs",
                details: ErrorDetails(kind: .noRun, name: title.text))
        }
        return run
    }

    private func resolve(_ answer: IntentValue, run: IntentRunContext) async throws -> Value {
        let context = ResolutionContext(intent: run.prompter.intent, path: name, prompter: run.prompter)
        let value = try await Value.resolve(answer, in: context)
        try traits.check(value.intentValue, in: context)
        return value
    }
}
