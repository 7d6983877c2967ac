import IntentWire

/// Declares the App Shortcuts the app offers without any set-up: an intent and the phrases that start it.
///
/// Implementation requirements: ``appShortcuts``. List the provider in the
/// app description (`shortcuts: CometCalShortcuts.self`); IntentKit puts the
/// shortcuts in the metadata and checks them at start-up: each phrase
/// mentions the app's name exactly once and at most one parameter, each
/// parameter is an entity or enum, and each intent is registered.
/// ```swift
/// struct CometCalShortcuts: AppShortcutsProvider {
///     static var appShortcuts: [AppShortcut] {
///         AppShortcut(
///             intent: CreateEventIntent(),
///             phrases: ["Add an event in \(.applicationName)", "New \(.applicationName) event"],
///             shortTitle: "New Event", systemImageName: "calendar.badge.plus")
///     }
/// }
/// ```
public protocol AppShortcutsProvider: Sendable {
    /// The shortcuts, in the order offered.
    @AppShortcutsBuilder static var appShortcuts: [AppShortcut] { get }
    /// The colour of the app's shortcut tiles.
    static var shortcutTileColor: ShortcutTileColor { get }
    /// Phrases that must not start the app's shortcuts; none unless declared.
    static var negativePhrases: NegativeAppShortcutPhrases { get }
}

extension AppShortcutsProvider {
    /// Navy.
    public static var shortcutTileColor: ShortcutTileColor { .navy }

    /// None.
    public static var negativePhrases: NegativeAppShortcutPhrases { NegativeAppShortcutPhrases(phrases: []) }

    /// Asks the system to read the shortcuts' parameters again (after the entities they offer changed).
    ///
    /// Here the test side reads the shortcuts from the metadata, which has them at every launch, so there is
    /// nothing to refresh.
    public static func updateAppShortcutParameters() {}
}

/// Builds a list of App Shortcuts.
@resultBuilder
public enum AppShortcutsBuilder {
    /// The shortcuts, in order.
    public static func buildBlock(_ components: [AppShortcut]...) -> [AppShortcut] { components.flatMap { $0 } }
    /// One shortcut.
    public static func buildExpression(_ shortcut: AppShortcut) -> [AppShortcut] { [shortcut] }
    /// Shortcuts included when a condition holds.
    public static func buildOptional(_ shortcuts: [AppShortcut]?) -> [AppShortcut] { shortcuts ?? [] }
    /// Shortcuts from the first branch of a condition.
    public static func buildEither(first shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// Shortcuts from the second branch of a condition.
    public static func buildEither(second shortcuts: [AppShortcut]) -> [AppShortcut] { shortcuts }
    /// Shortcuts from a loop.
    public static func buildArray(_ shortcuts: [[AppShortcut]]) -> [AppShortcut] { shortcuts.flatMap { $0 } }
}

/// The colour of an app's shortcut tiles.
public enum ShortcutTileColor: String, Sendable, Hashable {
    /// Red.
    case red
    /// Tangerine.
    case tangerine
    /// Orange.
    case orange
    /// Yellow.
    case yellow
    /// Lime.
    case lime
    /// Light blue.
    case lightBlue
    /// Teal.
    case teal
    /// Blue.
    case blue
    /// Navy.
    case navy
    /// Purple.
    case purple
    /// Grape.
    case grape
    /// Pink.
    case pink
    /// Gray.
    case gray
    /// Gray-brown.
    case grayBrown
    /// Light gray.
    case lightGray
}
