import IntentKitClient
import IntentWire

/// An intent with its parameter values, ready to run in the app.
///
/// Build one with `definitions.intents["…"].makeIntent(label: value, …)`,
/// adjust parameters by name, then ``run()`` it.
/// ```swift
/// var intent = definitions.intents["UpdateEventIntent"].makeIntent(event: created.value)
/// intent.notes = nil          // set to nil: the app clears the notes
/// try await intent.run()
/// ```
@dynamicMemberLookup
public struct AnyAppIntent: Sendable, Equatable, CustomStringConvertible {
    /// The bundle of the app that declares the intent.
    public let bundleIdentifier: String
    /// The intent's type name.
    public let identifier: String
    private(set) var arguments: [LabelledValue]

    init(bundleIdentifier: String, identifier: String, arguments: [LabelledValue]) {
        self.bundleIdentifier = bundleIdentifier
        self.identifier = identifier
        self.arguments = arguments
    }

    private var context: IntentValueContext {
        IntentValueContext(bundleIdentifier: bundleIdentifier, path: identifier)
    }

    private func value(_ name: String) -> IntentValue? {
        arguments.last { $0.label == name }?.value
    }

    /// A parameter, untyped; setting stores the value, and setting `nil` stores an explicit nil.
    ///
    /// An explicit nil reaches the app as `$param.valueState == .set(nil)`; use
    /// ``removeValue(forParameter:)`` to leave a parameter unset instead.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        get { value(name)?.expressing(context.appending(name)) }
        set {
            arguments.removeAll { $0.label == name }
            arguments.append(LabelledValue(label: name, value: newValue?.makeExpression().value ?? .null))
        }
    }

    /// A parameter as the contextual type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws {
            guard let value = value(name) else {
                throw IntentValueError(kind: .noValue, message: "\(identifier).\(name) is not set")
            }
            return try T(intentValue: value, context: context.appending(name))
        }
    }

    /// A path into a parameter's nested values: `try intent.event.title`.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        DynamicPropertyPath(root: value(name), context: context.appending(name))
    }

    /// Leaves a parameter unset, so the app sees `$param.valueState == .unset`.
    public mutating func removeValue(forParameter name: String) {
        arguments.removeAll { $0.label == name }
    }

    /// The names of the parameters this intent sets, in the order they were set.
    public var parameterNames: [String] { arguments.map(\.label) }

    /// Runs the intent in the app: resolves every parameter there, performs it, returns the result.
    ///
    /// Prompts use the session's `AppSession.promptAnswers`: confirmations
    /// are accepted; value and disambiguation prompts fail the run unless answered.
    /// - Throws: ``IntentRequestError`` for an unknown intent, label or value;
    ///   ``IntentPerformError`` when the intent throws, is cancelled or is left
    ///   waiting on a prompt; ``AppProcessError`` when the app cannot run.
    @discardableResult
    public func run() async throws -> ResolvedIntentResult {
        try await run(prompts: nil)
    }

    /// Runs the intent, answering its prompts as scripted.
    @discardableResult
    public func run(prompts: PromptAnswers?) async throws -> ResolvedIntentResult {
        try await run(prompts: prompts, progress: nil)
    }

    /// Runs the intent, answering its prompts as scripted and handing each progress report to `progress`.
    ///
    /// ```swift
    /// let updates = Mutex<[IntentProgressUpdate]>([])
    /// try await importEvents.run(progress: { update in updates.withLock { $0.append(update) } })
    /// ```
    /// `progress` is called on IntentKit's reader thread, in order; keep it short.
    /// Cancelling the calling task cancels the intent in the app.
    @discardableResult
    public func run(prompts: PromptAnswers? = nil, progress: (@Sendable (IntentProgressUpdate) -> Void)?) async throws -> ResolvedIntentResult {
        let session = AppSession.resolve(for: bundleIdentifier)
        if arguments.contains(where: { $0.label.isEmpty }) {
            let names = try await session.lookup().intent(identifier).parameters.map(\.name)
            throw IntentRequestError(
                kind: .unlabelledArgument, message: "every argument of \(identifier).makeIntent(…) needs a parameter label; valid labels are " + names.map { "\"\($0)\"" }.joined(separator: ", "))
        }
        var parameters: [String: IntentValue] = [:]
        for argument in arguments { parameters[argument.label] = argument.value }
        let response = try await session.run(identifier, parameters: parameters, answers: prompts, progress: progress)
        return ResolvedIntentResult(response: response, bundleIdentifier: bundleIdentifier)
    }

    /// `CreateEventIntent(title: "x", isAllDay: false)`.
    public var description: String {
        "\(identifier)(" + arguments.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }
}
