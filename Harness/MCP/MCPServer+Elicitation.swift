import IntentJSON
import IntentKitClient
import IntentWire

extension MCPServer {
    /// Answers an intent's prompt by asking the client's user (`elicitation/create`), when the client can; else
    /// refuses it with what to pass instead, which the tool call reports as its error.
    ///
    /// A confirmation is a Boolean to accept; a value request a field of the parameter's type (text, number,
    /// Boolean or one of an enum's cases, as elicitation schemas allow); a choice or disambiguation one of the
    /// options' titles. Declining or cancelling the elicitation cancels the prompt, as a person's cancel does.
    func elicit(_ prompt: PromptRequest) async throws -> PromptResponse? {
        guard state.withLock({ $0.clientElicits }) else { throw Self.unanswerable(prompt) }
        let metadata = try await metadata()
        let field: [(String, JSONValue)]
        var titles: [String] = []
        switch prompt.kind {
        case .confirmation:
            field = [("type", .string("boolean")), ("title", .string(prompt.actionName ?? "Confirm")), ("description", .string(prompt.dialog))]
        case .value:
            let type = prompt.valueType ?? .string
            switch type.nonOptional {
            case .string, .int, .double, .bool, .enumeration: field = MCPSchema.value(type, in: metadata).map { ($0.key, $0.value) }
            case .date: field = [("type", .string("string")), ("format", .string("date-time"))]
            default: throw Self.unanswerable(prompt)
            }
        case .choice, .disambiguation:
            titles = Self.optionTitles(prompt)
            guard !titles.isEmpty else { throw Self.unanswerable(prompt) }
            field = [("type", .string("string")), ("enum", .array(titles.map(JSONValue.string)))]
        }
        let schema = MCPMessage.object([
            ("type", .string("object")), ("properties", MCPMessage.object([("answer", MCPMessage.object(field))])), ("required", .array([.string("answer")])),
        ])
        let reply: JSONValue
        do {
            reply = try await request("elicitation/create", MCPMessage.object([("message", .string(prompt.dialog)), ("requestedSchema", schema)]))
        } catch let refusal as MCPError {
            // The client's error, not IntentKit's: the intent's prompt goes unanswered, saying what the client said.
            throw ResponseError(
                code: .promptUnanswered,
                message: "\(prompt.intent) asked: \"\(prompt.dialog)\"; the client answered the question with an error (\(refusal.code): \(refusal.message))",
                data: ErrorDetails(kind: .promptUnanswered))
        }
        guard reply.object?["action"]?.string == "accept", let answer = reply.object?["content"]?.object?["answer"] else {
            return PromptResponse(cancelled: true)
        }
        switch prompt.kind {
        case .confirmation:
            return PromptResponse(confirmed: answer == .bool(true))
        case .choice, .disambiguation:
            guard let text = answer.string, let index = titles.firstIndex(of: text) else { return PromptResponse(cancelled: true) }
            return PromptResponse(choice: index)
        default:
            let value = try JSONArgument(parser: ArgumentValueParser(metadata: metadata)).value(answer, as: prompt.valueType ?? .string, name: prompt.parameter ?? "answer")
            return PromptResponse(value: value)
        }
    }

    /// The titles a choice or disambiguation offers, each told apart: entities with the same title get their
    /// identifiers added, so that the answer names one option.
    static func optionTitles(_ prompt: PromptRequest) -> [String] {
        if let choices = prompt.choices { return choices.map(\.title) }
        let options = prompt.options ?? []
        let titles = options.map(ValueText.inline)
        return zip(options, titles).map { option, title in
            guard titles.filter({ $0 == title }).count > 1, case .entity(let entity) = option else { return title }
            return "\(title) (\(entity.instanceIdentifier))"
        }
    }

    /// The error a prompt gets when the client cannot be asked: what the intent wanted, and what to pass instead.
    static func unanswerable(_ prompt: PromptRequest) -> ResponseError {
        let parameter = prompt.parameter.map { "\"\($0)\"" } ?? "the value"
        let instead: String
        switch prompt.kind {
        case .confirmation: instead = "this client cannot confirm (it does not offer MCP elicitation), so the intent did not go ahead"
        case .value: instead = "call the tool again with \(parameter) in its arguments"
        case .disambiguation:
            let options = (prompt.options ?? []).prefix(10).map { option -> String in
                if case .entity(let entity) = option { return "\(entity.display?.title ?? entity.instanceIdentifier) (id \(entity.instanceIdentifier))" }
                return ValueText.inline(option)
            }
            instead = "call the tool again with \(parameter) set to one identifier: " + options.joined(separator: ", ")
        default:
            instead = "call the tool again with arguments that need no choice: " + (prompt.choices ?? []).map(\.title).joined(separator: ", ")
        }
        return ResponseError(
            code: .promptUnanswered, message: "\(prompt.intent) asked: \"\(prompt.dialog)\"; \(instead)", data: ErrorDetails(kind: .promptUnanswered))
    }
}
