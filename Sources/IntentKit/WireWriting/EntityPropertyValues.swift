import IntentJSON
import IntentWire

/// The wire values of an entity's properties, by name, in the order they were added.
///
/// The `IntentKitMetadata` plugin's generated `_IntentKitProperties.values(of:into:)`
/// fills one for every entity IntentKit sends. It is a list, not a dictionary:
/// the names of one type's properties are unique already, and hashing each one
/// for every entity of a large result cost the app more than writing it.
public struct EntityPropertyValues: Sendable {
    /// The properties, in the order they were added.
    public private(set) var pairs: [(name: String, value: IntentValue)] = []

    /// Creates an empty list.
    public init() {}

    /// A property's value; setting one adds it, or replaces the value of a property already there.
    public subscript(name: String) -> IntentValue? {
        get { pairs.first { $0.name == name }?.value }
        set {
            let existing = pairs.firstIndex { $0.name == name }
            switch (existing, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append((name, value))
            case (nil, nil): break
            }
        }
    }

    /// Adds a property known not to be there yet (the generated readers' names are unique), without looking for it.
    public mutating func append(_ name: String, _ value: IntentValue) {
        pairs.append((name, value))
    }

    /// Whether there are none.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Empties the list, keeping its storage for the next entity.
    mutating func removeAll() {
        pairs.removeAll(keepingCapacity: true)
    }

    /// Makes room for `count` properties in all.
    mutating func reserveCapacity(_ count: Int) {
        pairs.reserveCapacity(count)
    }

    /// The properties as a JSON object, `{"name":value,…}`; `nil` when there are none, or one needs the tree path.
    func writtenJSON() -> [UInt8]? {
        guard !pairs.isEmpty else { return nil }
        var writer = JSONWriter(capacity: 64 * pairs.count)
        writer.writeRaw("{")
        var first = true
        for (name, value) in pairs {
            guard (try? writer.writeMember(name, value, first: &first)) != nil else { return nil }
        }
        writer.writeRaw("}")
        return writer.bytes
    }

    /// The properties as a dictionary, the last value winning for a name added twice.
    var dictionary: [String: IntentValue] {
        Dictionary(pairs, uniquingKeysWith: { _, last in last })
    }
}
