import IntentJSON

/// The handshake request's one coding: `{"protocolVersion":1,"clientName":"…"}`.
///
/// It is every app's first request, answered while nothing else is running, so its reading is on the path of every
/// launch; read through `Codable`, its first use asked the Swift runtime about the decoding types, a scan of every
/// conformance record in the program each.
extension InitializeRequest: WireCodableByHand {
    package init(json parser: inout JSONParser) throws(JSONCodingError) {
        var version: Int?
        var clientName: String?
        var seen = SeenMembers()
        try parser.readObject { parser, key throws(JSONCodingError) in
            if key.is("protocolVersion") {
                try seen.insert(0)
                version = try parser.expectInt()
            } else if key.is("clientName") {
                try seen.insert(1)
                clientName = try parser.expectString()
            } else {
                try parser.skipAnyValue()
            }
        }
        guard let version else { throw JSONCodingError("missing required key \"protocolVersion\"") }
        guard let clientName else { throw JSONCodingError("missing required key \"clientName\"") }
        self.init(protocolVersion: version, clientName: clientName)
    }

    package func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw(#"{"protocolVersion":"#)
        writer.writeRaw(String(protocolVersion).utf8)
        writer.writeString(#","clientName":"#, clientName)
        writer.writeRaw("}")
    }
}
