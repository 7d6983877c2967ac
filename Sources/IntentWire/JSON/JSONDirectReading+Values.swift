import Foundation

// Readers for the values of large replies. Each mirrors its `JSONFastCoding`
// initializer member for member; where that one would decline or ignore
// something, these decline too and leave the text to it.

extension EntityQueryResponse: JSONDirectReading {
    package init?(directJSON parser: inout JSONParser) {
        var entities: [EntityValue]?
        var page: PageInfo?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("entities") {
                guard seen.insert(0) else { return false }
                guard let list = parser.readEntityList() else { return false }
                entities = list
            } else if key.is("page") {
                guard seen.insert(1) else { return false }
                if parser.readNull() { return true }
                guard let info = PageInfo(directJSON: &parser) else { return false }
                page = info
            } else {
                return false
            }
            return true
        }
        guard read, let entities else { return nil }
        self.init(entities: entities, page: page)
    }
}

extension PageInfo {
    fileprivate init?(directJSON parser: inout JSONParser) {
        var total: Int?
        var next: String?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("total") {
                guard seen.insert(0), let number = parser.readNumber(), let count = Int(number.text) else { return false }
                total = count
            } else if key.is("nextCursor") {
                guard seen.insert(1) else { return false }
                if parser.readNull() { return true }
                guard let cursor = parser.readString() else { return false }
                next = cursor
            } else {
                return false
            }
            return true
        }
        guard read, let total else { return nil }
        self.init(total: total, nextCursor: next)
    }
}

extension EntityValue: JSONDirectReading {
    package init?(directJSON parser: inout JSONParser) {
        var type: String?
        var id: String?
        var properties: EncodedPropertyValues?
        // Where the `properties` object's text is, to keep it (and a display right after it) in one copy.
        var propertiesText: Range<Int>?
        var display: DisplayRepresentationValue?
        var encodedDisplay: EncodedDisplay?
        var isReference = false
        var ownership: [String]?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("type") {
                guard seen.insert(0), let text = parser.readTypeName() else { return false }
                type = text
            } else if key.is("id") {
                guard seen.insert(1), let text = parser.readString() else { return false }
                id = text
            } else if key.is("properties") {
                guard seen.insert(2) else { return false }
                // Checked now, kept as text, read into values when first asked for (see `EncodedPropertyValues`).
                let start = parser.index
                guard let count = parser.skipPropertyValuesQuickly() else { return false }
                guard count > 0 else { return true }
                propertiesText = start..<parser.index
                // Copied when the next member is known: a display right after shares the copy.
                if !parser.isAt(#","display":{"#) {
                    properties = EncodedPropertyValues(json: Array(UnsafeBufferPointer(rebasing: parser.bytes[start..<parser.index]))[...])
                }
            } else if key.is("display") {
                guard seen.insert(3) else { return false }
                if parser.readNull() { return true }
                let start = parser.index
                // Right after the properties: checked now, kept as text with them, read when first asked for.
                if let text = propertiesText, properties == nil, start == text.upperBound + #","display":"#.utf8.count {
                    guard parser.skipDisplayQuickly() else { return false }
                    let shared = Array(UnsafeBufferPointer(rebasing: parser.bytes[text.lowerBound..<parser.index]))
                    properties = EncodedPropertyValues(json: shared[0..<text.count])
                    encodedDisplay = EncodedDisplay(json: shared[(start - text.lowerBound)...])
                    return true
                }
                guard let value = DisplayRepresentationValue(quickJSON: &parser) else { return false }
                display = value
            } else if key.is("reference") {
                guard seen.insert(4) else { return false }
                if parser.readNull() { return true }
                guard let flag = parser.readBool() else { return false }
                isReference = flag
            } else if key.is("ownership") {
                guard seen.insert(5) else { return false }
                if parser.readNull() { return true }
                guard let names = parser.readStrings() else { return false }
                ownership = names
            } else {
                return false
            }
            return true
        }
        guard read, let type, let id else { return nil }
        if let text = propertiesText, properties == nil {
            // Not reached (a display member always follows `,"display":{`, and takes the copy), but properties
            // are never dropped.
            properties = EncodedPropertyValues(json: Array(UnsafeBufferPointer(rebasing: parser.bytes[text]))[...])
        }
        self.init(
            typeIdentifier: type, instanceIdentifier: id, encodedProperties: properties, display: display, encodedDisplay: encodedDisplay,
            isReference: isReference, ownership: ownership)
    }

    /// Reads a `properties` object into values; `nil` where ``init(directJSON:)`` would decline.
    static func readPropertyValues(_ parser: inout JSONParser) -> [String: IntentValue]? {
        var properties: [String: IntentValue] = [:]
        // Room for a typical entity's properties without growing (an event has 13).
        properties.reserveCapacity(16)
        let read = parser.readMembers { parser, name in
            guard let value = IntentValue(directJSON: &parser) else { return false }
            return properties.updateValue(value, forKey: name.string) == nil
        }
        return read ? properties : nil
    }
}

extension IntentValue: JSONDirectReading {
    package init?(directJSON parser: inout JSONParser) {
        if parser.readNull() {
            self = .null
            return
        }
        guard let value = parser.readSingleMember({ parser, tag in Self.payload(tagged: tag, from: &parser) }) else { return nil }
        self = value
    }

