/// A value written straight to compact JSON text, with no ``JSONValue`` tree in between.
///
/// For large results: building a tree of every entity and then freeing it cost
/// the app about as much as writing the text. Each writer produces exactly
/// the bytes that writing the value's hand-written tree (``JSONFastCoding``)
/// produces (tests compare them); where that tree would be left to `Codable`,
/// the writer returns `false` and the caller discards what it wrote and takes
/// the tree path.
package protocol JSONDirectWriting {
    /// Appends the value's compact JSON; `false` to leave the value to the tree path.
    func writeJSON(to writer: inout JSONWriter) -> Bool
}

extension JSONWriter {
    /// Appends `"key":`.
    fileprivate mutating func writeKey(_ key: StaticString) {
        writeRaw("\"")
        writeRaw(key)
        writeRaw("\":")
    }

    /// Appends `,"key":`, for every member after an object's first.
    fileprivate mutating func writeNextKey(_ key: StaticString) {
        writeRaw(",")
        writeKey(key)
    }

    /// Appends an array of strings.
    fileprivate mutating func writeStrings(_ strings: [String]) {
        writeRaw("[")
        for (position, string) in strings.enumerated() {
            if position > 0 { writeRaw(",") }
            writeString(string)
        }
        writeRaw("]")
    }

    /// Appends a finite number as its shortest round-tripping text; `false` for a number JSON cannot hold.
    fileprivate mutating func writeNumber(_ value: Double) -> Bool {
        guard let number = JSONNumber(value) else { return false }
        writeRaw(number.text.utf8)
        return true
    }
}

extension EntityQueryResponse: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeRaw("{")
        writer.writeKey("entities")
        writer.writeRaw("[")
        for (position, entity) in entities.enumerated() {
            if position > 0 { writer.writeRaw(",") }
            guard entity.writeJSON(to: &writer) else { return false }
        }
        writer.writeRaw("]")
        if let page {
            writer.writeNextKey("page")
            writer.writeRaw("{")
            writer.writeKey("total")
            writer.writeRaw(String(page.total).utf8)
            if let next = page.nextCursor {
                writer.writeNextKey("nextCursor")
                writer.writeString(next)
            }
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
        return true
    }
}

extension EntityValue: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeRaw("{")
        writer.writeKey("type")
        writer.writeString(typeIdentifier)
        writer.writeNextKey("id")
        writer.writeString(instanceIdentifier)
        if !properties.isEmpty {
            writer.writeNextKey("properties")
            writer.writeRaw("{")
            var first = true
            for (name, value) in properties {
                if !first { writer.writeRaw(",") }
                first = false
                writer.writeString(name)
                writer.writeRaw(":")
                guard value.writeJSON(to: &writer) else { return false }
            }
            writer.writeRaw("}")
        }
        if let display {
            writer.writeNextKey("display")
            guard display.writeJSON(to: &writer) else { return false }
        }
        if isReference {
            writer.writeNextKey("reference")
            writer.writeRaw("true")
        }
        if let ownership {
            writer.writeNextKey("ownership")
            writer.writeStrings(ownership)
        }
        writer.writeRaw("}")
        return true
    }
}

extension IntentValue: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        func open(_ tag: StaticString) {
            writer.writeRaw("{")
            writer.writeKey(tag)
        }
        switch self {
        case .null:
            writer.writeRaw("null")
            return true
        case .bool(let value):
            open("bool")
            writer.writeRaw(value ? "true" : "false")
        case .int(let value):
            open("int")
            writer.writeRaw(String(value).utf8)
        case .double(let value):
            open("double")
            guard writer.writeNumber(value) else { return false }
        case .string(let value):
            open("string")
            writer.writeString(value)
        case .date(let value):
            open("date")
            guard writer.writeNumber(value.timeIntervalSinceReferenceDate) else { return false }
        case .url(let value):
            open("url")
            writer.writeString(value.absoluteString)
        case .duration(let value):
            open("duration")
            guard writer.writeNumber(value) else { return false }
        case .array(let values):
            open("array")
            writer.writeRaw("[")
            for (position, value) in values.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                guard value.writeJSON(to: &writer) else { return false }
            }
            writer.writeRaw("]")
        case .entity(let value):
            open("entity")
            guard value.writeJSON(to: &writer) else { return false }
        case .enumCase(let value):
            open("enum")
            writer.writeRaw("{")
            writer.writeKey("type")
            writer.writeString(value.typeIdentifier)
            writer.writeNextKey("case")
            writer.writeString(value.rawValue)
            writer.writeRaw("}")
        default:
            return false
        }
        writer.writeRaw("}")
        return true
    }
}

extension DisplayRepresentationValue: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeRaw("{")
        writer.writeKey("title")
        writer.writeString(title)
        if let subtitle {
            writer.writeNextKey("subtitle")
            writer.writeString(subtitle)
        }
        if let synonyms {
            writer.writeNextKey("synonyms")
            writer.writeStrings(synonyms)
        }
        if let image {
            writer.writeNextKey("image")
            image.writeJSON(to: &writer)
        }
        writer.writeRaw("}")
        return true
    }
}

extension DisplayImageValue {
    fileprivate func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{")
        var first = true
        func separate() {
            if !first { writer.writeRaw(",") }
            first = false
        }
        if let systemName {
            separate()
            writer.writeKey("systemName")
            writer.writeString(systemName)
        }
        if let named {
            separate()
            writer.writeKey("named")
            writer.writeString(named)
        }
        if let url {
            separate()
            writer.writeKey("url")
            writer.writeString(url)
        }
        if let dataByteCount {
            separate()
            writer.writeKey("dataBytes")
            writer.writeRaw(String(dataByteCount).utf8)
        }
        if isTemplate {
            separate()
            writer.writeKey("template")
            writer.writeRaw("true")
        }
        writer.writeRaw("}")
    }
}
