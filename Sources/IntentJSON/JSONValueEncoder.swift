import Foundation

/// Encodes `Encodable` values into a ``JSONValue`` tree, which ``JSONWriter`` then writes.
///
/// Members keep the order the type encodes them in; a URL is its absolute
/// string; a non-finite number is an `EncodingError` naming its path.
public enum JSONValueEncoder {
    /// Encodes a value as a tree.
    public static func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        let node = EncodingNode()
        try TreeEncoder(node: node, codingPath: []).encodeValue(value)
        return node.frozen
    }
}

/// A node under construction; containers hold references so nested containers can fill them later.
private final class EncodingNode {
    enum Content {
        case empty
        case value(JSONValue)
        case object([(key: String, node: EncodingNode)])
        case array([EncodingNode])
    }

    var content = Content.empty

    var frozen: JSONValue {
        switch content {
        case .empty: return .object(JSONObject())
        case .value(let value): return value
        case .object(let members):
            var object = JSONObject()
            for member in members { object.appendUnique(member.key, member.node.frozen) }
            return .object(object)
        case .array(let nodes): return .array(nodes.map(\.frozen))
        }
    }

    /// Positions of the members by key, kept once an object grows past a few members so lookups stay constant time.
    private var memberPositions: [String: Int]?

    /// The child node for a key, replacing an earlier one with the same key.
    ///
    /// The member list is moved out of `content` while it changes, so it stays uniquely referenced and
    /// appending does not copy it (which made encoding large collections quadratic).
    func member(_ key: String) -> EncodingNode {
        var members: [(key: String, node: EncodingNode)]
        if case .object(let existing) = content { members = existing } else { members = [] }
        if memberPositions?.count != members.count { memberPositions = nil }
        content = .empty
        let node = EncodingNode()
        if memberPositions == nil, members.count >= 8 {
            memberPositions = Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { _, last in last })
        }
        let existingIndex = memberPositions.map { $0[key] } ?? members.firstIndex { $0.key == key }
        if let index = existingIndex {
            members[index].node = node
        } else {
            memberPositions?[key] = members.count
            members.append((key, node))
        }
        content = .object(members)
        return node
    }

    /// A new element node at the end of the array, without copying the elements before it.
    func appendElement() -> EncodingNode {
        var nodes: [EncodingNode]
        if case .array(let existing) = content { nodes = existing } else { nodes = [] }
        content = .empty
        let node = EncodingNode()
        nodes.append(node)
        content = .array(nodes)
        return node
    }

    var elementCount: Int {
        if case .array(let nodes) = content { return nodes.count }
        return 0
    }
}

private struct TreeEncoder: Encoder {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .object = node.content {} else { node.content = .object([]) }
        return KeyedEncodingContainer(KeyedTreeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .array = node.content {} else { node.content = .array([]) }
        return UnkeyedTreeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleTreeContainer(encoder: self) }

    func encodeValue<T: Encodable>(_ value: T) throws {
        if let json = value as? JSONValue {
            node.content = .value(json)
            return
        }
        if let url = value as? URL {
            node.content = .value(.string(url.absoluteString))
            return
        }
        try value.encode(to: self)
    }

    func set(_ value: JSONValue) { node.content = .value(value) }

    func setDouble(_ value: Double) throws {
        guard let number = JSONNumber(value) else {
            throw EncodingError.invalidValue(value, .init(codingPath: codingPath, debugDescription: "\(value) cannot be written as JSON; only finite numbers can"))
        }
        set(.number(number))
    }

    func setInteger<T: FixedWidthInteger>(_ value: T) { set(.number(JSONNumber(text: String(value)))) }
}

private struct KeyedTreeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodingNode
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> TreeEncoder { TreeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]) }

    mutating func encodeNil(forKey key: Key) throws { child(key).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).set(.bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).set(.string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try child(key).setDouble(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try child(key).setDouble(Double(value)) }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).setInteger(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try child(key).encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        child(key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer { child(key).unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.member("super"), codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder { child(key) }
}

private struct UnkeyedTreeContainer: UnkeyedEncodingContainer {
    let node: EncodingNode
    let codingPath: [any CodingKey]
    var count: Int { node.elementCount }

    private func next() -> TreeEncoder { TreeEncoder(node: node.appendElement(), codingPath: codingPath) }

    mutating func encodeNil() throws { next().set(.null) }
    mutating func encode(_ value: Bool) throws { next().set(.bool(value)) }
    mutating func encode(_ value: String) throws { next().set(.string(value)) }
    mutating func encode(_ value: Double) throws { try next().setDouble(value) }
    mutating func encode(_ value: Float) throws { try next().setDouble(Double(value)) }
    mutating func encode(_ value: Int) throws { next().setInteger(value) }
    mutating func encode(_ value: Int8) throws { next().setInteger(value) }
    mutating func encode(_ value: Int16) throws { next().setInteger(value) }
    mutating func encode(_ value: Int32) throws { next().setInteger(value) }
    mutating func encode(_ value: Int64) throws { next().setInteger(value) }
    mutating func encode(_ value: UInt) throws { next().setInteger(value) }
    mutating func encode(_ value: UInt8) throws { next().setInteger(value) }
    mutating func encode(_ value: UInt16) throws { next().setInteger(value) }
    mutating func encode(_ value: UInt32) throws { next().setInteger(value) }
    mutating func encode(_ value: UInt64) throws { next().setInteger(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try next().encodeValue(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        next().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { next().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { next() }
}

private struct SingleTreeContainer: SingleValueEncodingContainer {
    let encoder: TreeEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.set(.null) }
    mutating func encode(_ value: Bool) throws { encoder.set(.bool(value)) }
    mutating func encode(_ value: String) throws { encoder.set(.string(value)) }
    mutating func encode(_ value: Double) throws { try encoder.setDouble(value) }
    mutating func encode(_ value: Float) throws { try encoder.setDouble(Double(value)) }
    mutating func encode(_ value: Int) throws { encoder.setInteger(value) }
    mutating func encode(_ value: Int8) throws { encoder.setInteger(value) }
    mutating func encode(_ value: Int16) throws { encoder.setInteger(value) }
    mutating func encode(_ value: Int32) throws { encoder.setInteger(value) }
    mutating func encode(_ value: Int64) throws { encoder.setInteger(value) }
    mutating func encode(_ value: UInt) throws { encoder.setInteger(value) }
    mutating func encode(_ value: UInt8) throws { encoder.setInteger(value) }
    mutating func encode(_ value: UInt16) throws { encoder.setInteger(value) }
    mutating func encode(_ value: UInt32) throws { encoder.setInteger(value) }
    mutating func encode(_ value: UInt64) throws { encoder.setInteger(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.encodeValue(value) }
}
