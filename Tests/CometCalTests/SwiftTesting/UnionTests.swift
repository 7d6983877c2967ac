import Foundation
import IntentKitTesting
import Testing

/// Union values: an event's location is a place or an address, passed either way and read back as the case it is.
@Suite(.isolatedApp("com.example.CometCal"))
struct UnionTests {
    let definitions = CometCal.definitions
    var create: AppIntentDefinition { definitions.intents["CreateEventIntent"] }

    init() async throws { try await CometCal.seed() }

    private var observatory: AnyAppEntity {
        get async throws { try #require(try await definitions.entities["PlaceEntity"].entities(matching: "Observatory").first) }
    }

    @Test func aPlaceCaseRoundTrips() async throws {
        let location = AnyUnionValue("EventLocation", case: "place", value: try await observatory)
        let result = try await create.makeIntent(title: "Star Count", startDate: Date(), calendar: "Deep Space", location: location).run()
        let stored: AnyUnionValue = try result.value.location
        #expect(stored.typeIdentifier == "EventLocation")
        #expect(stored.caseName == "place")
        #expect(try stored.value.name == "Observatory Deck")
        #expect(try stored.value.deck.as(Int.self) == 2)
    }

    @Test func bareValuesTakeTheFirstCaseThatFits() async throws {
        let byString = try await create.makeIntent(title: "Meetup", startDate: Date(), calendar: "Deep Space", location: "1 Orbit Way").run()
        #expect(try byString.value.location.as(AnyUnionValue.self).caseName == "address")
        #expect(try byString.value.location == "1 Orbit Way", "a union read as a String reads its value")
        let byEntity = try await create.makeIntent(title: "Stargazing", startDate: Date(), calendar: "Deep Space", location: try await observatory).run()
        #expect(try byEntity.value.location.as(AnyUnionValue.self).caseName == "place")
    }

    @Test func updatingSwitchesTheCaseAndNilClearsIt() async throws {
        let created = try await create.makeIntent(title: "Drill", startDate: Date(), calendar: "Deep Space", location: try await observatory).run()
        let update = definitions.intents["UpdateEventIntent"]
        let moved = try await update.makeIntent(event: created.value, location: AnyUnionValue("EventLocation", case: "address", value: "Airlock 2")).run()
        #expect(try moved.value.location.as(AnyUnionValue.self) == AnyUnionValue("EventLocation", case: "address", value: "Airlock 2"))
        let cleared = try await update.makeIntent(event: created.value, location: nil).run()
        #expect(try cleared.value.location == nil)
    }

    @Test func anUnknownCaseNamesTheCases() async throws {
        let error = await #expect(throws: IntentRequestError.self) {
            try await create.makeIntent(title: "X", startDate: Date(), calendar: "Deep Space", location: AnyUnionValue("EventLocation", case: "plaice", value: "y")).run()
        }
        #expect(error?.message == #"parameter "location" of CreateEventIntent: "plaice" is not a case of EventLocation; did you mean "place"?"#)
        let wrongType = await #expect(throws: IntentRequestError.self) {
            try await create.makeIntent(title: "X", startDate: Date(), calendar: "Deep Space", location: 42).run()
        }
        #expect(wrongType?.message == #"parameter "location" of CreateEventIntent expects EventLocation (place: PlaceEntity or address: String), but was given Int 42"#)
    }

    @Test func aValueQueryReturnsSeveralDeclaredTypes() async throws {
        let found = try await definitions.valueQueries["StationSearchQuery"].values(for: "Nebula")
        let items = try (0..<found.items.count).map { try found.items[$0].as(AnyUnionValue.self) }
        #expect(items.map(\.caseName) == ["place", "event"])
        #expect(try items[0].value.name == "Nebula Cafe")
        #expect(try items[1].value.title == "Crew Lunch at the Nebula Cafe")
        let missionControl = try await definitions.valueQueries["StationSearchQuery"].values(for: "Mission")
        #expect(try missionControl.items[0].as(AnyUnionValue.self).caseName == "calendar")
    }
}
