import IntentKitClient
import IntentWire

/// The catalog of an app's intents, entities, enums and value queries, by type name.
///
/// Bound to one app by its bundle identifier. Lookups never fail: an unknown
/// name fails at its first use, with the closest valid names.
/// ```swift
/// let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
/// let result = try await definitions.intents["CreateEventIntent"]
///     .makeIntent(title: "Asteroid Dodgeball Practice", startDate: Date(), isAllDay: false, calendar: "Deep Space")
///     .run()
/// XCTAssertEqual(try result.value.title, "Asteroid Dodgeball Practice")
/// ```
public struct IntentDefinitions: Sendable, Hashable {
    /// The bundle identifier of the app under test.
    public let bundleIdentifier: String

    /// Points the catalog at an app.
    ///
    /// - Parameters:
    ///   - bundleIdentifier: The app's bundle identifier.
    ///   - fileID: Where the catalog is made; leave it to its default. `XCUIApplication()` in the same test module
    ///     takes the app named here as the app under test.
    public init(bundleIdentifier: String, fileID: String = #fileID) {
        self.bundleIdentifier = bundleIdentifier
        AppsNamedByModule.record(bundleIdentifier, fileID: fileID)
        XCTestFailureRecorder.startIfRequested()
    }

    /// The app's intents, by type name.
    public var intents: DefinitionCollection<AppIntentDefinition> {
        DefinitionCollection { [bundleIdentifier] in AppIntentDefinition(bundleIdentifier: bundleIdentifier, identifier: $0) }
    }

    /// The app's entities, by type name.
    public var entities: DefinitionCollection<AppEntityDefinition> {
        DefinitionCollection { [bundleIdentifier] in AppEntityDefinition(bundleIdentifier: bundleIdentifier, typeIdentifier: $0) }
    }

    /// The app's transient entities, by type name.
    public var transientEntities: DefinitionCollection<TransientAppEntityDefinition> {
        DefinitionCollection { [bundleIdentifier] in TransientAppEntityDefinition(bundleIdentifier: bundleIdentifier, typeIdentifier: $0) }
    }

    /// The app's enums, by type name.
    public var enums: DefinitionCollection<AppEnumDefinition> {
        DefinitionCollection { [bundleIdentifier] in AppEnumDefinition(bundleIdentifier: bundleIdentifier, typeIdentifier: $0) }
    }

    /// The app's value queries, by type name.
    public var valueQueries: DefinitionCollection<IntentValueQueryDefinition> {
        DefinitionCollection { [bundleIdentifier] in IntentValueQueryDefinition(bundleIdentifier: bundleIdentifier, queryIdentifier: $0) }
    }

    /// The session these definitions use in the current task (shared, or isolated by `AppSession.current`).
    public var session: AppSession { AppSession.resolve(for: bundleIdentifier) }

    /// A catalog of one kind of definition, read by type name.
    public struct DefinitionCollection<Definition>: Sendable {
        let make: @Sendable (String) -> Definition

        /// The definition for a type name; never fails here, an unknown name fails at first use.
        public subscript(typeIdentifier: String) -> Definition { make(typeIdentifier) }
    }
}
