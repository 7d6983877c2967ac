import IntentJSON

/// The query requests' one coding: `entity/query` and `search/query`, which share their envelope.
extension EntityQueryRequest: WireCodableByHand {
    /// Reads `{"entity":…,"query":{…},"page":{…}}`, the page optional.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        let envelope = try parser.readQueryEnvelope { parser throws(JSONCodingError) in try EntityQuerySpec(json: &parser) }
        guard let query = envelope.query else { throw JSONCodingError("missing required key \"query\"") }
        self.init(entity: envelope.entity, query: query, page: envelope.page)
    }

    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeString(#"{"entity":"#, entity)
        writer.writeRaw(#","query":"#)
        try query.writeJSON(to: &writer)
        if let page {
            writer.writeRaw(#","page":"#)
            page.writeJSON(to: &writer)
        }
        writer.writeRaw("}")
    }
}

extension SearchRequest: WireCodableByHand {
    /// Reads `{"entity":…,"query":…,"page":{…}}`, the query and the page optional.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        let envelope = try parser.readQueryEnvelope { parser throws(JSONCodingError) in try parser.expectOptionalString() }
        self.init(entity: envelope.entity, query: envelope.query ?? nil, page: envelope.page)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString(#"{"entity":"#, entity)
        writer.writeOptional(#","query":"#, query)
        if let page {
            writer.writeRaw(#","page":"#)
            page.writeJSON(to: &writer)
        }
        writer.writeRaw("}")
    }
}

extension JSONParser {
    /// Reads the envelope both query requests share: the entity's name, the query as `readQuery` reads it (`nil`
    /// when absent), and the page (`nil` when absent or `null`).
    fileprivate mutating func readQueryEnvelope<Query>(
        query readQuery: (inout JSONParser) throws(JSONCodingError) -> Query
    ) throws(JSONCodingError) -> (entity: String, query: Query?, page: PageRequest?) {
        var entity: String?
        var query: Query?
        var page: PageRequest?
        var seen = SeenMembers()
        try readObject { parser, key throws(JSONCodingError) in
            if key.is("entity") {
                try seen.insert(0)
                entity = try parser.expectString()
            } else if key.is("query") {
                try seen.insert(1)
                query = try readQuery(&parser)
            } else if key.is("page") {
                try seen.insert(2)
                page = parser.readNull() ? nil : try PageRequest(json: &parser)
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let entity else { throw JSONCodingError("missing required key \"entity\"") }
        return (entity, query, page)
    }
}

extension EntityQuerySpec: WireCodableByHand {
    /// Reads `{"kind":…}` with the members its kind uses (see the type's description); the property query's
    /// conditions and sort keys are `Codable` types, read through a tree.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var kind: EntityQueryKind?
        var spec = EntityQuerySpec(kind: .all)
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("kind") {
                try seen.insert(0)
                let name = try parser.expectString()
                guard let named = EntityQueryKind(rawValue: name) else {
                    throw JSONCodingError(
                        "unknown query kind \"\(name.truncatedForMessages)\"; expected one of " + EntityQueryKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
                }
                kind = named
            } else if key.is("identifiers") {
                try seen.insert(1)
                spec.identifiers = parser.readNull() ? nil : try parser.expectStrings()
            } else if key.is("string") {
                try seen.insert(2)
                spec.string = try parser.expectOptionalString()
            } else if key.is("comparisons") {
                try seen.insert(3)
                spec.comparisons = try parser.readCodable([PropertyComparison]?.self)
            } else if key.is("mode") {
                try seen.insert(4)
                spec.mode = try parser.readCodable(PropertyQueryMode?.self)
            } else if key.is("sort") {
                try seen.insert(5)
                spec.sort = try parser.readCodable([PropertySort]?.self)
            } else if key.is("limit") {
                try seen.insert(6)
                spec.limit = parser.readNull() ? nil : try parser.expectInt()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let kind else { throw JSONCodingError("missing required key \"kind\"") }
        spec.kind = kind
        self = spec
    }

    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeString(#"{"kind":"#, kind.rawValue)
        writer.writeOptional(#","identifiers":"#, identifiers)
        writer.writeOptional(#","string":"#, string)
        do {
            if let comparisons {
                writer.writeRaw(#","comparisons":"#)
                writer.write(try JSONValueEncoder.encode(comparisons))
            }
            if let mode { writer.writeString(#","mode":"#, mode.rawValue) }
            if let sort {
                writer.writeRaw(#","sort":"#)
                writer.write(try JSONValueEncoder.encode(sort))
            }
        } catch {
            throw JSONCodingError("could not encode the property query: \(error)")
        }
        if let limit {
            writer.writeRaw(#","limit":"#)
            writer.writeRaw(String(limit).utf8)
        }
        writer.writeRaw("}")
    }
}

extension PageRequest: WireCodableByHand {
    /// Reads `{"limit":…,"cursor":…}`, the cursor optional.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var limit: Int?
        var cursor: String?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("limit") {
                try seen.insert(0)
                limit = try parser.expectInt()
            } else if key.is("cursor") {
                try seen.insert(1)
                cursor = try parser.expectOptionalString()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let limit else { throw JSONCodingError("missing required key \"limit\"") }
        self.init(limit: limit, cursor: cursor)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw(#"{"limit":"#)
        writer.writeRaw(String(limit).utf8)
        writer.writeOptional(#","cursor":"#, cursor)
        writer.writeRaw("}")
    }
}
