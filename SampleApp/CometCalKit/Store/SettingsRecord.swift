import Foundation

/// CometCal's settings as stored: the calendar new events go to by default, and the first day of the week.
struct SettingsRecord: Codable, Sendable, Hashable {
    var defaultCalendarID: UUID
    /// The first day of the week.
    var weekStart: Weekday

    /// What a fresh or reset store has: Mission Control, weeks starting on Monday.
    static let defaults = SettingsRecord(defaultCalendarID: SeedData.missionControlID, weekStart: .monday)
}

extension CalendarStore {
    /// The settings; the defaults when never changed, and Mission Control when the default calendar no longer exists.
    func settings() -> SettingsRecord {
        var settings = storedSettings ?? .defaults
        if calendar(id: settings.defaultCalendarID) == nil { settings.defaultCalendarID = SettingsRecord.defaults.defaultCalendarID }
        return settings
    }

    /// Changes the settings; `nil` members stay as they are.
    /// - Throws: ``StoreError/calendarNotFound(_:)`` for an unknown calendar.
    func updateSettings(defaultCalendarID: UUID?, weekStart: Weekday?) throws -> SettingsRecord {
        var updated = settings()
        if let defaultCalendarID {
            guard calendar(id: defaultCalendarID) != nil else { throw StoreError.calendarNotFound(defaultCalendarID) }
            updated.defaultCalendarID = defaultCalendarID
        }
        if let weekStart { updated.weekStart = weekStart }
        try replaceSettings(updated)
        return updated
    }
}
