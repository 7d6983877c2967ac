import Foundation
import IntentKit

/// Finds events: by identifier, by title (case- and diacritic-insensitive substring), all, suggestions (upcoming first),
/// and by comparing their title, dates, calendar, status and all-day flag, sorted and limited.
struct EventEntityQuery: EntityStringQuery, EnumerableEntityQuery, EntityPropertyQuery {
    @Dependency var store: CalendarStore

    /// Creates the query.
    init() {}

    /// The events with these identifiers, in the order asked.
    func entities(for identifiers: [UUID]) async throws -> [EventEntity] {
        // Made off the store's actor, which other requests then need not wait for.
        await store.eventLookup.entities(identifiers)
    }

    /// The events whose title contains the text, in date order.
    func entities(matching string: String) async throws -> [EventEntity] {
        await store.eventEntities(titleContaining: string)
    }

    /// Every event, in date order.
    func allEntities() async throws -> [EventEntity] {
        await store.eventEntities { _ in true }
    }

    /// Upcoming events soonest first, then past events most recent first.
    func suggestedEntities() async throws -> [EventEntity] {
        let now = Date()
        let all = await store.eventEntities { _ in true }
        let upcoming = all.filter { $0.endDate >= now }
        let past = all.filter { $0.endDate < now }.reversed()
        return upcoming + past
    }

    /// What events can be compared by; text comparisons ignore case and diacritics.
    static let properties = QueryProperties {
        Property(\EventEntity.$title) {
            EqualToComparator { title in EventFilter { TextMatching.equals($0.title, title) } }
            NotEqualToComparator { title in EventFilter { !TextMatching.equals($0.title, title) } }
            ContainsComparator { text in EventFilter { TextMatching.contains($0.title, text) } }
            HasPrefixComparator { prefix in EventFilter { TextMatching.fold($0.title).hasPrefix(TextMatching.fold(prefix)) } }
            HasSuffixComparator { suffix in EventFilter { TextMatching.fold($0.title).hasSuffix(TextMatching.fold(suffix)) } }
        }
        Property(\EventEntity.$startDate) {
            LessThanComparator { date in EventFilter { $0.startDate < date } }
            GreaterThanComparator { date in EventFilter { $0.startDate > date } }
            IsBetweenComparator { lower, upper in EventFilter { lower <= $0.startDate && $0.startDate <= upper } }
        }
        Property(\EventEntity.$endDate) {
            LessThanComparator { date in EventFilter { $0.endDate < date } }
            LessThanOrEqualToComparator { date in EventFilter { $0.endDate <= date } }
            GreaterThanComparator { date in EventFilter { $0.endDate > date } }
            GreaterThanOrEqualToComparator { date in EventFilter { $0.endDate >= date } }
        }
        Property(\EventEntity.$calendar) {
            EqualToComparator { calendar in EventFilter { $0.calendarID == calendar.id } }
            NotEqualToComparator { calendar in EventFilter { $0.calendarID != calendar.id } }
        }
        Property(\EventEntity.$status) {
            EqualToComparator { status in EventFilter { $0.status == status } }
            NotEqualToComparator { status in EventFilter { $0.status != status } }
        }
        Property(\EventEntity.$isAllDay) {
            EqualToComparator { isAllDay in EventFilter { $0.isAllDay == isAllDay } }
        }
    }

    /// What results can be sorted by.
    static let sortingOptions = SortingOptions {
        SortableBy(\EventEntity.$title)
        SortableBy(\EventEntity.$startDate)
        SortableBy(\EventEntity.$endDate)
    }

    /// The events passing all the filters (or any), sorted by the keys given (then by date), at most `limit`.
    func entities(matching filters: [EventFilter], mode: ComparatorMode, sortedBy: [Sort], limit: Int?) async throws -> [EventEntity] {
        let order = sortedBy.compactMap(EventOrder.init)
        let records = await store.events()
            .filter { record in
                filters.isEmpty || (mode == .and ? filters.allSatisfy { $0.matches(record) } : filters.contains { $0.matches(record) })
            }
            .sorted { EventOrder.precedes($0, $1, by: order) }
        return await store.eventEntities(ids: (limit.map { Array(records.prefix($0)) } ?? records).map(\.id))
    }
}

/// One condition on stored events: what the property query's comparators map to.
struct EventFilter: Sendable {
    /// Whether an event passes.
    let matches: @Sendable (EventRecord) -> Bool

    init(_ matches: @escaping @Sendable (EventRecord) -> Bool) { self.matches = matches }
}

/// One key of a requested sort order, over stored events.
struct EventOrder {
    let compare: (EventRecord, EventRecord) -> ComparisonResult

    /// The key for a sort the query declares; `nil` for any other.
    init?(_ sort: EntityQuerySort<EventEntity>) {
        let keys: [(PartialKeyPath<EventEntity>, (EventRecord, EventRecord) -> ComparisonResult)] = [
            (\EventEntity.$title, { TextMatching.fold($0.title).compare(TextMatching.fold($1.title)) }),
            (\EventEntity.$startDate, { $0.startDate.compare($1.startDate) }),
            (\EventEntity.$endDate, { $0.endDate.compare($1.endDate) }),
        ]
        guard let key = keys.first(where: { $0.0 == sort.by })?.1 else { return nil }
        compare = sort.order == .ascending ? key : { key($1, $0) }
    }

    /// Whether `a` comes before `b`: by each key in turn, then by start date and identifier so the order is total.
    static func precedes(_ a: EventRecord, _ b: EventRecord, by order: [EventOrder]) -> Bool {
        for key in order {
            let result = key.compare(a, b)
            if result != .orderedSame { return result == .orderedAscending }
        }
        if a.startDate != b.startDate { return a.startDate < b.startDate }
        // Byte order is the order of the upper-case hexadecimal text, without formatting either.
        return withUnsafeBytes(of: a.id.uuid) { left in withUnsafeBytes(of: b.id.uuid) { right in left.lexicographicallyPrecedes(right) } }
    }
}