    /// Reads the payload of a one-member object whose key is `tag`.
    private static func payload(tagged tag: JSONKey, from parser: inout JSONParser) -> IntentValue? {
        if tag.is("string") { return parser.readString().map(IntentValue.string) }
        if tag.is("date") { return parser.readDouble().map { .date(Date(timeIntervalSinceReferenceDate: $0)) } }
        if tag.is("int") { return parser.readNumber().flatMap { Int($0.text) }.map(IntentValue.int) }
        if tag.is("bool") { return parser.readBool().map(IntentValue.bool) }
        if tag.is("double") { return parser.readDouble().map(IntentValue.double) }
        if tag.is("duration") { return parser.readDouble().map(IntentValue.duration) }
        if tag.is("entity") { return EntityValue(directJSON: &parser).map(IntentValue.entity) }
        if tag.is("enum") { return enumCase(from: &parser) }
        if tag.is("array") {
            var values: [IntentValue] = []
            let read = parser.readElements { parser in
                guard let value = IntentValue(directJSON: &parser) else { return false }
                values.append(value)
                return true
            }
            return read ? .array(values) : nil
        }
        return nil
    }

    private static func enumCase(from parser: inout JSONParser) -> IntentValue? {
        var type: String?
        var rawValue: String?
        let read = parser.readMembers { parser, key in
            if key.is("type"), type == nil {
                type = parser.readString()
                return type != nil
            }
            if key.is("case"), rawValue == nil {
                rawValue = parser.readString()
                return rawValue != nil
            }
            return false
        }
        guard read, let type, let rawValue else { return nil }
        return .enumCase(EnumValue(typeIdentifier: type, rawValue: rawValue))
    }
}

extension DisplayRepresentationValue {
    /// Reads a display representation as the app writes it (title, then subtitle, synonyms and image when present,
    /// without whitespace) member by member, and any other layout through ``init(directJSON:)``.
    ///
    /// Every entity of a large reply carries one; the general reader's closure per member cost a quarter of
    /// reading an entity.
    init?(quickJSON parser: inout JSONParser) {
        let (start, depth) = (parser.index, parser.depth)
        if let value = Self(compactJSON: &parser) {
            self = value
            return
        }
        (parser.index, parser.depth) = (start, depth)
        guard let value = Self(directJSON: &parser) else { return nil }
        self = value
    }

    private init?(compactJSON parser: inout JSONParser) {
        // Counted as the general reader counts nesting, so that both refuse the same depth.
        guard parser.peek() == UInt8(ascii: "{"), (try? parser.enterNesting()) != nil else { return nil }
        guard parser.take(#"{"title":"#), let title = parser.readString() else { return nil }
        var subtitle: String?
        var synonyms: [String]?
        var image: DisplayImageValue?
        if parser.take(#","subtitle":"#) {
            guard let text = parser.readString() else { return nil }
            subtitle = text
        }
        if parser.take(#","synonyms":"#) {
            guard let names = parser.readStrings() else { return nil }
            synonyms = names
        }
        if parser.take(#","image":"#) {
            // Most often a symbol alone.
            guard parser.peek() == UInt8(ascii: "{"), (try? parser.enterNesting()) != nil else { return nil }
            if parser.take(#"{"systemName":"#), let name = parser.readSymbolName(), parser.take(UInt8(ascii: "}")) {
                image = DisplayImageValue(systemName: name)
                parser.depth -= 1
            } else {
                return nil
            }
        }
        guard parser.take(UInt8(ascii: "}")) else { return nil }
        parser.depth -= 1
        self.init(title: title, subtitle: subtitle, synonyms: synonyms, image: image)
    }
}

extension DisplayRepresentationValue: JSONDirectReading {
    package init?(directJSON parser: inout JSONParser) {
        var title: String?
        var subtitle: String?
        var synonyms: [String]?
        var image: DisplayImageValue?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("title") {
                guard seen.insert(0), let text = parser.readString() else { return false }
                title = text
            } else if key.is("subtitle") {
                guard seen.insert(1) else { return false }
                if parser.readNull() { return true }
                guard let text = parser.readString() else { return false }
                subtitle = text
            } else if key.is("synonyms") {
                guard seen.insert(2) else { return false }
                if parser.readNull() { return true }
                guard let names = parser.readStrings() else { return false }
                synonyms = names
            } else if key.is("image") {
                guard seen.insert(3) else { return false }
                if parser.readNull() { return true }
                guard let value = DisplayImageValue(directJSON: &parser) else { return false }
                image = value
            } else {
                return false
            }
            return true
        }
        guard read, let title else { return nil }
        self.init(title: title)
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.image = image
    }
}

extension DisplayImageValue {
    fileprivate init?(directJSON parser: inout JSONParser) {
        var image = DisplayImageValue()
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            guard let position = Self.memberPosition(key), seen.insert(position) else { return false }
            if parser.readNull() { return true }
            switch position {
            case 0: image.systemName = parser.readString()
            case 1: image.named = parser.readString()
            case 2: image.url = parser.readString()
            case 3: image.dataByteCount = parser.readNumber().flatMap { Int($0.text) }
            default:
                guard let flag = parser.readBool() else { return false }
                image.isTemplate = flag
                return true
            }
            return switch position {
            case 0: image.systemName != nil
            case 1: image.named != nil
            case 2: image.url != nil
            default: image.dataByteCount != nil
            }
        }
        guard read else { return nil }
        self = image
    }

    /// Which member `key` names: 0 `systemName`, 1 `named`, 2 `url`, 3 `dataBytes`, 4 `template`; `nil` for another key.
    static func memberPosition(_ key: JSONKey) -> Int? {
        if key.is("systemName") { return 0 }
        if key.is("named") { return 1 }
        if key.is("url") { return 2 }
        if key.is("dataBytes") { return 3 }
        if key.is("template") { return 4 }
        return nil
    }
}
