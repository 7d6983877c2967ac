import Foundation
import IntentKit

/// A calendar, as the system sees it.
public struct CalendarEntity: IndexedEntity {
    /// "Calendar".
    public static let typeDisplayRepresentation: TypeDisplayRepresentation = "Calendar"
    /// Finds calendars by identifier, by name, or all of them.
    public static let defaultQuery = CalendarEntityQuery()

    /// The calendar's identifier.
    public var id: UUID
    /// The calendar's title.
    @Property(title: "Title") public var title: String
    /// The calendar's colour.
    @Property(title: "Color") public var color: CalendarColor

    /// Makes the entity for a stored calendar.
    public init(_ record: CalendarRecord) {
        id = record.id
        title = record.title
        color = record.color
    }

    /// The title, with a calendar symbol.
    public var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: title, image: "calendar")
    }
}

/// Finds calendars: by identifier, by title (case- and diacritic-insensitive substring), or all.
public struct CalendarEntityQuery: EntityStringQuery, EnumerableEntityQuery {
    @Dependency var store: CalendarStore

    /// Creates the query.
    public init() {}

    /// The calendars with these identifiers, in the order asked.
    public func entities(for identifiers: [UUID]) async throws -> [CalendarEntity] {
        var found: [CalendarEntity] = []
        for id in identifiers {
            if let record = await store.calendar(id: id) { found.append(CalendarEntity(record)) }
        }
        return found
    }

    /// The calendars whose title contains the text.
    public func entities(matching string: String) async throws -> [CalendarEntity] {
        await store.calendars().filter { TextMatching.contains($0.title, string) }.map(CalendarEntity.init)
    }

    /// Every calendar.
    public func allEntities() async throws -> [CalendarEntity] {
        await store.calendars().map(CalendarEntity.init)
    }
}
