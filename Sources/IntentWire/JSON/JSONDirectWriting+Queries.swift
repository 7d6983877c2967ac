/// The query request envelopes written straight to text, as the tree path (``JSONFastCoding``) writes them.
///
/// A property query (comparisons, sort, limit) returns `false`, for the tree path.
extension EntityQueryRequest: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"entity\":", entity)
        writer.writeRaw(",\"query\":")
        guard query.writeJSON(to: &writer) else { return false }
        if let page { page.writeJSON(to: &writer) }
        writer.writeRaw("}")
        return true
    }
}

extension SearchRequest: JSONDirectWriting {
    package func writeJSON(to writer: inout JSONWriter) -> Bool {
        writer.writeString("{\"entity\":", entity)
        writer.writeOptional(",\"query\":", query)
        if let page { page.writeJSON(to: &writer) }
        writer.writeRaw("}")
        return true
    }
}

extension EntityQuerySpec {
    fileprivate func writeJSON(to writer: inout JSONWriter) -> Bool {
        guard comparisons == nil, mode == nil, sort == nil, limit == nil else { return false }
        writer.writeString("{\"kind\":", kind.rawValue)
        writer.writeOptional(",\"identifiers\":", identifiers)
        writer.writeOptional(",\"string\":", string)
        writer.writeRaw("}")
        return true
    }
}

extension PageRequest {
    /// Writes `,"page":{…}`.
    fileprivate func writeJSON(to writer: inout JSONWriter) {
        writer.writeRaw(",\"page\":{\"limit\":")
        writer.writeRaw(String(limit).utf8)
        writer.writeOptional(",\"cursor\":", cursor)
        writer.writeRaw("}")
    }
}
