import IntentWire

/// The differences between two versions of an app's metadata, split into breaking changes and compatible additions.
///
/// Breaking: anything removed or renamed (intent, entity, transient entity,
/// enum, case, parameter, property, value query, query kind), a parameter
/// that became required, a changed type. Compatible: additions that no
/// existing caller can notice.
struct MetadataDiff {
    var breaking: [String] = []
    var compatible: [String] = []

    init(old: AppMetadata, new: AppMetadata) {
        for (old, new) in compareNamed(old.intents, new.intents, what: "intent", name: \.name, signature: { $0.parameters.map(\.type) }) {
            compareParameters(old, new)
            if old.resultType != new.resultType {
                breaking.append("\(new.name) now returns \(new.resultType?.description ?? "nothing") instead of \(old.resultType?.description ?? "nothing")")
            }
        }
        for (old, new) in compareNamed(old.entities, new.entities, what: "entity", name: \.name, signature: { $0.properties.map(\.type) }) {
            compareProperties(old.properties, new.properties, owner: new.name)
            for kind in old.queries where !new.queries.contains(kind) { breaking.append("\(new.name) no longer answers \(kind.rawValue) queries") }
            for kind in new.queries where !old.queries.contains(kind) { compatible.append("\(new.name) now answers \(kind.rawValue) queries") }
            if old.identifierType != new.identifierType {
                breaking.append("\(new.name) identifiers changed from \(old.identifierType) to \(new.identifierType)")
            }
        }
        for (old, new) in compareNamed(old.transientEntities, new.transientEntities, what: "transient entity", name: \.name, signature: { $0.properties.map(\.type) }) {
            compareProperties(old.properties, new.properties, owner: new.name)
        }
        for (old, new) in compareNamed(old.enums, new.enums, what: "enum", name: \.name, signature: { $0.cases.map(\.rawValue) }) {
            for enumCase in old.cases where !new.cases.contains(where: { $0.rawValue == enumCase.rawValue }) {
                breaking.append("case \(new.name).\(enumCase.rawValue) was removed")
            }
            for enumCase in new.cases where !old.cases.contains(where: { $0.rawValue == enumCase.rawValue }) {
                compatible.append("case \(new.name).\(enumCase.rawValue) was added")
            }
        }
        for (old, new) in compareNamed(old.valueQueries, new.valueQueries, what: "value query", name: \.name, signature: { [$0.inputType] }) {
            if old.inputType != new.inputType { breaking.append("\(new.name) now takes \(new.inputType) instead of \(old.inputType)") }
            if old.resultTypes != new.resultTypes { breaking.append("\(new.name) now returns \(new.resultTypes) instead of \(old.resultTypes)") }
        }
    }

    /// Records removed and added types (with a rename hint when an added type has the removed one's shape); returns the pairs present in both.
    private mutating func compareNamed<Item, Shape: Equatable>(
        _ old: [Item], _ new: [Item], what: String, name: KeyPath<Item, String>, signature: (Item) -> Shape
    ) -> [(Item, Item)] {
        var matched: [(Item, Item)] = []
        let oldNames = Set(old.map { $0[keyPath: name] })
        let added = new.filter { !oldNames.contains($0[keyPath: name]) }
        for item in old {
            let itemName = item[keyPath: name]
            if let counterpart = new.first(where: { $0[keyPath: name] == itemName }) {
                matched.append((item, counterpart))
            } else if let renamed = added.first(where: { signature($0) == signature(item) }) {
                breaking.append("\(what) \(itemName) was removed (renamed to \(renamed[keyPath: name])?); saved references to \(itemName) break")
            } else {
                breaking.append("\(what) \(itemName) was removed")
            }
        }
        for item in added {
            compatible.append("\(what) \(item[keyPath: name]) was added")
        }
        return matched
    }

    private mutating func compareParameters(_ old: IntentDescriptor, _ new: IntentDescriptor) {
        for parameter in old.parameters {
            guard let counterpart = new.parameter(named: parameter.name) else {
                breaking.append("parameter \(new.name).\(parameter.name) was removed")
                continue
            }
            if counterpart.type.nonOptional != parameter.type.nonOptional {
                breaking.append("parameter \(new.name).\(parameter.name) changed type from \(parameter.type) to \(counterpart.type)")
            } else if counterpart.isRequired && !parameter.isRequired {
                breaking.append("parameter \(new.name).\(parameter.name) became required")
            }
        }
        for parameter in new.parameters where old.parameter(named: parameter.name) == nil {
            if parameter.isRequired {
                breaking.append("required parameter \(new.name).\(parameter.name) (\(parameter.type)) was added")
            } else {
                compatible.append("optional parameter \(new.name).\(parameter.name) (\(parameter.type)) was added")
            }
        }
    }

    private mutating func compareProperties(_ old: [PropertyDescriptor], _ new: [PropertyDescriptor], owner: String) {
        for property in old {
            guard let counterpart = new.first(where: { $0.name == property.name }) else {
                breaking.append("property \(owner).\(property.name) was removed")
                continue
            }
            if counterpart.type != property.type {
                breaking.append("property \(owner).\(property.name) changed type from \(property.type) to \(counterpart.type)")
            }
        }
        for property in new where !old.contains(where: { $0.name == property.name }) {
            compatible.append("property \(owner).\(property.name) (\(property.type)) was added")
        }
    }
}
