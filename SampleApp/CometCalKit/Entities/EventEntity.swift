import Foundation
import IntentKit

/// An event, as the system sees it.
struct EventEntity: IndexedEntity {
    static let typeDisplayRepresentation = TypeDisplayRepresentation(name: "Event", numericFormat: "\(placeholder: .int) events")
    /// Finds events by identifier, by title, all of them, or upcoming first.
    static let defaultQuery = EventEntityQuery()

    /// The event's identifier.
    var id: UUID
    @Property(title: "Title") var title: String
    /// When it starts.
    @Property(title: "Start Date") var startDate: Date
    /// When it ends.
    @Property(title: "End Date") var endDate: Date
    /// Whether it lasts all day.
    @Property(title: "All Day") var isAllDay: Bool
    /// The calendar it belongs to.
    @Property(title: "Calendar") var calendar: CalendarEntity
    /// Whether it is going ahead, if known.
    @Property(title: "Status") var status: EventStatus?
    /// Where it happens, if known.
    @Property(title: "Location") var location: EventLocation?
    /// Who attends.
    @Property(title: "Attendees") var attendees: [AttendeeEntity]
    /// Free-form notes.
    @Property(title: "Notes") var notes: String?
    /// How far away it is, if known.
    @Property(title: "Travel Distance") var travelDistance: Measurement<UnitLength>?
    /// How it repeats, if it does.
    @Property(title: "Repeats") var recurrence: EventRecurrence?
    /// The series its occurrences share, if it repeats.
    var seriesID: UUID?

    /// Makes the entity for a stored event and its calendar.
    init(_ record: EventRecord, calendar: CalendarRecord) {
        self.init(record, calendar: CalendarEntity(calendar))
    }

    /// Makes the entity for a stored event, with its calendar's entity made already (shared by many events).
    ///
    /// The record is borrowed, so one read from the store's array is not copied first (its strings retained, then
    /// released once the entity is made).
    init(_ record: __shared EventRecord, calendar: CalendarEntity) {
        id = record.id
        seriesID = record.seriesID
        title = record.title
        startDate = record.startDate
        endDate = record.endDate
        isAllDay = record.isAllDay
        self.calendar = calendar
        status = record.status
        location = record.eventLocation
        attendees = record.attendees.map(AttendeeEntity.init)
        notes = record.notes
        travelDistance = record.travelDistanceMeters.map { Measurement(value: $0, unit: UnitLength.meters) }
        recurrence = record.recurrence
    }

    /// The title, with the date and calendar as subtitle.
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(
            title: "\(title)", subtitle: "\(EventFormatting.when(startDate, isAllDay: isAllDay)) · \(calendar.title)",
            image: .init(systemName: status == .cancelled ? "calendar.badge.minus" : "calendar"))
    }

    /// How long it lasts, and how many attend: computed at every fetch.
    static let computedProperties: [ComputedProperty<EventEntity>] = [
        ComputedProperty("duration", title: "Duration") { lengthOf($0) },
        ComputedProperty("attendeeCount", title: "Attendee Count") { $0.attendees.count },
    ]

    /// The time from start to end. Both dates are within years 1 to 9999 (IntentKit refuses any other), but a store
    /// written before that rule may hold any number: a length `Duration` cannot hold reads as zero, never a trap.
    static func lengthOf(_ event: EventEntity) -> Duration {
        let seconds = event.endDate.timeIntervalSince(event.startDate)
        guard seconds.magnitude <= 1e15 else { return .zero }
        return .seconds(seconds)
    }

    /// The events that overlap it: worked out only when asked for.
    static let deferredProperties: [DeferredProperty<EventEntity>] = [
        DeferredProperty("conflicts", title: "Conflicts") { event in
            @Dependency var store: CalendarStore
            return await store.conflicts(of: event.id)
        }
    ]

    /// The title and when it happens, found also by its location and notes.
    var attributeSet: CSSearchableItemAttributeSet {
        let attributes = defaultAttributeSet
        attributes.keywords = [location?.text, notes].compactMap { $0 }
        return attributes
    }
}

extension CalendarStore {
    /// The entity for an event, with its calendar.
    func eventEntity(id: UUID) -> EventEntity? {
        guard let record = event(id: id), let calendar = calendar(id: record.calendarID) else { return nil }
        return EventEntity(record, calendar: calendar)
    }

    /// The entities for these identifiers, in the order given; unknown identifiers are left out.
    func eventEntities(ids: [UUID]) -> [EventEntity] {
        eventLookup.entities(ids)
    }

    /// The events that overlap an event in time, in date order; counted, so tests can see when it is worked out.
    func conflicts(of id: UUID) -> [EventEntity] {
        conflictChecks += 1
        guard let event = event(id: id) else { return [] }
        return eventEntities { $0.id != id && $0.startDate < event.endDate && event.startDate < $0.endDate }
    }

    /// The entities for the events that pass the filter, in date order.
    func eventEntities(where include: (EventRecord) -> Bool) -> [EventEntity] {
        let calendars = Dictionary(uniqueKeysWithValues: calendars().map { ($0.id, $0) })
        // Straight from the stored records in date order: copying every record into an ordered array and
        // then into a filtered one was a tenth of the work of reading all 100,000 events.
        var entities: [EventEntity] = []
        for position in eventOrder {
            let record = storedEvent(at: position)
            guard include(record), let calendar = calendars[record.calendarID] else { continue }
            entities.append(EventEntity(record, calendar: calendar))
        }
        return entities
    }
}

extension EventEntity: OwnershipProvidingEntity {
    /// Shared when anyone attends; private otherwise.
    var ownership: EntityOwnership { attendees.isEmpty ? [] : .shared }
}
