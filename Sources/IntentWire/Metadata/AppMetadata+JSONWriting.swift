import IntentJSON

/// The metadata written straight to compact JSON, as every app does for its handshake at start-up.
///
/// Encoding the metadata with `Codable` at every start-up has the Swift runtime scan every conformance record
/// in the executable the first time it meets each descriptor type's `CodingKeys`. These writers produce exactly the bytes the `Codable` path produces (tests compare them
/// for metadata that sets every field and for metadata that sets none); each returns `false` for a number
/// JSON cannot hold, which the `Codable` path reports as an error.
extension AppMetadata {
    /// `{"app":{…},"intents":`: the metadata's text before its intents.
    package func writeJSONBeforeIntents(to writer: inout JSONWriter) {
        writer.writeRaw("{\"app\":")
        app.writeJSON(to: &writer)
        writer.writeRaw(",\"intents\":")
    }

    /// `,"entities":[…],…}`: the metadata's text after its intents.
    package func writeJSONAfterIntents(to writer: inout JSONWriter) -> Bool {
        writer.writeRaw(",\"entities\":")
        guard writer.writeArray(entities, { $1.writeJSON(to: &$0) }) else { return false }
        writer.writeRaw(",\"transientEntities\":")
        guard writer.writeArray(transientEntities, { $1.writeJSON(to: &$0) }) else { return false }
        writer.writeRaw(",\"enums\":")
        guard writer.writeArray(enums, { $1.writeJSON(to: &$0) }) else { return false }
        writer.writeRaw(",\"valueQueries\":")
        guard writer.writeArray(valueQueries, { $1.writeJSON(to: &$0) }) else { return false }
        writer.writeRaw(",\"shortcuts\":")
        guard writer.writeArray(shortcuts, { $1.writeJSON(to: &$0) }) else { return false }
        if let shortcutTileColor {
            writer.writeString(",\"shortcutTileColor\":", shortcutTileColor)
        }
        writer.writeRaw(",\"unions\":")
        guard writer.writeArray(unions, { $1.writeJSON(to: &$0) }) else { return false }
        writer.writeRaw("}")
        return true
    }

    /// The intents' array.
    package static func writeJSON(_ intents: [IntentDescriptor], to writer: inout JSONWriter) -> Bool {
        writer.writeArray(intents) { $1.writeJSON(to: &$0) }
    }
}

extension JSONWriter {
    /// Appends an array, each element by `element`; `false` as soon as one cannot be written.
    fileprivate mutating func writeArray<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Bool) -> Bool {
        writeRaw("[")
        for (position, value) in elements.enumerated() {
            if position > 0 { writeRaw(",") }
            guard element(&self, value) else { return false }
        }
        writeRaw("]")
        return true
    }

    /// Opens an object with a type's name and display name: `{"name":…,"displayName":…`.
    fileprivate mutating func openObject(named name: String, displayName: String) {
        writeString("{\"name\":", name)
        writeString(",\"displayName\":", displayName)
    }

    /// Appends `,"key":true` or `false` when there is a flag.
    fileprivate mutating func writeOptional(_ fragment: StaticString, _ flag: Bool?) {
        guard let flag else { return }
        writeRaw(fragment)
        writeRaw(flag ? "true" : "false")
    }
}

extension AppDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) {
        writer.writeString("{\"bundleIdentifier\":", bundleIdentifier)
        writer.writeString(",\"name\":", name)
        writer.writeString(",\"version\":", version)
        writer.writeRaw("}")
    }
}

extension IntentDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"name\":", name)
        writer.writeString(",\"title\":", title)
        writer.writeOptional(",\"description\":", description)
        writer.writeOptional(",\"categoryName\":", categoryName)
        writer.writeRaw(",\"searchKeywords\":")
        writer.writeStrings(searchKeywords)
        writer.writeOptional(",\"resultValueName\":", resultValueName)
        writer.writeRaw(",\"parameters\":")
        guard writer.writeArray(parameters, { $1.writeJSON(to: &$0) }) else { return false }
        if let parameterSummary {
            writer.writeRaw(",\"parameterSummary\":")
            guard parameterSummary.writeJSON(to: &writer) else { return false }
        }
        if let resultType {
            writer.writeRaw(",\"resultType\":")
            resultType.writeJSON(to: &writer)
        }
        writer.writeRaw(",\"openAppWhenRun\":")
        writer.writeRaw(openAppWhenRun ? "true" : "false")
        writer.writeRaw(",\"supportedModes\":")
        writer.writeStrings(supportedModes)
        writer.writeString(",\"authenticationPolicy\":", authenticationPolicy)
        writer.writeRaw(",\"isDiscoverable\":")
        writer.writeRaw(isDiscoverable ? "true" : "false")
        writer.writeRaw(",\"roles\":")
        writer.writeStrings(roles)
        writer.writeRaw("}")
        return true
    }
}

