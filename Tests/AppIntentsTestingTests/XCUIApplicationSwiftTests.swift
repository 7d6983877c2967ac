import Foundation
import Testing

@testable import AppIntentsTesting

/// The headless `XCUIApplication` in Swift Testing: what it reads, and what it cannot do failing the test saying so.
@Suite @MainActor struct XCUIApplicationSwiftTests {
    @Test(.isolatedApp("com.example.CometCal"))
    func elementsReadTheScreenAnIntentOpened() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.CometCal")
        let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
        try await definitions.intents["SeedSampleEventsIntent"].makeIntent().run()
        try await definitions.intents["ShowCalendarListIntent"].makeIntent().run()
        #expect(app.otherElements["CalendarListView"].waitForExistence(timeout: 5))
        #expect(app.staticTexts["All Calendars"].exists)
        #expect(!app.otherElements["EventDetailView"].exists)
    }

    /// What the non-throwing calls report to the test (through `XCTFail` or `Issue.record`) is what their throwing
    /// forms throw: those are checked here.
    @Test(.isolatedApp("com.example.CometCal"))
    func buttonsAndTapsFailSayingWhy() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.CometCal")
        #expect {
            try app.buttons["Delete"].existsNow()
        } throws: { error in
            "\(error)".contains("buttons cannot be found headlessly") && "\(error)".contains("run the intent the button would run instead")
        }
        #expect("\(app.buttons["Delete"].tapRefusal)".contains("tap() on buttons[\"Delete\"] cannot be done headlessly"))
        #expect("\(app.staticTexts["Deep Space"].tapRefusal)".contains("tap() on staticTexts[\"Deep Space\"] cannot be done headlessly"))
    }

    @Test func anAppThatCannotLaunchFailsWithTheReason() {
        let app = XCUIApplication(bundleIdentifier: "com.example.NoSuchApp")
        #expect {
            try app.launching()
        } throws: { error in
            "\(error)".contains("no app found for com.example.NoSuchApp")
        }
        #expect(app.state == .notRunning)
    }
}
