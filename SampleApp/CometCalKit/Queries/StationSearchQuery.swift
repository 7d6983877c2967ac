import Foundation
import IntentKit

/// Something on the station that a search finds: an event, a calendar or a place.
enum StationItem: AppUnionValue {
    case event(EventEntity)
    case calendar(CalendarEntity)
    case place(PlaceEntity)

    /// The cases: event, calendar, place.
    static let unionCases: [UnionCase<StationItem>] = [
        .case("event", EventEntity.self, StationItem.event),
        .case("calendar", CalendarEntity.self, StationItem.calendar),
        .case("place", PlaceEntity.self, StationItem.place),
    ]
}

/// Finds events, calendars and places whose names contain the text: a value query that returns several types.
struct StationSearchQuery: IntentValueQuery {
    @Dependency var store: CalendarStore

    /// Creates the query.
    init() {}

    /// Places first, then calendars, then events in date order.
    func values(for input: String) async throws -> [StationItem] {
        guard !input.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        let places = PlaceEntity.catalog.filter { TextMatching.contains($0.name, input) }.map(StationItem.place)
        let calendars = await store.calendars().filter { TextMatching.contains($0.title, input) }.map { StationItem.calendar(CalendarEntity($0)) }
        let events = await store.eventEntities(titleContaining: input).map(StationItem.event)
        return places + calendars + events
    }
}
