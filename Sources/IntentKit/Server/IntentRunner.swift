import Foundation
import IntentTransport
import IntentWire

/// Runs one `intent/run` request: resolve every parameter, perform (again after each answered request), encode the result.
struct IntentRunner {
    let registry: Registry
    let connection: Connection
    let requestID: RequestID

    /// How many times one run may restart `perform()` to ask for input before it is stopped as a loop.
    static let maximumRestarts = 10

    func run(_ request: RunIntentRequest) async throws -> RunIntentResponse {
        guard let intentType = registry.intents[request.intent] else {
            throw ResponseError.unknownName(.unknownIntent, "intent", request.intent, in: registry.description.bundleIdentifier, candidates: registry.intentNames)
        }
        if AppDependencyManager.shared.hasPending {
            try await AppCodeFailure.run("a dependency closure") { try await AppDependencyManager.shared.resolvePending() }
        }
        return try await run(intentType, request)
    }

    private func run<Intent: AppIntent>(_ intentType: Intent.Type, _ request: RunIntentRequest) async throws -> RunIntentResponse {
        let intent = Intent()
        let prompter = Prompter(connection: connection, intent: Intent.typeIdentifier, runRequestID: requestID)
        try await resolveParameters(of: intent, from: request, prompter: prompter)
        do {
            let connection = connection
            let requestID = requestID
            let progress = IntentProgress { completed, total in
                // Dropped when the client has fallen far behind: the next report supersedes it.
                connection.notify(ProgressNotification(runRequestID: requestID, completedUnitCount: completed, totalUnitCount: total), droppedWhenBehind: true)
            }
            let context = IntentRunContext(prompter: prompter, progress: progress, foreground: RunForegroundState(for: Intent.self))
            return try await IntentRunContext.$current.withValue(context) {
                let result: Intent.PerformResult
                do {
                    result = try await Self.perform(intent)
                } catch let error as AppIntentError {
                    // An error that finishes the run (continuing in the foreground): its action, then no value.
                    guard let finish = error.finishAction else { throw error }
                    try await finish()
                    return RunIntentResponse(value: nil)
                }
                guard let wire = result as? any WireIntentResult else {
                    throw ResponseError.internalError("\(Intent.typeIdentifier).perform() returned \(type(of: result)), which is not an IntentResultContainer")
                }
                var response = wire.wireResponse
                if let opened = wire.openedIntent {
                    response.opensIntent = try await Self.performOpened(opened)
                }
                switch wire.resultSnippet {
                case .view(let view)?: response.snippet = SnippetValue(intent: nil, view: view)
                case .intent(let snippet)?: response.snippet = try await renderChecked(snippet)
                case nil: break
                }
                return response
            }
        } catch {
            throw AppCodeFailure.responseError(for: error, source: Intent.typeIdentifier)
        }
    }

    /// Resolves the values the request gives; fills a required parameter it omits from the options provider's
    /// or the entity query's default, else by asking.
    private func resolveParameters<Intent: AppIntent>(of intent: Intent, from request: RunIntentRequest, prompter: Prompter) async throws {
        let parameters = ParameterReflection.parameters(of: intent)
        let names = parameters.map(\.name)
        // The first unknown name in sorted order, so that the error names the same one every time.
        if let name = request.parameters.keys.filter({ !names.contains($0) }).min() {
            throw ResponseError(
                code: .resolutionFailed,
                message: "\(Intent.typeIdentifier) has no parameter \"\(name)\"" + NameSuggester.didYouMean(name, in: names),
                data: ErrorDetails(kind: .unknownParameter, name: name, owner: Intent.typeIdentifier, suggestions: NameSuggester.closest(to: name, in: names)))
        }
        do {
            for (name, parameter) in parameters {
                parameter.setName(name)
                // Made only for a parameter that is resolved: most runs leave most optional parameters out.
                var context: ResolutionContext {
                    ResolutionContext(
                        intent: Intent.typeIdentifier, path: name, prompter: prompter,
                        disambiguationDialog: parameter.traits.requestDisambiguationDialog?.fullText)
                }
                if let value = request.parameters[name] {
                    if value.isNull, !parameter.valueType.isOptional {
                        throw ResolutionError(
                            message: "\(context.subject) is required (\(parameter.valueType)) and cannot be set to nil",
                            details: ErrorDetails(kind: .nilForRequired, name: name, owner: Intent.typeIdentifier, expected: parameter.valueType.description))
                    }
                    try await parameter.resolveAndStore(value, in: context)
                } else if parameter.isRequired {
                    if let fallback = try await AppCodeFailure.run("the default of \(Intent.typeIdentifier).\(name)", { await parameter.defaultFromApp() }) {
                        try await parameter.resolveAndStore(fallback, in: context)
                    } else {
                        let dialog = parameter.traits.requestValueDialog?.fullText ?? "What \(parameter.title(named: name).lowercased()) do you want?"
                        let answer = try await prompter.value(for: name, type: parameter.valueType, dialog: dialog, options: parameter.traits.options)
                        try await parameter.resolveAndStore(answer, in: context)
                    }
                }
            }
        } catch let error as ResolutionError {
            throw error.responseError
        } catch let error as UserCancelledError {
            throw AppCodeFailure.responseError(for: error, source: Intent.typeIdentifier)
        }
    }

