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

extension MetadataText {
    /// Everything the app exposes, one line per type.
    static func overview(_ metadata: AppMetadata, output: Terminal) -> String {
        var lines = [output.bold("\(metadata.app.name) \(metadata.app.version)") + " (\(metadata.app.bundleIdentifier))", ""]
        lines.append(output.bold("Intents (\(metadata.intents.count))"))
        lines += metadata.intents.map { "  " + signature($0) }
        lines.append("")
        lines.append(output.bold("Entities (\(metadata.entities.count))"))
        lines += metadata.entities.map { "  " + summary($0) }
        if !metadata.transientEntities.isEmpty {
            lines.append("")
            lines.append(output.bold("Transient entities (\(metadata.transientEntities.count))"))
            lines += metadata.transientEntities.map { "  \($0.name): " + $0.properties.map(\.name).joined(separator: ", ") }
        }
        lines.append("")
        lines.append(output.bold("Enums (\(metadata.enums.count))"))
        lines += metadata.enums.map { "  \($0.name): " + $0.cases.map(\.rawValue).joined(separator: ", ") }
        if !metadata.valueQueries.isEmpty {
            lines.append("")
            lines.append(output.bold("Value queries (\(metadata.valueQueries.count))"))
            lines += metadata.valueQueries.map { "  \($0.name)(\($0.inputType)) -> [" + $0.resultTypes.map(\.description).joined(separator: " | ") + "]" }
        }
        return lines.joined(separator: "\n")
    }

    static func detail(_ intent: IntentDescriptor, output: Terminal) -> String {
        var lines = [output.bold(intent.name) + " — \(intent.title)"]
        if let description = intent.description { lines.append(description) }
        lines.append("")
        let rows = intent.parameters.map { parameter in
            [parameter.name, parameter.type.description, parameter.isRequired ? "required" : parameter.defaultValue.map { "default \(literal($0))" } ?? "optional", parameter.title]
        }
        lines.append("Parameters:")
        lines += rows.isEmpty ? ["  (none)"] : TourText.table(rows).map { "  " + $0 }
        lines.append("Returns: \(intent.resultType?.description ?? "nothing")")
        return lines.joined(separator: "\n")
    }

    static func detail(_ entity: EntityDescriptor, output: Terminal) -> String {
        var lines = [output.bold(entity.name) + " — \(entity.displayName), identified by \(entity.identifierType)", "", "Properties:"]
        lines += TourText.table(entity.properties.map { [$0.name, $0.type.description, $0.title] }).map { "  " + $0 }
        lines.append("Queries: " + entity.queries.map(\.rawValue).joined(separator: ", "))
        return lines.joined(separator: "\n")
    }

    static func detail(_ entity: TransientEntityDescriptor, output: Terminal) -> String {
        ([output.bold(entity.name) + " — \(entity.displayName), transient (no identifier, no queries)", "", "Properties:"]
            + TourText.table(entity.properties.map { [$0.name, $0.type.description, $0.title] }).map { "  " + $0 }).joined(separator: "\n")
    }

    static func detail(_ enumeration: EnumDescriptor, output: Terminal) -> String {
        ([output.bold(enumeration.name) + " — \(enumeration.displayName)", "", "Cases:"]
            + TourText.table(enumeration.cases.map { [$0.rawValue, $0.title] }).map { "  " + $0 }).joined(separator: "\n")
    }

    static func detail(_ query: ValueQueryDescriptor, output: Terminal) -> String {
        [output.bold(query.name) + " — value query", "Input: \(query.inputType)", "Returns: " + query.resultTypes.map(\.description).joined(separator: " | ")].joined(separator: "\n")
    }
}
