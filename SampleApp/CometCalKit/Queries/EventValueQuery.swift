import Foundation
import IntentKit

/// Turns a search input into events: those whose title, notes or calendar title contain the whole input.
struct EventValueQuery: IntentValueQuery {
    @Dependency var store: CalendarStore

    /// Creates the query.
    init() {}

    /// The matching events, in date order; none for blank input.
    func values(for input: String) async throws -> [EventEntity] {
        guard !input.trimmingCharacters(in: .whitespaces).isEmpty else { return [] }
        let calendars = await store.calendars()
        return await store.eventEntities { event in
            TextMatching.contains(event.title, input)
                || event.notes.map { TextMatching.contains($0, input) } == true
                || calendars.first { $0.id == event.calendarID }.map { TextMatching.contains($0.title, input) } == true
        }
    }
}
