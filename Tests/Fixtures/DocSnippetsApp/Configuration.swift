import Foundation
import IntentKit

struct TrailWidgetConfiguration: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Trail Conditions"

    static var description = IntentDescription("Shows the conditions on a trail.")

    static var isDiscoverable = false

    @Parameter(title: "Trail")
    var trail: TrailEntity?

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct TrackingControlConfiguration: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Hike Tracking"

    @Parameter(title: "Start Tracking", default: true)
    var start: Bool

    func perform() async throws -> some IntentResult {
        return .result()
    }
}

struct TrailShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: GetTrailInfo(),
            phrases: [
                "Get \(\.$trail) conditions with \(.applicationName)",
                "Get conditions on \(\.$trail) with \(.applicationName)",
            ],
            shortTitle: "Get Conditions",
            systemImageName: "cloud.rainbow.half")
        AppShortcut(
            intent: LogHike(),
            phrases: ["Log a hike in \(.applicationName)"],
            shortTitle: "Log Hike",
            systemImageName: "figure.hiking")
    }

    static var shortcutTileColor: ShortcutTileColor = .navy
}

struct LegacyCheckIn: AppIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "CheckInIntent"

    static var title: LocalizedStringResource = "Check In"
    static var description = IntentDescription("")

    static var parameterSummary: some ParameterSummary {
        Summary("Check In")
    }

    func perform() async throws -> some IntentResult {
        return .result()
    }
}
