import IntentWire

/// The app's declarations, indexed by name, with the metadata derived from them.
///
/// Built once at start-up; immutable afterwards.
struct Registry: Sendable {
    let description: IntentAppDescription
    let metadata: AppMetadata
    let intents: [String: any AppIntent.Type]
    let entities: [String: any AppEntity.Type]
    let valueQueries: [String: any IntentValueQuery.Type]

    init(_ description: IntentAppDescription) {
        self.description = description
        var intents: [String: any AppIntent.Type] = [:]
        for intent in description.intents { intents[intent.typeIdentifier] = intents[intent.typeIdentifier] ?? intent }
        var entities: [String: any AppEntity.Type] = [:]
        for entity in description.entities { entities[entity.typeIdentifier] = entities[entity.typeIdentifier] ?? entity }
        self.intents = intents
        self.entities = entities
        self.valueQueries = Dictionary(description.valueQueries.map { ($0.typeIdentifier, $0) }, uniquingKeysWith: { first, _ in first })
        self.metadata = Self.makeMetadata(description)
    }

    private static func makeMetadata(_ description: IntentAppDescription) -> AppMetadata {
        AppMetadata(
            app: AppDescriptor(bundleIdentifier: description.bundleIdentifier, name: description.name, version: description.version),
            intents: description.intents.map { intent in
                IntentDescriptor(
                    name: intent.typeIdentifier, title: intent.title, description: intent.description?.text,
                    parameters: ParameterReflection.descriptors(of: intent), resultType: resultType(of: intent))
            },
            entities: description.entities.map { entity in
                EntityDescriptor(
                    name: entity.typeIdentifier, displayName: entity.typeDisplayRepresentation.name,
                    properties: PropertyReflection.propertyDescriptors(of: entity), queries: entity.queryKinds,
                    identifierType: identifierTypeName(of: entity))
            },
            transientEntities: description.transientEntities.map { entity in
                TransientEntityDescriptor(
                    name: entity.typeIdentifier, displayName: entity.typeDisplayRepresentation.name,
                    properties: PropertyReflection.propertyDescriptors(ofInstance: entity.init()))
            },
            enums: description.enums.map { enumType in
                EnumDescriptor(name: enumType.typeIdentifier, displayName: enumType.typeDisplayRepresentation.name, cases: cases(of: enumType))
            },
            valueQueries: description.valueQueries.map { $0.descriptor })
    }

    private static func resultType<Intent: AppIntent>(of intent: Intent.Type) -> ValueType? {
        (Intent.PerformResult.self as? any WireIntentResult.Type)?.resultValueType
    }

    private static func identifierTypeName<Entity: AppEntity>(of entity: Entity.Type) -> String {
        String(describing: Entity.ID.self)
    }

    private static func cases<Enum: AppEnum>(of enumType: Enum.Type) -> [EnumCaseDescriptor] {
        Enum.allCases.map { EnumCaseDescriptor(rawValue: $0.rawValue, title: $0.displayTitle) }
    }
}
