import IntentKit

/// Deletes an event after asking for confirmation.
///
/// CometCal has no recurring events, so both spans delete the one event.
struct DeleteEventIntent: AppIntent {
    /// "Delete Event".
    static let title: LocalizedStringResource = "Delete Event"
    /// What it does.
    static let description = IntentDescription("Deletes an event after confirmation.")

    @Parameter(title: "Event") var event: EventEntity
    @Parameter(title: "Span", default: .thisEvent) var span: EventSpan
    @Dependency var store: CalendarStore

    /// "Delete …", naming the span when it reaches beyond the one event.
    static var parameterSummary: some ParameterSummary {
        Switch(\.$span) {
            Case(.thisEvent) {
                Summary("Delete \(\.$event)")
            }
            DefaultCase {
                Summary("Delete \(\.$event) (\(\.$span))")
            }
        }
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Confirms, then deletes.
    func perform() async throws -> some IntentResult {
        try await requestConfirmation(actionName: .delete, dialog: "Delete \"\(event.title)\"?")
        try await store.deleteEvent(id: event.id)
        return .result(dialog: "Deleted \(event.title).")
    }
}
