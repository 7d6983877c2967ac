import IntentJSON

/// The `intent/run` envelopes' one coding, the calls nearly every test makes.
extension RunIntentRequest: WireCodableByHand {
    /// Reads `{"intent":…,"parameters":{…}}`, both required: a misspelt `parameters` is an unknown member, so an
    /// absent one is refused rather than run as no parameters.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var intent: String?
        var parameters: [String: IntentValue]?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("intent") {
                try seen.insert(0)
                intent = try parser.expectString()
            } else if key.is("parameters") {
                try seen.insert(1)
                var values: [String: IntentValue] = [:]
                try parser.readObject { parser, name throws(JSONCodingError) in
                    let value = try IntentValue(json: &parser)
                    guard values.updateValue(value, forKey: name.string) == nil else { throw JSONCodingError("the parameter appears twice") }
                }
                parameters = values
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let intent else { throw JSONCodingError("missing required key \"intent\"") }
        guard let parameters else { throw JSONCodingError("missing required key \"parameters\"") }
        self.init(intent: intent, parameters: parameters)
    }

    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeString(#"{"intent":"#, intent)
        writer.writeRaw(#","parameters":{"#)
        var first = true
        do {
            for (name, value) in parameters { try writer.writeMember(name, value, first: &first) }
        } catch {
            throw error.inside(member: "parameters")
        }
        writer.writeRaw("}}")
    }
}

extension RunIntentResponse: WireCodableByHand {
    /// Reads `{"value":…,"dialog":{…},"opensIntent":{…},"snippet":{…}}`, every member optional: a present
    /// `"value": null` is a nil value, an absent one no value.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var response = RunIntentResponse(value: nil)
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("value") {
                try seen.insert(0)
                response.value = try IntentValue(json: &parser)
            } else if key.is("dialog") {
                try seen.insert(1)
                response.dialog = parser.readNull() ? nil : try DialogValue(json: &parser)
            } else if key.is("opensIntent") {
                try seen.insert(2)
                response.opensIntent = parser.readNull() ? nil : try RunIntentRequest(json: &parser)
            } else if key.is("snippet") {
                try seen.insert(3)
                response.snippet = parser.readNull() ? nil : try parser.readCodable(SnippetValue.self)
            } else {
                try parser.skipAnyValue()
            }
        }
        self = response
    }

    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeRaw("{")
        var first = true
        func member(_ key: StaticString) {
            if !first { writer.writeRaw(",") }
            first = false
            writer.writeRaw(key)
        }
        if let value {
            member(#""value":"#)
            do {
                try value.writeJSON(to: &writer)
            } catch {
                throw error.inside(member: "value")
            }
        }
        if let dialog {
            member(#""dialog":"#)
            dialog.writeJSON(to: &writer)
        }
        if let opensIntent {
            member(#""opensIntent":"#)
            do {
                try opensIntent.writeJSON(to: &writer)
            } catch {
                throw error.inside(member: "opensIntent")
            }
        }
        if let snippet {
            member(#""snippet":"#)
            do {
                writer.write(try JSONValueEncoder.encode(snippet))
            } catch {
                throw JSONCodingError("could not encode the snippet: \(error)", path: ["snippet"])
            }
        }
        writer.writeRaw("}")
    }
}

extension DialogValue: WireCodableByHand {
    /// Reads `{"full":…,"supporting":…}`, the caption optional.
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var full: String?
        var supporting: String?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("full") {
                try seen.insert(0)
                full = try parser.expectString()
            } else if key.is("supporting") {
                try seen.insert(1)
                supporting = try parser.expectOptionalString()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let full else { throw JSONCodingError("missing required key \"full\"") }
        self.init(full: full, supporting: supporting)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeString(#"{"full":"#, full)
        writer.writeOptional(#","supporting":"#, supporting)
        writer.writeRaw("}")
    }
}
