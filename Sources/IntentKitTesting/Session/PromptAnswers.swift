/// How the test side answers prompts an intent raises while it runs.
///
/// By default confirmations are accepted and nothing else is answered: a
/// value or disambiguation prompt then fails the run with an error quoting
/// its dialog. Script answers for one run, or for a whole session:
/// ```swift
/// try await deleteEvent.makeIntent(event: event).run(prompts: .declineConfirmations)
/// try await status.makeIntent(event: "Launch Window").run(prompts: .choosing(title: "Launch Window Review", for: "event"))
/// ```
public struct PromptAnswers: Sendable, Hashable {
    /// How to answer a disambiguation.
    public enum Choice: Sendable, Hashable {
        /// The option at this zero-based index.
        case index(Int)
        /// The option with this display title.
        case title(String)
    }

    /// Whether confirmations are accepted.
    public var acceptsConfirmations: Bool
    /// Answers to value prompts, by parameter name.
    public var values: [String: IntentValueExpression]
    /// Answers to disambiguations, by parameter name.
    public var choices: [String: Choice]

    /// Accept confirmations, answer nothing else.
    public init(acceptsConfirmations: Bool = true, values: [String: IntentValueExpression] = [:], choices: [String: Choice] = [:]) {
        self.acceptsConfirmations = acceptsConfirmations
        self.values = values
        self.choices = choices
    }

    /// Accept confirmations, answer nothing else.
    public static let `default` = PromptAnswers()

    /// Decline every confirmation.
    public static let declineConfirmations = PromptAnswers(acceptsConfirmations: false)

    /// Answer a value prompt for a parameter.
    public static func providing(_ value: some IntentValueExpressing, for parameter: String) -> PromptAnswers {
        PromptAnswers.default.providing(value, for: parameter)
    }

    /// Answer a disambiguation for a parameter with the option at an index.
    public static func choosing(_ index: Int, for parameter: String) -> PromptAnswers {
        PromptAnswers.default.choosing(index, for: parameter)
    }

    /// Answer a disambiguation for a parameter with the option titled so.
    public static func choosing(title: String, for parameter: String) -> PromptAnswers {
        PromptAnswers.default.choosing(title: title, for: parameter)
    }

    /// These answers, also declining confirmations.
    public func decliningConfirmations() -> PromptAnswers {
        var copy = self
        copy.acceptsConfirmations = false
        return copy
    }

    /// These answers, also answering a value prompt for a parameter.
    public func providing(_ value: some IntentValueExpressing, for parameter: String) -> PromptAnswers {
        var copy = self
        copy.values[parameter] = value.makeExpression()
        return copy
    }

    /// These answers, also choosing the option at an index for a parameter.
    public func choosing(_ index: Int, for parameter: String) -> PromptAnswers {
        var copy = self
        copy.choices[parameter] = .index(index)
        return copy
    }

    /// These answers, also choosing the option titled so for a parameter.
    public func choosing(title: String, for parameter: String) -> PromptAnswers {
        var copy = self
        copy.choices[parameter] = .title(title)
        return copy
    }

    /// The answer to a prompt, or the error that explains there is none.
    func answer(_ prompt: PromptRequest) throws(ResponseError) -> PromptResponse {
        let parameter = prompt.parameter ?? ""
        switch prompt.kind {
        case .confirmation:
            return PromptResponse(confirmed: acceptsConfirmations)
        case .value:
            guard let value = values[parameter] else {
                throw unanswered(prompt, hint: "run(prompts: .providing(<value>, for: \"\(parameter)\"))")
            }
            return PromptResponse(value: value.value)
        case .disambiguation:
            let options = prompt.options ?? []
            switch choices[parameter] {
            case .index(let index)?:
                return PromptResponse(choice: index)
            case .title(let title)?:
                let titles = options.map(Self.title(of:))
                guard let index = titles.firstIndex(of: title) else {
                    throw ResponseError(
                        code: .promptUnanswered,
                        message: "\(prompt.intent) asked \"\(prompt.dialog)\" and the scripted choice \"\(title)\" is not among the options " + titles.map { "\"\($0)\"" }.joined(separator: ", "),
                        data: ErrorDetails(kind: .promptUnanswered, name: parameter, owner: prompt.intent, suggestions: titles, dialog: prompt.dialog))
                }
                return PromptResponse(choice: index)
            case nil:
                throw unanswered(prompt, hint: "run(prompts: .choosing(title: <title>, for: \"\(parameter)\"))")
            }
        }
    }

    private func unanswered(_ prompt: PromptRequest, hint: String) -> ResponseError {
        ResponseError(
            code: .promptUnanswered,
            message: "\(prompt.intent) asked \"\(prompt.dialog)\" and the test scripted no answer; answer it with \(hint)",
            data: ErrorDetails(kind: .promptUnanswered, name: prompt.parameter, owner: prompt.intent, dialog: prompt.dialog))
    }

    private static func title(of option: IntentValue) -> String {
        switch option {
        case .entity(let entity): entity.display?.title ?? entity.instanceIdentifier
        case .enumCase(let value): value.rawValue
        case .string(let string): string
        default: option.description
        }
    }
}
