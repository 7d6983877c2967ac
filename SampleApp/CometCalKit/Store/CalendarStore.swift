import Foundation
import IntentKit

/// CometCal's data: calendars and events, persisted in the app's container.
///
/// Every mutation is written to disk (atomically and durably) before it
/// returns, so an intent that returned success is on disk. The store keeps
/// the search index in step: each commit bumps the store's generation and,
/// still inside the actor, queues the matching donation with that
/// generation, so the index can tell at start whether it is behind.
actor CalendarStore: SearchIndexSource {
    /// The store file's name inside the container.
    static let fileName = "store.json"

    private let fileURL: URL
    private let searchIndex: SearchIndex?
    private var snapshot: StoreSnapshot
    /// Positions of events and calendars by identifier, so look-ups stay fast with many events.
    private var eventPositions: [UUID: Int] = [:]
    private var calendarPositions: [UUID: Int] = [:]
    /// How many times an event's conflicts were worked out since the app started.
    var conflictChecks = 0
    /// How many times a read built the date order and title index itself, instead of taking them built ahead.
    private(set) var indexBuildsOnFirstUse = 0
    /// The date order and title index of the current snapshot; built on first use after a change.
    private var derived: DerivedEventIndexes?
    /// Builds ``derived`` ahead of use after large changes.
    private let builder: DerivedIndexBuilder

    /// How a commit changed the event list, so that what is derived from it is kept, extended or rebuilt.
    private enum EventsChange {
        /// Events were not touched (calendars, settings).
        case unchanged
        /// Events were added at the end, after the ones already there.
        case appended
        /// The event at this position changed; none moved.
        case updated(Int)
        /// Anything else.
        case rewritten
    }

    private func derivedIndexes() -> DerivedEventIndexes {
        if let derived { return derived }
        let built =
            builder.take(generation: snapshot.generation)
            ?? {
                indexBuildsOnFirstUse += 1
                return DerivedEventIndexes(snapshot.events)
            }()
        derived = built
        return built
    }

    /// Waits until the indexes being built ahead of use, if any, are ready.
    func waitForIndexesBuiltAhead() async { await builder.waitUntilIdle() }

    /// Opens the store in a container directory, starting with the default calendars when there is no file yet.
    /// - Parameters:
    ///   - directory: The app's container.
    ///   - searchIndex: The index to keep in step with the store, if any.
    /// - Throws: ``StoreError/corrupt(_:)`` when the file exists but cannot be read (or is not a file); the file is left untouched.
    init(directory: URL, searchIndex: SearchIndex? = nil) throws {
        fileURL = directory.appendingPathComponent(Self.fileName)
        self.searchIndex = searchIndex
        builder = DerivedIndexBuilder(after: { await searchIndex?.settle() })
        let data: Data?
        do {
            data = try AtomicFile.read(fileURL)
        } catch {
            throw StoreError.corrupt("\(error)")
        }
        if let data {
            do {
                snapshot = try JSONDecoder().decode(StoreSnapshot.self, from: data)
            } catch {
                throw StoreError.corrupt("\(fileURL.path): \(error)")
            }
        } else {
            snapshot = StoreSnapshot(generation: 0, calendars: SeedData.defaultCalendars(), events: [])
        }
        (eventPositions, calendarPositions) = Self.positions(in: snapshot)
        if snapshot.events.count >= DerivedIndexBuilder.threshold { builder.request(snapshot.events, generation: snapshot.generation) }
    }

    private static func positions(in snapshot: StoreSnapshot) -> ([UUID: Int], [UUID: Int]) {
        (positions(of: snapshot.events), positions(of: snapshot.calendars))
    }

    /// Each record's position by identifier (the first, should one repeat).
    private static func positions<Record: Identifiable>(of records: [Record]) -> [Record.ID: Int] {
        Dictionary(records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    // MARK: Reading

    /// Every calendar, in creation order.
    func calendars() -> [CalendarRecord] { snapshot.calendars }

    /// The calendar with this identifier.
    func calendar(id: UUID) -> CalendarRecord? { calendarPositions[id].map { snapshot.calendars[$0] } }

    /// The store as it is now, for looking many events up by identifier off the actor (copied on write, so free).
    var eventLookup: EventLookup {
        EventLookup(events: snapshot.events, positions: eventPositions, calendars: snapshot.calendars, calendarPositions: calendarPositions)
    }

    /// Every event, ordered by start date then title.
    func events() -> [EventRecord] {
        derivedIndexes().order.map { snapshot.events[$0] }
    }

    /// The stored positions of the events, ordered by start date then title (see ``storedEvent(at:)``).
    var eventOrder: [Int] { derivedIndexes().order }

    /// The event stored at a position of ``eventOrder``.
    func storedEvent(at position: Int) -> EventRecord { snapshot.events[position] }

    /// How many events there are, in one calendar or in all; counted without copying or sorting them.
    func eventCount(inCalendar calendarID: UUID?) -> Int {
        guard let calendarID else { return snapshot.events.count }
        var count = 0
        for event in snapshot.events where event.calendarID == calendarID { count += 1 }
        return count
    }

    /// The events whose title contains the text, ignoring case and diacritics (all for empty text), ordered by start date then title.
    func events(titleContaining text: String) -> [EventRecord] {
        let indexes = derivedIndexes()
        return indexes.titles.positions(containing: text).sorted { indexes.rank[$0] < indexes.rank[$1] }.map { snapshot.events[$0] }
    }

    /// The entities for the events whose title contains the text, ordered by start date then title.
    func eventEntities(titleContaining text: String) -> [EventEntity] {
        snapshot.entities(for: events(titleContaining: text))
    }

    /// The event with this identifier.
    func event(id: UUID) -> EventRecord? { eventPositions[id].map { snapshot.events[$0] } }

    // MARK: Writing

    /// Creates an event and saves.
    func createEvent(
        title: String, startDate: Date, endDate: Date, isAllDay: Bool, calendarID: UUID,
        status: EventStatus?, location: EventLocation?, attendees: [AttendeeRecord], notes: String?,
        travelDistance: Measurement<UnitLength>? = nil, recurrence: EventRecurrence? = nil, occurrences: Int = 1
    ) throws -> EventRecord {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw StoreError.emptyTitle }
        guard calendar(id: calendarID) != nil else { throw StoreError.calendarNotFound(calendarID) }
        guard endDate >= startDate else { throw StoreError.endBeforeStart(title: title) }
        let seriesID = recurrence == nil ? nil : UUID()
        let count = recurrence == nil ? 1 : max(1, occurrences)
        let length = endDate.timeIntervalSince(startDate)
        let events = (0..<count).map { occurrence in
            let start =
                recurrence.flatMap { recurrence in
                    Calendar.current.date(byAdding: DateComponents(day: (recurrence.step.day ?? 0) * occurrence), to: startDate)
                } ?? startDate
            return EventRecord(
                id: UUID(), title: title, startDate: start, endDate: start.addingTimeInterval(length), isAllDay: isAllDay,
                calendarID: calendarID, status: status, location: location?.stored.address, placeID: location?.stored.placeID, attendees: attendees, notes: notes,
                travelDistanceMeters: travelDistance?.converted(to: .meters).value, recurrence: recurrence, seriesID: seriesID)
        }
        try commit(
            { $0.events += events }, events: .appended,
            index: { index, store, generation in
                index.index(store.entities(for: events), generation: generation)
            })
        return events[0]
    }

    /// The occurrences of a series from a date on, earliest first.
    func occurrences(ofSeries seriesID: UUID, from start: Date) -> [EventRecord] {
        events().filter { $0.seriesID == seriesID && $0.startDate >= start }
    }

    /// Applies changes to an event and saves.
    func updateEvent(id: UUID, _ changes: EventChanges) throws -> EventRecord {
        guard var event = event(id: id) else { throw StoreError.eventNotFound(id) }
        if let title = changes.title {
            guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw StoreError.emptyTitle }
            event.title = title
        }
        if let startDate = changes.startDate {
            let length = event.endDate.timeIntervalSince(event.startDate)
            event.startDate = startDate
            if changes.endDate == nil { event.endDate = startDate.addingTimeInterval(length) }
        }
        if let endDate = changes.endDate { event.endDate = endDate }
        if let calendarID = changes.calendarID {
            guard calendar(id: calendarID) != nil else { throw StoreError.calendarNotFound(calendarID) }
            event.calendarID = calendarID
        }
        if let status = changes.status { event.status = status }
        if let location = changes.location {
            event.location = location?.stored.address
            event.placeID = location?.stored.placeID
        }
        if let notes = changes.notes { event.notes = notes }
        guard event.endDate >= event.startDate else { throw StoreError.endBeforeStart(title: event.title) }
        let updated = event
        guard let position = eventPositions[id] else { throw StoreError.eventNotFound(id) }
        try commit(
            { $0.events[position] = updated }, events: .updated(position),
            index: { index, store, generation in
                index.index(store.entities(for: [updated]), generation: generation)
            })
        return updated
    }

    /// Deletes an event and saves; returns whether it existed.
    @discardableResult
    func deleteEvent(id: UUID) throws -> Bool {
        try deleteEvents(ids: [id]) == 1
    }

    /// Deletes events in one write; returns how many existed.
    @discardableResult
    func deleteEvents(ids: [UUID]) throws -> Int {
        let doomed = Set(ids.filter { event(id: $0) != nil })
        guard !doomed.isEmpty else { return 0 }
        try commit(
            { $0.events.removeAll { doomed.contains($0.id) } },
            index: { index, _, generation in
                index.delete(EventEntity.self, identifiers: Array(doomed), generation: generation)
            })
        return doomed.count
    }

    /// Creates a calendar and saves.
    func createCalendar(title: String, color: CalendarColor) throws -> CalendarRecord {
        guard !title.trimmingCharacters(in: .whitespaces).isEmpty else { throw StoreError.emptyTitle }
        let calendar = CalendarRecord(id: UUID(), title: title, color: color)
        try commit(
            { $0.calendars.append(calendar) }, events: .unchanged,
            index: { index, _, generation in
                index.index([CalendarEntity(calendar)], generation: generation)
            })
        return calendar
    }

    /// The settings as saved; `nil` until first changed.
    var storedSettings: SettingsRecord? { snapshot.settings }

    /// Saves new settings (nothing the search index holds changes).
    func replaceSettings(_ settings: SettingsRecord) throws {
        try commit({ $0.settings = settings }, events: .unchanged, index: { index, _, generation in index.index([EventEntity](), generation: generation) })
    }

    /// Replaces everything with the two default calendars and no events.
    func reset() throws {
        try commit({ $0 = StoreSnapshot(generation: $0.generation, calendars: SeedData.defaultCalendars(), events: []) }, index: Self.reindexEverything)
    }

    /// Adds `count` generated events (for load tests), in one write.
    @discardableResult
    func addGeneratedEvents(_ count: Int, startingAt first: Int = 0, now: Date = Date()) throws -> [EventRecord] {
        let generated = SeedData.generatedEvents(count, startingAt: first, now: now)
        try commit(
            { $0.events += generated }, events: .appended,
            index: { index, store, generation in
                index.index(generation: generation) { store.lazyEntities(for: generated) }
            })
        return generated
    }

    /// Replaces everything with the sample data set, dated around `now`.
    func seed(now: Date = Date()) throws {
        try commit({ $0 = SeedData.snapshot(now: now, generation: $0.generation) }, index: Self.reindexEverything)
    }

    // MARK: The search index

    /// The generation of the committed data.
    func searchIndexGeneration() -> UInt64 { snapshot.generation }

    /// Every calendar and event, as of the current generation.
    func searchIndexSnapshot() -> SearchIndexSnapshot {
        SearchIndexSnapshot(generation: snapshot.generation, entities: snapshot.allEntities())
    }

    private static func reindexEverything(_ index: SearchIndex, _ snapshot: StoreSnapshot, _ generation: UInt64) {
        index.replaceAll(with: SearchIndexSnapshot(generation: generation, entities: snapshot.allEntities()))
    }

    /// Applies a mutation to a copy with the next generation, writes the copy, makes it current,
    /// and queues the index change for that generation (in commit order, as the actor runs one commit at a time).
    private func commit(
        _ mutation: (inout StoreSnapshot) -> Void, events change: EventsChange = .rewritten, index donate: (SearchIndex, StoreSnapshot, UInt64) -> Void
    ) throws {
        var next = snapshot
        mutation(&next)
        next.generation = snapshot.generation + 1
        let data = try StoreFileEncoder.encode(next)
        try AtomicFile.write(data, to: fileURL)
        let previousCount = snapshot.events.count
        snapshot = next
        switch change {
        case .unchanged:
            calendarPositions = Self.positions(of: next.calendars)
        case .appended:
            for position in previousCount..<next.events.count where eventPositions[next.events[position].id] == nil {
                eventPositions[next.events[position].id] = position
            }
            calendarPositions = Self.positions(of: next.calendars)
            derived = derived.map { DerivedEventIndexes(appendingFrom: previousCount, to: $0, events: next.events) }
        case .updated(let position):
            derived?.update(position, events: next.events)
        case .rewritten:
            derived = nil
            (eventPositions, calendarPositions) = Self.positions(in: next)
        }
        if let searchIndex { donate(searchIndex, next, next.generation) }
        // Whenever a large store's indexes were not kept (a rewrite, or changes before the first read), the first
        // read would wait for them. Asked after the donation, so that the build starts once the index has it.
        if derived == nil, next.events.count >= DerivedIndexBuilder.threshold { builder.request(next.events, generation: next.generation) }
    }
}
