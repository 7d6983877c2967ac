import IntentKit

/// The App Shortcuts CometCal offers without any set-up.
struct CometCalShortcuts: AppShortcutsProvider {
    /// Adding an event, opening one, and counting them.
    static var appShortcuts: [AppShortcut] {
        AppShortcut(
            intent: CreateEventIntent(),
            phrases: ["Add an event in \(.applicationName)", "New \(.applicationName) event"],
            shortTitle: "New Event", systemImageName: "calendar.badge.plus")
        AppShortcut(
            intent: OpenEventIntent(),
            phrases: ["Open \(\.$target) in \(.applicationName)", "Show \(\.$target) in \(.applicationName)"],
            shortTitle: "Open Event", systemImageName: "calendar")
        AppShortcut(
            intent: CountEventsIntent(),
            phrases: ["How many events do I have in \(.applicationName)"],
            shortTitle: "Count Events", systemImageName: "number")
    }

    /// Blue, like the default calendar.
    static let shortcutTileColor: ShortcutTileColor = .blue
}
