import AppIntentsTesting
import XCTest

/// The headless `XCUIApplication`, used as XCTest UI tests use it, against real app processes.
final class XCUIApplicationTests: XCTestCase {
    @MainActor
    func testElementsReadTheScreenAnIntentOpened() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let app = XCUIApplication(bundleIdentifier: "com.example.CometCal")
            let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
            try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
            let matches = try await definitions.entities["EventEntity"].entities(matching: "Crew Lunch at the Nebula Cafe")
            let event = try XCTUnwrap(matches.first)

            XCTAssertFalse(app.otherElements["EventDetailView"].exists, "the app starts on its calendar list")
            try await definitions.intents["OpenEventIntent"].makeIntent(target: event).run()

            let title = app.staticTexts["Crew Lunch at the Nebula Cafe"]
            XCTAssertTrue(title.waitForExistence(timeout: 5))
            XCTAssertTrue(title.exists)
            XCTAssertEqual(title.label, "Crew Lunch at the Nebula Cafe")
            XCTAssertTrue(app.otherElements["EventDetailView"].exists)
            XCTAssertFalse(app.staticTexts["No Such Text"].exists)
            XCTAssertGreaterThan(app.staticTexts.count, 0)
            XCTAssertEqual(app.state, .runningForeground)
        }
    }

    @MainActor
    func testTerminateEndsTheAppAndKeepsItsData() async throws {
        try await withIsolatedApp("com.example.CometCal") {
            let app = XCUIApplication(bundleIdentifier: "com.example.CometCal")
            let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
            try await definitions.intents["CreateCalendarIntent"].makeIntent(name: "Occupy Saturn", color: "red").run()
            XCTAssertEqual(app.state, .runningForeground)

            app.terminate()
            XCTAssertEqual(app.state, .notRunning)

            app.activate()
            XCTAssertEqual(app.state, .runningForeground)
            let calendars = try await definitions.entities["CalendarEntity"].entities(matching: "Occupy Saturn")
            XCTAssertEqual(calendars.count, 1, "the container outlives the process, as an installed app's data does")
        }
    }

    @MainActor
    func testLaunchPassesItsArgumentsAndEnvironmentToTheApp() async throws {
        try await withIsolatedApp("com.example.FaultyApp") {
            let app = XCUIApplication(bundleIdentifier: "com.example.FaultyApp")
            app.launchArguments = ["-resetData", "YES", "--", "two words"]
            app.launchEnvironment = ["COMETCAL_UI_MODE": "testing"]
            app.launch()
            XCTAssertEqual(app.state, .runningForeground)

            let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")
            let context = try await definitions.intents["LaunchContextIntent"].makeIntent(variable: "COMETCAL_UI_MODE").run()
            let seen: [String] = try context.value
            XCTAssertEqual(seen, ["-resetData", "YES", "--", "two words", "COMETCAL_UI_MODE=testing"])

            app.launchArguments = []
            app.launchEnvironment = [:]
            app.launch()
            let plain = try await definitions.intents["LaunchContextIntent"].makeIntent(variable: "COMETCAL_UI_MODE").run()
            XCTAssertEqual(try plain.value as [String], ["COMETCAL_UI_MODE=unset"], "a new launch takes the new settings")
        }
    }
}
