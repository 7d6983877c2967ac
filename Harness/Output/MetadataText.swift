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

    /// `EventEntity: title, startDate, duration (computed), conflicts (deferred)  [queries: string, all]`.
    static func summary(_ entity: EntityDescriptor) -> String {
        "\(entity.name)\(entity.isUnique == true ? " (unique)" : ""): " + entity.properties.map(propertyName).joined(separator: ", ")
            + "  [queries: " + entity.queries.map(\.rawValue).joined(separator: ", ") + "]"
    }

    /// A property's name, marked when it is computed at each fetch or deferred until asked.
    static func propertyName(_ property: PropertyDescriptor) -> String {
        guard let kind = property.kind else { return property.name }
        return "\(property.name) (\(kind.rawValue))"
    }
}

extension MetadataText {
    /// Everything the app exposes, one line per type.
    static func overview(_ metadata: AppMetadata, output: Terminal) -> String {
        var lines = [output.bold("\(metadata.app.name) \(metadata.app.version)") + " (\(metadata.app.bundleIdentifier))", ""]
        lines.append(output.bold("Intents (\(metadata.intents.count))"))
        for intent in metadata.intents {
            lines.append("  " + signature(intent))
            if let summary = intent.parameterSummary { lines.append("      " + output.dim(SummaryText.headline(summary))) }
        }
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
        if !metadata.unions.isEmpty {
            lines.append("")
            lines.append(output.bold("Unions (\(metadata.unions.count))"))
            lines += metadata.unions.map { "  \($0.name): " + $0.cases.map { "\($0.name)(\($0.type))" }.joined(separator: " | ") }
        }
        if !metadata.valueQueries.isEmpty {
            lines.append("")
            lines.append(output.bold("Value queries (\(metadata.valueQueries.count))"))
            lines += metadata.valueQueries.map { "  \($0.name)(\($0.inputType)) -> [" + $0.resultTypes.map(\.description).joined(separator: " | ") + "]" }
        }
        if !metadata.shortcuts.isEmpty {
            lines.append("")
            lines.append(output.bold("Shortcuts (\(metadata.shortcuts.count))"))
            lines += metadata.shortcuts.map { "  " + SummaryText.shortcut($0, applicationName: metadata.app.name) }
        }
        return lines.joined(separator: "\n")
    }

    static func detail(_ intent: IntentDescriptor, shortcuts: [AppShortcutDescriptor] = [], applicationName: String = "", output: Terminal) -> String {
        var lines = [output.bold(intent.name) + " — \(intent.title)"]
        if let description = intent.description { lines.append(description) }
        let listing = [
            intent.categoryName.map { "category \($0)" }, intent.searchKeywords.isEmpty ? nil : "keywords " + intent.searchKeywords.joined(separator: ", "),
            intent.resultValueName.map { "result named \"\($0)\"" },
        ].compactMap { $0 }
        if !listing.isEmpty { lines.append(listing.joined(separator: "; ")) }
        lines.append("")
        if let summary = intent.parameterSummary {
            lines.append("Summary:")
            lines += SummaryText.lines(summary, indent: "  ")
            lines.append("")
        }
        let rows = intent.parameters.map { parameter in
            [parameter.name, parameter.type.description, parameter.isRequired ? "required" : parameter.defaultValue.map { "default \(literal($0))" } ?? "optional", parameter.title]
                + [notes(parameter)].filter { !$0.isEmpty }
        }
        lines.append("Parameters:")
        lines += rows.isEmpty ? ["  (none)"] : TourText.table(rows).map { "  " + $0 }
        lines.append("Returns: \(intent.resultType?.description ?? "nothing")")
        lines.append("Runs: " + runs(intent))
        for shortcut in shortcuts where shortcut.intent == intent.name {
            lines.append("Shortcut: " + SummaryText.shortcut(shortcut, applicationName: applicationName))
        }
        return lines.joined(separator: "\n")
    }

