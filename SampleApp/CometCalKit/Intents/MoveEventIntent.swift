import IntentKit

/// Moves an event to another calendar; without one, offers the others as a choice.
struct MoveEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Move Event"
    static let description = IntentDescription("Moves an event to another calendar, asking which when none is given.", categoryName: "Events")

    @Parameter(title: "Event") var event: EventEntity
    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Dependency var store: CalendarStore

    /// "Move … to …".
    static var parameterSummary: some ParameterSummary {
        Summary("Move \(\.$event) to \(\.$calendar)")
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Moves, after asking where when the run did not say.
    func perform() async throws -> some IntentResult & ReturnsValue<EventEntity> {
        let destination = try await destinationID()
        var changes = EventChanges()
        changes.calendarID = destination
        let record = try await store.updateEvent(id: event.id, changes)
        guard let moved = await store.eventEntity(id: record.id) else { throw StoreError.eventNotFound(record.id) }
        return .result(value: moved, dialog: "Moved \(event.title) to \(moved.calendar.title).")
    }

    /// The calendar the run gave; else the only other one; else the person's choice among the others.
    private func destinationID() async throws -> CalendarEntity.ID {
        if let calendar { return calendar.id }
        let others = await store.calendars().filter { $0.id != event.calendar.id }
        guard !others.isEmpty else { throw CometCalError.noOtherCalendar(event.calendar.title) }
        if others.count == 1 { return others[0].id }
        var options: [IntentChoiceOption] = []
        for calendar in others {
            let count = await store.eventCount(inCalendar: calendar.id)
            options.append(IntentChoiceOption(title: "\(calendar.title)", subtitle: "\(count) event\(count == 1 ? "" : "s")"))
        }
        let choice = try await requestChoice(between: options + [.cancel], dialog: "Move \"\(event.title)\" to which calendar?")
        guard let index = options.firstIndex(of: choice) else { throw CometCalError.noOtherCalendar(event.calendar.title) }
        return others[index].id
    }
}
