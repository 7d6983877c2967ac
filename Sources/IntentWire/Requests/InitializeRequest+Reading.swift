/// The handshake's request read straight from text: `{"protocolVersion":1,"clientName":"…"}`.
///
/// It is every app's first request, answered while nothing else is running, so its reading is on the path of every
/// launch; read through `Codable`, its first use asked the Swift runtime about the decoding types, a scan of every
/// conformance record in the program each. Any other shape (a repeated or unknown member, a version that is not a
/// whole number) is left to the tree path, which accepts or names it as before.
extension InitializeRequest: JSONDirectReading {
    package init?(directJSON parser: inout JSONParser) {
        var version: Int?
        var clientName: String?
        var seen = SeenKeys()
        let read = parser.readMembers { parser, key in
            if key.is("protocolVersion") {
                guard seen.insert(0), let number = parser.readNumber(), let whole = Int(number.text) else { return false }
                version = whole
            } else if key.is("clientName") {
                guard seen.insert(1), let name = parser.readString() else { return false }
                clientName = name
            } else {
                return false
            }
            return true
        }
        guard read, let version, let clientName else { return nil }
        self.init(protocolVersion: version, clientName: clientName)
    }
}
