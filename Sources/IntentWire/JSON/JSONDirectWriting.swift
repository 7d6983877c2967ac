/// A value written straight to compact JSON text, with no ``JSONValue`` tree in between.
///
/// Keys are written with their punctuation as one fragment (`,"id":`): a large
/// result writes a few hundred fragments per entity, and each call counted.
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
    /// Appends a fragment (`,"key":`, with its punctuation) and a string value.
    package mutating func writeString(_ fragment: StaticString, _ value: String) {
        writeRaw(fragment)
        writeString(value)
    }

    /// Appends `,"key":"value"` (the fragment holds the comma, the quoted key and the colon) when there is a value.
    package mutating func writeOptional(_ fragment: StaticString, _ value: String?) {
        guard let value else { return }
        writeString(fragment, value)
    }

    /// Appends `,"key":[…]` when there are strings.
    package mutating func writeOptional(_ fragment: StaticString, _ strings: [String]?) {
        guard let strings else { return }
        writeRaw(fragment)
        writeStrings(strings)
    }

    /// Appends an array of strings.
    package mutating func writeStrings(_ strings: [String]) {
        writeRaw("[")
        for (position, string) in strings.enumerated() {
            if position > 0 { writeRaw(",") }
            writeString(string)
        }
        writeRaw("]")
    }

    /// Appends a finite number as its shortest round-tripping text (Swift's `description` of it); `false` for a
    /// number JSON cannot hold.
    package mutating func writeNumber(_ value: Double) -> Bool {
        if let hundredths = Self.exactHundredths(value) {
            writeHundredths(hundredths, negative: value < 0)
            return true
        }
        guard value.isFinite else { return false }
        // The text `description` gives, without making a string of it: `write(to:)` hands its digits over as
        // ASCII bytes (a date's text cost an allocation and a copy, three times an event).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: NumberText.capacity) { buffer in
            var text = NumberText(buffer: buffer)
            value.write(to: &text)
            writeBytes(UnsafeBufferPointer(rebasing: buffer[..<text.count]))
        }
        return true
    }

    /// The number as a whole count of hundredths, when it is one (dates to the centisecond, durations, amounts):
    /// at most 2^40 in size, so that no other decimal of two places or fewer reads as the same `Double`, and its
    /// shortest text is those digits.
    private static func exactHundredths(_ value: Double) -> UInt64? {
        let magnitude = value.magnitude
        guard magnitude >= 0.01, magnitude < 0x1p40 else { return nil }
        let scaled = (magnitude * 100).rounded()
        guard scaled / 100 == magnitude else { return nil }
        return UInt64(scaled)
    }

    /// Writes hundredths as Swift writes the number: `12.0`, `12.5`, `12.25`.
    private mutating func writeHundredths(_ hundredths: UInt64, negative: Bool) {
        // Sign, 11 integer digits, a point and two decimals.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 16) { buffer in
            var end = buffer.count
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            let fraction = hundredths % 100
            if fraction % 10 != 0 { put(UInt8(ascii: "0") + UInt8(fraction % 10)) }
            put(UInt8(ascii: "0") + UInt8(fraction / 10))
            put(UInt8(ascii: "."))
            var whole = hundredths / 100
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { put(UInt8(ascii: "-")) }
            writeBytes(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }
}

