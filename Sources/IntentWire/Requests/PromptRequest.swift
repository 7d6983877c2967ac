/// `prompt`, sent by the app: ask the test side to answer a prompt raised while an intent runs.
///
/// The app sends it while the `intent/run` request that caused it is still
/// open; the test side answers from its prompt policy.
public struct PromptRequest: Codable, WireRequest {
    /// The JSON-RPC method this request is sent as.
    public static let method = "prompt"
    /// What the app answers `prompt` with.
    public typealias Response = PromptResponse

    /// What kind of answer is wanted.
    public var kind: PromptKind
    /// The dialog the app shows.
    public var dialog: String
    /// The intent being run.
    public var intent: String
    /// The id of the `intent/run` request this prompt belongs to.
    public var runRequestID: RequestID?
    /// The parameter the prompt concerns, if any.
    public var parameter: String?
    /// For value prompts: the type of value wanted.
    public var valueType: ValueType?
    /// For disambiguation: the candidates to choose among.
    public var options: [IntentValue]?
    /// For a confirmation: the action the accept button names (`delete`, `send`), if declared.
    public var actionName: String?
    /// For a choice: the options, in the order shown.
    public var choices: [ChoiceOptionValue]?
    /// For a value prompt on a parameter with an options provider: the options it offers, by section. Answered
    /// with `value` (any value, typically one item's `value`).
    public var optionSections: [PromptOptionSection]?

    /// Creates a `prompt` request.
    public init(
        kind: PromptKind, dialog: String, intent: String, runRequestID: RequestID? = nil,
        parameter: String? = nil, valueType: ValueType? = nil, options: [IntentValue]? = nil, actionName: String? = nil,
        choices: [ChoiceOptionValue]? = nil, optionSections: [PromptOptionSection]? = nil
    ) {
        self.optionSections = optionSections
        self.actionName = actionName
        self.choices = choices
        self.kind = kind
        self.dialog = dialog
        self.intent = intent
        self.runRequestID = runRequestID
        self.parameter = parameter
        self.valueType = valueType
        self.options = options
    }
}

/// The kind of a prompt.
public enum PromptKind: String, Codable, Sendable, Hashable, CaseIterable {
    /// A yes-or-no confirmation; answered with `confirmed`.
    case confirmation
    /// A value for a parameter; answered with `value`.
    case value
    /// A choice among several candidates for a parameter; answered with `choice` (a zero-based index).
    case disambiguation
    /// A choice among options the intent offers (`requestChoice(between:dialog:)`); answered with `choice`.
    case choice
}

/// One option of a `choice` prompt.
public struct ChoiceOptionValue: Codable, Sendable, Hashable {
    /// The option's title.
    public var title: String
    /// A secondary line, if any.
    public var subtitle: String?
    /// How the option is shown: `default`, `destructive`, or `cancel` (choosing it cancels the intent).
    public var style: String

    /// Creates an option.
    public init(title: String, subtitle: String? = nil, style: String = "default") {
        self.title = title
        self.subtitle = subtitle
        self.style = style
    }

    /// Whether choosing the option cancels the intent.
    public var isCancel: Bool { style == "cancel" }
}

/// The test side's answer to a prompt.
public struct PromptResponse: Codable, Sendable, Hashable, WireCodable {
    /// For a confirmation: whether it was accepted.
    public var confirmed: Bool?
    /// For a value prompt: the value.
    public var value: IntentValue?
    /// For a disambiguation or a choice: the zero-based index of the chosen option.
    public var choice: Int?
    /// For any prompt: the person cancelled; the intent ends as cancelled by the user.
    public var cancelled: Bool?

    /// Creates a response.
    public init(confirmed: Bool? = nil, value: IntentValue? = nil, choice: Int? = nil, cancelled: Bool? = nil) {
        self.confirmed = confirmed
        self.value = value
        self.choice = choice
        self.cancelled = cancelled
    }

    /// The answer that cancels the intent, whatever the prompt.
    public static let cancel = PromptResponse(cancelled: true)

    private enum CodingKeys: String, CodingKey {
        case confirmed, value, choice, cancelled
    }

    /// Decodes an answer; `"value":null` is the value nil (``IntentValue/null``), and only an answer without
    /// `value` has none.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        confirmed = try container.decodeIfPresent(Bool.self, forKey: .confirmed)
        value = container.contains(.value) ? try container.decode(IntentValue.self, forKey: .value) : nil
        choice = try container.decodeIfPresent(Int.self, forKey: .choice)
        cancelled = try container.decodeIfPresent(Bool.self, forKey: .cancelled)
    }
}
