import Foundation
import IntentKit

/// CometCal's settings: there is only one, so intents that take it never ask for it.
struct SettingsEntity: UniqueAppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Settings"
    /// The one settings entity, read from the store.
    static let defaultQuery = UniqueAppEntityProvider<SettingsEntity> {
        @Dependency var store: CalendarStore
        return await store.settingsEntity()
    }

    /// Always "settings".
    var id: String { "settings" }
    /// The calendar new events go to unless another is chosen.
    @Property(title: "Default Calendar") var defaultCalendar: CalendarEntity
    /// The first day of the week.
    @Property(title: "Week Starts On") var weekStart: Weekday

    /// Makes the entity from the stored settings and the default calendar's record.
    init(_ record: SettingsRecord, defaultCalendar: CalendarRecord) {
        self.defaultCalendar = CalendarEntity(defaultCalendar)
        weekStart = record.weekStart
    }

    /// "Settings", with the default calendar as subtitle.
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "Settings", subtitle: "\(defaultCalendar.title) · weeks start on \(weekStart.rawValue.capitalized)", image: .init(systemName: "gearshape"))
    }
}

extension CalendarStore {
    /// The settings as an entity.
    func settingsEntity() -> SettingsEntity {
        let record = settings()
        let calendar = calendar(id: record.defaultCalendarID) ?? calendars()[0]
        return SettingsEntity(record, defaultCalendar: calendar)
    }
}
