import Foundation
import IntentKitTesting

/// Shortcuts shared by the Swift Testing suites.
enum CometCal {
    static let bundleIdentifier = "com.example.CometCal"
    static let definitions = IntentDefinitions(bundleIdentifier: bundleIdentifier)
    static var events: AppEntityDefinition { definitions.entities["EventEntity"] }
    static var calendars: AppEntityDefinition { definitions.entities["CalendarEntity"] }

    /// Runs the seed intent: the known data set.
    static func seed() async throws {
        try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
    }

    /// The one seeded event with this exact title.
    static func event(titled title: String) async throws -> AnyAppEntity {
        let matches = try await events.entities(matching: title).filter { (try? $0.title) == title }
        guard let event = matches.first, matches.count == 1 else {
            throw IntentValueError(kind: .noValue, message: "expected exactly one event titled \"\(title)\", found \(matches.count)")
        }
        return event
    }

    /// The titles of every event, sorted.
    static func eventTitles() async throws -> [String] {
        try await events.allEntities().map { try $0.title }.sorted()
    }
}
