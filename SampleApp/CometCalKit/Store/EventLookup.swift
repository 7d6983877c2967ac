import Dispatch
import Foundation
import Synchronization

/// Events looked up by identifier, many at once: what a search's hits and a query by identifiers need.
///
/// It holds the store's arrays as they were when it was taken (copied on write, so taking it is free), so the
/// store's actor is not held while entities are made. Made one at a time, on one thread, a large search's entities
/// each hashed their calendar's identifier again and made their calendar's entity again.
/// Now each calendar's entity is made once per lookup, and 2,048 identifiers or more are looked up in two halves
/// at once.
struct EventLookup: Sendable {
    /// The stored events.
    let events: [EventRecord]
    /// Each event's position in ``events``, by identifier.
    let positions: [UUID: Int]
    /// The stored calendars.
    let calendars: [CalendarRecord]
    /// Each calendar's position in ``calendars``, by identifier.
    let calendarPositions: [UUID: Int]

    /// How many calendars' entities one lookup keeps at hand, compared by identifier before hashing it.
    private static let calendarsAtHand = 8

    /// The fewest identifiers looked up in two halves at once; fewer take less time than waking a second thread.
    static let smallestLookupInHalves = 2048

    /// The entities for these identifiers, in the order given; unknown identifiers (and events whose calendar is
    /// gone) are left out.
    func entities(_ ids: [UUID]) -> [EventEntity] {
        // Both halves write their entities straight into the result: appending the second half's to the first's
        // copied each of them again (retaining and releasing its strings), a tenth of the lookup.
        Array(unsafeUninitializedCapacity: ids.count) { buffer, initialized in
            guard let start = buffer.baseAddress, ids.count >= Self.smallestLookupInHalves else {
                initialized = buffer.baseAddress.map { fill(ids[...], into: $0) } ?? 0
                return
            }
            let middle = ids.count / 2
            let counts = Mutex((0, 0))
            // The halves write to places no other thread touches until both are done.
            nonisolated(unsafe) let base = start
            nonisolated(unsafe) let second = start + middle
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                if half == 0 {
                    let count = fill(ids[..<middle], into: base)
                    counts.withLock { $0.0 = count }
                } else {
                    let count = fill(ids[middle...], into: second)
                    counts.withLock { $0.1 = count }
                }
            }
            let (first, rest) = counts.withLock { $0 }
            // Close the gap the first half's unknown identifiers left.
            if first < middle { (base + first).moveInitialize(from: second, count: rest) }
            initialized = first + rest
        }
    }

    /// Makes the entities of `ids` into consecutive places from `start`; returns how many it made.
    private func fill(_ ids: ArraySlice<UUID>, into start: UnsafeMutablePointer<EventEntity>) -> Int {
        // The entities of the first few calendars met, made once; apps have a few calendars, and their events
        // are spread over them. (Kept in two arrays: a tuple found by `first(where:)` was copied whole, then
        // destroyed, for each event.)
        var calendarIDs: [UUID] = []
        var calendarEntities: [CalendarEntity] = []
        calendarIDs.reserveCapacity(Self.calendarsAtHand)
        calendarEntities.reserveCapacity(Self.calendarsAtHand)
        var made = 0
        for id in ids {
            guard let position = positions[id] else { continue }
            // Read in place: the record is not copied out of the array, only its fields into the entity.
            let calendarID = events[position].calendarID
            if let index = calendarIDs.firstIndex(of: calendarID) {
                (start + made).initialize(to: EventEntity(events[position], calendar: calendarEntities[index]))
                made += 1
            } else if let stored = calendarPositions[calendarID] {
                let calendar = CalendarEntity(calendars[stored])
                if calendarIDs.count < Self.calendarsAtHand {
                    calendarIDs.append(calendarID)
                    calendarEntities.append(calendar)
                }
                (start + made).initialize(to: EventEntity(events[position], calendar: calendar))
                made += 1
            }
        }
        return made
    }
}
