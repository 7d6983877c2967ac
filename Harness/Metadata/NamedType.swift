import IntentWire

/// One type an app declares, found by name: what `describe <Name>` shows.
enum NamedType {
    case intent(IntentDescriptor)
    case entity(EntityDescriptor)
    case transientEntity(TransientEntityDescriptor)
    case enumeration(EnumDescriptor)
    case valueQuery(ValueQueryDescriptor)
    case union(UnionDescriptor)

    /// The type with this name, or an error naming the closest ones.
    init(named name: String, in metadata: AppMetadata) throws {
        if let intent = metadata.intent(named: name) {
            self = .intent(intent)
        } else if let entity = metadata.entity(named: name) {
            self = .entity(entity)
        } else if let entity = metadata.transientEntity(named: name) {
            self = .transientEntity(entity)
        } else if let enumeration = metadata.enumeration(named: name) {
            self = .enumeration(enumeration)
        } else if let query = metadata.valueQuery(named: name) {
            self = .valueQuery(query)
        } else if let union = metadata.union(named: name) {
            self = .union(union)
        } else {
            let names =
                metadata.intents.map(\.name) + metadata.entities.map(\.name) + metadata.transientEntities.map(\.name)
                + metadata.enums.map(\.name) + metadata.valueQueries.map(\.name) + metadata.unions.map(\.name)
            throw UsageError("\(metadata.app.bundleIdentifier) has no intent, entity, enum or value query named \"\(name)\"" + NameSuggester.didYouMean(name, in: names))
        }
    }

    /// The readable detail.
    func text(in metadata: AppMetadata, output: Terminal) -> String {
        switch self {
        case .intent(let intent): MetadataText.detail(intent, shortcuts: metadata.shortcuts, applicationName: metadata.app.name, output: output)
        case .entity(let entity): MetadataText.detail(entity, output: output)
        case .transientEntity(let entity): MetadataText.detail(entity, output: output)
        case .enumeration(let enumeration): MetadataText.detail(enumeration, output: output)
        case .valueQuery(let query): MetadataText.detail(query, output: output)
        case .union(let union): MetadataText.detail(union, output: output)
        }
    }

    /// The descriptor as JSON.
    func json() throws -> String {
        switch self {
        case .intent(let intent): try ValueText.json(intent)
        case .entity(let entity): try ValueText.json(entity)
        case .transientEntity(let entity): try ValueText.json(entity)
        case .enumeration(let enumeration): try ValueText.json(enumeration)
        case .valueQuery(let query): try ValueText.json(query)
        case .union(let union): try ValueText.json(union)
        }
    }
}
