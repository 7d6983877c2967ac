/// Entities the app has written as JSON already, to send as an ``EntityQueryResponse``'s `entities`.
///
/// The app writes each entity of a large result straight from the entity (see
/// ``EntityValue/writeJSON(typeIdentifier:instanceIdentifier:hasProperties:display:isReference:ownership:to:properties:)``),
/// with no ``EntityValue`` in between; this holds the text until the response is written.
package struct EncodedEntities: Sendable, Hashable {
    /// The entities' JSON objects, separated by commas: the inside of the `entities` array.
    package let json: [UInt8]
    /// How many entities there are.
    package let count: Int

    /// Wraps entities' JSON objects, separated by commas.
    package init(json: [UInt8], count: Int) {
        self.json = json
        self.count = count
    }

    /// The entities read back, for the paths that encode a response as a tree (slow, and only for those).
    var values: [EntityValue] {
        guard count > 0, let array = try? JSONParser.parse(Array("[".utf8) + json + Array("]".utf8)),
            let values = try? JSONValueDecoder.decode([EntityValue].self, from: array)
        else { return [] }
        return values
    }
}
