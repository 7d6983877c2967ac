import IntentKit

/// Shows an event at a glance: its title, when, where and who, with buttons to open or delete it.
///
/// A snippet changes nothing: it only reads the store.
struct EventSummarySnippetIntent: SnippetIntent {
    static let title: LocalizedStringResource = "Event Summary"
    /// What it shows.
    static let description = IntentDescription("Shows an event's title, time, place and attendees, with Open and Delete buttons.")
    /// Shown inside other results, not offered on its own.
    static let isDiscoverable = false

    @Parameter(title: "Event") var event: EventEntity

    /// "Summary of ‹event›".
    static var parameterSummary: some ParameterSummary {
        Summary("Summary of \(\.$event)")
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Creates the snippet for an event.
    init(event: EventEntity) {
        self.event = event
    }

    /// The summary view.
    func perform() async throws -> some IntentResult & ShowsSnippetView {
        .result(
            view: VStack(alignment: .leading) {
                Text("\(event.title)")
                Text("\(EventFormatting.when(event.startDate, isAllDay: event.isAllDay)) · \(event.calendar.title)")
                if let location = event.location { Label("\(location.text)", systemImage: "mappin") }
                Label("\(event.attendees.count) attendee\(event.attendees.count == 1 ? "" : "s")", systemImage: "person.2")
                HStack {
                    Button("Open", intent: OpenEventIntent(target: event))
                    Button("Delete", intent: DeleteEventIntent(event: event, span: .thisEvent))
                }
            })
    }
}
