import Foundation
import Testing

@testable import CometCalKit

/// The title index finds exactly what scanning every title would.
@Suite struct EventTitleIndexTests {
    let titles = [
        "Nebula Relay Drill 00042", "Nebula Relay Drill 00420", "Quasar Docking Briefing", "Café Crème Tasting", "CAFE night", "Zero-G Yoga",
        "", "ab", "Launch Window Review", "Launch Window Review Prep", "Straße Fest",
        // Runs repeated within one title: each title is listed once under each of its runs.
        "aaaaaa", "Abc abc ABC abc", "Drill drill 00042 00042",
        // Longer than the runs sorted by insertion.
        String(repeating: "Zebra Abc yak 0042 ", count: 9),
    ]

    private func scanned(_ text: String) -> [Int] {
        titles.indices.filter { TextMatching.contains(titles[$0], text) }
    }

    @Test(arguments: [
        "aaa", "aaaa", "abc", "abc abc", "drill 0", "yak 0042 zebra", "bra abc", "00042", "0042", "042", "42", "relay", "RELAY DRILL", "cafe", "café", "crème", "g y", "ab", "a", "", "  ",
        "review prep", "strasse", "straße", "xyz", "window review",
    ])
    func findsWhatAScanFinds(_ text: String) {
        #expect(EventTitleIndex(titles: titles).positions(containing: text) == scanned(text), "\"\(text)\"")
    }

    @Test func replacingAndAppendingTitlesMatchesBuildingAfresh() {
        var changed = titles
        var index = EventTitleIndex(titles: Array(titles.prefix(5)))
        index.append(Array(titles.dropFirst(5)))
        for (position, title) in [(0, "Café Relay"), (3, ""), (6, "Nebula Relay Drill 00042"), (7, "ab")] {
            changed[position] = title
            index.replace(at: position, with: title)
        }
        let fresh = EventTitleIndex(titles: changed)
        for query in ["relay", "00042", "café", "ab", "", "nebula relay", "quasar", "zero"] {
            #expect(index.positions(containing: query) == fresh.positions(containing: query), "\"\(query)\"")
        }
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

/// The store keeps its date order and title index across appends instead of rebuilding them, and they stay right.
@Suite struct StoreDerivedIndexTests {
    @Test func appendsKeepOrderAndTitleSearchExact() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("derived-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try CalendarStore(directory: directory)
        let now = Date(timeIntervalSinceReferenceDate: 817_700_000)
        try await store.addGeneratedEvents(500, now: now)
        _ = await store.events(titleContaining: "relay")  // builds the derived indexes
        try await store.addGeneratedEvents(300, startingAt: 500, now: now)
        _ = try await store.createEvent(
            title: "Zebra Relay", startDate: now.addingTimeInterval(-1e8), endDate: now.addingTimeInterval(-1e8 + 600), isAllDay: false,
            calendarID: SeedData.deepSpaceID, status: nil, location: nil, attendees: [], notes: nil)
        _ = try await store.createCalendar(title: "Extra", color: .green)
        let moved = await store.events()[400]
        var changes = EventChanges()
        changes.title = "Quasar Retitled 99999"
        changes.startDate = now.addingTimeInterval(9e8)
        _ = try await store.updateEvent(id: moved.id, changes)
        let all = await store.events()
        #expect(all.last?.title == "Quasar Retitled 99999", "an updated event moves to its new place")
        let expectedOrder = all.sorted { ($0.startDate, $0.title) < ($1.startDate, $1.title) }
        #expect(all.map(\.id) == expectedOrder.map(\.id), "date order after appends")
        #expect(all.first?.title == "Zebra Relay")
        #expect(all.count == 801)
        for query in ["relay", "00042", "0051", "zebra", "ZEBRA RELAY", "x", "retitled", moved.title] {
            let found = await store.events(titleContaining: query).map(\.id)
            #expect(found == all.filter { TextMatching.contains($0.title, query) }.map(\.id), "\(query)")
        }
        for event in all.prefix(20) { #expect(await store.event(id: event.id)?.title == event.title) }
    }
}
