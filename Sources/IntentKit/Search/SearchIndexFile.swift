import Foundation
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
    }

    static func load(from url: URL) -> Loaded {
        let data: Data?
        do {
            data = try AtomicFile.read(url)
        } catch {
            return Loaded(problem: "the index file cannot be read: \(error)")
        }
        guard let data else { return Loaded(problem: "there is no index file yet") }
        do {
            let file = try WireCoding.decode(SearchIndexFile.self, from: data)
            guard file.format == currentFormat else {
                return Loaded(problem: "the index file has format \(file.format), not \(currentFormat)")
            }
            return Loaded(documents: file.documents, generation: file.generation)
        } catch {
            return Loaded(problem: "the index file \(url.path) is unreadable (\(DecodingErrorDescription.describe(error)))")
        }
    }

    static func save(_ documents: some Collection<SearchDocument>, generation: UInt64?, to url: URL) throws {
        let sorted = documents.sorted { ($0.type, $0.id) < ($1.type, $1.id) }
        let file = SearchIndexFile(format: currentFormat, generation: generation, documents: sorted)
        try AtomicFile.write(try WireCoding.encode(file), to: url)
    }
}
