import IntentKit

/// Finds the event with a title: an exact match (ignoring case) first, else the earliest that contains it.
struct FetchEventIntent: AppIntent {
    static let title: LocalizedStringResource = "Fetch Event"
    static let description = IntentDescription("Finds an event by its title.")

    @Parameter(title: "Title") var title: String
    @Dependency var store: CalendarStore

    /// "Find the event titled …".
    static var parameterSummary: some ParameterSummary {
        Summary("Find the event titled \(\.$title)")
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Finds the event or throws ``CometCalError/eventNotFound(title:)``.
    func perform() async throws -> some IntentResult & ReturnsValue<EventEntity> {
        let candidates = await store.eventEntities(titleContaining: title)
        guard let match = candidates.first(where: { TextMatching.equals($0.title, title) }) ?? candidates.first else {
            throw CometCalError.eventNotFound(title: title)
        }
        return .result(value: match, snippetIntent: EventSummarySnippetIntent(event: match))
    }
}
