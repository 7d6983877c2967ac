import IntentJSON

/// Checks property values without making them: the test side keeps an entity's `properties` as text and reads
/// it into values only when something asks for one (see ``EntityValue/properties``).
///
/// Reading every property of every entity of a large reply into dictionaries of values took most of the test
/// side's time, and most results are only counted or looked at for a few entities. This is the readers' check
/// mode: each method here takes only text that the matching reader (`init(json:)`) reads, ending where it ends (a
/// test and a fuzz target feed both damaged text and compare), so text kept this way reads later without failing.
/// The readers take more besides (unknown members, escaped keys), which the entity reader then reads at once.
extension JSONParser {
    /// Skips an entity's `properties` object: `{"name": <value>, …}` with unique names, as
    /// ``EntityValue/init(json:)`` reads it.
    /// - Returns: How many properties there are; `nil` where that reader would decline.
    mutating func skipPropertyValues() -> Int? {
        var names: [UnsafeBufferPointer<UInt8>] = []
        names.reserveCapacity(16)
        let read = readMembers { parser, name in
            for seen in names where seen.count == name.bytes.count && seen.elementsEqual(name.bytes) { return false }
            names.append(name.bytes)
            return parser.skipIntentValue()
        }
        return read ? names.count : nil
    }

    /// Skips one tagged value (`null`, or `{"tag": payload}`), as ``IntentValue/init(json:)`` reads it.
    mutating func skipIntentValue() -> Bool {
        if peek() == UInt8(ascii: "n") { return readNull() }
        return readSingleMember { parser, tag in parser.skipPayload(tagged: tag) ? true : nil } ?? false
    }

    private mutating func skipPayload(tagged tag: JSONKey) -> Bool {
        // By first letter, then the whole tag: a dozen tags in every entity.
        switch tag.bytes.first {
        case UInt8(ascii: "s"): return tag.is("string") && skipString()
        case UInt8(ascii: "d"): return (tag.is("date") || tag.is("double") || tag.is("duration")) && readDouble() != nil
        case UInt8(ascii: "i"): return tag.is("int") && readNumber().flatMap { Int($0.text) } != nil
        case UInt8(ascii: "b"): return tag.is("bool") && readBool() != nil
        case UInt8(ascii: "e"):
            if tag.is("entity") { return skipEntityValue() }
            return tag.is("enum") && skipEnumCase()
        case UInt8(ascii: "a"): return tag.is("array") && readElements { parser in parser.skipIntentValue() }
        default: return false
        }
    }

    /// Skips an entity object, as ``EntityValue/init(json:)`` reads it.
    private mutating func skipEntityValue() -> Bool {
        var seen = SeenKeys()
        var hasType = false
        var hasIdentifier = false
        let read = readMembers { parser, key in
            if key.is("type") {
                hasType = true
                return seen.insert(0) && parser.skipString()
            }
            if key.is("id") {
                hasIdentifier = true
                return seen.insert(1) && parser.skipString()
            }
            if key.is("properties") { return seen.insert(2) && parser.skipPropertyValues() != nil }
            if key.is("display") { return seen.insert(3) && (parser.readNull() || parser.skipDisplay()) }
            if key.is("reference") { return seen.insert(4) && (parser.readNull() || parser.readBool() != nil) }
            if key.is("ownership") { return seen.insert(5) && (parser.readNull() || parser.readStrings() != nil) }
            return false
        }
        return read && hasType && hasIdentifier
    }

    /// Skips a display representation, as ``DisplayRepresentationValue/init(json:)`` reads it.
    mutating func skipDisplay() -> Bool {
        var seen = SeenKeys()
        var hasTitle = false
        let read = readMembers { parser, key in
            if key.is("title") {
                hasTitle = true
                return seen.insert(0) && parser.skipString()
            }
            if key.is("subtitle") { return seen.insert(1) && (parser.readNull() || parser.skipString()) }
            if key.is("synonyms") { return seen.insert(2) && (parser.readNull() || parser.readElements { parser in parser.skipString() }) }
            if key.is("image") { return seen.insert(3) && (parser.readNull() || parser.skipImage()) }
            return false
        }
        return read && hasTitle
    }

    /// Skips an image, as `DisplayImageValue`'s reader reads it.
    private mutating func skipImage() -> Bool {
        var seen = SeenKeys()
        return readMembers { parser, key in
            guard let position = DisplayImageValue.memberPosition(key), seen.insert(position) else { return false }
            if parser.readNull() { return true }
            switch position {
            case 3: return parser.readNumber().flatMap { Int($0.text) } != nil
            case 4: return parser.readBool() != nil
            default: return parser.skipString()
            }
        }
    }

    private mutating func skipEnumCase() -> Bool {
        var hasType = false
        var hasCase = false
        let read = readMembers { parser, key in
            if key.is("type"), !hasType {
                hasType = true
                return parser.skipString()
            }
            if key.is("case"), !hasCase {
                hasCase = true
                return parser.skipString()
            }
            return false
        }
        return read && hasType && hasCase
    }

    /// Skips a string, checking it as ``readString()`` does, without making it.
    mutating func skipString() -> Bool {
        guard peek() == UInt8(ascii: "\"") else { return false }
        let start = index
        let (end, ascii) = PlainTextScan.plainRunEnd(in: bytes, from: index + 1)
        guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else {
            // Escapes (or broken text): rare enough to check by reading.
            return readString() != nil
        }
        if !ascii {
            guard (try? validateUTF8(UnsafeBufferPointer(rebasing: bytes[start + 1..<end]), base: start + 1)) != nil else { return false }
        }
        index = end + 1
        return true
    }
}
