import IntentKitClient
import IntentWire

/// An entity query described but not run: `allEntitiesQuery()`, `entityQuery(matching:)`, ….
///
/// Run it with ``run()`` or compare it; two queries are equal when they ask the same thing of the same type.
public struct AnyEntityQuery: Sendable, Hashable, CustomStringConvertible {
    /// The bundle of the app that answers it.
    public let bundleIdentifier: String
    /// The entity type it queries.
    public let typeIdentifier: String
    let spec: EntityQuerySpec

    /// Runs the query in the app.
    public func run() async throws -> [AnyAppEntity] {
        try await AppEntityDefinition(bundleIdentifier: bundleIdentifier, typeIdentifier: typeIdentifier).perform(spec)
    }

    /// `EventEntity.entities(matching: "Cosmic")`.
    public var description: String { "\(typeIdentifier).\(spec)" }
}
