import IntentKit

/// Changes CometCal's settings; the settings parameter needs no value, as there is only one.
struct UpdateSettingsIntent: AppIntent {
    static let title: LocalizedStringResource = "Update Settings"
    static let description = IntentDescription("Changes the default calendar or the first day of the week; left out, they stay.", categoryName: "Settings")

    @Parameter(title: "Settings") var settings: SettingsEntity
    @Parameter(title: "Default Calendar") var defaultCalendar: CalendarEntity?
    @Parameter(title: "Week Starts On") var weekStart: Weekday?
    @Dependency var store: CalendarStore

    /// "Set the default calendar to … and weeks to start on …".
    static var parameterSummary: some ParameterSummary {
        Summary("Set the default calendar to \(\.$defaultCalendar) and weeks to start on \(\.$weekStart)") {
            \.$settings
        }
    }

    /// Creates the intent with its parameters unset.
    init() {}

    /// Saves the changes and returns the settings as they now are.
    func perform() async throws -> some IntentResult & ReturnsValue<SettingsEntity> {
        _ = try await store.updateSettings(defaultCalendarID: defaultCalendar?.id, weekStart: weekStart)
        let updated = await store.settingsEntity()
        return .result(value: updated, dialog: "New events go to \(updated.defaultCalendar.title); weeks start on \(updated.weekStart.rawValue.capitalized).")
    }
}
