import Foundation
import IntentJSON
import Testing

@testable import IntentKit
@testable import IntentWire

/// The search index file written by hand is exactly what its `Codable` conformance writes, and reads back.
@Suite struct SearchIndexFileTests {
    static let documents = [
        SearchDocument(type: "CalendarEntity", id: "C1", title: "Deep Space", subtitle: nil, texts: []),
        SearchDocument(type: "EventEntity", id: "E\"1", title: "Crew \\ Lunch\n", subtitle: "2026-12-02 12:00 · Mission Control", texts: ["Dock 9", "café"]),
    ]

    @Test(arguments: [nil, UInt64(0), UInt64.max])
    func handWrittenMatchesCodable(_ generation: UInt64?) throws {
        let written = SearchIndexFile.encoded(format: SearchIndexFile.currentFormat, generation: generation, documents: Self.documents)
        let codable = try WireCoding.encode(SearchIndexFile(format: SearchIndexFile.currentFormat, generation: generation, documents: Self.documents))
        #expect(Data(written) == codable, "\(String(decoding: written, as: UTF8.self))")
        let read = try WireCoding.decode(SearchIndexFile.self, from: Data(written))
        #expect(read.documents == Self.documents && read.generation == generation)
    }

    @Test func anEmptyIndexMatchesCodable() throws {
        let written = SearchIndexFile.encoded(format: 2, generation: 7, documents: [])
        #expect(Data(written) == (try WireCoding.encode(SearchIndexFile(format: 2, generation: 7, documents: []))))
    }
}
