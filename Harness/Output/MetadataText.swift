import IntentWire

/// Readable renderings of metadata: intent signatures, entity summaries.
enum MetadataText {
    /// `CreateEventIntent(title: String, isAllDay: Bool = false, notes: String?) -> EventEntity`.
    static func signature(_ intent: IntentDescriptor) -> String {
        let parameters = intent.parameters.map { parameter -> String in
            var text = "\(parameter.name): \(parameter.type)"
            if let value = parameter.defaultValue { text += " = \(literal(value))" }
            return text
        }
        let result = intent.resultType.map { " -> \($0)" } ?? ""
        return "\(intent.name)(\(parameters.joined(separator: ", ")))\(result)"
    }

    /// A default value as Swift would write it: `false`, `[]`, `.thisEvent`.
    static func literal(_ value: IntentValue) -> String {
        switch value {
        case .enumCase(let enumValue): ".\(enumValue.rawValue)"
        case .array(let values) where values.isEmpty: "[]"
        default: value.description
        }
    }

    /// `EventEntity: title, startDate, … (queries: string, all)`.
    static func summary(_ entity: EntityDescriptor) -> String {
        "\(entity.name): " + entity.properties.map(\.name).joined(separator: ", ")
            + "  [queries: " + entity.queries.map(\.rawValue).joined(separator: ", ") + "]"
    }
}
