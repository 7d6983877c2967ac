import IntentKit

/// Opens an event in the app: its detail screen.
struct OpenEventIntent: AppIntent {
    /// "Open Event".
    static let title = "Open Event"
    /// What it does.
    static let description: IntentDescription? = "Shows an event in CometCal."

    @Parameter(title: "Event") var target: EventEntity
    @Dependency var navigation: NavigationModel

    /// Creates the intent with its parameters unset.
    init() {}

    /// Navigates to the event.
    @MainActor
    func perform() async throws -> some IntentResult {
        navigation.open(eventID: target.id)
        return .result()
    }
}

/// Goes back to the calendar list, optionally showing one calendar.
struct ShowCalendarListIntent: AppIntent {
    /// "Show Calendar List".
    static let title = "Show Calendar List"
    /// What it does.
    static let description: IntentDescription? = "Shows the list of events, for one calendar or all."

    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Dependency var navigation: NavigationModel

    /// Creates the intent with its parameters unset.
    init() {}

    /// Navigates to the list.
    @MainActor
    func perform() async throws -> some IntentResult {
        navigation.showList(calendarID: calendar?.id)
        return .result()
    }
}

/// Selects an event in the list and scrolls it into view.
struct SelectEventIntent: AppIntent {
    /// "Select Event".
    static let title = "Select Event"
    /// What it does.
    static let description: IntentDescription? = "Selects an event in the list, scrolling it into view."

    @Parameter(title: "Event") var event: EventEntity
    @Dependency var navigation: NavigationModel
    @Dependency var store: CalendarStore

    /// Creates the intent with its parameters unset.
    init() {}

    /// Selects; shows the unfiltered list if the event's calendar is filtered out.
    @MainActor
    func perform() async throws -> some IntentResult {
        if let filter = navigation.calendarFilter, filter != event.calendar.id { navigation.showList(calendarID: nil) }
        let rows = await CometCalScreens.rows(store: store, calendarID: navigation.calendarFilter)
        guard let index = rows.firstIndex(where: { $0.id == event.id }) else { throw StoreError.eventNotFound(event.id) }
        navigation.select(eventID: event.id, at: index, rowCount: rows.count)
        return .result()
    }
}

/// Scrolls the calendar list by a number of rows.
struct ScrollCalendarListIntent: AppIntent {
    /// "Scroll Calendar List".
    static let title = "Scroll Calendar List"
    /// What it does.
    static let description: IntentDescription? = "Scrolls the list; positive rows scroll down."

    @Parameter(title: "Rows") var rows: Int
    @Dependency var navigation: NavigationModel
    @Dependency var store: CalendarStore

    /// Creates the intent with its parameters unset.
    init() {}

    /// Scrolls, or throws when the list is not on screen.
    @MainActor
    func perform() async throws -> some IntentResult {
        guard navigation.destination == .list else { throw CometCalError.listNotShown }
        let count = await CometCalScreens.rows(store: store, calendarID: navigation.calendarFilter).count
        navigation.scroll(by: rows, rowCount: count)
        return .result()
    }
}
