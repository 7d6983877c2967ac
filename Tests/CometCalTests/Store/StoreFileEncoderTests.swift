import Foundation
import Testing

@testable import CometCalKit

/// The hand-written store file is the JSON `JSONEncoder` writes, and `JSONDecoder` reads it back unchanged.
@Suite struct StoreFileEncoderTests {
    static let full = EventRecord(
        id: UUID(), title: "Quote \" backslash \\ tab\t newline\n bell\u{07} café 🚀", startDate: Date(timeIntervalSinceReferenceDate: 817_714_800.123_456),
        endDate: Date(timeIntervalSinceReferenceDate: -1.5), isAllDay: true, calendarID: SeedData.deepSpaceID, status: .tentative,
        location: "Dock \"9\"", placeID: "hangar-bay-3",
        attendees: [AttendeeRecord(name: "Vega", status: .accepted, type: .person), AttendeeRecord(name: "Room B", status: .tentative, type: .room)],
        notes: "", travelDistanceMeters: 1_234.5, recurrence: .weekly, seriesID: UUID())

    static let bare = EventRecord(
        id: UUID(), title: "", startDate: Date(timeIntervalSinceReferenceDate: 0), endDate: Date(timeIntervalSinceReferenceDate: 60), isAllDay: false,
        calendarID: SeedData.missionControlID, status: nil, location: nil, placeID: nil, attendees: [], notes: nil, travelDistanceMeters: nil,
        recurrence: nil, seriesID: nil)

    private func foundation(_ snapshot: StoreSnapshot) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(snapshot)
    }

    @Test(arguments: [nil, SettingsRecord(defaultCalendarID: SeedData.deepSpaceID, weekStart: .sunday)])
    func matchesJSONEncoderAndReadsBack(_ settings: SettingsRecord?) throws {
        let snapshot = StoreSnapshot(
            generation: 42, calendars: SeedData.defaultCalendars() + [CalendarRecord(id: UUID(), title: "Ünïcode \"Cal\"", color: .green)],
            events: [Self.full, Self.bare] + SeedData.events(now: Date()), settings: settings)
        let handWritten = try StoreFileEncoder.encode(snapshot)
        let decoded = try JSONDecoder().decode(StoreSnapshot.self, from: handWritten)
        #expect(decoded.generation == snapshot.generation)
        #expect(decoded.calendars == snapshot.calendars)
        #expect(decoded.events == snapshot.events)
        #expect(decoded.settings == snapshot.settings)
        let parsedHand = try JSONSerialization.jsonObject(with: handWritten) as? NSDictionary
        let parsedFoundation = try JSONSerialization.jsonObject(with: try foundation(snapshot)) as? NSDictionary
        #expect(parsedHand == parsedFoundation, "the same JSON document as JSONEncoder's")
    }

    @Test func anInfiniteDistanceIsRefused() {
        var event = Self.bare
        event.travelDistanceMeters = .infinity
        #expect(throws: StoreError.self) { try StoreFileEncoder.encode(StoreSnapshot(generation: 1, calendars: [], events: [event])) }
    }
}
