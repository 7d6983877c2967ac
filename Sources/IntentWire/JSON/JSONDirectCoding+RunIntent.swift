/// The `intent/run` envelopes written and read as text directly, the calls nearly every test makes.
///
/// Each writer produces the bytes the tree path (``JSONFastCoding``) produces,
/// and each reader accepts what the `Codable` conformance reads in the common
/// shape; anything else (a snippet, a follow-up intent, an unknown member)
/// returns `false` or `nil` and is left to the tree path.
extension RunIntentRequest: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"intent\":", intent)
        writer.writeRaw(",\"parameters\":{")
        var first = true
        for (name, value) in parameters {
            guard writer.writeMember(name, value, first: &first) else { return false }
        }
        writer.writeRaw("}}")
        return true
    }
}

extension RunIntentRequest: JSONDirectReading {
    /// Reads `{"intent":…,"parameters":{…}}`; a repeated or unknown member is left to the tree path.
    package init?(directJSON parser: inout JSONParser) {
        var intent: String?
        var parameters: [String: IntentValue]?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("intent") {
                guard seen.insert(0), let name = parser.readString() else { return false }
                intent = name
            } else if key.is("parameters") {
                guard seen.insert(1) else { return false }
                var values: [String: IntentValue] = [:]
                let readValues = parser.readMembers { parser, name in
                    let name = name.string
                    guard values[name] == nil, let value = IntentValue(directJSON: &parser) else { return false }
                    values[name] = value
                    return true
                }
                guard readValues else { return false }
                parameters = values
            } else {
                return false
            }
            return true
        }
        guard read, let intent, let parameters else { return nil }
        self.init(intent: intent, parameters: parameters)
    }
}

extension RunIntentResponse: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        guard snippet == nil, opensIntent == nil else { return false }
        writer.writeRaw("{")
        var first = true
        if let value, !writer.writeMember("value", value, first: &first) { return false }
        if let dialog {
            writer.writeRaw(first ? "\"dialog\":{\"full\":" : ",\"dialog\":{\"full\":")
            writer.writeString(dialog.full)
            writer.writeOptional(",\"supporting\":", dialog.supporting)
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
        return true
    }
}

extension RunIntentResponse: JSONDirectReading {
    package init?(directJSON parser: inout JSONParser) {
        var response = RunIntentResponse(value: nil)
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("value") {
                guard seen.insert(0), let value = IntentValue(directJSON: &parser) else { return false }
                response.value = value
            } else if key.is("dialog") {
                guard seen.insert(1) else { return false }
                if parser.readNull() { return true }
                guard let dialog = DialogValue(directJSON: &parser) else { return false }
                response.dialog = dialog
            } else if key.is("opensIntent") {
                // Only an absent follow-up reads here; one that is there takes the tree path.
                return seen.insert(2) && parser.readNull()
            } else {
                return false
            }
            return true
        }
        guard read else { return nil }
        self = response
    }
}

extension DialogValue {
    fileprivate init?(directJSON parser: inout JSONParser) {
        var full: String?
        var supporting: String?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("full") {
                guard seen.insert(0), let text = parser.readString() else { return false }
                full = text
            } else if key.is("supporting") {
                guard seen.insert(1) else { return false }
                if parser.readNull() { return true }
                guard let text = parser.readString() else { return false }
                supporting = text
            } else {
                return false
            }
            return true
        }
        guard read, let full else { return nil }
        self.init(full: full, supporting: supporting)
    }
}
