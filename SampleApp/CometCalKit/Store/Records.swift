import Foundation
import IntentKit

/// A calendar as the store keeps it.
public struct CalendarRecord: Codable, Sendable, Hashable, Identifiable {
    /// The calendar's identifier.
    public var id: UUID
    /// The calendar's title.
    public var title: String
    /// The calendar's colour.
    public var color: CalendarColor
}

/// An event as the store keeps it.
public struct EventRecord: Codable, Sendable, Hashable, Identifiable {
    /// The event's identifier.
    public var id: UUID
    /// The title.
    public var title: String
    /// When it starts.
    public var startDate: Date
    /// When it ends.
    public var endDate: Date
    /// Whether it lasts all day.
    public var isAllDay: Bool
    /// The calendar it belongs to.
    public var calendarID: UUID
    /// Its status, if known.
    public var status: EventStatus?
    /// Where it happens, if known.
    public var location: String?
    /// Who attends.
    public var attendees: [AttendeeRecord]
    /// Free-form notes.
    public var notes: String?
}

/// One person's (or room's) participation in an event.
public struct AttendeeRecord: Codable, Sendable, Hashable {
    /// The attendee's name.
    public var name: String
    /// Whether they accepted.
    public var status: AttendeeStatus
    /// What kind of attendee.
    public var type: AttendeeType
}

/// Everything the store persists, with the generation that counts its commits.
struct StoreSnapshot: Codable, Sendable {
    /// Bumped by every commit; the search index records the generation it reflects.
    var generation: UInt64
    var calendars: [CalendarRecord]
    var events: [EventRecord]

    init(generation: UInt64, calendars: [CalendarRecord], events: [EventRecord]) {
        self.generation = generation
        self.calendars = calendars
        self.events = events
    }

    /// Reads a store; files written before generations existed start at 0.
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        generation = try container.decodeIfPresent(UInt64.self, forKey: .generation) ?? 0
        calendars = try container.decode([CalendarRecord].self, forKey: .calendars)
        events = try container.decode([EventRecord].self, forKey: .events)
    }

    /// The entities for these events (those whose calendar exists).
    func entities(for events: [EventRecord]) -> [EventEntity] {
        let calendarsByID = Dictionary(calendars.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return events.compactMap { event in calendarsByID[event.calendarID].map { EventEntity(event, calendar: $0) } }
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
public struct EventChanges: Sendable {
    /// A new title.
    public var title: String?
    /// A new start.
    public var startDate: Date?
    /// A new end.
    public var endDate: Date?
    /// A new calendar.
    public var calendarID: UUID?
    /// A new status, or `.some(nil)` to clear it.
    public var status: EventStatus??
    /// A new location, or `.some(nil)` to clear it.
    public var location: String??
    /// New notes, or `.some(nil)` to clear them.
    public var notes: String??

    /// No changes.
    public init() {}
}
