import IntentJSON

/// The query responses' one coding: `{"entities":[…],"page":{"total":…,"nextCursor":…}}`, the page optional.
extension EntityQueryResponse: WireCodableByHand {
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var entities: [EntityValue]?
        var page: PageInfo?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("entities") {
                try seen.insert(0)
                entities = try parser.readEntityList()
            } else if key.is("page") {
                try seen.insert(1)
                page = parser.readNull() ? nil : try PageInfo(json: &parser)
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let entities else { throw JSONCodingError("missing required key \"entities\"") }
        self.init(entities: entities, page: page)
    }

    /// Writes the response; entities the app wrote already are copied as they are, and a large page of them is
    /// sent from where its runs lie when the writer keeps large text in place.
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeRaw(#"{"entities":["#)
        switch content {
        case .encoded(let encoded):
            encoded.write(to: &writer)
        case .values(let entities):
            for (position, entity) in entities.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                do {
                    try entity.writeJSON(to: &writer)
                } catch {
                    throw error.inside(element: position).inside(member: "entities")
                }
            }
        }
        writer.writeRaw("]")
        if let page {
            writer.writeRaw(#","page":"#)
            page.writeJSON(to: &writer)
        }
        writer.writeRaw("}")
    }
}

extension PageInfo: WireCodableByHand {
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var total: Int?
        var next: String?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("total") {
                try seen.insert(0)
                total = try parser.expectInt()
            } else if key.is("nextCursor") {
                try seen.insert(1)
                next = try parser.expectOptionalString()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let total else { throw JSONCodingError("missing required key \"total\"") }
        self.init(total: total, nextCursor: next)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw(#"{"total":"#)
        writer.writeRaw(String(total).utf8)
        writer.writeOptional(#","nextCursor":"#, nextCursor)
        writer.writeRaw("}")
    }
}
