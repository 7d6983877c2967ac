import Foundation
import Testing

@testable import CometCalKit

/// Looking many events up by identifier gives what one-by-one lookups gave: the order asked, unknown identifiers
/// and events of a missing calendar left out, each with its own calendar, in halves or not.
@Suite struct EventLookupTests {
    private let now = Date(timeIntervalSinceReferenceDate: 817_700_000)

    /// Events spread over `calendarCount` calendars, one of which (the last) is missing from the store.
    private func lookup(events count: Int, calendars calendarCount: Int) -> (EventLookup, [EventRecord], [CalendarRecord]) {
        let calendars = (0..<calendarCount).map { CalendarRecord(id: UUID(), title: "Calendar \($0)", color: .red) }
        var events = SeedData.generatedEvents(count, now: now)
        for index in events.indices { events[index].calendarID = calendars[index % calendars.count].id }
        let stored = Array(calendars.dropLast())
        let lookup = EventLookup(
            events: events, positions: Dictionary(uniqueKeysWithValues: events.enumerated().map { ($1.id, $0) }),
            calendars: stored, calendarPositions: Dictionary(uniqueKeysWithValues: stored.enumerated().map { ($1.id, $0) }))
        return (lookup, events, calendars)
    }

    @Test(arguments: [(10, 3), (2 * EventLookup.smallestLookupInHalves + 501, 3), (6000, 20)])
    func findsWhatOneByOneLookupsFound(_ count: Int, _ calendarCount: Int) {
        let (lookup, events, calendars) = lookup(events: count, calendars: calendarCount)
        // Every other event, backwards, with unknown identifiers among them.
        var asked = stride(from: events.count - 1, through: 0, by: -2).map { events[$0].id }
        for place in stride(from: 0, to: asked.count, by: 97) { asked.insert(UUID(), at: place) }
        #expect((asked.count >= EventLookup.smallestLookupInHalves) == (count > 1000), "the large cases are looked up in halves")
        let found = lookup.entities(asked)
        let byID = Dictionary(uniqueKeysWithValues: events.map { ($0.id, $0) })
        let missing = calendars.last!.id
        let expected = asked.compactMap { byID[$0] }.filter { $0.calendarID != missing }
        #expect(found.map(\.id) == expected.map(\.id))
        #expect(found.map(\.title) == expected.map(\.title))
        let titles = Dictionary(uniqueKeysWithValues: calendars.map { ($0.id, $0.title) })
        #expect(found.allSatisfy { $0.calendar.title == titles[byID[$0.id]!.calendarID] }, "each event carries its own calendar")
        #expect(lookup.entities([]).isEmpty)
    }
}
