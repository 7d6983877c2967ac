import IntentJSON

/// `EntityValue`'s one coding: `{"type":…,"id":…,"properties":{…},"display":{…},"reference":true,"ownership":[…]}`,
/// every member but `type` and `id` optional.
///
/// Read from a reply, the `properties` (and a `display` right after them) are checked and kept as text, read into
/// values when first asked for: most entities of a large reply are only counted or looked up (see
/// ``EncodedPropertyValues``). Text the check does not take (another layout) is read into values at once.
extension EntityValue: WireCodableByHand {
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var type: String?
        var id: String?
        var properties: EncodedPropertyValues?
        var propertyValues: [String: IntentValue] = [:]
        // Where the `properties` object's text is, to keep it (and a display right after it) in one copy.
        var propertiesText: Range<Int>?
        var display: DisplayRepresentationValue?
        var encodedDisplay: EncodedDisplay?
        var isReference = false
        var ownership: [String]?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("type") {
                try seen.insert(0)
                if let name = parser.readTypeName() {
                    type = name
                } else {
                    // Read again to name its problem.
                    type = try parser.expectString()
                }
            } else if key.is("id") {
                try seen.insert(1)
                id = try parser.expectString()
            } else if key.is("properties") {
                try seen.insert(2)
                if parser.readNull() { return }
                let (start, depth) = (parser.index, parser.depth)
                guard let count = parser.skipCompactPropertyValues() else {
                    (parser.index, parser.depth) = (start, depth)
                    propertyValues = try Self.readPropertyValues(&parser)
                    return
                }
                guard count > 0 else { return }
                propertiesText = start..<parser.index
                // Copied when the next member is known: a display right after shares the copy.
                if !parser.isAt(#","display":{"#) {
                    properties = EncodedPropertyValues(json: Array(UnsafeBufferPointer(rebasing: parser.bytes[start..<parser.index]))[...])
                }
            } else if key.is("display") {
                try seen.insert(3)
                if parser.readNull() { return }
                let (start, depth) = (parser.index, parser.depth)
                // Right after the properties: checked now, kept as text with them, read when first asked for.
                if let text = propertiesText, properties == nil, start == text.upperBound + #","display":"#.utf8.count {
                    if parser.skipCompactDisplay() {
                        let shared = Array(UnsafeBufferPointer(rebasing: parser.bytes[text.lowerBound..<parser.index]))
                        properties = EncodedPropertyValues(json: shared[0..<text.count])
                        encodedDisplay = EncodedDisplay(json: shared[(start - text.lowerBound)...])
                        return
                    }
                    (parser.index, parser.depth) = (start, depth)
                }
                display = try DisplayRepresentationValue(json: &parser)
            } else if key.is("reference") {
                try seen.insert(4)
                if parser.readNull() { return }
                isReference = try parser.expectBool()
            } else if key.is("ownership") {
                try seen.insert(5)
                if parser.readNull() { return }
                ownership = try parser.expectStrings()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let type else { throw JSONCodingError("missing required key \"type\"") }
        guard let id else { throw JSONCodingError("missing required key \"id\"") }
        if let text = propertiesText, properties == nil {
            // A display that did not take the shared copy: the properties' text alone.
            properties = EncodedPropertyValues(json: Array(UnsafeBufferPointer(rebasing: parser.bytes[text]))[...])
        }
        if properties == nil, !propertyValues.isEmpty {
            self.init(typeIdentifier: type, instanceIdentifier: id, properties: propertyValues, display: display, isReference: isReference, ownership: ownership)
            return
        }
        self.init(
            typeIdentifier: type, instanceIdentifier: id, encodedProperties: properties, display: display, encodedDisplay: encodedDisplay,
            isReference: isReference, ownership: ownership)
    }

    /// Reads a `properties` object into values.
    static func readPropertyValues(_ parser: inout JSONParser) throws(JSONCodingError) -> [String: IntentValue] {
        var properties: [String: IntentValue] = [:]
        // Room for a typical entity's properties without growing (an event has 13).
        properties.reserveCapacity(16)
        try parser.readObject { parser, name throws(JSONCodingError) in
            let value = try IntentValue(json: &parser)
            guard properties.updateValue(value, forKey: name.string) == nil else { throw JSONCodingError("the property appears twice in its object") }
        }
        return properties
    }

    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        if let text = propertiesText {
            // Checked text (or text the app wrote itself), as it is: `{` members `}`.
            try Self.writeJSON(
                typeIdentifier: typeIdentifier, instanceIdentifier: instanceIdentifier, hasProperties: true,
                display: display, isReference: isReference, ownership: ownership, to: &writer
            ) { writer throws(JSONCodingError) in writer.writeRaw(text.dropFirst().dropLast()) }
            return
        }
        try Self.writeJSON(
            typeIdentifier: typeIdentifier, instanceIdentifier: instanceIdentifier, hasProperties: !properties.isEmpty,
            display: display, isReference: isReference, ownership: ownership, to: &writer
        ) { writer throws(JSONCodingError) in
            var first = true
            for (name, value) in properties { try writer.writeMember(name, value, first: &first) }
        }
    }

    /// Writes an entity from its parts, exactly as the ``EntityValue`` made of them writes.
    ///
    /// The app writes the entities of large results this way, straight from the entities, without a value of
    /// their properties in between.
    /// - Parameters:
    ///   - hasProperties: Whether `writeProperties` writes any: an entity without properties leaves the member out.
    ///   - writeProperties: Writes the members of the `properties` object (see ``JSONWriter/writeMember(_:_:first:)``).
    package static func writeJSON(
        typeIdentifier: String, instanceIdentifier: String, hasProperties: Bool,
        display: DisplayRepresentationValue?, isReference: Bool, ownership: [String]?,
        to writer: inout JSONWriter, properties writeProperties: (inout JSONWriter) throws(JSONCodingError) -> Void
    ) throws(JSONCodingError) {
        writer.writeRaw(#"{"type":"#)
        writer.writeString(typeIdentifier)
        writer.writeRaw(#","id":"#)
        writer.writeString(instanceIdentifier)
        if hasProperties {
            writer.writeRaw(#","properties":{"#)
            do {
                try writeProperties(&writer)
            } catch {
                throw error.inside(member: "properties")
            }
            writer.writeRaw("}")
        }
        if let display {
            writer.writeRaw(#","display":"#)
            display.writeJSON(to: &writer)
        }
        if isReference { writer.writeRaw(#","reference":true"#) }
        writer.writeOptional(#","ownership":"#, ownership)
        writer.writeRaw("}")
    }
}

extension JSONWriter {
    /// Appends `"name":value` to an object, after a comma unless it is the first member.
    package mutating func writeMember(_ name: String, _ value: IntentValue, first: inout Bool) throws(JSONCodingError) {
        if !first { writeRaw(",") }
        first = false
        writeString(name)
        writeRaw(":")
        do {
            try value.writeJSON(to: &self)
        } catch {
            throw error.inside(member: name)
        }
    }
}
