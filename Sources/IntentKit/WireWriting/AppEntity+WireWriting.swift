import Foundation
import IntentJSON
import IntentWire

extension AppEntity {
    /// Writes `{"entity":…}`, straight from the entity's `@Property` values; `false` when they cannot be.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        let type = EntityTypeFacts.of(Self.self)
        guard type.writesPropertiesDirectly else { return false }
        writer.json.writeRaw("{\"entity\":")
        // Written afresh each time, never copied from an equal one written before: its display representation and
        // computed properties are the app's code, which may read state that changes while a page is written.
        guard writeDirectly(to: &writer.json, type: type) else { return false }
        writer.json.writeRaw("}")
        return true
    }

    /// Writes the entity exactly as its ``entityValue`` is written (properties in declaration order, then computed
    /// ones), through the generated `_IntentKitProperties.write(_:to:)`.
    /// - Returns: `false` when the type has no generated writer or a value needs the tree path; what was written
    ///   is then to be discarded.
    func writeDirectly(to writer: inout JSONWriter, type: EntityTypeFacts) -> Bool {
        writer.writeRaw("{\"type\":")
        writer.writeBytes(type.quotedTypeIdentifier)
        writer.writeRaw(",\"id\":")
        writeIdentifier(to: &writer)
        let beforeProperties = writer.count
        writer.writeRaw(",\"properties\":{")
        let propertiesStart = writer.count
        var properties = EntityPropertyWriter(json: writer)
        let generated = Self._IntentKitProperties.write(self, to: &properties)
        if generated, !type.computedProperties.isEmpty {
            // Through the type's facts: the entity type's own generic array looks up its element type's metadata
            // at every use, and copying each element out retains closures and strings that every thread writing
            // a page shares.
            withUnsafePointer(to: self) { entity in
                for computed in type.computedProperties {
                    properties.write(first: computed.first, later: computed.later) { computed.writeValue(ofEntityAt: UnsafeRawPointer(entity), to: &$0) }
                }
            }
        }
        let declined = properties.declined
        writer = properties.finish()
        guard generated, !declined else { return false }
        // An entity without properties leaves the member out, as its value does.
        if writer.count == propertiesStart { writer.truncate(to: beforeProperties) } else { writer.writeRaw("}") }
        writer.writeRaw(",\"display\":")
        displayRepresentation.writeWireJSON(to: &writer)
        if let ownership = ownershipNames(type: type) {
            writer.writeRaw(",\"ownership\":")
            writer.writeStrings(ownership)
        }
        writer.writeRaw("}")
        return true
    }

    /// Writes the instance identifier in quotes; a UUID (most entities' identifier) without making its string.
    private func writeIdentifier(to writer: inout JSONWriter) {
        if ID.self == UUID.self {
            UUIDText.write(unsafeBitCast(id, to: UUID.self), to: &writer)
        } else {
            writer.writeString(id.entityIdentifierString)
        }
    }
}
