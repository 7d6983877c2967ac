import IntentKitTesting
import XCTest

/// The base of this target's XCTest cases: the seed's `CalendarTestCase`, with IntentKitTesting's own names.
///
/// The seed's shared base case, as the seed writes it, is in `SeedExampleTests`.
class CometCalTestCase: XCTestCase {
    let app = HeadlessApplication(bundleIdentifier: "com.example.CometCal")
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")

    var eventEntity: AppEntityDefinition { definitions.entities["EventEntity"] }
    var calendarEntity: AppEntityDefinition { definitions.entities["CalendarEntity"] }
    var createEvent: AppIntentDefinition { definitions.intents["CreateEventIntent"] }
    var openEvent: AppIntentDefinition { definitions.intents["OpenEventIntent"] }
    var seedSampleEvents: AppIntentDefinition { definitions.intents["SeedSampleEventsIntent"] }

    override func setUp() async throws {
        try await super.setUp()
        try await seedSampleEvents.makeIntent().run()
    }
}
