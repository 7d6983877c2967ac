import IntentWire

/// Writes an entity's properties as the members of its `properties` object on the wire, straight from the values.
///
/// The `IntentKitMetadata` plugin's generated `writeDeclaredProperties(of:to:)` fills one for each entity of a
/// large result. Making each property's ``IntentValue`` (and, for an entity nested in a property, its
/// dictionary of values) and then writing it cost the app more than writing the text; this writes the same
/// text without them. Apps do not make or use one.
public struct EntityPropertyWriter: ~Copyable {
    /// The text being written.
    var json: JSONWriter
    private var first = true
    /// Whether a value could not be written directly; the entity is then written from its values instead.
    private(set) var declined = false

    init(json: consuming JSONWriter) {
        self.json = json
    }

    /// The text written, once the properties are.
    consuming func finish() -> JSONWriter { json }

    /// Writes one property.
    /// - Parameters:
    ///   - member: The property's opening as a JSON member: `"title":` for the first, `,"startDate":` for the others.
    ///   - value: Its value.
    public mutating func write<Value: IntentValueCodable>(_ member: StaticString, _ value: Value) {
        guard !declined else { return }
        first = false
        json.writeRaw(member)
        let start = json.count
        guard !value.writeWireValue(to: &self) else { return }
        // A type without a writer of its own: its value, written.
        json.truncate(to: start)
        if !value.intentValue.writeJSON(to: &json) { declined = true }
    }

    /// Writes a computed property, whose name is known only as a string.
    mutating func write(name: String, _ value: IntentValue) {
        guard !declined else { return }
        declined = !json.writeMember(name, value, first: &first)
    }
}
