import Foundation
import IntentWire

/// Runs one `intent/run` request: resolve every parameter, perform, encode the result.
struct IntentRunner {
    let registry: Registry
    let connection: Connection
    let requestID: RequestID

    func run(_ request: RunIntentRequest) async throws -> RunIntentResponse {
        guard let intentType = registry.intents[request.intent] else {
            throw ResponseError.unknownName(.unknownIntent, "intent", request.intent, in: registry.description.bundleIdentifier, candidates: registry.metadata.intents.map(\.name))
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
                data: ErrorDetails(kind: .unknownParameter, name: name, owner: Intent.typeIdentifier, suggestions: NameSuggester.closest(to: name, in: names)))
        }
        do {
            for (name, parameter) in parameters {
                parameter.setName(name)
                let context = ResolutionContext(intent: Intent.typeIdentifier, path: name, prompter: prompter)
                if let value = request.parameters[name] {
                    if value.isNull, !parameter.valueType.isOptional {
                        throw ResolutionError(
                            message: "\(context.subject) is required (\(parameter.valueType)) and cannot be set to nil",
                            details: ErrorDetails(kind: .nilForRequired, name: name, owner: Intent.typeIdentifier, expected: parameter.valueType.description))
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
            throw AppCodeFailure.responseError(for: error, source: Intent.typeIdentifier)
        }
    }

    private func isRequired(_ parameter: any AnyIntentParameter) -> Bool {
        if parameter.defaultIntentValue != nil || parameter.valueType.isOptional { return false }
        if case .array = parameter.valueType { return false }
        return true
    }
}
