import IntentKit

// Shapes met in App Intents code from public projects, written here in our own words as Apple documents them:
// an enum with Int raw values, an options provider that returns titled sections (under both of Apple's names),
// a widget configuration without perform(), and a shortcut tile without a symbol.

/// How long a generated PIN is: an `AppEnum` whose raw values are `Int`, as Apple's allows.
enum PinLength: Int, AppEnum {
    case four = 4
    case six = 6
    case eight = 8

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "PIN Length"
    static let caseDisplayRepresentations: [PinLength: DisplayRepresentation] = [
        .four: "Four digits", .six: "Six digits", .eight: "Eight digits",
    ]
}

/// Makes a PIN of sevens, as long as asked.
struct MakePinIntent: AppIntent {
    static let title: LocalizedStringResource = "Make PIN"
    @Parameter(title: "Length", default: .six) var length: PinLength
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: String(repeating: "7", count: length.rawValue))
    }
}

/// A store's shelves, near the door and far from it.
struct ShelfOptions: DynamicOptionsProvider {
    func results() async throws -> IntentItemCollection<String> {
        IntentItemCollection {
            IntentItemSection("Near", items: [IntentItem("a1", title: "Aisle One", subtitle: "By the door"), IntentItem("a2", title: "Aisle Two")])
            IntentItemSection("Far", items: [IntentItem("z9", title: "Zone Nine")])
        }
    }
}

/// One shelf, offered through Apple's older names for the same types.
struct BackupShelfOptions: DynamicOptionsProvider {
    func results() async throws -> ItemCollection<String> {
        ItemCollection(sections: [ItemSection(items: [IntentItem<String>.init("b1", title: "Back Room")])])
    }
}

/// Picks a shelf; without one, asks, offering the shelves by section.
struct PickShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Pick Shelf"
    @Parameter(title: "Shelf", optionsProvider: ShelfOptions()) var shelf: String
    @Parameter(title: "Backup", optionsProvider: BackupShelfOptions()) var backup: String?
    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        if backup == "ask" { return .result(value: try await $backup.requestValue("Which backup shelf?") ?? "none") }
        return .result(value: shelf)
    }
}

/// A widget's settings: no `perform()` of its own, as Apple's protocol provides one.
struct ShelfWidgetConfiguration: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Shelf Widget"
    @Parameter(title: "Shelf", default: "a1") var shelf: String
}

/// A shortcut whose tile has a title and no symbol.
struct ShelfShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: PickShelfIntent(), phrases: ["Pick a shelf in \(.applicationName)"], shortTitle: "Pick Shelf")
    }

    static var negativePhrases: NegativeAppShortcutPhrases {
        NegativeAppShortcutPhrases {
            "Pick a lock in \(.applicationName)"
            "Shelve the plan"
        }
    }
}

/// Notes something about a shelf: typed text with input options, a switch whose values have names, and a summary
/// that only lists its parameters.
struct NoteShelfIntent: AppIntent {
    static let title: LocalizedStringResource = "Note Shelf"
    @Parameter(
        title: "Note",
        inputOptions: String.IntentInputOptions(keyboardType: .asciiCapable, capitalizationType: .none, multiline: true, autocorrect: false))
    var note: String
    @Parameter(title: "Urgent", default: false, displayName: Bool.IntentDisplayName(true: "Urgent", false: "Whenever")) var urgent: Bool

    static var parameterSummary: some ParameterSummary {
        Summary {
            \.$note
            \.$urgent
        }
    }

    func perform() async throws -> some IntentResult & ReturnsValue<String> {
        .result(value: urgent ? note.uppercased() : note)
    }
}
