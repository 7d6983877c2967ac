import IntentJSON
import IntentWire

/// How an entity becomes its wire value, or is written straight to the wire.
extension AppEntity {
    /// The entity with all its `@Property` values and its display representation.
    public var intentValue: IntentValue { .entity(entityValue) }

    var entityValue: EntityValue {
        var properties = EntityPropertyValues()
        collectProperties(into: &properties)
        if let text = properties.writtenJSON() {
            // Kept as the text it is sent as: a nested entity (an event's calendar) is written into every reply
            // that carries its parent, and building its dictionary cost more than writing it.
            return EntityValue(
                typeIdentifier: Self.typeIdentifier, instanceIdentifier: id.entityIdentifierString, encodedProperties: EncodedPropertyValues(json: text),
                display: displayRepresentation.wireValue, isReference: false, ownership: ownershipNames)
        }
        return EntityValue(
            typeIdentifier: Self.typeIdentifier, instanceIdentifier: id.entityIdentifierString,
            properties: properties.dictionary, display: displayRepresentation.wireValue, ownership: ownershipNames)
    }

    /// Writes what ``entityValue`` encodes to, straight from the entity, reusing `scratch` from the entity before.
    ///
    /// Large results are written this way: building each entity's value (a dictionary of its
    /// properties) and freeing it cost the app more than writing the text.
    /// - Returns: `false`, with nothing written, when a value needs the tree path.
    /// - Parameter type: What every entity of this type shares; a page of entities works it out once.
    func writeWireJSON(
        to writer: inout JSONWriter, scratch: inout EntityWritingScratch, type: EntityTypeFacts = .of(Self.self)
    ) -> Bool {
        if type.writesPropertiesDirectly {
            let start = writer.count
            if writeDirectly(to: &writer, type: type) { return true }
            writer.truncate(to: start)
        }
        return writeFromValues(to: &writer, scratch: &scratch.properties, type: type)
    }

    /// Writes the entity from the values of its properties, collected into `properties` (for types without a
    /// generated writer, and values that need the tree path).
    func writeFromValues(to writer: inout JSONWriter, scratch properties: inout EntityPropertyValues, type: EntityTypeFacts) -> Bool {
        properties.removeAll()
        collectProperties(into: &properties)
        let start = writer.count
        let written =
            (try? EntityValue.writeJSON(
                typeIdentifier: Self.typeIdentifier, instanceIdentifier: id.entityIdentifierString, hasProperties: !properties.isEmpty,
                display: displayRepresentation.wireValue, isReference: false, ownership: ownershipNames(type: type), to: &writer
            ) { writer throws(JSONCodingError) in
                var first = true
                for (name, value) in properties.pairs { try writer.writeMember(name, value, first: &first) }
            }) != nil
        if !written { writer.truncate(to: start) }
        return written
    }

    /// The values of the entity's `@Property` members, then its computed properties.
    private func collectProperties(into properties: inout EntityPropertyValues) {
        // Room for a typical entity's stored and computed properties in one allocation.
        properties.reserveCapacity(16 + Self.computedProperties.count)
        if !Self._IntentKitProperties.values(of: self, into: &properties) { PropertyReflection.propertyValues(of: self, into: &properties) }
        for computed in Self.computedProperties {
            properties[computed.name] = computed.compute(self)
        }
    }

    /// How the entity is shared, for an `OwnershipProvidingEntity`.
    private var ownershipNames: [String]? {
        ownershipNames(type: EntityTypeFacts.of(Self.self))
    }

    /// How the entity is shared, for an `OwnershipProvidingEntity` (whose type's facts say so); `nil` for any other.
    func ownershipNames(type: EntityTypeFacts) -> [String]? {
        guard type.providesOwnership else { return nil }
        return _intentKitOwnershipNames
    }
}