    /// Performs an intent, and again after each `needs…Error` it throws has been answered.
    private static func perform<Intent: AppIntent>(_ intent: Intent) async throws -> Intent.PerformResult {
        var restarts = 0
        while true {
            do {
                let result = try await intent.perform()
                intent._intentKitDidPerform()
                return result
            } catch let error as AppIntentError {
                guard let restart = error.restartAction else { throw error }
                restarts += 1
                guard restarts <= maximumRestarts else {
                    throw ResponseError(
                        code: .appFailed,
                        message: "\(Intent.typeIdentifier).perform() asked for input \(maximumRestarts) times without finishing (last: \(error.description)); it stops here",
                        data: ErrorDetails(kind: .tooManyRestarts, owner: Intent.typeIdentifier))
                }
                try await restart()
            }
        }
    }

    /// Answers `snippet/render`: resolves the snippet intent's parameters, performs it, and checks it changed nothing.
    func render(_ request: SnippetRenderRequest) async throws -> SnippetRenderResponse {
        guard let intentType = registry.intents[request.intent.intent] else {
            throw ResponseError.unknownName(
                .unknownIntent, "intent", request.intent.intent, in: registry.description.bundleIdentifier, candidates: registry.intentNames)
        }
        guard let snippetType = intentType as? any SnippetIntent.Type else {
            throw ResponseError(
                code: .resolutionFailed, message: "\(request.intent.intent) is not a SnippetIntent; only snippet intents render snippets",
                data: ErrorDetails(kind: .typeMismatch, name: request.intent.intent, expected: "SnippetIntent"))
        }
        return try await render(snippetType, request.intent)
    }

    private func render<Snippet: SnippetIntent>(_ snippetType: Snippet.Type, _ request: RunIntentRequest) async throws -> SnippetRenderResponse {
        let intent = Snippet()
        let prompter = Prompter(connection: connection, intent: Snippet.typeIdentifier, runRequestID: requestID)
        try await resolveParameters(of: intent, from: request, prompter: prompter)
        do {
            return try await IntentRunContext.$current.withValue(IntentRunContext(prompter: prompter, progress: IntentProgress(report: nil), foreground: RunForegroundState(for: Snippet.self))) {
                SnippetRenderResponse(view: try await renderChecked(intent).view)
            }
        } catch {
            throw AppCodeFailure.responseError(for: error, source: Snippet.typeIdentifier)
        }
    }

    /// Renders a snippet intent, failing when the app's store changed meanwhile.
    private func renderChecked(_ snippet: any SnippetIntent) async throws -> SnippetValue {
        let before = try await SnippetSideEffects.generation(registry)
        let value = try await Self.renderSnippet(snippet)
        let after = try await SnippetSideEffects.generation(registry)
        if let before, let after, before != after {
            throw ResponseError(
                code: .appFailed,
                message: "\(value.intent?.intent ?? "a snippet intent") changed the app's data while rendering (generation \(before) → \(after)); a snippet must not change anything",
                data: ErrorDetails(kind: .snippetChangedData, owner: value.intent?.intent))
        }
        return value
    }

    private static func renderSnippet<Snippet: SnippetIntent>(_ snippet: Snippet) async throws -> SnippetValue {
        // The empty snippet is rendered in place: it is nobody's registered intent, so nothing could render it again.
        if Snippet.self == EmptySnippetIntent.self { return SnippetValue(intent: nil, view: .vstack([])) }
        let request = Button.request(for: snippet)
        let result = try await perform(snippet)
        guard case .view(let view)? = (result as? any WireIntentResult)?.resultSnippet else {
            throw ResponseError.internalError("\(Snippet.typeIdentifier).perform() returned no view; a SnippetIntent returns .result(view: …)")
        }
        return SnippetValue(intent: request, view: view)
    }

    /// Performs the intent a result opens, and describes it for the response.
    private static func performOpened<Opened: AppIntent>(_ opened: Opened) async throws -> RunIntentRequest {
        var parameters: [String: IntentValue] = [:]
        for (name, parameter) in ParameterReflection.parameters(of: opened) where parameter.isSet {
            parameter.setName(name)
            parameters[name] = parameter.currentIntentValue
        }
        _ = try await perform(opened)
        return RunIntentRequest(intent: Opened.typeIdentifier, parameters: parameters)
    }
}

extension Parameter {
    /// The value the app supplies for this parameter when a run omits it: its options provider's default, else the entity query's.
    func defaultFromApp() async -> IntentValue? {
        if let options = traits.options { return await options.defaultResult() }
        return await EntityDefault.value(for: Value.self)
    }
}

/// The default result of an entity type's query, for a parameter of that type.
enum EntityDefault {
    static func value<Value>(for type: Value.Type) async -> IntentValue? {
        guard let entityType = type as? any AppEntity.Type else { return nil }
        return await defaultResult(of: entityType)
    }

    private static func defaultResult<Entity: AppEntity>(of type: Entity.Type) async -> IntentValue? {
        await Entity.defaultQuery.defaultResult()?.intentValue
    }
}
