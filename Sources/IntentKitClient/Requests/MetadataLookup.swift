import IntentWire

/// Checks names against an app's metadata, in one place, with errors that suggest the closest valid names.
///
/// Intents and entity types are found by name in a table made once (a session keeps one lookup per launched
/// app): searching the lists cost more than building a request.
package struct MetadataLookup: Sendable {
    package let metadata: AppMetadata
    private let intentPositions: [String: Int]
    private let entityPositions: [String: Int]

    package init(_ metadata: AppMetadata) {
        self.metadata = metadata
        intentPositions = Self.positions(of: metadata.intents.map(\.name))
        entityPositions = Self.positions(of: metadata.entities.map(\.name))
    }

    /// Each name's first position.
    private static func positions(of names: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        for (position, name) in names.enumerated() where positions[name] == nil { positions[name] = position }
        return positions
    }

    private var bundleIdentifier: String { metadata.app.bundleIdentifier }

    /// The intent named so.
    package func intent(_ name: String) throws -> IntentDescriptor {
        guard let position = intentPositions[name] else {
            throw IntentRequestError.unknownName(.unknownIntent, "intent", name, in: bundleIdentifier, candidates: metadata.intents.map(\.name))
        }
        return metadata.intents[position]
    }

    /// The persistent entity type named so; a transient one is named as such.
    package func entity(_ name: String) throws -> EntityDescriptor {
        guard let position = entityPositions[name] else {
            if metadata.transientEntity(named: name) != nil {
                throw IntentRequestError(kind: .transientEntity, message: "\(name) is a transient entity, which has no queries; use transientEntities[\"\(name)\"]")
            }
            throw IntentRequestError.unknownName(.unknownEntity, "entity", name, in: bundleIdentifier, candidates: metadata.entities.map(\.name))
        }
        return metadata.entities[position]
    }

    /// The transient entity type named so.
    package func transientEntity(_ name: String) throws -> TransientEntityDescriptor {
        guard let entity = metadata.transientEntity(named: name) else {
            throw IntentRequestError.unknownName(.unknownTransientEntity, "transient entity", name, in: bundleIdentifier, candidates: metadata.transientEntities.map(\.name))
        }
        return entity
    }

    /// The enum named so.
    package func enumeration(_ name: String) throws -> EnumDescriptor {
        guard let enumeration = metadata.enumeration(named: name) else {
            throw IntentRequestError.unknownName(.unknownEnum, "enum", name, in: bundleIdentifier, candidates: metadata.enums.map(\.name))
        }
        return enumeration
    }

    /// The value query named so.
    package func valueQuery(_ name: String) throws -> ValueQueryDescriptor {
        guard let query = metadata.valueQuery(named: name) else {
            throw IntentRequestError.unknownName(.unknownValueQuery, "value query", name, in: bundleIdentifier, candidates: metadata.valueQueries.map(\.name))
        }
        return query
    }

    /// Checks that every parameter name belongs to the intent.
    package func checkParameters(_ names: some Sequence<String>, of intent: IntentDescriptor) throws {
        for name in names where !intent.parameters.contains(where: { $0.name == name }) {
            let valid = intent.parameters.map(\.name)
            throw IntentRequestError(
                kind: .unknownParameter,
                message: "\(intent.name) has no parameter \"\(name.truncatedForMessages)\"" + NameSuggester.didYouMean(name, in: valid),
                suggestions: NameSuggester.closest(to: name, in: valid))
        }
    }
}
