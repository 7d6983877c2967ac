import IntentKit

/// Creates a calendar and returns it.
struct CreateCalendarIntent: AppIntent {
    /// "Create Calendar".
    static let title = "Create Calendar"
    /// What it does.
    static let description: IntentDescription? = "Creates a calendar; the colour defaults to blue; a taken name is asked for again."

    @Parameter(title: "Name") var name: String
    @Parameter(title: "Color") var color: CalendarColor?
    @Dependency var store: CalendarStore

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
    /// "Count Events".
    static let title = "Count Events"
    /// What it does.
    static let description: IntentDescription? = "Counts events, in one calendar or in all."

    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Dependency var store: CalendarStore

    /// Creates the intent with its parameters unset.
    init() {}

    /// Counts.
    func perform() async throws -> some IntentResult & ReturnsValue<Int> {
        let events = await store.events()
        let count = calendar.map { calendar in events.filter { $0.calendarID == calendar.id }.count } ?? events.count
        return .result(value: count, dialog: "\(count) event\(count == 1 ? "" : "s").")
    }
}

/// Returns an event's status.
struct EventStatusIntent: AppIntent {
    /// "Event Status".
    static let title = "Event Status"
    /// What it does.
    static let description: IntentDescription? = "Tells whether an event is confirmed, tentative or cancelled."

    @Parameter(title: "Event") var event: EventEntity

    /// Creates the intent with its parameters unset.
    init() {}

    /// The status, or nil when the event has none.
    func perform() async throws -> some IntentResult & ReturnsValue<EventStatus?> {
        .result(value: event.status)
    }
}
