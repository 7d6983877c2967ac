import IntentKit

/// Deletes an event after asking for confirmation; for a repeating event, asks which occurrences.
struct DeleteEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Delete Event"
    static let description = IntentDescription("Deletes an event after confirmation; for a repeating event, this one or this and later ones.")

    @Parameter(title: "Event") var event: EventEntity
    @Parameter(title: "Span") var span: EventSpan?
    @Dependency var store: CalendarStore

    /// "Delete …", naming the span when it reaches beyond the one event.
    static var parameterSummary: some ParameterSummary {
        Switch(\.$span) {
            Case(.futureEvents) {
                Summary("Delete \(\.$event) and later occurrences")
            }
            DefaultCase {
                Summary("Delete \(\.$event)")
            }
        }
    }

    /// The options a repeating event's deletion offers.
    static let thisEventOption = IntentChoiceOption(title: "This Event")
    /// Deletes this and later occurrences.
    static let futureEventsOption = IntentChoiceOption(title: "This and Future Events", subtitle: "Later occurrences go too", style: .destructive)

    /// Creates the intent with its parameters unset.
    init() {}

    /// Creates the intent for an event and a span.
    init(event: EventEntity, span: EventSpan? = nil) {
        self.event = event
        if let span { self.span = span }
    }

    /// Asks which occurrences for a repeating event, confirms, then deletes.
    func perform() async throws -> some IntentResult {
        let chosen = try await chosenSpan()
        let doomed: [EventRecord]
        if chosen == .futureEvents, let seriesID = event.seriesID {
            doomed = await store.occurrences(ofSeries: seriesID, from: event.startDate)
        } else {
            doomed = await store.event(id: event.id).map { [$0] } ?? []
        }
        let question = doomed.count > 1 ? "Delete \(doomed.count) occurrences of \"\(event.title)\"?" : "Delete \"\(event.title)\"?"
        let sharing = event.ownership.contains(.shared) ? " It is shared with \(event.attendees.count) attendee\(event.attendees.count == 1 ? "" : "s")." : ""
        try await requestConfirmation(actionName: .delete, dialog: "\(question)\(sharing)")
        try await store.deleteEvents(ids: doomed.map(\.id))
        return .result(dialog: doomed.count > 1 ? "Deleted \(doomed.count) occurrences of \(event.title)." : "Deleted \(event.title).")
    }

    /// The span the run gave; else, for a repeating event, the person's choice; else this event.
    private func chosenSpan() async throws -> EventSpan {
        if let span { return span }
        guard event.seriesID != nil else { return .thisEvent }
        let choice = try await requestChoice(
            between: [Self.thisEventOption, Self.futureEventsOption, .cancel], dialog: "\"\(event.title)\" repeats. Delete which occurrences?")
        return choice == Self.futureEventsOption ? .futureEvents : .thisEvent
    }
}
