import IntentKit

/// Keeps the search index in step with the store: CometCal donates on create and update, deletes on delete.
extension SearchIndex {
    /// Indexes (or re-indexes) one event.
    func donate(_ event: EventEntity) {
        index([event])
    }

    /// Replaces everything indexed with the store's current calendars and events.
    func rebuild(from store: CalendarStore) async {
        deleteAll()
        index(await store.calendars().map(CalendarEntity.init))
        index(await store.eventEntities { _ in true })
    }
}
