import IntentWire

/// What every entity of one type shares when written: worked out once per type, not once per entity (the
/// type's name is a table lookup, whether it provides ownership a conformance check, and its computed
/// properties a generic array whose every use looked up its type's metadata).
struct EntityTypeFacts: Sendable {
    /// The type's identifier.
    let typeIdentifier: String
    /// The type as an ownership provider, when it is one.
    let ownershipProvider: (any OwnershipProvidingEntity.Type)?
    /// Whether its properties can be written through the generated writer: no computed property shares a name
    /// with a declared one (which the computed value replaces).
    let writesPropertiesDirectly: Bool
    /// Its computed properties, ready to write from an entity's address.
    let computedProperties: [ComputedPropertyWriter]

    /// One computed property, without the entity type in its own: its member's opening and its value.
    struct ComputedPropertyWriter: Sendable {
        let member: EntityPropertyWriter.Member
        /// The value for the entity at the address (of the type the facts are about).
        let value: @Sendable (UnsafeRawPointer) -> IntentValue
    }

    private static let known = TypeTable<EntityTypeFacts>()

    /// The facts of an entity type, worked out on first use.
    static func of<Entity: AppEntity>(_ type: Entity.Type) -> EntityTypeFacts {
        known.value(for: type) { EntityTypeFacts(type) }
    }

    private init<Entity: AppEntity>(_ type: Entity.Type) {
        typeIdentifier = Entity.typeIdentifier
        ownershipProvider = type as? any OwnershipProvidingEntity.Type
        let declared = Entity.declaredPropertyTitles
        writesPropertiesDirectly = !Entity.computedProperties.contains { declared.keys.contains($0.name) }
        computedProperties = Entity.computedProperties.map { computed in
            let compute = computed.compute
            return ComputedPropertyWriter(member: computed.member) { EntitiesInPlace.computed(compute, ofEntityAt: $0, as: Entity.self) }
        }
    }
}
