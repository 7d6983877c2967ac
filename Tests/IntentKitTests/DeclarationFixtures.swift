import Foundation

@testable import IntentKit

// Declarations that break Apple's rules, for the start-up validation tests.

/// A private entity: the build plugin cannot extend it, so its property titles are unknown.
private struct HiddenEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Hidden"
    static let defaultQuery = HiddenQuery()
    var id: String
    @Property(title: "Secret Name") var secretName: String
    var displayRepresentation: DisplayRepresentation { "\(secretName)" }
}

private struct HiddenQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [HiddenEntity] { [] }
}

/// The private entity, as the validation tests list it.
let hiddenEntityType: any AppEntity.Type = HiddenEntity.self

/// A default outside the declared range.
struct RangeIntent: AppIntent {
    static let title: LocalizedStringResource = "Range"
    @Parameter(title: "Level", default: 20, inclusiveRange: (1, 10)) var level: Int
    @Parameter(title: "Backwards", inclusiveRange: (5.0, 1.0)) var backwards: Double
    func perform() async throws -> some IntentResult { .result() }
}

/// Shortcuts that break each rule Apple applies to phrases.
struct BrokenShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: VisitIntent(), phrases: ["Visit a planet", "Visit \(\.$planet) with \(.applicationName) and \(.applicationName)"], shortTitle: "Visit", systemImageName: "globe")
        AppShortcut(intent: VisitIntent(), phrases: ["Send \(\.$crew) to \(\.$planet) with \(.applicationName)"], shortTitle: "Crew", systemImageName: "person.3")
        AppShortcut(intent: OrphanIntent(), phrases: ["Adopt with \(.applicationName)"], shortTitle: "Orphan", systemImageName: "questionmark")
    }
}
