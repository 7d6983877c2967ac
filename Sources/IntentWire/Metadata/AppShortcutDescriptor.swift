/// An App Shortcut as metadata: the intent it runs, the phrases that start it, and how it is shown.
///
/// Phrases hold `${applicationName}` where the app's name goes and
/// `${parameter}` where a parameter's value goes: `Show ${event} in ${applicationName}`.
public struct AppShortcutDescriptor: Sendable, Hashable, Codable {
    /// The intent the shortcut runs.
    public var intent: String
    /// The phrases that start it.
    public var phrases: [String]
    /// The short title shown on the shortcut's tile.
    public var shortTitle: String?
    /// The symbol shown on the shortcut's tile.
    public var systemImageName: String?
    /// The parameter values the shortcut's intent instance carries, by parameter name.
    public var parameters: [String: IntentValue]

    /// Creates a shortcut descriptor.
    public init(intent: String, phrases: [String], shortTitle: String? = nil, systemImageName: String? = nil, parameters: [String: IntentValue] = [:]) {
        self.intent = intent
        self.phrases = phrases
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
        self.parameters = parameters
    }

    enum CodingKeys: String, CodingKey {
        case intent, phrases, shortTitle, systemImageName, parameters
    }

    /// Decodes a shortcut; `parameters` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        intent = try container.decode(String.self, forKey: .intent)
        phrases = try container.decode([String].self, forKey: .phrases)
        shortTitle = try container.decodeIfPresent(String.self, forKey: .shortTitle)
        systemImageName = try container.decodeIfPresent(String.self, forKey: .systemImageName)
        parameters = try container.decodeIfPresent([String: IntentValue].self, forKey: .parameters) ?? [:]
    }
}
