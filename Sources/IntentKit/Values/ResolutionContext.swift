import IntentWire

/// Where a value is being resolved, so that errors can name it and prompts can be raised.
///
/// IntentKit creates one for every parameter of a run and every entity
/// property it decodes; conforming types receive it in
/// ``IntentValueCodable/resolve(_:in:)``.
public struct ResolutionContext: Sendable {
    /// The intent being run, if any.
    public var intent: String?
    /// The parameter or property path being resolved, such as `calendar` or `attendees[0]`.
    public var path: String
    /// Asks the test side to answer prompts; `nil` when nobody can answer.
    let prompter: Prompter?
    /// The question a disambiguation asks, when the parameter declares one.
    let disambiguationDialog: String?

    init(intent: String?, path: String, prompter: Prompter?, disambiguationDialog: String? = nil) {
        self.intent = intent
        self.path = path
        self.prompter = prompter
        self.disambiguationDialog = disambiguationDialog
    }

    /// The context for an array element.
    func element(_ index: Int) -> ResolutionContext {
        var copy = self
        copy.path = "\(path)[\(index)]"
        return copy
    }

    /// The context for a nested property.
    func property(_ name: String) -> ResolutionContext {
        var copy = self
        copy.path = path.isEmpty ? name : "\(path).\(name)"
        return copy
    }

    /// `parameter "calendar" of CreateEventIntent`, or `value` outside a run.
    var subject: String {
        if let intent { return "parameter \"\(path)\" of \(intent)" }
        return path.isEmpty ? "value" : "\"\(path)\""
    }

    /// An error for a value of the wrong type.
    public func typeMismatch(expected: ValueType, given: IntentValue) -> ResolutionError {
        ResolutionError(
            message: "\(subject) expects \(expected), but was given \(given.typedDescription)",
            details: ErrorDetails(kind: .typeMismatch, name: path, owner: intent, expected: expected.description, given: given.kindDescription))
    }

    /// An error for a value of the right type that no value of it may be: a date past year 9999, say.
    /// - Parameters:
    ///   - expected: What would be valid, such as `a date from 0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z`.
    ///   - given: The value as it arrived.
    public func outOfRange(expected: String, given: IntentValue) -> ResolutionError {
        ResolutionError(
            message: "\(subject) must be \(expected), but was given \(given)",
            details: ErrorDetails(kind: .outOfRange, name: path, owner: intent, expected: expected, given: given.description))
    }
}

/// A value could not be turned into the type a parameter or property declares.
///
/// It crosses the wire as a `resolutionFailed` error with the same message.
public struct ResolutionError: Error, Sendable, CustomStringConvertible {
    /// One sentence naming what failed and what would be valid.
    public var message: String
    /// Structured details for clients.
    public var details: ErrorDetails

    /// Creates a resolution error.
    public init(message: String, details: ErrorDetails) {
        self.message = message
        self.details = details
    }

    /// The message, so that printing the error shows what happened.
    public var description: String { message }

    var responseError: ResponseError {
        ResponseError(code: .resolutionFailed, message: message, data: details)
    }
}
