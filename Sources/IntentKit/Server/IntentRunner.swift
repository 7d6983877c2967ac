import Foundation

/// Runs one `intent/run` request: resolve every parameter, perform, encode the result.
struct IntentRunner {
    let registry: Registry
    let connection: Connection
    let requestID: RequestID

    func run(_ request: RunIntentRequest) async throws -> RunIntentResponse {
        guard let intentType = registry.intents[request.intent] else {
            throw ResponseError.unknownName("intent", request.intent, in: registry.description.bundleIdentifier, candidates: registry.metadata.intents.map(\.name))
        }
        return try await run(intentType, request)
    }

    private func run<Intent: AppIntent>(_ intentType: Intent.Type, _ request: RunIntentRequest) async throws -> RunIntentResponse {
        let intent = Intent()
        let prompter = Prompter(connection: connection, intent: Intent.typeIdentifier, runRequestID: requestID)
        let parameters = ParameterReflection.parameters(of: intent)
        let names = parameters.map(\.name)
        for name in request.parameters.keys.sorted() where !names.contains(name) {
            throw ResponseError(
                code: .resolutionFailed,
                message: "\(Intent.typeIdentifier) has no parameter \"\(name)\"" + NameSuggester.didYouMean(name, in: names),
                data: ErrorDetails(kind: "unknownParameter", name: name, owner: Intent.typeIdentifier, suggestions: NameSuggester.closest(to: name, in: names)))
        }
        do {
            for (name, parameter) in parameters {
                parameter.setName(name)
                let context = ResolutionContext(intent: Intent.typeIdentifier, path: name, prompter: prompter)
                if let value = request.parameters[name] {
                    if value.isNull, !parameter.valueType.isOptional {
                        throw ResolutionError(
                            message: "\(context.subject) is required (\(parameter.valueType)) and cannot be set to nil",
                            details: ErrorDetails(kind: "nilForRequired", name: name, owner: Intent.typeIdentifier, expected: parameter.valueType.description))
                    }
                    try await parameter.resolveAndStore(value, in: context)
                } else if isRequired(parameter) {
                    let dialog = "What \(parameter.title.lowercased()) do you want?"
                    let answer = try await prompter.value(for: name, type: parameter.valueType, dialog: dialog)
                    try await parameter.resolveAndStore(answer, in: context)
                }
            }
        } catch let error as ResolutionError {
            throw error.responseError
        }
        do {
            let result = try await IntentRunContext.$current.withValue(IntentRunContext(prompter: prompter)) {
                try await intent.perform()
            }
            guard let wire = result as? any WireIntentResult else {
                throw ResponseError.internalError("\(Intent.typeIdentifier).perform() returned \(type(of: result)), which is not an IntentResultContainer")
            }
            return wire.wireResponse
        } catch {
            throw Self.responseError(for: error, intent: Intent.typeIdentifier)
        }
    }

    private func isRequired(_ parameter: any AnyIntentParameter) -> Bool {
        if parameter.defaultIntentValue != nil || parameter.valueType.isOptional { return false }
        if case .array = parameter.valueType { return false }
        return true
    }

    /// The wire form of an error thrown while performing: cancellations, prompts, and the intent's own errors.
    static func responseError(for error: any Error, intent: String) -> ResponseError {
        switch error {
        case let error as ResponseError:
            return error
        case let error as ResolutionError:
            return error.responseError
        case let error as ConfirmationDeclinedError:
            return ResponseError(code: .cancelled, message: error.description, data: ErrorDetails(kind: "confirmationDeclined", owner: intent, dialog: error.dialog))
        case is CancellationError:
            return ResponseError(code: .cancelled, message: "\(intent) was cancelled", data: ErrorDetails(kind: "cancelled", owner: intent))
        default:
            let thrown = ThrownErrorDescription(error)
            return ResponseError(
                code: .intentFailed,
                message: "\(intent) failed: \(thrown.message)",
                data: ErrorDetails(kind: "intentThrew", owner: intent, errorType: thrown.typeName, errorCode: thrown.code))
        }
    }
}

/// The parts of an error an app threw that cross the wire: its type, its case or code, and its message.
struct ThrownErrorDescription {
    let typeName: String
    let code: String
    let message: String

    init(_ error: any Error) {
        typeName = String(describing: type(of: error))
        let described = String(describing: error)
        let nsError = error as NSError
        if type(of: error) is NSError.Type {
            code = String(nsError.code)
        } else if let caseName = described.split(separator: "(", maxSplits: 1).first, !caseName.contains(" ") {
            code = String(caseName)
        } else {
            code = String(nsError.code)
        }
        if let localized = error as? any LocalizedError, let text = localized.errorDescription {
            message = text
        } else {
            message = described
        }
    }
}
