import IntentJSON

/// Entities the app has written as JSON already, to send as an ``EntityQueryResponse``'s `entities`.
///
/// The app writes each entity of a large result straight from the entity (see
/// ``EntityValue/writeJSON(typeIdentifier:instanceIdentifier:hasProperties:display:isReference:ownership:to:properties:)``),
/// with no ``EntityValue`` in between; this holds the text until the response is written.
package struct EncodedEntities: Sendable, Hashable {
    /// The entities' JSON objects in runs written apart (a large page is written in two halves at once), each
    /// run's objects separated by commas; joined by commas, they are the inside of the `entities` array.
    ///
    /// Kept apart rather than joined: joining copied a megabyte for a page of a thousand events.
    package let runs: [[UInt8]]
    /// How many entities there are.
    package let count: Int

    /// Wraps entities' JSON objects, separated by commas.
    package init(json: [UInt8], count: Int) {
        self.init(runs: [json], count: count)
    }

    /// Wraps runs of entities' JSON objects, each separated by commas, none empty.
    package init(runs: [[UInt8]], count: Int) {
        self.runs = runs
        self.count = count
    }

    /// The inside of the `entities` array, joined.
    package var json: [UInt8] {
        var joined: [UInt8] = []
        joined.reserveCapacity(byteCount)
        for (position, run) in runs.enumerated() {
            if position > 0 { joined.append(UInt8(ascii: ",")) }
            joined += run
        }
        return joined
    }

    /// How many bytes the inside of the `entities` array takes.
    package var byteCount: Int { runs.reduce(max(runs.count - 1, 0)) { $0 + $1.count } }

    /// Whether both hold the same entities in the same text, however each was split into runs.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.count == rhs.count && (lhs.runs == rhs.runs || lhs.json == rhs.json)
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(json)
    }

    /// Writes the inside of the `entities` array; a large one's runs are kept in place when the writer keeps them.
    package func write(to writer: inout JSONWriter) {
        let large = byteCount >= JSONWriter.smallestTextKeptInPlace
        if !large {
            // Room for the page at once: grown by doubling from a small start, the text was copied twice over.
            writer.reserveCapacity(writer.count + byteCount + 128)
        }
        for (position, run) in runs.enumerated() {
            if position > 0 { writer.writeRaw(",") }
            writer.writeInPlace(run, large: large)
        }
    }

    /// The entities read back into values (for a response built on the app side and then looked at, as in tests).
    var values: [EntityValue] {
        guard count > 0 else { return [] }
        let text = Array("[".utf8) + json + Array("]".utf8)
        // Text the entity writer wrote, which the entity reader reads.
        let read = text.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return try? parser.readEntityList()
        }
        return read ?? []
    }
}
