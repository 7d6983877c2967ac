import IntentWire

extension IntentParameter {
    /// Asks the person for a new value of this parameter while the intent runs, and sets it.
    ///
    /// Under test, the answer comes from the test side's scripted answers
    /// (`.providing(value, for: "name")`); an unanswered request ends the run
    /// with an error quoting the dialog.
    /// - Parameter dialog: What to ask; defaults to "What <title> do you want?".
    /// - Returns: The resolved answer, which is also the parameter's value from now on.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value {
        let run = try currentRun()
        let text = dialog?.full ?? "What \(title.lowercased()) do you want?"
        let answer = try await run.prompter.value(for: name, type: Value.valueType, dialog: text)
        let value = try await resolve(answer, run: run)
        parameter.storage.state = .set(value)
        return value
    }

    /// Asks the person to choose one of several values for this parameter, and sets it.
    /// - Parameters:
    ///   - options: The candidates, in the order shown.
    ///   - dialog: What to ask; defaults to "Which <title> do you mean?".
    /// - Returns: The chosen option.
    public func requestDisambiguation(among options: [Value], dialog: IntentDialog? = nil) async throws -> Value {
        let run = try currentRun()
        let text = dialog?.full ?? "Which \(title.lowercased()) do you mean?"
        let index = try await run.prompter.choose(parameter: name, dialog: text, options: options.map(\.intentValue))
        guard options.indices.contains(index) else {
            throw ResolutionError(
                message: "the answer \(index) to \"\(text)\" is out of range; expected 0 to \(options.count - 1)",
                details: ErrorDetails(kind: .invalidAnswer, name: name, owner: run.prompter.intent))
        }
        parameter.storage.state = .set(options[index])
        return options[index]
    }

    /// Asks the person to confirm a value of this parameter.
    /// - Returns: Whether they confirmed.
    public func requestConfirmation(for value: Value, dialog: IntentDialog? = nil) async throws -> Bool {
        let run = try currentRun()
        return try await run.prompter.confirm(dialog: dialog?.full ?? "Use \(value.intentValue) for \(title.lowercased())?")
    }

    private var name: String { parameter.storage.name ?? title }

    private func currentRun() throws -> IntentRunContext {
        guard let run = IntentRunContext.current else {
            throw ResolutionError(
                message: "the parameter \"\(title)\" can ask for input only while its intent runs",
                details: ErrorDetails(kind: .noRun, name: title))
        }
        return run
    }

    private func resolve(_ answer: IntentValue, run: IntentRunContext) async throws -> Value {
        let context = ResolutionContext(intent: run.prompter.intent, path: name, prompter: run.prompter)
        return try await Value.resolve(answer, in: context)
    }
}
