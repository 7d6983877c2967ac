import IntentJSON
import IntentWire

/// Writes an entity's properties as the members of its `properties` object on the wire, straight from the values.
///
/// The `IntentKitMetadata` plugin's generated `_IntentKitProperties.write(_:to:)` fills one for each entity of a
/// large result. Making each property's ``IntentValue`` (and, for an entity nested in a property, its
/// dictionary of values) and then writing it cost the app more than writing the text; this writes the same
/// text without them. Apps do not make or use one.
///
/// ``write(_:_:)`` is inlinable, so that the generated code calls each value type's writer directly instead of
/// through a generic function per property.
public struct EntityPropertyWriter: ~Copyable {
    /// The text being written.
    @usableFromInline var json: JSONWriter
    @usableFromInline var first = true
    /// Whether a value could not be written directly; the entity is then written from its values instead.
    @usableFromInline var declined = false

    init(json: consuming JSONWriter) {
        self.json = json
    }

    /// The text written, once the properties are.
    consuming func finish() -> JSONWriter { json }

    /// Writes one property.
    /// - Parameters:
    ///   - member: The property's opening as a JSON member: `"title":` for the first, `,"startDate":` for the others.
    ///   - value: Its value.
    @inlinable
    public mutating func write<Value: IntentValueCodable>(_ member: StaticString, _ value: Value) {
        guard !declined else { return }
        first = false
        json.writeRaw(member)
        writeValue(value)
    }

    /// Writes a member's value, after its opening: through the value's own writer, else from its ``IntentValue``.
    @inlinable
    mutating func writeValue<Value: IntentValueCodable>(_ value: Value) {
        let start = json.count
        guard !value._intentKitWriteWireValue(to: &self) else { return }
        writeValue(value.intentValue, from: start)
    }

    /// Writes a value of a type without a writer of its own from its ``IntentValue``, over what its writer left
    /// from `start` on.
    @usableFromInline
    mutating func writeValue(_ value: IntentValue, from start: Int) {
        json.truncate(to: start)
        if (try? value.writeJSON(to: &json)) == nil { declined = true }
    }

    /// A property's name as a member's opening, known only at run time (a computed property's): `"name":` and
    /// `,"name":`, escaped once.
    struct Member: Sendable {
        let first: [UInt8]
        let later: [UInt8]

        init(name: String) {
            var writer = JSONWriter()
            writer.writeRaw(",")
            writer.writeString(name)
            writer.writeRaw(":")
            later = writer.bytes
            first = Array(later.dropFirst())
        }
    }

    /// Writes a property whose name is known only at run time (a computed property's), given its member's two
    /// openings (see ``Member``); `writeValue` writes its value.
    mutating func write(
        first firstOpening: UnsafeBufferPointer<UInt8>, later laterOpening: UnsafeBufferPointer<UInt8>, _ writeValue: (inout EntityPropertyWriter) -> Void
    ) {
        guard !declined else { return }
        json.writeBytes(first ? firstOpening : laterOpening)
        first = false
        writeValue(&self)
    }
}
