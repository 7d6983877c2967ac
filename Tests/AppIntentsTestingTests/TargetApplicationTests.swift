import Foundation
import IntentKitTesting
import Testing

@testable import AppIntentsTesting

/// How `XCUIApplication()` chooses the app under test: as Xcode's target application setting would, or an error
/// that names the candidates and how to choose.
@Suite @MainActor struct TargetApplicationTests {
    @Test func theEnvironmentChoosesFirst() throws {
        let chosen = try TargetApplication.bundleIdentifier(
            forModule: "AnyModuleTests", environment: ["INTENTKIT_TARGET_APPLICATION": "com.example.Chosen"])
        #expect(chosen == "com.example.Chosen")
    }

    @Test func theOneAppAModuleNamesIsTheAppItTests() throws {
        _ = IntentDefinitions(bundleIdentifier: "com.example.CometCal", fileID: "OneAppModule/Base.swift")
        _ = IntentDefinitions(bundleIdentifier: "com.example.CometCal", fileID: "OneAppModule/Other.swift")
        #expect(try TargetApplication.bundleIdentifier(forModule: "OneAppModule", environment: [:]) == "com.example.CometCal")
        #expect(XCUIApplication(fileID: "OneAppModule/Test.swift").state != .unknown)
    }

    @Test func twoAppsNamedByOneModuleAreAmbiguousAndTheErrorNamesBoth() {
        _ = IntentDefinitions(bundleIdentifier: "com.example.CometCal", fileID: "TwoAppsModule/A.swift")
        _ = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp", fileID: "TwoAppsModule/B.swift")
        #expect {
            try TargetApplication.bundleIdentifier(forModule: "TwoAppsModule", environment: [:])
        } throws: { error in
            "\(error)"
                == "XCUIApplication() cannot tell which app TwoAppsModule tests: it made IntentDefinitions for \"com.example.CometCal\" and \"com.example.FaultyApp\"; pass it as XCUIApplication(bundleIdentifier: \"…\"), or set INTENTKIT_TARGET_APPLICATION to its bundle identifier"
        }
        #expect(XCUIApplication(fileID: "TwoAppsModule/Test.swift").state == .unknown)
    }

    @Test func aModuleNamedAfterAnAppBuiltBesideTheTestsTestsThatApp() throws {
        // As Xcode names UI test targets: CometCalUITests tests CometCal, found by asking the executable.
        #expect(try TargetApplication.bundleIdentifier(forModule: "CometCalUITests", environment: [:]) == "com.example.CometCal")
        #expect(TargetApplication.conventionalName(forModule: "CometCalTests") == "CometCal")
        #expect(TargetApplication.conventionalName(forModule: "Tests") == nil)
        #expect(TargetApplication.conventionalName(forModule: "Helpers") == nil)
    }

    @Test func withNothingToGoByTheErrorSaysWhatWasTriedAndHowToChoose() {
        _ = IntentDefinitions(bundleIdentifier: "com.example.CometCal", fileID: "SomeOtherModule/A.swift")
        #expect {
            try TargetApplication.bundleIdentifier(forModule: "LonelyUITests", environment: [:])
        } throws: { error in
            let message = "\(error)"
            return message.hasPrefix(
                "XCUIApplication() cannot tell which app LonelyUITests tests: INTENTKIT_TARGET_APPLICATION is not set, LonelyUITests has made no IntentDefinitions yet, and no app named Lonely is built beside the tests (apps other modules name: "
            ) && message.contains("\"com.example.CometCal\"")
                && message.hasSuffix("); pass it as XCUIApplication(bundleIdentifier: \"…\"), or set INTENTKIT_TARGET_APPLICATION to its bundle identifier")
        }
    }
}