extension ParameterDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"name\":", name)
        writer.writeString(",\"title\":", title)
        writer.writeOptional(",\"description\":", description)
        writer.writeRaw(",\"type\":")
        type.writeJSON(to: &writer)
        if let defaultValue {
            writer.writeRaw(",\"defaultValue\":")
            guard (try? defaultValue.writeJSON(to: &writer)) != nil else { return false }
        }
        writer.writeOptional(",\"requestValueDialog\":", requestValueDialog)
        writer.writeOptional(",\"requestDisambiguationDialog\":", requestDisambiguationDialog)
        if let inclusiveRange {
            writer.writeRaw(",\"inclusiveRange\":{\"lowerBound\":")
            guard (try? writer.writeNumber(inclusiveRange.lowerBound)) != nil else { return false }
            writer.writeRaw(",\"upperBound\":")
            guard (try? writer.writeNumber(inclusiveRange.upperBound)) != nil else { return false }
            writer.writeRaw("}")
        }
        writer.writeOptional(",\"controlStyle\":", controlStyle)
        writer.writeOptional(",\"defaultUnit\":", defaultUnit)
        writer.writeOptional(",\"supportsNegativeNumbers\":", supportsNegativeNumbers)
        writer.writeOptional(",\"supportedContentTypes\":", supportedContentTypes)
        writer.writeRaw(",\"hasOptions\":")
        writer.writeRaw(hasOptions ? "true" : "false")
        writer.writeOptional(",\"inputConnectionBehavior\":", inputConnectionBehavior)
        Self.writeTexts(",\"inputOptions\":", inputOptions, to: &writer)
        Self.writeTexts(",\"displayNames\":", displayNames, to: &writer)
        writer.writeRaw("}")
        return true
    }

    /// `prefix{"a":"…","b":"…"}`, keys sorted, when `texts` is present.
    private static func writeTexts(_ prefix: StaticString, _ texts: [String: String]?, to writer: inout JSONWriter) {
        guard let texts else { return }
        writer.writeRaw(prefix)
        writer.writeRaw("{")
        for (index, key) in texts.keys.sorted().enumerated() {
            if index > 0 { writer.writeRaw(",") }
            writer.writeString(key)
            writer.writeRaw(":")
            writer.writeString(texts[key] ?? "")
        }
        writer.writeRaw("}")
    }
}

extension ValueType {
    fileprivate func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{\"kind\":")
        switch self {
        case .string, .int, .double, .bool, .date, .url, .duration, .currencyAmount, .file, .dateComponents, .person, .decimal:
            writer.writeString(description)
        case .measurement(let dimension):
            writer.writeString("\"Measurement\",\"dimension\":", dimension)
        case .array(let element):
            writer.writeRaw("\"array\",\"element\":")
            element.writeJSON(to: &writer)
        case .optional(let wrapped):
            writer.writeRaw("\"optional\",\"wrapped\":")
            wrapped.writeJSON(to: &writer)
        case .entity(let name):
            writer.writeString("\"entity\",\"name\":", name)
        case .transientEntity(let name):
            writer.writeString("\"transientEntity\",\"name\":", name)
        case .enumeration(let name):
            writer.writeString("\"enum\",\"name\":", name)
        case .union(let name):
            writer.writeString("\"union\",\"name\":", name)
        }
        writer.writeRaw("}")
    }
}

extension ParameterSummaryDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        switch self {
        case .summary(let format, let table):
            writer.writeString("{\"summary\":", format)
            if !table.isEmpty {
                writer.writeRaw(",\"table\":")
                writer.writeStrings(table)
            }
        case .when(let parameter, let comparison, let values, let then, let otherwise):
            writer.writeString("{\"when\":{\"parameter\":", parameter)
            writer.writeString(",\"comparison\":", comparison)
            if !values.isEmpty {
                writer.writeRaw(",\"values\":")
                guard writer.writeArray(values, { (try? $1.writeJSON(to: &$0)) != nil }) else { return false }
            }
            writer.writeRaw(",\"then\":")
            guard then.writeJSON(to: &writer) else { return false }
            if let otherwise {
                writer.writeRaw(",\"otherwise\":")
                guard otherwise.writeJSON(to: &writer) else { return false }
            }
            writer.writeRaw("}")
        case .switchOn(let parameter, let cases, let defaultCase):
            writer.writeString("{\"switch\":{\"parameter\":", parameter)
            writer.writeRaw(",\"cases\":")
            let casesWritten = writer.writeArray(cases) { writer, switchCase in
                writer.writeRaw("{\"values\":")
                guard writer.writeArray(switchCase.values, { (try? $1.writeJSON(to: &$0)) != nil }) else { return false }
                writer.writeRaw(",\"summary\":")
                guard switchCase.summary.writeJSON(to: &writer) else { return false }
                writer.writeRaw("}")
                return true
            }
            guard casesWritten else { return false }
            if let defaultCase {
                writer.writeRaw(",\"default\":")
                guard defaultCase.writeJSON(to: &writer) else { return false }
            }
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
        return true
    }
}

