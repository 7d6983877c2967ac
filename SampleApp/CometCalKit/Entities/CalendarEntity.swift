import Foundation
import IntentKit

/// A calendar, as the system sees it.
struct CalendarEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Calendar", numericFormat: "\(placeholder: .int) calendars")
    /// Finds calendars by identifier, by name, or all of them.
    static let defaultQuery = CalendarEntityQuery()

    /// The calendar's identifier.
    var id: UUID
    /// The calendar's title.
    @Property(title: "Title") var title: String
    /// The calendar's colour.
    @Property(title: "Color") var color: CalendarColor

    /// Makes the entity for a stored calendar.
    init(_ record: CalendarRecord) {
        id = record.id
        title = record.title
        color = record.color
    }

    /// The title, with a calendar symbol.
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(title)", image: .init(systemName: "calendar"))
    }
}

/// Finds calendars: by identifier, by title (case- and diacritic-insensitive substring), or all.
struct CalendarEntityQuery: EntityStringQuery, EnumerableEntityQuery {
    @Dependency var store: CalendarStore

    /// Creates the query.
    init() {}

    /// The calendars with these identifiers, in the order asked.
    func entities(for identifiers: [UUID]) async throws -> [CalendarEntity] {
        var found: [CalendarEntity] = []
        for id in identifiers {
            if let record = await store.calendar(id: id) { found.append(CalendarEntity(record)) }
        }
        return found
    }

    /// The calendars whose title contains the text.
    func entities(matching string: String) async throws -> [CalendarEntity] {
        await store.calendars().filter { TextMatching.contains($0.title, string) }.map(CalendarEntity.init)
    }

    /// Every calendar.
    func allEntities() async throws -> [CalendarEntity] {
        await store.calendars().map(CalendarEntity.init)
    }
}
