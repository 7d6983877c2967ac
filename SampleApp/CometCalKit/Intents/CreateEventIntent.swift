import Foundation
import IntentKit

/// Creates an event in a calendar and returns it.
///
/// The end defaults to one hour after the start, or to the end of the day for an all-day event.
struct CreateEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Event"
    static let description = IntentDescription(
        "Creates an event in a calendar.", categoryName: "Events", searchKeywords: ["add", "new", "schedule"], resultValueName: "New Event")

    @Parameter(title: "Title") var title: String
    @Parameter(title: "Start Date") var startDate: Date
    @Parameter(title: "End Date") var endDate: Date?
    @Parameter(title: "All Day", default: false) var isAllDay: Bool
    @Parameter(title: "Calendar") var calendar: CalendarEntity
    @Parameter(title: "Status") var status: EventStatus?
    @Parameter(title: "Location") var location: EventLocation?
    @Parameter(title: "Attendees", default: []) var attendees: [AttendeeEntity]
    @Parameter(title: "Notes") var notes: String?
    @Parameter(title: "Travel Distance", description: "How far away the event is.", defaultUnit: .kilometers, supportsNegativeNumbers: false)
    var travelDistance: Measurement<UnitLength>?
    @Parameter(title: "Repeats") var recurrence: EventRecurrence?
    @Parameter(title: "Occurrences", default: 4, inclusiveRange: (2, 52)) var occurrences: Int
    @Parameter(title: "Open After Creating", default: false) var openAfterCreating: Bool
    @Dependency var store: CalendarStore

    /// "Add … on … to …", all-day or at a time.
    static var parameterSummary: some ParameterSummary {
        When(\.$isAllDay, .equalTo, true) {
            Summary("Add all-day \(\.$title) on \(\.$startDate) to \(\.$calendar)") {
                \.$endDate
                \.$status
                \.$location
                \.$attendees
                \.$notes
                \.$travelDistance
                \.$recurrence
                \.$occurrences
                \.$openAfterCreating
            }
        } otherwise: {
            Summary("Add \(\.$title) at \(\.$startDate) to \(\.$calendar)") {
                \.$endDate
                \.$isAllDay
                \.$status
                \.$location
                \.$attendees
                \.$notes
                \.$travelDistance
                \.$recurrence
                \.$occurrences
                \.$openAfterCreating
            }
        }
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Creates the event.
    func perform() async throws -> some IntentResult & ReturnsValue<EventEntity> {
        let start = isAllDay ? Calendar.current.startOfDay(for: startDate) : startDate
        let end =
            endDate
            ?? (isAllDay
                ? Calendar.current.date(byAdding: .day, value: 1, to: start)!
                : start.addingTimeInterval(3600))
        let record = try await store.createEvent(
            title: title, startDate: start, endDate: end, isAllDay: isAllDay, calendarID: calendar.id,
            status: status, location: location, attendees: attendees.map(\.record), notes: notes,
            travelDistance: travelDistance, recurrence: recurrence, occurrences: occurrences)
        guard let entity = await store.eventEntity(id: record.id) else { throw StoreError.eventNotFound(record.id) }
        if openAfterCreating {
            return .result(value: entity, opensIntent: OpenEventIntent(target: entity), dialog: "Created \(title) in \(calendar).")
        }
        return .result(value: entity, dialog: "Created \(title) in \(calendar).")
    }
}