extension EntityQueryResponse: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeRaw(Self.opening)
        if let encodedEntities {
            // Room for the page at once: grown by doubling from a small start, the text was copied twice over.
            writer.reserveCapacity(writer.count + encodedEntities.byteCount + 128)
            encodedEntities.write(to: &writer)
        } else {
            for (position, entity) in entities.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                guard entity.writeJSON(to: &writer) else { return false }
            }
        }
        writeClosing(to: &writer)
        return true
    }

    /// The text ``writeJSON(to:)`` writes, as parts to send one after another, for a page of entities already
    /// written of at least `smallestPage` bytes; `nil` otherwise. The page's runs are parts of their own: copied
    /// into the response and the response into its reply, a page of a thousand events was copied twice more.
    package func jsonParts(smallestPage: Int) -> [[UInt8]]? {
        guard let encodedEntities, encodedEntities.byteCount >= smallestPage else { return nil }
        var parts: [[UInt8]] = [Self.opening]
        parts.reserveCapacity(encodedEntities.runs.count * 2 + 1)
        for (position, run) in encodedEntities.runs.enumerated() {
            if position > 0 { parts.append(Self.runSeparator) }
            parts.append(run)
        }
        var closing = JSONWriter()
        writeClosing(to: &closing)
        parts.append(closing.bytes)
        return parts
    }

    private static let opening = Array(#"{"entities":["#.utf8)
    private static let runSeparator = Array(",".utf8)

    /// Writes what follows the entities: the array's end, the page, the object's end.
    private func writeClosing(to writer: inout JSONWriter) {
        writer.writeRaw("]")
        if let page {
            writer.writeRaw(",\"page\":")
            writer.writeRaw("{\"total\":")
            writer.writeRaw(String(page.total).utf8)
            if let next = page.nextCursor {
                writer.writeRaw(",\"nextCursor\":")
                writer.writeString(next)
            }
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
    }
}

extension EntityValue: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        if let text = propertiesText {
            // Checked text (or text the app wrote itself), as it is: `{` members `}`.
            return Self.writeJSON(
                typeIdentifier: typeIdentifier, instanceIdentifier: instanceIdentifier, hasProperties: true,
                display: display, isReference: isReference, ownership: ownership, to: &writer
            ) { writer in
                writer.writeRaw(text.dropFirst().dropLast())
                return true
            }
        }
        return Self.writeJSON(
            typeIdentifier: typeIdentifier, instanceIdentifier: instanceIdentifier, hasProperties: !properties.isEmpty,
            display: display, isReference: isReference, ownership: ownership, to: &writer
        ) { writer in
            var first = true
            for (name, value) in properties {
                guard writer.writeMember(name, value, first: &first) else { return false }
            }
            return true
        }
    }

    /// Writes an entity from its parts, exactly as the ``EntityValue`` made of them writes.
    ///
    /// The app writes the entities of large results this way, straight from the
    /// entities, without a value of their properties in between.
    /// - Parameters:
    ///   - hasProperties: Whether `writeProperties` writes any: an entity without properties leaves the member out.
    ///   - writeProperties: Writes the members of the `properties` object (see ``JSONWriter/writeMember(_:_:first:)``);
    ///     `false` when a value needs the tree path.
    /// - Returns: `false` when a value needs the tree path; what was written is then to be discarded.
    package static func writeJSON(
        typeIdentifier: String, instanceIdentifier: String, hasProperties: Bool,
        display: DisplayRepresentationValue?, isReference: Bool, ownership: [String]?,
        to writer: inout JSONWriter, properties writeProperties: (inout JSONWriter) -> Bool
    ) -> Bool {
        writer.writeRaw("{\"type\":")
        writer.writeString(typeIdentifier)
        writer.writeRaw(",\"id\":")
        writer.writeString(instanceIdentifier)
        if hasProperties {
            writer.writeRaw(",\"properties\":{")
            guard writeProperties(&writer) else { return false }
            writer.writeRaw("}")
        }
        if let display {
            writer.writeRaw(",\"display\":")
            guard display.writeJSON(to: &writer) else { return false }
        }
        if isReference {
            writer.writeRaw(",\"reference\":")
            writer.writeRaw("true")
        }
        writer.writeOptional(",\"ownership\":", ownership)
        writer.writeRaw("}")
        return true
    }
}

extension JSONWriter {
    /// Appends `"name":value` to an object, after a comma unless it is the first member.
    /// - Returns: `false` when the value needs the tree path.
    package mutating func writeMember(_ name: String, _ value: IntentValue, first: inout Bool) -> Bool {
        if !first { writeRaw(",") }
        first = false
        writeString(name)
        writeRaw(":")
        return value.writeJSON(to: &self)
    }
}

