import IntentWire

extension Registry {
    /// Every problem with the declarations, in one list; empty when the app is declared correctly.
    ///
    /// Checks: duplicate type names; parameters, properties and results whose
    /// entity, transient entity or enum type is not registered; enums without
    /// cases; intents without a title.
    func validate() -> [String] {
        var problems: [String] = []
        var seen: [String: String] = [:]
        func claim(_ name: String, as kind: String) {
            if let earlier = seen[name] {
                problems.append("the name \"\(name)\" is declared twice (as \(earlier) and as \(kind)); type names must be unique")
            } else {
                seen[name] = kind
            }
        }
        for intent in metadata.intents { claim(intent.name, as: "an intent") }
        for entity in metadata.entities { claim(entity.name, as: "an entity") }
        for entity in metadata.transientEntities { claim(entity.name, as: "a transient entity") }
        for enumeration in metadata.enums { claim(enumeration.name, as: "an enum") }
        for query in metadata.valueQueries { claim(query.name, as: "a value query") }

        let entityNames = Set(metadata.entities.map(\.name))
        let transientNames = Set(metadata.transientEntities.map(\.name))
        let enumNames = Set(metadata.enums.map(\.name))
        func check(_ type: ValueType, at place: String) {
            switch type {
            case .array(let element), .optional(let element): check(element, at: place)
            case .entity(let name) where !entityNames.contains(name):
                problems.append("\(place) has type \(name), an entity that is not registered; add \(name).self to the description's entities")
            case .transientEntity(let name) where !transientNames.contains(name):
                problems.append("\(place) has type \(name), a transient entity that is not registered; add \(name).self to the description's transientEntities")
            case .enumeration(let name) where !enumNames.contains(name):
                problems.append("\(place) has type \(name), an enum that is not registered; add \(name).self to the description's enums")
            default: break
            }
        }
        for intent in metadata.intents {
            if intent.title.isEmpty { problems.append("\(intent.name) has an empty title") }
            for parameter in intent.parameters { check(parameter.type, at: "\(intent.name).\(parameter.name)") }
            if let result = intent.resultType { check(result, at: "the result of \(intent.name)") }
        }
        for entity in metadata.entities {
            for property in entity.properties { check(property.type, at: "\(entity.name).\(property.name)") }
        }
        for entity in metadata.transientEntities {
            for property in entity.properties { check(property.type, at: "\(entity.name).\(property.name)") }
        }
        for query in metadata.valueQueries {
            check(query.inputType, at: "the input of \(query.name)")
            for result in query.resultTypes { check(result, at: "the result of \(query.name)") }
        }
        for enumeration in metadata.enums where enumeration.cases.isEmpty {
            problems.append("\(enumeration.name) has no cases; an enum needs at least one")
        }
        return problems
    }
}
