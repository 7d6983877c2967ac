import IntentJSON

/// A parameter summary's one encoding, written by hand: `{"summary":…}`, `{"when":{…}}` or `{"switch":{…}}` (see
/// ``AppMetadata``'s).
extension ParameterSummaryDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        switch self {
        case .summary(let format, let table):
            writer.writeString("{\"summary\":", format)
            if !table.isEmpty {
                writer.writeRaw(",\"table\":")
                writer.writeStrings(table)
            }
        case .when(let parameter, let comparison, let values, let then, let otherwise):
            writer.writeString("{\"when\":{\"parameter\":", parameter)
            writer.writeString(",\"comparison\":", comparison)
            do {
                if !values.isEmpty {
                    writer.writeRaw(",\"values\":")
                    try writer.writeArray(values) { writer, value throws(JSONCodingError) in try value.writeJSON(to: &writer) }
                }
                writer.writeRaw(",\"then\":")
                try then.writeJSON(to: &writer)
                if let otherwise {
                    writer.writeRaw(",\"otherwise\":")
                    try otherwise.writeJSON(to: &writer)
                }
            } catch {
                throw error.inside(member: "when")
            }
            writer.writeRaw("}")
        case .switchOn(let parameter, let cases, let defaultCase):
            writer.writeString("{\"switch\":{\"parameter\":", parameter)
            do {
                writer.writeRaw(",\"cases\":")
                try writer.writeArray(cases)
                if let defaultCase {
                    writer.writeRaw(",\"default\":")
                    try defaultCase.writeJSON(to: &writer)
                }
            } catch {
                throw error.inside(member: "switch")
            }
            writer.writeRaw("}")
        }
        writer.writeRaw("}")
    }
}

/// A `switch` case's one encoding, written by hand: `{"values":[…],"summary":…}`.
extension ParameterSummaryCase: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeRaw("{\"values\":")
        try writer.writeArray(values) { writer, value throws(JSONCodingError) in try value.writeJSON(to: &writer) }
        writer.writeRaw(",\"summary\":")
        try summary.writeJSON(to: &writer)
        writer.writeRaw("}")
    }
}