extension IntentValue: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        switch self {
        case .null:
            writer.writeRaw("null")
            return true
        case .bool(let value):
            writer.writeRaw("{\"bool\":")
            writer.writeRaw(value ? "true" : "false")
        case .int(let value):
            writer.writeRaw("{\"int\":")
            writer.writeRaw(String(value).utf8)
        case .double(let value):
            writer.writeRaw("{\"double\":")
            guard writer.writeNumber(value) else { return false }
        case .string(let value):
            writer.writeRaw("{\"string\":")
            writer.writeString(value)
        case .date(let value):
            writer.writeRaw("{\"date\":")
            guard writer.writeNumber(value.timeIntervalSinceReferenceDate) else { return false }
        case .url(let value):
            writer.writeRaw("{\"url\":")
            writer.writeString(value.absoluteString)
        case .duration(let value):
            writer.writeRaw("{\"duration\":")
            guard writer.writeNumber(value) else { return false }
        case .array(let values):
            writer.writeRaw("{\"array\":")
            writer.writeRaw("[")
            for (position, value) in values.enumerated() {
                if position > 0 { writer.writeRaw(",") }
                guard value.writeJSON(to: &writer) else { return false }
            }
            writer.writeRaw("]")
        case .entity(let value):
            writer.writeRaw("{\"entity\":")
            guard value.writeJSON(to: &writer) else { return false }
        case .enumCase(let value):
            writer.writeRaw("{\"enum\":")
            writer.writeRaw("{\"type\":")
            writer.writeString(value.typeIdentifier)
            writer.writeRaw(",\"case\":")
            writer.writeString(value.rawValue)
            writer.writeRaw("}")
        case .transientEntity, .union, .measurement, .currencyAmount, .file, .dateComponents, .person:
            // Rare in large results: written from the tree the other path would build for this value alone.
            guard let tree = try? JSONValueEncoder.encode(self) else { return false }
            writer.write(tree)
            return true
        }
        writer.writeRaw("}")
        return true
    }
}

extension DisplayRepresentationValue: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeRaw("{\"title\":")
        writer.writeString(title)
        writer.writeOptional(",\"subtitle\":", subtitle)
        writer.writeOptional(",\"synonyms\":", synonyms)
        if let image {
            writer.writeRaw(",\"image\":")
            image.writeJSON(to: &writer)
        }
        writer.writeRaw("}")
        return true
    }
}

extension DisplayImageValue {
    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{")
        var first = true
        func separate() {
            if !first { writer.writeRaw(",") }
            first = false
        }
        if let systemName {
            separate()
            writer.writeRaw("\"systemName\":")
            writer.writeString(systemName)
        }
        if let named {
            separate()
            writer.writeRaw("\"named\":")
            writer.writeString(named)
        }
        if let url {
            separate()
            writer.writeRaw("\"url\":")
            writer.writeString(url)
        }
        if let dataByteCount {
            separate()
            writer.writeRaw("\"dataBytes\":")
            writer.writeRaw(String(dataByteCount).utf8)
        }
        if isTemplate {
            separate()
            writer.writeRaw("\"template\":")
            writer.writeRaw("true")
        }
        writer.writeRaw("}")
    }
}

/// Collects the text a number writes of itself into a buffer long enough for any `Double`'s (at most 24 bytes:
/// `-2.2250738585072014e-308`).
private struct NumberText: TextOutputStream {
    static let capacity = 32
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func write(_ string: String) {
        for byte in string.utf8 where count < buffer.count {
            buffer[count] = byte
            count += 1
        }
    }

    /// What `Double.write(to:)` calls with its digits.
    mutating func _writeASCII(_ bytes: UnsafeBufferPointer<UInt8>) {
        for byte in bytes where count < buffer.count {
            buffer[count] = byte
            count += 1
        }
    }
}
