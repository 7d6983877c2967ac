import Foundation
import IntentJSON
import IntentWire

/// The search index as saved in the container: `{"format":2,"generation":N,"documents":[…]}`.
struct SearchIndexFile: Codable {
    static let currentFormat = 2

    var format: Int
    var generation: UInt64?
    var documents: [SearchDocument]

    /// What was read, and why it could not be used as it is, if it could not.
    struct Loaded {
        var documents: [SearchDocument] = []
        var generation: UInt64?
        var problem: String?
        /// Whether a file was there but could not be used, as opposed to missing.
        var fileWasUnusable = false
    }

    static func load(from url: URL) -> Loaded {
        let data: Data?
        do {
            data = try AtomicFile.read(url)
        } catch {
            return Loaded(problem: "the index file cannot be read: \(error)", fileWasUnusable: true)
        }
        guard let data else { return Loaded(problem: "there is no index file yet") }
        do {
            let file = try WireCoding.decode(SearchIndexFile.self, from: data)
            guard file.format == currentFormat else {
                return Loaded(problem: "the index file has format \(file.format), not \(currentFormat)", fileWasUnusable: true)
            }
            return Loaded(documents: file.documents, generation: file.generation)
        } catch {
            return Loaded(problem: "the index file \(url.path) is unreadable (\(DecodingErrorDescription.describe(error)))", fileWasUnusable: true)
        }
    }

    static func save(_ documents: some Collection<SearchDocument>, generation: UInt64?, to url: URL) throws {
        let sorted = documents.sorted { ($0.type, $0.id) < ($1.type, $1.id) }
        try AtomicFile.write(Data(encoded(format: currentFormat, generation: generation, documents: sorted)), to: url)
    }

    /// The file's compact JSON, written by hand: exactly what its `Codable` conformance writes (tested), without
    /// building a tree of every document first (at 100,000 events that took a sixth of the seeding's CPU and
    /// tens of megabytes).
    static func encoded(format: Int, generation: UInt64?, documents: [SearchDocument]) -> [UInt8] {
        var writer = JSONWriter(capacity: documents.count * 160 + 64)
        writer.writeRaw(#"{"format":"#)
        writer.writeRaw(String(format).utf8)
        if let generation {
            writer.writeRaw(#","generation":"#)
            writer.writeRaw(String(generation).utf8)
        }
        writer.writeRaw(#","documents":["#)
        for (position, document) in documents.enumerated() {
            if position > 0 { writer.writeRaw(",") }
            writer.writeRaw(#"{"type":"#)
            writer.writeString(document.type)
            writer.writeRaw(#","id":"#)
            writer.writeString(document.id)
            writer.writeRaw(#","title":"#)
            writer.writeString(document.title)
            if let subtitle = document.subtitle {
                writer.writeRaw(#","subtitle":"#)
                writer.writeString(subtitle)
            }
            writer.writeRaw(#","texts":["#)
            for (index, text) in document.texts.enumerated() {
                if index > 0 { writer.writeRaw(",") }
                writer.writeString(text)
            }
            writer.writeRaw("]}")
        }
        writer.writeRaw("]}")
        return writer.bytes
    }
}
