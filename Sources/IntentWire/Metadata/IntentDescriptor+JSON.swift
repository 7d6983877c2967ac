import IntentJSON

/// An intent's one encoding, written by hand (see ``AppMetadata``'s).
extension IntentDescriptor: WireEncodableByHand {
    package func writeJSON(to writer: inout JSONWriter) throws(JSONCodingError) {
        writer.writeString("{\"name\":", name)
        writer.writeString(",\"title\":", title)
        writer.writeOptional(",\"description\":", description)
        writer.writeOptional(",\"categoryName\":", categoryName)
        writer.writeRaw(",\"searchKeywords\":")
        writer.writeStrings(searchKeywords)
        writer.writeOptional(",\"resultValueName\":", resultValueName)
        writer.writeRaw(",\"parameters\":")
        do {
            try writer.writeArray(parameters)
        } catch {
            throw error.inside(member: "parameters")
        }
        if let parameterSummary {
            writer.writeRaw(",\"parameterSummary\":")
            do {
                try parameterSummary.writeJSON(to: &writer)
            } catch {
                throw error.inside(member: "parameterSummary")
            }
        }
        if let resultType {
            writer.writeRaw(",\"resultType\":")
            resultType.writeJSON(to: &writer)
        }
        writer.writeRaw(",\"openAppWhenRun\":")
        writer.writeRaw(openAppWhenRun ? "true" : "false")
        writer.writeRaw(",\"supportedModes\":")
        writer.writeStrings(supportedModes)
        writer.writeString(",\"authenticationPolicy\":", authenticationPolicy)
        writer.writeRaw(",\"isDiscoverable\":")
        writer.writeRaw(isDiscoverable ? "true" : "false")
        writer.writeRaw(",\"roles\":")
        writer.writeStrings(roles)
        writer.writeOptional(",\"schema\":", schema)
        // Written only when true: the metadata of an intent that does not ask stays as it was.
        if asksForConfirmation { writer.writeRaw(",\"asksForConfirmation\":true") }
        writer.writeRaw("}")
    }
}
