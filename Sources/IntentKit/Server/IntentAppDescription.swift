import Foundation
import IntentTransport
import IntentWire

/// Everything IntentKit needs to run an app: its identity, the types it exposes, and its set-up.
///
/// The analogue of the build-time metadata of an App Intents app: list every
/// intent, entity, transient entity and enum type, and the shortcuts
/// provider. IntentKit derives the metadata from these declarations and
/// validates them at start-up; a type that a listed one uses (as a
/// parameter, property or result) but the list forgets is reported by name.
/// ```swift
/// let description = IntentAppDescription(
///     bundleIdentifier: "com.example.CometCal", name: "CometCal", version: "1.0",
///     intents: [CreateEventIntent.self],
///     entities: [EventEntity.self, CalendarEntity.self],
///     enums: [EventStatus.self],
///     dependencies: { context in
///         AppDependencyManager.shared.add(dependency: try CalendarStore(directory: context.containerURL))
///     })
/// ```
public struct IntentAppDescription: Sendable {
    /// The bundle identifier, such as `com.example.CometCal`.
    public var bundleIdentifier: String
    /// The app's name.
    public var name: String
    /// The app's version.
    public var version: String
    /// The intent types.
    public var intents: [any AppIntent.Type]
    /// The persistent entity types.
    public var entities: [any AppEntity.Type]
    /// The transient entity types.
    public var transientEntities: [any TransientAppEntity.Type]
    /// The enum types.
    public var enums: [any AppEnum.Type]
    /// The value query types.
    public var valueQueries: [any IntentValueQuery.Type]
    /// What the app shows right now; read on the main actor whenever the system asks.
    public var screen: (@Sendable @MainActor () async throws -> Screen)?
    /// Registers the app's services; runs once before serving, never for `--metadata`.
    ///
    /// IntentKit has already registered a ``SearchIndex`` for the container (also in `context.searchIndex`).
    public var dependencies: @Sendable (AppContext) async throws -> Void
    /// The registered dependency the search index caches; IntentKit rebuilds the index from it at start when it is behind.
    public var searchIndexSource: (any SearchIndexSource.Type)?
    /// The App Shortcuts the app offers, if any.
    public var shortcuts: (any AppShortcutsProvider.Type)?
    /// The union types.
    public var unions: [any AppUnionValue.Type]
    /// The intents whose code asks for confirmation, as the IntentKitMetadata plugin found in the sources: their
    /// metadata says so (`asksForConfirmation`).
    var intentsAskingForConfirmation: Set<ObjectIdentifier> = []

    /// Creates an app description.
    public init(
        bundleIdentifier: String, name: String, version: String,
        intents: [any AppIntent.Type] = [], entities: [any AppEntity.Type] = [],
        transientEntities: [any TransientAppEntity.Type] = [], enums: [any AppEnum.Type] = [],
        valueQueries: [any IntentValueQuery.Type] = [], unions: [any AppUnionValue.Type] = [],
        screen: (@Sendable @MainActor () async throws -> Screen)? = nil,
        searchIndexSource: (any SearchIndexSource.Type)? = nil,
        shortcuts: (any AppShortcutsProvider.Type)? = nil,
        dependencies: @escaping @Sendable (AppContext) async throws -> Void = { _ in }
    ) {
        self.searchIndexSource = searchIndexSource
        self.shortcuts = shortcuts
        self.unions = unions
        self.valueQueries = valueQueries
        self.screen = screen
        self.bundleIdentifier = bundleIdentifier
        self.name = name
        self.version = version
        self.intents = intents
        self.entities = entities
        self.transientEntities = transientEntities
        self.enums = enums
        self.dependencies = dependencies
    }
}

/// Where the app runs: its identity and its data container.
public struct AppContext: Sendable {
    /// The bundle identifier.
    public var bundleIdentifier: String
    /// The directory the app keeps its data in; it exists, and this process holds its lock.
    public var containerURL: URL
    /// The container's search index, already registered as a dependency.
    public var searchIndex: SearchIndex

    /// The environment variable a launcher sets to choose the container.
    public static var containerEnvironmentKey: String { AppContainer.environmentKey }

    /// The container for this bundle: `$INTENTKIT_CONTAINER`, else `$XDG_DATA_HOME/<bundle id>`, else `~/.local/share/<bundle id>`.
    public static func defaultContainer(
        for bundleIdentifier: String, environment: [String: String] = IntentKitEnvironment.variables(IntentKitEnvironment.container, "XDG_DATA_HOME")
    ) -> URL {
        AppContainer.defaultURL(for: bundleIdentifier, environment: environment)
    }
}
