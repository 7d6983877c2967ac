import Foundation
import IntentKit

/// Changes the fields of an event that the run sets, and leaves the rest alone.
///
/// Omitted parameters leave their field unchanged; `status`, `location` and
/// `notes` set to nil are cleared.
struct UpdateEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Event"
    static let description = IntentDescription("Changes an event; fields left out stay as they are.")

    @Parameter(title: "Event") var event: EventEntity
    @Parameter(title: "Title") var title: String?
    @Parameter(title: "Start Date") var startDate: Date?
    @Parameter(title: "End Date") var endDate: Date?
    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Parameter(title: "Status") var status: EventStatus?
    @Parameter(title: "Location") var location: EventLocation?
    @Parameter(title: "Notes") var notes: String?
    @Dependency var store: CalendarStore

    /// "Update …", with every field it can change listed under it.
    static var parameterSummary: some ParameterSummary {
        Summary("Update \(\.$event)") {
            \.$title
            \.$startDate
            \.$endDate
            \.$calendar
            \.$status
            \.$location
            \.$notes
        }
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Applies the changes.
    func perform() async throws -> some IntentResult & ReturnsValue<EventEntity> {
        var changes = EventChanges()
        changes.title = try required($title, "title")
        changes.startDate = try required($startDate, "start date")
        changes.endDate = try required($endDate, "end date")
        changes.calendarID = try required($calendar, "calendar")?.id
        if case .set(let value) = $status.valueState { changes.status = .some(value) }
        if case .set(let value) = $location.valueState { changes.location = .some(value) }
        if case .set(let value) = $notes.valueState { changes.notes = .some(value) }
        let record = try await store.updateEvent(id: event.id, changes)
        guard let entity = await store.eventEntity(id: record.id) else { throw StoreError.eventNotFound(record.id) }
        return .result(value: entity)
    }

    /// The new value of a field every event must have: `nil` when unset, an error when set to nil.
    private func required<Value>(_ parameter: IntentParameter<Value?>, _ field: String) throws -> Value? {
        switch parameter.valueState {
        case .unset: return nil
        case .set(nil): throw CometCalError.cannotClear(field: field)
        case .set(let value?): return value
        }
    }
}
