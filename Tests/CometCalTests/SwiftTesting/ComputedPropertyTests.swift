import Foundation
import IntentKitTesting
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// Computed properties come with every fetch; deferred ones are worked out only when a test asks.
@Suite(.isolatedApp("com.example.CometCal"))
struct ComputedPropertyTests {
    let definitions = CometCal.definitions

    init() async throws { try await CometCal.seed() }

    private func checks() async throws -> Int {
        try await definitions.intents["ConflictCheckCountIntent"].makeIntent().run().value
    }

    @Test func computedPropertiesComeWithEveryFetch() async throws {
        let lunch = try await CometCal.event(titled: "Crew Lunch at the Nebula Cafe")
        #expect(try lunch.attendeeCount.as(Int.self) == 3)
        let duration: Duration = try lunch.duration
        #expect(duration == .seconds(3_600))
        let updated = try await definitions.intents["UpdateEventIntent"].makeIntent(event: lunch, endDate: try lunch.startDate.as(Date.self).addingTimeInterval(1_800)).run()
        #expect(try updated.value.duration.as(Duration.self) == .seconds(1_800), "worked out again at this fetch")
    }

    @Test func aDeferredPropertyIsWorkedOutOnlyWhenAsked() async throws {
        let before = try await checks()
        let all = try await CometCal.events.allEntities()
        #expect(try await checks() == before, "fetching \(all.count) events worked out no conflicts")
        let start = Date(timeIntervalSince1970: 1_930_000_000)  // 2031, clear of the seeded events
        let create = definitions.intents["CreateEventIntent"]
        let first = try await create.makeIntent(title: "Overlap A", startDate: start, endDate: start.addingTimeInterval(3_600), calendar: "Deep Space").run()
        try await create.makeIntent(title: "Overlap B", startDate: start.addingTimeInterval(1_800), endDate: start.addingTimeInterval(5_400), calendar: "Mission Control").run()
        let event: AnyAppEntity = try first.value
        let conflicts: [AnyAppEntity] = try await event.conflicts.get(as: [AnyAppEntity].self)
        #expect(try conflicts.map { try $0.title } == ["Overlap B"])
        #expect(try await checks() == before + 1, "asked once, worked out once")
        let plain = #expect(throws: IntentValueError.self) { let _: [AnyAppEntity] = try event.conflicts }
        #expect(plain?.message.contains(#"has no property "conflicts""#) == true, "without get(as:) a deferred property is not there")
        let stored: String = try await event.title.get(as: String.self)
        #expect(stored == "Overlap A", "a property the entity carries is read without a request")
        #expect(try await checks() == before + 1)
    }

    @Test func theMetadataSaysWhichPropertiesAreComputedOrDeferred() async throws {
        let metadata = try await #require(AppSession.current, "the suite's isolated app").metadata()
        let event = try #require(metadata.entity(named: "EventEntity"))
        #expect(event.property(named: "duration")?.kind == .computed)
        #expect(event.property(named: "attendeeCount")?.kind == .computed)
        #expect(event.property(named: "conflicts")?.kind == .deferred)
        #expect(event.property(named: "conflicts")?.type == .array(.entity("EventEntity")))
        #expect(event.property(named: "title")?.kind == nil)
    }
}
