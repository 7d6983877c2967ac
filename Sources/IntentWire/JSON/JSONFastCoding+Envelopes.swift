/// Hand-written conversions of the request and response envelopes every call crosses.
///
/// Each produces the tree its `Codable` conformance produces, member for member
/// and in the same order (golden tests compare them), and reads only the
/// common, well-formed shape: anything else (a snippet, a property query, a
/// member of the wrong type) returns `nil` and is left to `Codable`, which names
/// the problem with its coding path.
extension RunIntentRequest: JSONFastCoding {
    package var fastJSON: JSONValue? {
        guard let parameters = JSONObject.fast(parameters) else { return nil }
        var object = JSONObject()
        object.appendUnique("intent", .string(intent))
        object.appendUnique("parameters", .object(parameters))
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .string(let intent)? = object["intent"], case .object(let members)? = object["parameters"],
            let parameters = [String: IntentValue].fast(members)
        else { return nil }
        self.init(intent: intent, parameters: parameters)
    }
}

extension RunIntentResponse: JSONFastCoding {
    package var fastJSON: JSONValue? {
        guard snippet == nil else { return nil }
        var object = JSONObject()
        if let value {
            guard let json = value.fastJSON else { return nil }
            object.appendUnique("value", json)
        }
        if let dialog { object.appendUnique("dialog", dialog.fastJSON) }
        if let opensIntent {
            guard let json = opensIntent.fastJSON else { return nil }
            object.appendUnique("opensIntent", json)
        }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json else { return nil }
        var response = RunIntentResponse(value: nil)
        for (key, member) in object.members {
            switch (key, member) {
            case ("value", _):
                guard let value = IntentValue(fastJSON: member) else { return nil }
                response.value = value
            case ("dialog", .null), ("opensIntent", .null): break
            case ("dialog", _):
                guard let dialog = DialogValue(fastJSON: member) else { return nil }
                response.dialog = dialog
            case ("opensIntent", _):
                guard let opened = RunIntentRequest(fastJSON: member) else { return nil }
                response.opensIntent = opened
            case ("snippet", _): return nil
            default: break
            }
        }
        self = response
    }
}

extension DialogValue {
    var fastJSON: JSONValue {
        var object = JSONObject()
        object.appendUnique("full", .string(full))
        if let supporting { object.appendUnique("supporting", .string(supporting)) }
        return .object(object)
    }

    init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .string(let full)? = object["full"] else { return nil }
        switch object["supporting"] {
        case nil, .null?: self.init(full: full)
        case .string(let supporting)?: self.init(full: full, supporting: supporting)
        default: return nil
        }
    }
}

extension EntityQueryRequest: JSONFastCoding {
    package var fastJSON: JSONValue? {
        guard let spec = query.fastJSON else { return nil }
        var object = JSONObject()
        object.appendUnique("entity", .string(entity))
        object.appendUnique("query", spec)
        if let page { object.appendUnique("page", page.fastJSON) }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .string(let entity)? = object["entity"], let specJSON = object["query"],
            let spec = EntityQuerySpec(fastJSON: specJSON), let page = PageRequest.fastOptional(object["page"])
        else { return nil }
        self.init(entity: entity, query: spec, page: page)
    }
}

extension SearchRequest: JSONFastCoding {
    package var fastJSON: JSONValue? {
        var object = JSONObject()
        object.appendUnique("entity", .string(entity))
        if let query { object.appendUnique("query", .string(query)) }
        if let page { object.appendUnique("page", page.fastJSON) }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .string(let entity)? = object["entity"], let page = PageRequest.fastOptional(object["page"]) else { return nil }
        switch object["query"] {
        case nil, .null?: self.init(entity: entity, query: nil, page: page)
        case .string(let query)?: self.init(entity: entity, query: query, page: page)
        default: return nil
        }
    }
}

extension EntityQueryResponse: JSONFastCoding {
    package var fastJSON: JSONValue? {
        var entities: [JSONValue] = []
        let values = encodedEntities?.values ?? self.entities
        entities.reserveCapacity(values.count)
        for entity in values {
            guard let json = entity.fastJSON else { return nil }
            entities.append(json)
        }
        var object = JSONObject()
        object.appendUnique("entities", .array(entities))
        if let page {
            var info = JSONObject()
            info.appendUnique("total", .number(JSONNumber(page.total)))
            if let next = page.nextCursor { info.appendUnique("nextCursor", .string(next)) }
            object.appendUnique("page", .object(info))
        }
        return .object(object)
    }

