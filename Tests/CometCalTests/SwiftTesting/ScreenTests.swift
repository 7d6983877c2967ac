import Foundation
import IntentKitTesting
import Testing

/// The headless screens: list and detail, annotations, selection, scrolling, texts.
@Suite(.isolatedApp("com.example.CometCal"))
struct ScreenTests {
    let definitions = CometCal.definitions
    let app = HeadlessApplication(bundleIdentifier: "com.example.CometCal")

    init() async throws { try await CometCal.seed() }

    func run(_ intent: String, _ arguments: KeyValuePairs<String, (any IntentValueExpressing)?> = [:]) async throws {
        var built = definitions.intents[intent].makeIntent()
        for (label, value) in arguments { built[dynamicMember: label] = value }
        try await built.run()
    }

    @Test func listAnnotatesEveryVisibleRow() async throws {
        let screen = try await app.screen()
        #expect(screen.screen == "CalendarListView")
        let annotations = try await CometCal.events.viewAnnotations()
        #expect(annotations.count == 8, "8 of the 10 seeded events are visible")
        #expect(annotations.allSatisfy { !$0.isSelected })
        let titles = try annotations.map { try $0.entity.title as String }
        #expect(titles.first == "Telescope Maintenance")
        #expect(!titles.contains("Orbital Mechanics Workshop"), "the 9th row is below the fold")
        #expect(screen.texts.first == "All Calendars")
        #expect(app.staticTexts["Zero-G Yoga"].exists)
        #expect(!app.staticTexts["Comet Watch Night"].exists)
    }

    @Test func selectedRowStaysReportedAfterScrollingOff() async throws {
        try await run("SelectEventIntent", ["event": "Mission Debrief"])
        var annotations = try await CometCal.events.viewAnnotations()
        #expect(try annotations.filter(\.isSelected).map { try $0.entity.title as String } == ["Mission Debrief"])
        try await run("ScrollCalendarListIntent", ["rows": 5])  // clamped: the last 8 of 10 rows are visible
        annotations = try await CometCal.events.viewAnnotations()
        #expect(annotations.count == 9, "8 visible rows plus the selected row off screen")
        let selected = try #require(annotations.last)
        #expect(selected.isSelected)
        #expect(try selected.entity.title == "Mission Debrief")
        #expect(!app.staticTexts["Mission Debrief"].exists, "scrolled off screen")
        #expect(app.staticTexts["Comet Watch Night"].exists)
    }

    @Test func selectingScrollsTheRowIntoView() async throws {
        try await run("SelectEventIntent", ["event": "Comet Watch Night"])
        let annotations = try await CometCal.events.viewAnnotations()
        #expect(annotations.count == 8)
        #expect(try annotations.last?.entity.title == "Comet Watch Night")
        #expect(annotations.last?.isSelected == true)
    }

    @Test func detailScreenShowsTheEventAndItsAttendees() async throws {
        let lunch = try await CometCal.event(titled: "Crew Lunch at the Nebula Cafe")
        try await run("OpenEventIntent", ["target": lunch])
        let screen = try await app.screen()
        #expect(screen.screen == "EventDetailView")
        #expect(screen.texts.first == "Crew Lunch at the Nebula Cafe")
        for text in ["Mission Control", "Confirmed", "Nebula Cafe", "Attendees", "Commander Vega", "Dr. Orion Reyes", "Galley Table 3"] {
            #expect(screen.texts.contains(text), "\(text)")
        }
        let calendars = try await CometCal.calendars.viewAnnotations()
        #expect(calendars.isEmpty, "the detail annotates only its event")
        #expect(try await app.screenDump().hasPrefix("EventDetailView\n  \"Crew Lunch at the Nebula Cafe\""))
    }

    @Test func backToAFilteredList() async throws {
        try await run("OpenEventIntent", ["target": "Cosmic Ray Calibration"])
        try await run("ShowCalendarListIntent", ["calendar": "Deep Space"])
        let screen = try await app.screen()
        #expect(screen.screen == "CalendarListView")
        #expect(screen.texts.first == "Deep Space")
        let annotations = try await CometCal.events.viewAnnotations()
        #expect(try annotations.map { try $0.entity.calendar.title as String } == Array(repeating: "Deep Space", count: 5))
    }

    @Test func waitingForTextThatNeverAppears() async throws {
        let started = Date()
        #expect(!app.staticTexts["Nothing Like This"].waitForExistence(timeout: 0.2))
        #expect(Date().timeIntervalSince(started) >= 0.2)
        #expect(await app.staticTexts["All Calendars"].waitUntilExists(timeout: 5))
    }

    @Test func scrollingWhileTheDetailIsShownExplainsItself() async throws {
        try await run("OpenEventIntent", ["target": "Cosmic Ray Calibration"])
        let error = await #expect(throws: IntentPerformError.self) { try await run("ScrollCalendarListIntent", ["rows": 2]) }
        #expect(error?.message == "ScrollCalendarListIntent failed: the calendar list is not on screen; run ShowCalendarListIntent first")
    }

    @Test func unknownEntityTypeForAnnotations() async throws {
        let error = await #expect(throws: IntentRequestError.self) { try await definitions.entities["EventEntities"].viewAnnotations() }
        #expect(error?.message == #"no entity named "EventEntities" in com.example.CometCal; did you mean "EventEntity"?"#)
    }
}
