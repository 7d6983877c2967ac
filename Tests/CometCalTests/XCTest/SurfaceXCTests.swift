import IntentKitTesting
import XCTest

/// Screens, the search index and transient entities, in XCTest, on the shared session.
final class SurfaceXCTests: CometCalTestCase {
    func testListAnnotatesVisibleRowsAndKeepsTheSelection() async throws {
        try await definitions.intents["ShowCalendarListIntent"].makeIntent().run()
        var annotations = try await eventEntity.viewAnnotations()
        XCTAssertEqual(annotations.count, 8)
        try await definitions.intents["SelectEventIntent"].makeIntent(event: "Telescope Maintenance").run()
        try await definitions.intents["ScrollCalendarListIntent"].makeIntent(rows: 8).run()
        annotations = try await eventEntity.viewAnnotations()
        XCTAssertEqual(annotations.count, 9)
        XCTAssertEqual(try annotations.last?.entity.title, "Telescope Maintenance")
        XCTAssertEqual(annotations.last?.isSelected, true)
        XCTAssertFalse(app.staticTexts["Telescope Maintenance"].exists)
    }

    func testTextsAfterNavigation() async throws {
        try await openEvent.makeIntent(target: "Solar Flare Drill").run()
        XCTAssertTrue(app.staticTexts["Cancelled"].waitForExistence(timeout: 5))
        try await definitions.intents["ShowCalendarListIntent"].makeIntent(calendar: "Mission Control").run()
        XCTAssertTrue(app.staticTexts["Mission Control"].exists)
        XCTAssertFalse(app.staticTexts["Solar Flare Drill"].exists)
    }

    func testIndexFollowsCreateUpdateDeleteAndClear() async throws {
        let created = try await createEvent.makeIntent(title: "Gravity Assist", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        var hits = try await eventEntity.spotlightQuery("gravity")
        XCTAssertEqual(hits.count, 1)
        try await definitions.intents["UpdateEventIntent"].makeIntent(event: created.value, title: "Slingshot").run()
        hits = try await eventEntity.spotlightQuery("gravity")
        XCTAssertTrue(hits.isEmpty)
        let renamed = try await eventEntity.spotlightQuery("sling")
        XCTAssertEqual(try renamed.map { try $0.title as String }, ["Slingshot"])
        try await definitions.intents["DeleteEventIntent"].makeIntent(event: renamed[0]).run()
        hits = try await eventEntity.spotlightQuery("sling")
        XCTAssertTrue(hits.isEmpty)
        hits = try await eventEntity.spotlightQuery(nil)
        XCTAssertEqual(hits.count, 10)
        try await definitions.intents["ClearSpotlightIntent"].makeIntent().run()
        hits = try await eventEntity.spotlightQuery(nil)
        XCTAssertTrue(hits.isEmpty)
    }

    func testIndexSurvivesARelaunch() async throws {
        try await createEvent.makeIntent(title: "Eclipse Drill", startDate: Date(), isAllDay: false, calendar: "Deep Space").run()
        await definitions.session.relaunch()
        let hits = try await eventEntity.spotlightQuery("eclipse")
        XCTAssertEqual(hits.count, 1)
    }

    func testAttendeesRoundTrip() async throws {
        var guest = definitions.transientEntities["AttendeeEntity"].makeEntity(name: "Captain Nova")
        guest.status = "declined"
        guest.type = definitions.enums["AttendeeType"].makeCase("resource")
        let created = try await createEvent.makeIntent(title: "Airlock Test", startDate: Date(), isAllDay: false, calendar: "Deep Space", attendees: [guest]).run()
        XCTAssertEqual(try created.value.attendees[0].name, "Captain Nova")
        XCTAssertEqual(try created.value.attendees[0].status.rawValue, "declined")
        let read = try await eventEntity.entities(matching: "Airlock Test")
        XCTAssertEqual(try read[0].attendees[0].type.rawValue, "resource")
    }
}
