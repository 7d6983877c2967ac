import AppIntentsTesting
import Foundation
import Testing

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

    @Test(.isolatedApp("com.example.CometCal"))
    func buttonsAndTapsFailTheTestSayingWhy() async throws {
        let app = XCUIApplication(bundleIdentifier: "com.example.CometCal")
        withKnownIssue {
            #expect(!app.buttons["Delete"].exists)
        } matching: { issue in
            "\(issue)".contains("buttons cannot be found headlessly") && "\(issue)".contains("run the intent the button would run instead")
        }
        withKnownIssue {
            app.buttons["Delete"].tap()
        } matching: { issue in
            "\(issue)".contains("tap() on buttons[\"Delete\"] cannot be done headlessly")
        }
        withKnownIssue {
            app.staticTexts["Deep Space"].tap()
        } matching: { issue in
            "\(issue)".contains("tap() on staticTexts[\"Deep Space\"] cannot be done headlessly")
        }
    }

    @Test func anAppThatCannotLaunchFailsTheTestWithTheReason() {
        let app = XCUIApplication(bundleIdentifier: "com.example.NoSuchApp")
        withKnownIssue {
            app.launch()
        } matching: { issue in
            "\(issue)".contains("no app found for com.example.NoSuchApp")
        }
        #expect(app.state == .notRunning)
    }
}
