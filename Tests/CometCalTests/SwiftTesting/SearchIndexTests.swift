import Foundation
import IntentKitTesting
import Testing

/// The search index stays consistent with the data, survives relaunches, and can be cleared.
@Suite(.isolatedApp("com.example.CometCal"))
struct SearchIndexTests {
    let definitions = CometCal.definitions

    init() async throws { try await CometCal.seed() }

    func titles(_ entities: [AnyAppEntity]) throws -> [String] { try entities.map { try $0.title } }

    @Test func nilQueryReturnsEverythingIndexedForTheType() async throws {
        #expect(try await CometCal.events.spotlightQuery(nil).count == 10)
        #expect(try titles(await CometCal.calendars.spotlightQuery()) == ["Deep Space", "Mission Control"])
    }

    /// A query with no searchable word (only punctuation, emoji or spaces) finds nothing, as a search box does;
    /// only `nil` asks for everything indexed.
    @Test(arguments: ["", " ", "!!!", "🚀", "—", "\t\n"])
    func aQueryWithNoWordFindsNothing(_ query: String) async throws {
        #expect(try await CometCal.events.spotlightQuery(query).isEmpty, "\(query.debugDescription)")
    }

    @Test func matchingIsPrefixCaseAndDiacriticInsensitive() async throws {
        #expect(try titles(await CometCal.events.spotlightQuery("cosm")) == ["Cosmic Ray Calibration"])
        #expect(try titles(await CometCal.events.spotlightQuery("RAY CALIB")) == ["Cosmic Ray Calibration"])
        #expect(try titles(await CometCal.events.spotlightQuery("Nébula")) == ["Crew Lunch at the Nebula Cafe"])
        #expect(try titles(await CometCal.events.spotlightQuery("detectors")) == ["Cosmic Ray Calibration"], "notes are indexed")
        #expect(try titles(await CometCal.events.spotlightQuery("Ridge")) == ["Comet Watch Night"], "location is indexed")
        #expect(try await CometCal.events.spotlightQuery("ray zebra").isEmpty, "every term must match")
    }

    @Test func rankingPutsExactTitleThenTitlePrefixFirst() async throws {
        #expect(try titles(await CometCal.events.spotlightQuery("Launch Window Review")) == ["Launch Window Review", "Launch Window Review Prep"])
        try await definitions.intents["CreateEventIntent"].makeIntent(title: "Review Launch Window", startDate: Date(), calendar: "Deep Space").run()
        #expect(try titles(await CometCal.events.spotlightQuery("launch window")) == ["Launch Window Review", "Launch Window Review Prep", "Review Launch Window"])
    }

    @Test func updatesAndDeletesKeepTheIndexConsistent() async throws {
        let created = try await definitions.intents["CreateEventIntent"].makeIntent(title: "Meteor Shower", startDate: Date(), calendar: "Deep Space").run()
        #expect(try titles(await CometCal.events.spotlightQuery("Meteor")) == ["Meteor Shower"])
        try await definitions.intents["UpdateEventIntent"].makeIntent(event: created.value, title: "Perseid Night").run()
        #expect(try await CometCal.events.spotlightQuery("Meteor").isEmpty, "the old title's words are gone")
        #expect(try titles(await CometCal.events.spotlightQuery("Perseid")) == ["Perseid Night"])
        let renamed = try await CometCal.event(titled: "Perseid Night")
        try await definitions.intents["DeleteEventIntent"].makeIntent(event: renamed).run()
        #expect(try await CometCal.events.spotlightQuery("Perseid").isEmpty)
        #expect(try await CometCal.events.spotlightQuery().count == 10)
    }

    @Test func newCalendarsAreIndexed() async throws {
        try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Lunar Orbit Log").run()
        #expect(try titles(await CometCal.calendars.spotlightQuery("lunar")) == ["Lunar Orbit Log"])
    }

    @Test func theIndexSurvivesARelaunch() async throws {
        try await definitions.intents["CreateEventIntent"].makeIntent(title: "Aurora Watch", startDate: Date(), calendar: "Deep Space").run()
        let session = definitions.session
        let before = try await session.processIdentifier()
        await session.relaunch()
        #expect(try titles(await CometCal.events.spotlightQuery("aurora")) == ["Aurora Watch"])
        #expect(try await session.processIdentifier() != before)
    }

    @Test func clearSpotlightEmptiesTheIndexNotTheStore() async throws {
        try await definitions.intents["ClearSpotlightIntent"].makeIntent().run()
        #expect(try await CometCal.events.spotlightQuery().isEmpty)
        #expect(try await CometCal.calendars.spotlightQuery().isEmpty)
        #expect(try await CometCal.events.allEntities().count == 10)
        try await CometCal.seed()
        #expect(try await CometCal.events.spotlightQuery().count == 10, "seeding rebuilds the index")
    }

    @Test func unknownEntityTypeForSearch() async throws {
        let error = await #expect(throws: IntentRequestError.self) { try await definitions.entities["Calendar"].spotlightQuery("x") }
        #expect(error?.message == #"no entity named "Calendar" in com.example.CometCal; did you mean "CalendarEntity"?"#)
    }
}
