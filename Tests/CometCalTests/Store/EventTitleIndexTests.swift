import Foundation
import Testing

@testable import CometCalKit

/// The title index finds exactly what scanning every title would.
@Suite struct EventTitleIndexTests {
    let titles = [
        "Nebula Relay Drill 00042", "Nebula Relay Drill 00420", "Quasar Docking Briefing", "Café Crème Tasting", "CAFE night", "Zero-G Yoga",
        "", "ab", "Launch Window Review", "Launch Window Review Prep", "Straße Fest",
    ]

    private func scanned(_ text: String) -> [Int] {
        titles.indices.filter { TextMatching.contains(titles[$0], text) }
    }

    @Test(arguments: ["00042", "0042", "042", "42", "relay", "RELAY DRILL", "cafe", "café", "crème", "g y", "ab", "a", "", "  ", "review prep", "strasse", "straße", "xyz", "window review"])
    func findsWhatAScanFinds(_ text: String) {
        #expect(EventTitleIndex(titles: titles).positions(containing: text) == scanned(text), "\"\(text)\"")
    }

    @Test func manyGeneratedTitles() {
        var generator = SystemRandomNumberGenerator()
        let words = ["Orbit", "Nebula", "Quasar", "Pulsar", "Comet", "Relay", "Drill", "Dock"]
        let many = (0..<2_000).map { number in "\(words.randomElement(using: &generator)!) \(words.randomElement(using: &generator)!) \(String(format: "%05d", number))" }
        let index = EventTitleIndex(titles: many)
        for query in ["orbit", "00123", "lay dr", "quasar comet", "1999", "dock 0"] {
            #expect(index.positions(containing: query) == many.indices.filter { TextMatching.contains(many[$0], query) }, "\"\(query)\"")
        }
    }
}
