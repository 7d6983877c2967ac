import IntentKit

/// Opens an event in the app: its detail screen.
struct OpenEventIntent: OpenIntent {
    static let title: LocalizedStringResource = "Open Event"
    static let description = IntentDescription("Shows an event in CometCal.")

    /// Brings CometCal to the front.
    static let openAppWhenRun = true
    /// Runs in the foreground.
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Event") var target: EventEntity
    @Dependency var navigation: NavigationModel

    /// "Open …".
    static var parameterSummary: some ParameterSummary {
        Summary("Open \(\.$target)")
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Creates the intent for an event.
    init(target: EventEntity) {
        self.target = target
    }

    /// Navigates to the event.
    @MainActor
    func perform() async throws -> some IntentResult {
        navigation.open(eventID: target.id)
        return .result()
    }
}

/// Goes back to the calendar list, optionally showing one calendar.
struct ShowCalendarListIntent: AppIntent {
    static let title: LocalizedStringResource = "Show Calendar List"
    static let description = IntentDescription("Shows the list of events, for one calendar or all.")

    /// Runs in the foreground.
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Calendar") var calendar: CalendarEntity?
    @Dependency var navigation: NavigationModel

    /// "Show the events of …", or all events.
    static var parameterSummary: some ParameterSummary {
        When(\.$calendar, .hasAnyValue) {
            Summary("Show the events of \(\.$calendar)")
        } otherwise: {
            Summary("Show all events")
        }
    }

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
    static let title: LocalizedStringResource = "Select Event"
    static let description = IntentDescription("Selects an event in the list, scrolling it into view.")

    /// Runs in the foreground.
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Event") var event: EventEntity
    @Dependency var navigation: NavigationModel
    @Dependency var store: CalendarStore

    /// "Select … in the list".
    static var parameterSummary: some ParameterSummary {
        Summary("Select \(\.$event) in the list")
    }

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
    static let title: LocalizedStringResource = "Scroll Calendar List"
    static let description = IntentDescription("Scrolls the list; positive rows scroll down.")

    /// Runs in the foreground.
    static let supportedModes: IntentModes = .foreground

    @Parameter(title: "Rows", controlStyle: .stepper) var rows: Int
    @Dependency var navigation: NavigationModel
    @Dependency var store: CalendarStore

    /// "Scroll the list by … rows".
    static var parameterSummary: some ParameterSummary {
        Summary("Scroll the list by \(\.$rows) rows")
    }

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
