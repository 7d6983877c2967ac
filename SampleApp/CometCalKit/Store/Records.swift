import Foundation
import IntentKit

/// A calendar as the store keeps it.
struct CalendarRecord: Codable, Sendable, Hashable, Identifiable {
    /// The calendar's identifier.
    var id: UUID
    /// The calendar's title.
    var title: String
    /// The calendar's colour.
    var color: CalendarColor
}

/// An event as the store keeps it.
struct EventRecord: Codable, Sendable, Hashable, Identifiable {
    /// The event's identifier.
    var id: UUID
    var title: String
    /// When it starts.
    var startDate: Date
    /// When it ends.
    var endDate: Date
    /// Whether it lasts all day.
    var isAllDay: Bool
    /// The calendar it belongs to.
    var calendarID: UUID
    /// Its status, if known.
    var status: EventStatus?
    /// Where it happens, as an address, if it is not a known place.
    var location: String?
    /// Where it happens, as a place in the catalog, if it is one.
    var placeID: String?
    /// Who attends.
    var attendees: [AttendeeRecord]
    /// Free-form notes.
    var notes: String?
    /// How far away it is, in metres, if known.
    var travelDistanceMeters: Double?
    /// How the event repeats, if it does; every occurrence is its own record.
    var recurrence: EventRecurrence?
    /// The series the occurrences of a repeating event share.
    var seriesID: UUID?
}

/// One person's (or room's) participation in an event.
struct AttendeeRecord: Codable, Sendable, Hashable {
    /// The attendee's name.
    var name: String
    /// Whether they accepted.
    var status: AttendeeStatus
    /// What kind of attendee.
    var type: AttendeeType
}

/// Everything the store persists, with the generation that counts its commits.
struct StoreSnapshot: Codable, Sendable {
    /// Bumped by every commit; the search index records the generation it reflects.
    var generation: UInt64
    var calendars: [CalendarRecord]
    var events: [EventRecord]
    /// `nil` until the settings are first changed.
    var settings: SettingsRecord?

    init(generation: UInt64, calendars: [CalendarRecord], events: [EventRecord], settings: SettingsRecord? = nil) {
        self.generation = generation
        self.calendars = calendars
        self.events = events
        self.settings = settings
    }

    /// Reads a store; files written before generations existed start at 0, and before settings existed with the defaults.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        generation = try container.decodeIfPresent(UInt64.self, forKey: .generation) ?? 0
        calendars = try container.decode([CalendarRecord].self, forKey: .calendars)
        events = try container.decode([EventRecord].self, forKey: .events)
        settings = try container.decodeIfPresent(SettingsRecord.self, forKey: .settings)
    }

    /// The entities for these events (those whose calendar exists).
    func entities(for events: [EventRecord]) -> [EventEntity] {
        Array(lazyEntities(for: events))
    }

    /// The entities of events made one at a time as they are read: a bulk donation to the search index
    /// then never holds every entity at once.
    func lazyEntities(for events: [EventRecord]) -> LazyMapSequence<LazyFilterSequence<LazyMapSequence<[EventRecord], EventEntity?>>, EventEntity> {
        let calendarsByID = Dictionary(calendars.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return events.lazy.compactMap { event in calendarsByID[event.calendarID].map { EventEntity(event, calendar: $0) } }
    }

    /// Every calendar and event as the search index holds them.
    func allEntities() -> [any IndexedEntity] {
        calendars.map(CalendarEntity.init) + entities(for: events)
    }
}

/// A change to an event's fields; `nil` members leave a field as it is.
///
/// For optional fields the inner optional distinguishes "clear it"
/// (`.some(nil)`) from "leave it" (`nil`).
struct EventChanges: Sendable {
    /// A new title.
    var title: String?
    /// A new start.
    var startDate: Date?
    /// A new end.
    var endDate: Date?
    /// A new calendar.
    var calendarID: UUID?
    /// A new status, or `.some(nil)` to clear it.
    var status: EventStatus??
    /// A new location, or `.some(nil)` to clear it.
    var location: EventLocation??
    /// New notes, or `.some(nil)` to clear them.
    var notes: String??

    /// No changes.
    init() {}
}

extension EventRecord {
    /// Where it happens: a place, an address, or nothing.
    var eventLocation: EventLocation? { EventLocation(placeID: placeID, address: location) }
}