    package init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .array(let elements)? = object["entities"] else { return nil }
        var entities: [EntityValue] = []
        entities.reserveCapacity(elements.count)
        for element in elements {
            guard let entity = EntityValue(fastJSON: element) else { return nil }
            entities.append(entity)
        }
        var page: PageInfo?
        switch object["page"] {
        case nil, .null?: break
        case .object(let info)?:
            guard case .number(let total)? = info["total"], let count = Int(total.text) else { return nil }
            switch info["nextCursor"] {
            case nil, .null?: page = PageInfo(total: count, nextCursor: nil)
            case .string(let next)?: page = PageInfo(total: count, nextCursor: next)
            default: return nil
            }
        default: return nil
        }
        self.init(entities: entities, page: page)
    }
}

extension EntityQuerySpec {
    /// The simple kinds only (identifiers, string, all, suggested); property queries go through `Codable`.
    var fastJSON: JSONValue? {
        guard comparisons == nil, mode == nil, sort == nil, limit == nil else { return nil }
        var object = JSONObject()
        object.appendUnique("kind", .string(kind.rawValue))
        if let identifiers { object.appendUnique("identifiers", .array(identifiers.map(JSONValue.string))) }
        if let string { object.appendUnique("string", .string(string)) }
        return .object(object)
    }

    init?(fastJSON json: JSONValue) {
        guard case .object(let object) = json, case .string(let kindName)? = object["kind"], let kind = EntityQueryKind(rawValue: kindName) else { return nil }
        var spec = EntityQuerySpec(kind: kind)
        for (key, member) in object.members {
            switch (key, member) {
            case ("kind", _), ("identifiers", .null), ("string", .null): break
            case ("identifiers", .array(let elements)):
                var identifiers: [String] = []
                identifiers.reserveCapacity(elements.count)
                for element in elements {
                    guard case .string(let identifier) = element else { return nil }
                    identifiers.append(identifier)
                }
                spec.identifiers = identifiers
            case ("string", .string(let text)): spec.string = text
            case ("comparisons", .null), ("mode", .null), ("sort", .null), ("limit", .null): break
            case ("identifiers", _), ("string", _), ("comparisons", _), ("mode", _), ("sort", _), ("limit", _): return nil
            default: break
            }
        }
        self = spec
    }
}

extension PageRequest {
    var fastJSON: JSONValue {
        var object = JSONObject()
        object.appendUnique("limit", .number(JSONNumber(limit)))
        if let cursor { object.appendUnique("cursor", .string(cursor)) }
        return .object(object)
    }

    /// An absent or `null` page as `.some(nil)`; a well-formed one as `.some(page)`; anything else `nil`.
    static func fastOptional(_ json: JSONValue?) -> PageRequest?? {
        switch json {
        case nil, .null?: return .some(nil)
        case .object(let object)?:
            guard case .number(let limit)? = object["limit"], let count = Int(limit.text) else { return nil }
            switch object["cursor"] {
            case nil, .null?: return PageRequest(limit: count)
            case .string(let cursor)?: return PageRequest(limit: count, cursor: cursor)
            default: return nil
            }
        default: return nil
        }
    }
}

extension JSONObject {
    /// The members of a dictionary of values, each converted by hand; `nil` when one cannot be.
    static func fast(_ values: [String: IntentValue]) -> JSONObject? {
        var object = JSONObject()
        for (name, value) in values {
            guard let json = value.fastJSON else { return nil }
            object.appendUnique(name, json)
        }
        return object
    }
}

extension Dictionary where Key == String, Value == IntentValue {
    /// The values of an object's members, each read by hand; `nil` when one cannot be.
    static func fast(_ object: JSONObject) -> [String: IntentValue]? {
        var values: [String: IntentValue] = [:]
        values.reserveCapacity(object.members.count)
        for (name, member) in object.members {
            guard let value = IntentValue(fastJSON: member) else { return nil }
            values[name] = value
        }
        return values
    }
}
