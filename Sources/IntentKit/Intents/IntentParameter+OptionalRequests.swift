import IntentWire

/// An optional that IntentKit's values can be: lets an optional parameter's requests give the value itself, as
/// Apple's do. IntentKit's own; `Optional` is the only type that adopts it.
public protocol _OptionalIntentValue: IntentValueCodable {
    /// The type of the value inside.
    associatedtype _IntentKitWrapped: IntentValueCodable
    /// The value inside, if any.
    var _intentKitUnwrapped: _IntentKitWrapped? { get }
    /// An optional holding a value.
    init(_intentKitWrapping value: _IntentKitWrapped)
}

extension Optional: _OptionalIntentValue where Wrapped: IntentValueCodable {
    /// The value inside, if any.
    public var _intentKitUnwrapped: Wrapped? { self }
    /// `.some(value)`.
    public init(_intentKitWrapping value: Wrapped) { self = .some(value) }
}

extension Parameter where Value: _OptionalIntentValue {
    /// Asks the person for a value of this optional parameter while the intent runs, sets it, and returns the value
    /// itself, as Apple's does.
    /// - Parameter dialog: What to ask; defaults to the parameter's `requestValueDialog`, else "What <title> do you want?".
    /// - Returns: The resolved answer.
    /// - Throws: ``ResolutionError`` when the answer is empty (`null`): the request asked for a value.
    public func requestValue(_ dialog: IntentDialog? = nil) async throws -> Value._IntentKitWrapped {
        guard let value = try await askForValue(dialog)._intentKitUnwrapped else {
            throw ResolutionError(
                message: "\(name): the answer to \"\(dialog?.fullText ?? valueDialog)\" was empty; the intent asked for a value",
                details: ErrorDetails(kind: .invalidAnswer, name: name, owner: IntentRunContext.current?.prompter.intent))
        }
        return value
    }

    /// Asks the person to choose one of several values for this optional parameter, sets it, and returns the value
    /// itself, as Apple's does.
    /// - Parameters:
    ///   - options: The candidates, in the order shown.
    ///   - dialog: What to ask; defaults to the parameter's `requestDisambiguationDialog`, else "Which <title> do you mean?".
    /// - Returns: The chosen option.
    public func requestDisambiguation(among options: [Value._IntentKitWrapped], dialog: IntentDialog? = nil) async throws -> Value._IntentKitWrapped {
        let chosen = try await choose(among: options.map(Value.init(_intentKitWrapping:)), dialog: dialog)
        guard let value = chosen._intentKitUnwrapped else { throw ResponseError.internalError("\(name): the chosen option holds no value") }
        return value
    }
}
