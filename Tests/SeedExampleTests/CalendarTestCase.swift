// swift-format-ignore-file
// From "Testing App Intents with AppIntentsTesting" (the seed), character for character; kept out of formatting so it stays so.
import XCTest
import AppIntentsTesting

@available(iOS 27.0, macOS 27.0, watchOS 27.0, tvOS 27.0, visionOS 27.0, *)
class CalendarTestCase: XCTestCase {
    let app = XCUIApplication()
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")   // your app's bundle id

    var eventEntity: AppEntityDefinition { definitions.entities["EventEntity"] }
    var calendarEntity: AppEntityDefinition { definitions.entities["CalendarEntity"] }
    var createEvent: AppIntentDefinition { definitions.intents["CreateEventIntent"] }
    var openEvent: AppIntentDefinition { definitions.intents["OpenEventIntent"] }
    var seedSampleEvents: AppIntentDefinition { definitions.intents["SeedSampleEventsIntent"] }

    override func setUp() async throws {
        try await super.setUp()
        try await seedSampleEvents.makeIntent().run()   // out-of-process seed → known data
    }
}
