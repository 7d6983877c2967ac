import IntentJSON
import IntentWire

/// How a transient entity becomes its wire value, or is written straight to the wire.
extension TransientAppEntity {
    /// Writes `{"transient":…}` straight from the entity's `@Property` values; `false` when they cannot be.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writeDirectly(to: &writer.json)
    }

    /// Writes what ``intentValue`` is written as (properties in declaration order), through the generated
    /// `_IntentKitProperties.write(_:to:)`; `false`, with what was written to be discarded, when it cannot.
    private func writeDirectly(to json: inout JSONWriter) -> Bool {
        json.writeRaw("{\"transient\":{\"type\":")
        json.writeString(Self.typeIdentifier)
        json.writeRaw(",\"properties\":{")
        var properties = EntityPropertyWriter(json: json)
        let generated = Self._IntentKitProperties.write(self, to: &properties)
        let declined = properties.declined
        json = properties.finish()
        guard generated, !declined else { return false }
        json.writeRaw("},\"display\":")
        displayRepresentation.wireValue.writeJSON(to: &json)
        json.writeRaw("}}")
        return true
    }

    /// The entity's properties and display representation.
    public var intentValue: IntentValue {
        var properties = EntityPropertyValues()
        if !Self._IntentKitProperties.values(of: self, into: &properties) { PropertyReflection.propertyValues(of: self, into: &properties) }
        return .transientEntity(TransientEntityValue(typeIdentifier: Self.typeIdentifier, properties: properties.dictionary, display: displayRepresentation.wireValue))
    }
}
