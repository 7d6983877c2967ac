import Foundation
import IntentKit

/// An event is exported as an iCalendar file (the first representation, so the one a test gets by default) or as
/// its title, and imported from an iCalendar file: an exported event comes back as itself (its `UID` is its
/// identifier), any other is added to the default calendar.
extension EventEntity: Transferable {
    static var transferRepresentation: some TransferRepresentation {
        DataRepresentation(contentType: .calendarEvent) { event in
            Data(ICalendarText.text(of: event.iCalendarEvent).utf8)
        } importing: { data in
            try await EventEntity.imported(from: data)
        }
        .suggestedFileName { $0.title }
        ProxyRepresentation(exporting: \.title)
    }

    /// The event's fields as iCalendar holds them.
    var iCalendarEvent: ICalendarText.Event {
        ICalendarText.Event(
            uid: id.uuidString, summary: title, start: startDate, end: endDate, isAllDay: isAllDay, location: location?.text, notes: notes)
    }

    /// The event an iCalendar file describes: the existing event its `UID` names, else a new one.
    static func imported(from data: Data) async throws -> EventEntity {
        guard let text = String(data: data, encoding: .utf8), let event = ICalendarText.event(in: text) else {
            throw ImportError.notAnEvent
        }
        @Dependency var store: CalendarStore
        if let id = UUID(uuidString: event.uid), let existing = await store.eventEntity(id: id) { return existing }
        let record = try await store.createEvent(
            title: event.summary, startDate: event.start, endDate: event.end, isAllDay: event.isAllDay,
            calendarID: await store.settings().defaultCalendarID, status: nil, location: nil, attendees: [], notes: event.notes)
        guard let entity = await store.eventEntity(id: record.id) else { throw StoreError.eventNotFound(record.id) }
        return entity
    }

    /// Why content could not be imported as an event.
    enum ImportError: Error, CustomStringConvertible {
        case notAnEvent

        var description: String { "the file holds no iCalendar event with a SUMMARY and a DTSTART" }
    }
}
