import IntentWire

/// One option an intent offers with ``AppIntent/requestChoice(between:dialog:)``: a title, a subtitle and a style.
///
/// ```swift
/// let choice = try await requestChoice(
///     between: [.init(title: "This Event"), .init(title: "All Future Events", style: .destructive), .cancel],
///     dialog: "Delete which events?")
/// ```
public struct IntentChoiceOption: Sendable, Hashable {
    /// How an option is shown, and what choosing it means.
    public enum Style: String, Sendable, Hashable {
        /// An ordinary option.
        case `default`
        /// An option that destroys something.
        case destructive
        /// The option that cancels the intent; choosing it ends the run as cancelled by the user.
        case cancel
    }

    /// The option's title.
    public var title: LocalizedStringResource
    /// A secondary line, if any.
    public var subtitle: LocalizedStringResource?
    /// How the option is shown.
    public var style: Style

    /// Creates an option.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, style: Style = .default) {
        self.title = title
        self.subtitle = subtitle
        self.style = style
    }

    /// The cancel option, titled "Cancel".
    public static var cancel: IntentChoiceOption { IntentChoiceOption(title: "Cancel", style: .cancel) }

    /// A cancel option with its own title.
    public static func cancel(title: LocalizedStringResource) -> IntentChoiceOption { IntentChoiceOption(title: title, style: .cancel) }

    var wireValue: ChoiceOptionValue { ChoiceOptionValue(title: title.text, subtitle: subtitle.text, style: style.rawValue) }
}

extension AppIntent {
    /// Apple's name for ``IntentChoiceOption`` inside an intent: `Option(title: "This Event")`.
    public typealias Option = IntentChoiceOption

    /// Asks the person to choose one of several options, and returns it.
    ///
    /// Under test, the test side answers by option title or index
    /// (`.choosingOption(title: "This Event")`); an unanswered choice ends the
    /// run with an error quoting the dialog. Choosing a `.cancel` option, or
    /// cancelling, ends the run as cancelled by the user.
    /// - Throws: ``UserCancelledError`` when the person cancels.
    /// - Parameters:
    ///   - options: The options, in the order shown.
    ///   - dialog: The question; without one, the person is asked to "Choose an option".
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil) async throws -> IntentChoiceOption {
        let text = dialog?.fullText ?? "Choose an option"
        guard let run = IntentRunContext.current else {
            throw ResolutionError(
                message: "\(Self.typeIdentifier) can ask \"\(text)\" only while it runs", details: ErrorDetails(kind: .noRun, owner: Self.typeIdentifier, dialog: text))
        }
        let index = try await run.prompter.choose(options: options.map(\.wireValue), dialog: text)
        guard options.indices.contains(index) else {
            throw ResponseError(
                code: .promptUnanswered, message: "the answer \(index) to \"\(text)\" is out of range; expected 0 to \(options.count - 1)",
                data: ErrorDetails(kind: .invalidAnswer, owner: Self.typeIdentifier, dialog: text))
        }
        if options[index].style == .cancel { throw UserCancelledError(intent: Self.typeIdentifier, dialog: text) }
        return options[index]
    }
}

extension AppIntent {
    /// Asks the person to choose one of several options, showing a view beside the question.
    ///
    /// Under test the choice's dialog is the question followed by the view's text, one line after another, so that
    /// a test reads what the person would have seen.
    /// - Parameters:
    ///   - options: The options, in the order shown.
    ///   - dialog: The question; without one, the person is asked to "Choose an option".
    ///   - view: What to show with the question.
    public func requestChoice(between options: [IntentChoiceOption], dialog: IntentDialog? = nil, view: some SnippetView) async throws -> IntentChoiceOption {
        let question = dialog?.fullText ?? "Choose an option"
        let shown = ([question] + view.snippetNode.textLines).joined(separator: " ")
        return try await requestChoice(between: options, dialog: IntentDialog(full: LocalizedStringResource(stringLiteral: shown)))
    }
}

/// The person cancelled at a prompt; the intent stops without changing anything more.
public struct UserCancelledError: Error, Sendable, CustomStringConvertible {
    /// The intent that asked.
    public var intent: String
    /// The question the person cancelled at.
    public var dialog: String

    /// "DeleteEventIntent was cancelled by the user at "…"".
    public var description: String { "\(intent) was cancelled by the user at \"\(dialog)\"" }
}
