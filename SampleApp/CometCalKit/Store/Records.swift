import Foundation

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

/// Everything the store persists.
struct StoreSnapshot: Codable, Sendable {
    var calendars: [CalendarRecord]
    var events: [EventRecord]
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
