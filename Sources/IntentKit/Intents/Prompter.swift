import IntentTransport
import IntentWire

/// Sends prompts raised during a run to the test side and returns its answers.
struct Prompter: Sendable {
    let connection: Connection
    let intent: String
    let runRequestID: RequestID

    func confirm(dialog: String, actionName: String? = nil) async throws -> Bool {
        let answer = try await ask(PromptRequest(kind: .confirmation, dialog: dialog, intent: intent, runRequestID: runRequestID, actionName: actionName))
        // An answer without `confirmed` (another prompt's answer, or none) is a client's mistake, not a decline.
        guard let confirmed = answer.confirmed else {
            throw lacking("confirmed", #"answer {"confirmed":true} or {"confirmed":false}"#, dialog: dialog, parameter: nil)
        }
        return confirmed
    }

    func value(for parameter: String, type: ValueType, dialog: String, options: AnyOptionsProvider? = nil) async throws -> IntentValue {
        var sections: [PromptOptionSection]?
        if let options { sections = try await AppCodeFailure.run("the options of \(intent).\(parameter)") { try await options.results() } }
        let answer = try await ask(
            PromptRequest(kind: .value, dialog: dialog, intent: intent, runRequestID: runRequestID, parameter: parameter, valueType: type, optionSections: sections))
        // `"value":null` is nil; an answer without `value` would have set the parameter to nil unasked.
        guard let value = answer.value else { throw lacking("value", #"answer {"value":V}"#, dialog: dialog, parameter: parameter) }
        return value
    }

    func choose(parameter: String?, dialog: String, options: [IntentValue]) async throws -> Int {
        let answer = try await ask(PromptRequest(kind: .disambiguation, dialog: dialog, intent: intent, runRequestID: runRequestID, parameter: parameter, options: options))
        guard let choice = answer.choice else { throw lacking("choice", Self.choiceHint(options.count), dialog: dialog, parameter: parameter) }
        return choice
    }

    func choose(options: [ChoiceOptionValue], dialog: String) async throws -> Int {
        let answer = try await ask(PromptRequest(kind: .choice, dialog: dialog, intent: intent, runRequestID: runRequestID, choices: options))
        guard let choice = answer.choice else { throw lacking("choice", Self.choiceHint(options.count), dialog: dialog, parameter: nil) }
        return choice
    }

    private static func choiceHint(_ count: Int) -> String {
        count == 0 ? "there were no options" : #"answer {"choice":N} with N from 0 to "# + String(count - 1)
    }

    /// The error for an answer that lacks the member its prompt needs: `the answer to the prompt "…" has no "value"; …`.
    private func lacking(_ member: String, _ hint: String, dialog: String, parameter: String?) -> ResponseError {
        ResponseError(
            code: .promptUnanswered, message: "the answer to the prompt \"\(dialog)\" has no \"\(member)\"; \(hint), or {\"cancelled\":true} to cancel",
            data: ErrorDetails(kind: .invalidAnswer, name: parameter, owner: intent, dialog: dialog))
    }

    /// Sends a prompt; a cancel answer ends the run as cancelled by the user, and any error answer ends it with the
    /// client's own message (and the dialog it answered).
    private func ask(_ request: PromptRequest) async throws -> PromptResponse {
        do {
            let answer: PromptResponse = try await connection.send(request)
            if answer.cancelled == true { throw UserCancelledError(intent: intent, dialog: request.dialog) }
            return answer
        } catch let error as ResponseError {
            var details = error.data ?? ErrorDetails(kind: .promptUnanswered)
            if details.kind == .unspecified { details.kind = error.code == .cancelled ? .cancelled : .promptUnanswered }
            details.owner = details.owner ?? intent
            details.dialog = details.dialog ?? request.dialog
            throw ResponseError(code: error.code == .cancelled ? .cancelled : .promptUnanswered, message: error.message, data: details)
        } catch let error as ConnectionError {
            throw ResponseError(
                code: .promptUnanswered, message: "the prompt \"\(request.dialog)\" could not be asked: \(error.message)",
                data: ErrorDetails(kind: .promptUnanswered, owner: intent, dialog: request.dialog))
        }
    }
}
