import Foundation
import IntentKitTesting
import Testing

/// The view-annotation, Spotlight and value-query examples of the seed, in Swift Testing, each test with its own app.
@Suite(.isolatedApp("com.example.CometCal"))
struct SurfaceSeedExampleTests {
    let app = HeadlessApplication(bundleIdentifier: "com.example.CometCal")
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
    var eventEntity: AppEntityDefinition { definitions.entities["EventEntity"] }

    init() async throws {
        try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
    }

    @Test func eventDetailIsAnnotated() async throws {
        let events = try await eventEntity.entities(matching: "Crew Lunch at the Nebula Cafe")
        let event = try #require(events.first)
        try await definitions.intents["OpenEventIntent"].makeIntent(target: event).run()
        #expect(app.staticTexts["Crew Lunch at the Nebula Cafe"].waitForExistence(timeout: 5))
        let annotations = try await eventEntity.viewAnnotations()
        #expect(annotations.count == 1)
        let annotation = try #require(annotations.first)
        #expect(try annotation.entity.title == "Crew Lunch at the Nebula Cafe")
        #expect(annotation.isSelected)
    }

    @Test(arguments: [true, false])
    func newEventIsIndexed(sleeping: Bool) async throws {
        #expect(try await eventEntity.spotlightQuery("Supernova Viewing Party").isEmpty)
        _ = try await definitions.intents["CreateEventIntent"].makeIntent(
            title: "Supernova Viewing Party", startDate: Date(), isAllDay: false, calendar: "Deep Space"
        ).run()
        if sleeping { try await Task.sleep(for: .seconds(1)) }
        let hits = try await eventEntity.spotlightQuery("Supernova Viewing Party")
        #expect(hits.count == 1)
        #expect(try hits[0].title == "Supernova Viewing Party")
    }

    @Test func valueQueryReturnsItems() async throws {
        let result = try await definitions.valueQueries["EventValueQuery"].values(for: "Cosmic Ray")
        #expect(result.items.count == 1)
        let first: DynamicPropertyPath = result.items[0]
        #expect(try first.title == "Cosmic Ray Calibration")
        let empty = try await definitions.valueQueries["EventValueQuery"].values(for: "nope")
        #expect(empty.items.isEmpty)
    }
}
