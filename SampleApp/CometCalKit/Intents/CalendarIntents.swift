import IntentKit

/// Creates a calendar and returns it.
struct CreateCalendarIntent: AppIntent {
    static let title: LocalizedStringResource = "Create Calendar"
    static let description = IntentDescription(
        "Creates a calendar; the colour defaults to blue; a taken name is asked for again.", categoryName: "Calendars",
        searchKeywords: ["new", "add"], resultValueName: "New Calendar")

    @Parameter(title: "Name", requestValueDialog: "What should the calendar be called?") var name: String
    @Parameter(title: "Color") var color: CalendarColor?
    @Dependency var store: CalendarStore

    /// "Create a calendar named … in …".
    static var parameterSummary: some ParameterSummary {
        When(\.$color, .hasAnyValue) {
            Summary("Create a \(\.$color) calendar named \(\.$name)")
        } otherwise: {
            Summary("Create a calendar named \(\.$name)")
        }
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Creates the calendar; when the name is taken, asks for another, so calendar names stay unique.
    func perform() async throws -> some IntentResult & ReturnsValue<CalendarEntity> {
        var title = name
        var asked = 0
        while await store.calendars().contains(where: { TextMatching.equals($0.title, title) }) {
            guard asked < 3 else { throw CometCalError.calendarNameTaken(title) }
            asked += 1
            title = try await $name.requestValue("A calendar named \"\(title)\" already exists. What should the new one be called?")
        }
        let record = try await store.createCalendar(title: title, color: color ?? .blue)
        return .result(value: CalendarEntity(record))
    }
}

/// Counts the events in one calendar, or in all of them.
struct CountEventsIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Events"
    static let description = IntentDescription("Counts events, in one calendar or in all.")

    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Dependency var store: CalendarStore

    /// "Count events in …".
    static var parameterSummary: some ParameterSummary {
        Summary("Count events in \(\.$calendar)")
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Counts.
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let count = await store.eventCount(inCalendar: calendar?.id)
        return .result(value: count, dialog: "\(count) event\(count == 1 ? "" : "s").")
    }
}

/// Returns an event's status.
struct EventStatusIntent: AppIntent {
    static let title: LocalizedStringResource = "Event Status"
    static let description = IntentDescription("Tells whether an event is confirmed, tentative or cancelled.")

    @Parameter(title: "Event") var event: EventEntity

    /// "Get the status of …".
    static var parameterSummary: some ParameterSummary {
        Summary("Get the status of \(\.$event)")
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// The status, or nil when the event has none.
    func perform() async throws -> some IntentResult & ReturnsValue<EventStatus?> {
        .result(value: event.status)
    }
}
