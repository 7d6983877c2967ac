import Foundation
import IntentKitTesting
import Testing

/// Value queries, and the collection and path types their results come in.
@Suite(.isolatedApp("com.example.CometCal"))
struct ValueQueryTests {
    let query = CometCal.definitions.valueQueries["EventValueQuery"]

    init() async throws { try await CometCal.seed() }

    @Test func matchesTitleNotesAndCalendar() async throws {
        let byTitle = try await query.values(for: "cosmic ray")
        #expect(byTitle.items.count == 1)
        let byNotes = try await query.values(for: "trajectory plots")
        #expect(try (byNotes.items[0] as DynamicPropertyPath).title == "Launch Window Review Prep")
        let byCalendar = try await query.values(for: "Deep Space")
        #expect(byCalendar.items.count == 5)
        #expect(try await query.values(for: "  ").items.isEmpty)
    }

    @Test func itemsReadInEveryForm() async throws {
        let result = try await query.values(for: "Crew Lunch")
        let entity: AnyAppEntity = try result.items[0]
        #expect(try entity.title == "Crew Lunch at the Nebula Cafe")
        let untyped: (any IntentValueExpressing)? = try result.items[0]
        #expect(untyped is AnyAppEntity)
        let path: DynamicPropertyPath = result.items[0]
        #expect(try path.attendees[1].name == "Dr. Orion Reyes")
        let second: AnyTransientAppEntity = try path.attendees[1]
        #expect(try second.status.rawValue == "tentative")
        let viaDefinition = try path.as(CometCal.events)
        #expect(viaDefinition.identifier == entity.identifier)
        #expect(throws: IntentValueError.self) { try path.as(CometCal.calendars) }
        let outOfRange = #expect(throws: IntentValueError.self) { let _: AnyAppEntity = try result.items[3] }
        #expect(outOfRange?.message == "items has 1 element; index 3 is out of range")
    }

    @Test func unknownQueryAndWrongInput() async throws {
        let unknown = await #expect(throws: IntentRequestError.self) { try await CometCal.definitions.valueQueries["EventQuery"].values(for: "x") }
        #expect(unknown?.message == #"no value query named "EventQuery" in com.example.CometCal; did you mean "EventValueQuery"?"#)
        let wrong = await #expect(throws: IntentRequestError.self) { try await query.values(for: Date(timeIntervalSinceReferenceDate: 0)) }
        #expect(wrong?.message == "\"input of EventValueQuery\" expects String, but was given Date 2001-01-01T00:00:00Z")
    }
}
