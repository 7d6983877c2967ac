import Foundation
import IntentKitTesting
import Testing

/// A unique entity (CometCal's settings) needs no value and has one instance; shared entities say so, and deleting one says who it is shared with.
@Suite(.isolatedApp("com.example.CometCal"))
struct UniqueAndSharedEntityTests {
    let definitions = CometCal.definitions
    var settings: AppEntityDefinition { definitions.entities["SettingsEntity"] }
    var update: AppIntentDefinition { definitions.intents["UpdateSettingsIntent"] }

    init() async throws { try await CometCal.seed() }

    @Test func theSettingsAreOneEntityWithDefaults() async throws {
        let current = try await settings.uniqueEntity()
        #expect(current.identifier.instanceIdentifier == "settings")
        #expect(try current.defaultCalendar.title == "Mission Control")
        #expect(try current.weekStart == "monday")
        #expect(try await settings.suggestedEntities().count == 1)
        #expect(try await settings.entities(identifiers: ["settings", "other"]).count == 1, "an unknown identifier finds nothing")
        let notUnique = await #expect(throws: IntentValueError.self) { try await CometCal.events.uniqueEntity() }
        #expect(notUnique?.message == "EventEntity answered 10 entities, not one; uniqueEntity() is for a UniqueAppEntity, whose query answers exactly one")
    }

    @Test func anIntentTakingTheSettingsNeverAsksForThem() async throws {
        let changed = try await update.makeIntent(defaultCalendar: "Deep Space", weekStart: "sunday").run()
        #expect(changed.dialog?.full == "New events go to Deep Space; weeks start on Sunday.")
        #expect(try changed.value.defaultCalendar.title == "Deep Space")
        let reread = try await settings.uniqueEntity()
        #expect(try reread.weekStart == "sunday")
        #expect(try reread.defaultCalendar.title == "Deep Space")
        let partly = try await update.makeIntent(weekStart: "saturday").run()
        #expect(try partly.value.defaultCalendar.title == "Deep Space", "what is left out stays")
        let passed = try await update.makeIntent(settings: reread, weekStart: "monday").run()
        #expect(try passed.value.weekStart == "monday", "passing the one instance works too")
        try await CometCal.seed()
        #expect(try await settings.uniqueEntity().weekStart == "monday", "seeding restores the defaults")
    }

    @Test func theMetadataMarksUniqueAndOwnershipProvidingTypes() async throws {
        let metadata = try await #require(AppSession.current, "the suite's isolated app").metadata()
        #expect(metadata.entity(named: "SettingsEntity")?.isUnique == true)
        #expect(metadata.entity(named: "EventEntity")?.isUnique == nil)
        #expect(metadata.entity(named: "EventEntity")?.providesOwnership == true)
        #expect(metadata.entity(named: "CalendarEntity")?.providesOwnership == nil)
    }

    @Test func eventsWithAttendeesAreShared() async throws {
        let lunch = try await CometCal.event(titled: "Crew Lunch at the Nebula Cafe")
        #expect(lunch.ownership == .shared)
        let yoga = try await CometCal.event(titled: "Zero-G Yoga")
        #expect(yoga.ownership == [])
        let calendar = try #require(try await CometCal.calendars.allEntities().first)
        #expect(calendar.ownership == nil, "a type that does not provide ownership says nothing")
    }

    @Test func deletingASharedEventSaysWhoItIsSharedWith() async throws {
        let lunch = try await CometCal.event(titled: "Crew Lunch at the Nebula Cafe")
        let declined = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["DeleteEventIntent"].makeIntent(event: lunch).run(prompts: .declineConfirmations)
        }
        #expect(declined?.message == #"DeleteEventIntent was cancelled: the confirmation "Delete "Crew Lunch at the Nebula Cafe"? It is shared with 3 attendees." was declined"#)
        #expect(try await CometCal.eventTitles().contains("Crew Lunch at the Nebula Cafe"))
    }
}