extension EntityDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"properties\":")
        _ = writer.writeArray(properties) { $1.writeJSON(to: &$0) }
        writer.writeRaw(",\"queries\":")
        writer.writeStrings(queries.map(\.rawValue))
        writer.writeString(",\"identifierType\":", identifierType)
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeOptional(",\"numericFormat\":", numericFormat)
        writer.writeOptional(",\"isIndexed\":", isIndexed)
        if let propertyQuery {
            writer.writeRaw(",\"propertyQuery\":{\"properties\":")
            _ = writer.writeArray(propertyQuery.properties) { writer, property in
                writer.writeString("{\"name\":", property.name)
                writer.writeRaw(",\"comparators\":")
                writer.writeStrings(property.comparators.map(\.rawValue))
                writer.writeRaw("}")
                return true
            }
            writer.writeRaw(",\"sortableBy\":")
            writer.writeStrings(propertyQuery.sortableBy)
            writer.writeRaw("}")
        }
        writer.writeOptional(",\"isUnique\":", isUnique)
        writer.writeOptional(",\"providesOwnership\":", providesOwnership)
        writer.writeRaw("}")
        return true
    }
}

extension TransientEntityDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"properties\":")
        _ = writer.writeArray(properties) { $1.writeJSON(to: &$0) }
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeOptional(",\"numericFormat\":", numericFormat)
        writer.writeRaw("}")
        return true
    }
}

extension PropertyDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"name\":", name)
        writer.writeString(",\"title\":", title)
        writer.writeRaw(",\"type\":")
        type.writeJSON(to: &writer)
        writer.writeOptional(",\"kind\":", kind?.rawValue)
        writer.writeRaw("}")
        return true
    }
}

extension EnumDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"cases\":")
        _ = writer.writeArray(cases) { writer, enumCase in
            writer.writeString("{\"rawValue\":", enumCase.rawValue)
            writer.writeString(",\"title\":", enumCase.title)
            writer.writeOptional(",\"subtitle\":", enumCase.subtitle)
            if let image = enumCase.image {
                writer.writeRaw(",\"image\":")
                image.writeJSON(to: &writer)
            }
            writer.writeOptional(",\"synonyms\":", enumCase.synonyms)
            writer.writeRaw("}")
            return true
        }
        writer.writeOptional(",\"synonyms\":", synonyms)
        writer.writeOptional(",\"numericFormat\":", numericFormat)
        writer.writeRaw("}")
        return true
    }
}

extension ValueQueryDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"name\":", name)
        writer.writeRaw(",\"inputType\":")
        inputType.writeJSON(to: &writer)
        writer.writeRaw(",\"resultTypes\":")
        _ = writer.writeArray(resultTypes) { writer, type in
            type.writeJSON(to: &writer)
            return true
        }
        writer.writeRaw("}")
        return true
    }
}

extension AppShortcutDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"intent\":", intent)
        writer.writeRaw(",\"phrases\":")
        writer.writeStrings(phrases)
        writer.writeOptional(",\"shortTitle\":", shortTitle)
        writer.writeOptional(",\"systemImageName\":", systemImageName)
        if !parameters.isEmpty {
            // In the dictionary's own order, as `Codable` writes a dictionary.
            writer.writeRaw(",\"parameters\":{")
            var first = true
            for (name, value) in parameters {
                guard (try? writer.writeMember(name, value, first: &first)) != nil else { return false }
            }
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
        return true
    }
}

extension UnionDescriptor {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.openObject(named: name, displayName: displayName)
        writer.writeRaw(",\"cases\":")
        _ = writer.writeArray(cases) { writer, unionCase in
            writer.writeString("{\"name\":", unionCase.name)
            writer.writeOptional(",\"title\":", unionCase.title)
            writer.writeRaw(",\"type\":")
            unionCase.type.writeJSON(to: &writer)
            writer.writeRaw("}")
            return true
        }
        writer.writeRaw("}")
        return true
    }
}
