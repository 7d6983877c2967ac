import IntentJSON

/// `DisplayRepresentationValue`'s one coding: `{"title":…,"subtitle":…,"synonyms":[…],"image":{…}}`, all but the
/// title optional.
extension DisplayRepresentationValue: WireCodableByHand {
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        // The layout the app writes first (every entity of a large reply carries one, and a closure per member cost
        // a quarter of reading an entity); any other through the general object reader.
        let (start, depth) = (parser.index, parser.depth)
        if let value = Self(compactJSON: &parser) {
            self = value
            return
        }
        (parser.index, parser.depth) = (start, depth)
        var title: String?
        var display = DisplayRepresentationValue(title: "")
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("title") {
                try seen.insert(0)
                title = try parser.expectString()
            } else if key.is("subtitle") {
                try seen.insert(1)
                display.subtitle = try parser.expectOptionalString()
            } else if key.is("synonyms") {
                try seen.insert(2)
                display.synonyms = parser.readNull() ? nil : try parser.expectStrings()
            } else if key.is("image") {
                try seen.insert(3)
                display.image = parser.readNull() ? nil : try DisplayImageValue(json: &parser)
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let title else { throw JSONCodingError("missing required key \"title\"") }
        display.title = title
        self = display
    }

    /// Reads the layout the app writes (title, then subtitle, synonyms and a symbol image when present, without
    /// whitespace); `nil` for any other.
    private init?(compactJSON parser: inout JSONParser) {
        guard parser.enterObject(), parser.take(#""title":"#), let title = parser.readString() else { return nil }
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
            guard parser.enterObject(), parser.take(#""systemName":"#), let name = parser.readSymbolName(), parser.take(UInt8(ascii: "}")) else { return nil }
            image = DisplayImageValue(systemName: name)
            parser.depth -= 1
        }
        guard parser.take(UInt8(ascii: "}")) else { return nil }
        parser.depth -= 1
        self.init(title: title, subtitle: subtitle, synonyms: synonyms, image: image)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        Self.writeOpening(title: title, subtitle: subtitle, synonyms: synonyms, to: &writer)
        if let image {
            writer.writeRaw(#","image":"#)
            image.writeJSON(to: &writer)
        }
        writer.writeRaw("}")
    }

    /// Writes a display's object up to its image: `{"title":…`, then `,"subtitle":…` and `,"synonyms":[…]` when
    /// present. The caller writes `,"image":` and the image when there is one, then `}`.
    ///
    /// The app writes every entity's display this way, straight from its own representation, so the layout is
    /// written in this one place.
    package static func writeOpening(title: String, subtitle: String?, synonyms: [String]?, to writer: inout JSONWriter) {
        writer.writeRaw(#"{"title":"#)
        writer.writeString(title)
        writer.writeOptional(#","subtitle":"#, subtitle)
        writer.writeOptional(#","synonyms":"#, synonyms)
    }
}

/// `DisplayImageValue`'s one coding: one source member (`systemName`, `named`, `url`, `dataBytes`) and
/// `"template": true` for a template image.
extension DisplayImageValue: WireCodableByHand {
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var image = DisplayImageValue()
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            guard let position = Self.memberPosition(key) else {
                try parser.skipAnyValue()
                return
            }
            try seen.insert(position)
            if parser.readNull() { return }
            switch position {
            case 0: image.systemName = try parser.expectString()
            case 1: image.named = try parser.expectString()
            case 2: image.url = try parser.expectString()
            case 3: image.dataByteCount = try parser.expectInt()
            default: image.isTemplate = try parser.expectBool()
            }
        }
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

    /// Writes a symbol image (`{"systemName":…}`, with `"template":true` for a template), exactly as the value made
    /// of them writes; for the app, which writes the commonest image without making the value.
    package static func writeSymbol(_ name: String, isTemplate: Bool, to writer: inout JSONWriter) {
        writer.writeRaw(#"{"systemName":"#)
        writer.writeString(name)
        if isTemplate { writer.writeRaw(#","template":true"#) }
        writer.writeRaw("}")
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw("{")
        var first = true
        func member(_ fragment: StaticString) {
            if !first { writer.writeRaw(",") }
            first = false
            writer.writeRaw(fragment)
        }
        if let systemName {
            member(#""systemName":"#)
            writer.writeString(systemName)
        }
        if let named {
            member(#""named":"#)
            writer.writeString(named)
        }
        if let url {
            member(#""url":"#)
            writer.writeString(url)
        }
        if let dataByteCount {
            member(#""dataBytes":"#)
            writer.writeRaw(String(dataByteCount).utf8)
        }
        if isTemplate {
            member(#""template":"#)
            writer.writeRaw("true")
        }
        writer.writeRaw("}")
    }
}
