/// A parsed JSON document: the one tree every message is read into, once.
///
/// Numbers keep their exact source text, so an id such as `1e300` or
/// `18446744073709551616` is echoed back byte for byte; ``JSONNumber`` converts
/// on demand. Objects keep their members in source order.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, as written.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, members in source order (keys are unique).
    case object(JSONObject)
}

/// A JSON number kept as its source text, converted to `Int` or `Double` when asked.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The number exactly as written (or as our writer would write it).
    public let text: String

    /// Wraps number text that is already valid JSON.
    public init(text: String) { self.text = text }

    /// The JSON text of an integer.
    public init(_ value: Int) { text = String(value) }

    /// The JSON text of a finite double: the shortest text that reads back as the same bits.
    public init?(_ value: Double) {
        guard value.isFinite else { return nil }
        text = value.description
    }

    /// The value as an `Int`, when it is exactly an integer within `Int`'s range (`3`, `3.0`, `3e2`); see
    /// ``exactInteger(as:)``.
    public var int: Int? {
        if let exact = Int(text) { return exact }
        guard case .value(let exact) = exactInteger(as: Int.self) else { return nil }
        return exact
    }

    /// The value as a finite `Double` (the nearest one); `nil` when it is too large for one (`1e400`), or not zero
    /// but nearer zero than any `Double` (`1e-400`), which would change it to `0` silently.
    public var double: Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        if value == 0, Self.hasNonZeroDigit(text) { return nil }
        return value
    }

    /// The compact JSON text, as `print` shows the value.
    public var description: String { text }
}

/// A JSON object: members in order, with unique keys.
public struct JSONObject: Sendable, Hashable {
    /// The members, in order.
    public private(set) var members: [(key: String, value: JSONValue)]

    /// An empty object.
    public init() { members = [] }

    /// An object with these members; later duplicates replace earlier ones.
    public init(_ members: [(key: String, value: JSONValue)]) {
        self.members = []
        self.members.reserveCapacity(members.count)
        for member in members { self[member.key] = member.value }
    }

    /// Appends a member whose key the caller knows is new.
    public mutating func appendUnique(_ key: String, _ value: JSONValue) {
        members.append((key, value))
    }

    /// The value of a key, or `nil` when absent; setting `nil` removes it.
    public subscript(key: String) -> JSONValue? {
        get {
            for member in members where member.key == key { return member.value }
            return nil
        }
        set {
            if let index = members.firstIndex(where: { $0.key == key }) {
                if let newValue { members[index].value = newValue } else { members.remove(at: index) }
            } else if let newValue {
                members.append((key, newValue))
            }
        }
    }

    /// Whether the object has this key (possibly with a `null` value).
    public func contains(_ key: String) -> Bool { members.contains { $0.key == key } }

    /// The keys, in order.
    public var keys: [String] { members.map(\.key) }

    /// The number of members.
    public var count: Int { members.count }

    /// Whether both have the same members in the same order.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        lhs.members.count == rhs.members.count
            && zip(lhs.members, rhs.members).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    }

    /// Hashes the members in order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(members.count)
        for member in members {
            hasher.combine(member.key)
            hasher.combine(member.value)
        }
    }
}

extension JSONValue {
    /// The kind of value, for messages: "a string", "an object", "null".
    public var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The object, if this is one.
    public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}
