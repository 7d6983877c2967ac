import IntentKit

/// CometCal, the sample calendar app: its description and entry point.
public enum CometCalApp {
    static let bundleIdentifier = "com.example.CometCal"

    /// Everything CometCal exposes, and how it sets up its services.
    static let description = IntentAppDescription(
        bundleIdentifier: bundleIdentifier,
        name: "CometCal",
        version: "1.0",
        intents: [
            CreateEventIntent.self,
            UpdateEventIntent.self,
            DeleteEventIntent.self,
            OpenEventIntent.self,
            ShowCalendarListIntent.self,
            SelectEventIntent.self,
            ScrollCalendarListIntent.self,
            FetchEventIntent.self,
            CreateCalendarIntent.self,
            CountEventsIntent.self,
            EventStatusIntent.self,
            SeedSampleEventsIntent.self,
            ResetTestDataIntent.self,
            ClearSpotlightIntent.self,
            SeedBulkEventsIntent.self,
            MoveEventIntent.self,
            ImportEventsIntent.self,
            EventSummarySnippetIntent.self,
            ConflictCheckCountIntent.self,
            IndexBuildCountIntent.self,
            UpdateSettingsIntent.self,
        ],
        entities: [EventEntity.self, CalendarEntity.self, PlaceEntity.self, SettingsEntity.self],
        transientEntities: [AttendeeEntity.self],
        enums: [EventStatus.self, AttendeeStatus.self, AttendeeType.self, EventSpan.self, CalendarColor.self, EventRecurrence.self, Weekday.self],
        valueQueries: [EventValueQuery.self, StationSearchQuery.self],
        unions: [EventLocation.self, StationItem.self],
        screen: { try await CometCalScreens.current() },
        searchIndexSource: CalendarStore.self,
        shortcuts: CometCalShortcuts.self,
        dependencies: { context in
            AppDependencyManager.shared.add(dependency: try CalendarStore(directory: context.containerURL, searchIndex: context.searchIndex))
            AppDependencyManager.shared.add(dependency: await NavigationModel())
        })

    /// Runs CometCal with the process's arguments, on the main actor like ``IntentApp/main(_:arguments:)``.
    @MainActor public static func main() async -> Never {
        await IntentApp.main(description)
    }
}
