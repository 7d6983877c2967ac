import IntentWire

/// Checks names against an app's metadata, in one place, with errors that suggest the closest valid names.
package struct MetadataLookup: Sendable {
    package let metadata: AppMetadata

    package init(_ metadata: AppMetadata) { self.metadata = metadata }

    private var bundleIdentifier: String { metadata.app.bundleIdentifier }

    /// The intent named so.
    package func intent(_ name: String) throws -> IntentDescriptor {
        guard let intent = metadata.intent(named: name) else {
            throw IntentRequestError.unknownName(.unknownIntent, "intent", name, in: bundleIdentifier, candidates: metadata.intents.map(\.name))
        }
        return intent
    }

    /// The persistent entity type named so; a transient one is named as such.
    package func entity(_ name: String) throws -> EntityDescriptor {
        guard let entity = metadata.entity(named: name) else {
            if metadata.transientEntity(named: name) != nil {
                throw IntentRequestError(kind: .transientEntity, message: "\(name) is a transient entity, which has no queries; use transientEntities[\"\(name)\"]")
            }
            throw IntentRequestError.unknownName(.unknownEntity, "entity", name, in: bundleIdentifier, candidates: metadata.entities.map(\.name))
        }
        return entity
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
        let valid = intent.parameters.map(\.name)
        for name in names where !valid.contains(name) {
            throw IntentRequestError(
                kind: .unknownParameter,
                message: "\(intent.name) has no parameter \"\(name.truncatedForMessages)\"" + NameSuggester.didYouMean(name, in: valid),
                suggestions: NameSuggester.closest(to: name, in: valid))
        }
    }
}
