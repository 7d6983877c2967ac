/// Everything an app exposes, as the test side and the harness see it.
///
/// The analogue of the build-time `.appintentsmetadata`: derived from the
/// app's declarations, printed by the app without touching any data, and
/// returned by the `initialize` handshake.
public struct AppMetadata: Sendable, Hashable, Codable {
    /// The app: bundle identifier, name and version.
    public var app: AppDescriptor
    /// The intents, in declaration order.
    public var intents: [IntentDescriptor]
    /// The persistent entity types.
    public var entities: [EntityDescriptor]
    /// The transient entity types.
    public var transientEntities: [TransientEntityDescriptor]
    /// The enums.
    public var enums: [EnumDescriptor]
    /// The value queries.
    public var valueQueries: [ValueQueryDescriptor]
    /// The union types.
    public var unions: [UnionDescriptor]
    /// The App Shortcuts, in declaration order.
    public var shortcuts: [AppShortcutDescriptor]
    /// The colour of the app's shortcut tiles, when it declares shortcuts: `navy`, `blue`, …
    public var shortcutTileColor: String?
    /// Phrases that must not start the app's shortcuts, with `${applicationName}` for the app's name.
    public var negativeShortcutPhrases: [String]

    /// Creates app metadata.
    public init(
        app: AppDescriptor,
        intents: [IntentDescriptor] = [],
        entities: [EntityDescriptor] = [],
        transientEntities: [TransientEntityDescriptor] = [],
        enums: [EnumDescriptor] = [],
        valueQueries: [ValueQueryDescriptor] = [],
        shortcuts: [AppShortcutDescriptor] = [],
        shortcutTileColor: String? = nil,
        negativeShortcutPhrases: [String] = [],
        unions: [UnionDescriptor] = []
    ) {
        self.negativeShortcutPhrases = negativeShortcutPhrases
        self.unions = unions
        self.shortcutTileColor = shortcutTileColor
        self.app = app
        self.intents = intents
        self.entities = entities
        self.transientEntities = transientEntities
        self.enums = enums
        self.valueQueries = valueQueries
        self.shortcuts = shortcuts
    }

    enum CodingKeys: String, CodingKey {
        case app, intents, entities, transientEntities, enums, valueQueries, shortcuts, shortcutTileColor, negativeShortcutPhrases, unions
    }

    /// Decodes metadata; every list may be omitted and is then empty.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        app = try container.decode(AppDescriptor.self, forKey: .app)
        intents = try container.decodeIfPresent([IntentDescriptor].self, forKey: .intents) ?? []
        entities = try container.decodeIfPresent([EntityDescriptor].self, forKey: .entities) ?? []
        transientEntities = try container.decodeIfPresent([TransientEntityDescriptor].self, forKey: .transientEntities) ?? []
        enums = try container.decodeIfPresent([EnumDescriptor].self, forKey: .enums) ?? []
        valueQueries = try container.decodeIfPresent([ValueQueryDescriptor].self, forKey: .valueQueries) ?? []
        shortcuts = try container.decodeIfPresent([AppShortcutDescriptor].self, forKey: .shortcuts) ?? []
        shortcutTileColor = try container.decodeIfPresent(String.self, forKey: .shortcutTileColor)
        negativeShortcutPhrases = try container.decodeIfPresent([String].self, forKey: .negativeShortcutPhrases) ?? []
        unions = try container.decodeIfPresent([UnionDescriptor].self, forKey: .unions) ?? []
    }

    /// The intent with this name, if the app declares one.
    public func intent(named name: String) -> IntentDescriptor? { intents.first { $0.name == name } }
    /// The entity type with this name, if the app declares one.
    public func entity(named name: String) -> EntityDescriptor? { entities.first { $0.name == name } }
    /// The transient entity type with this name, if the app declares one.
    public func transientEntity(named name: String) -> TransientEntityDescriptor? { transientEntities.first { $0.name == name } }
    /// The enum with this name, if the app declares one.
    public func enumeration(named name: String) -> EnumDescriptor? { enums.first { $0.name == name } }
    /// The union type with this name, if the app declares one.
    public func union(named name: String) -> UnionDescriptor? { unions.first { $0.name == name } }
    /// The value query with this name, if the app declares one.
    public func valueQuery(named name: String) -> ValueQueryDescriptor? { valueQueries.first { $0.name == name } }
}

/// The app's identity.
public struct AppDescriptor: Sendable, Hashable, Codable {
    /// The bundle identifier, for example `com.example.CometCal`.
    public var bundleIdentifier: String
    /// The app's display name.
    public var name: String
    /// The app's version string.
    public var version: String

    /// Creates an app descriptor.
    public init(bundleIdentifier: String, name: String, version: String) {
        self.bundleIdentifier = bundleIdentifier
        self.name = name
        self.version = version
    }
}