    /// How an intent runs: `background; opens the app; requires authentication; asks for confirmation; role open`.
    static func runs(_ intent: IntentDescriptor) -> String {
        var parts = [intent.supportedModes.joined(separator: ", ")]
        if intent.openAppWhenRun { parts.append("opens the app") }
        if intent.authenticationPolicy != "alwaysAllowed" { parts.append(intent.authenticationPolicy) }
        if !intent.isDiscoverable { parts.append("hidden from Shortcuts and Spotlight") }
        if intent.asksForConfirmation { parts.append("asks for confirmation") }
        parts += intent.roles.map { "role \($0)" }
        return parts.joined(separator: "; ")
    }

    /// What a parameter declares beyond its type and default: `range 1...10, slider, asks "…"`.
    static func notes(_ parameter: ParameterDescriptor) -> String {
        [
            parameter.description.map { $0.hasSuffix(".") ? String($0.dropLast()) : $0 }, parameter.inclusiveRange.map { "range \($0.text)" }, parameter.controlStyle,
            parameter.defaultUnit.map { "unit \($0)" },
            parameter.supportsNegativeNumbers.map { $0 ? "may be negative" : "not negative" },
            parameter.supportedContentTypes.map { "types " + $0.joined(separator: ", ") }, parameter.hasOptions ? "offers options" : nil,
            parameter.requestValueDialog.map { "asks \"\($0)\"" }, parameter.requestDisambiguationDialog.map { "disambiguates \"\($0)\"" },
        ].compactMap { $0 }.joined(separator: "; ")
    }

    static func detail(_ entity: EntityDescriptor, output: Terminal) -> String {
        var lines = [output.bold(entity.name) + " — \(entity.displayName), identified by \(entity.identifierType)"]
        if let format = entity.numericFormat { lines.append("Counted as \"\(format)\"") }
        if entity.isIndexed == true { lines.append("Donated to the search index") }
        if entity.isUnique == true { lines.append("Unique: there is exactly one, and parameters of this type need no value") }
        if entity.providesOwnership == true { lines.append("Each says whether it is shared or public") }
        lines += ["", "Properties:"]
        lines += TourText.table(
            entity.properties.map { property in
                [property.name, property.type.description, property.title] + (property.kind.map { ["\($0.rawValue)"] } ?? [])
            }
        ).map { "  " + $0 }
        lines.append("Queries: " + entity.queries.map(\.rawValue).joined(separator: ", "))
        if let propertyQuery = entity.propertyQuery {
            lines += ["", "Property query:"]
            lines += TourText.table(propertyQuery.properties.map { [$0.name, $0.comparators.map(\.rawValue).joined(separator: ", ")] }).map { "  " + $0 }
            lines.append("  sorts by " + (propertyQuery.sortableBy.isEmpty ? "nothing" : propertyQuery.sortableBy.joined(separator: ", ")))
        }
        return lines.joined(separator: "\n")
    }

    static func detail(_ entity: TransientEntityDescriptor, output: Terminal) -> String {
        ([output.bold(entity.name) + " — \(entity.displayName), transient (no identifier, no queries)", "", "Properties:"]
            + TourText.table(entity.properties.map { [$0.name, $0.type.description, $0.title] }).map { "  " + $0 }).joined(separator: "\n")
    }

    static func detail(_ enumeration: EnumDescriptor, output: Terminal) -> String {
        ([output.bold(enumeration.name) + " — \(enumeration.displayName)", "", "Cases:"]
            + TourText.table(
                enumeration.cases.map { enumCase in
                    [enumCase.rawValue, enumCase.title]
                        + [[enumCase.subtitle, enumCase.image?.summary, enumCase.synonyms.map { "also " + $0.joined(separator: ", ") }].compactMap { $0 }.joined(separator: "; ")].filter {
                            !$0.isEmpty
                        }
                }
            ).map { "  " + $0 }).joined(separator: "\n")
    }

    static func detail(_ union: UnionDescriptor, output: Terminal) -> String {
        ([output.bold(union.name) + " — \(union.displayName), one of", "", "Cases:"]
            + TourText.table(union.cases.map { [$0.name, $0.type.description] + ($0.title.map { [$0] } ?? []) }).map { "  " + $0 }).joined(separator: "\n")
    }

    static func detail(_ query: ValueQueryDescriptor, output: Terminal) -> String {
        [output.bold(query.name) + " — value query", "Input: \(query.inputType)", "Returns: " + query.resultTypes.map(\.description).joined(separator: " | ")].joined(separator: "\n")
    }
}
