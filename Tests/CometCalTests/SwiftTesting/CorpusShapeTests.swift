import Foundation
import IntentKitTesting
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// Shapes that App Intents code from public projects uses, run in a real app (FaultyApp's `CorpusShapes.swift`):
/// an `Int`-valued enum, options in titled sections, a widget configuration without `perform()`, a shortcut tile
/// without a symbol.
@Suite(.isolatedApp("com.example.FaultyApp"))
struct CorpusShapeTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")

    @Test func anEnumWithIntRawValuesIsNamedByThemAndResolvesByValueOrTitle() async throws {
        let pin = definitions.intents["MakePinIntent"]
        #expect(try await pin.makeIntent(length: "8").run().value.as(String.self) == "77777777")
        #expect(try await pin.makeIntent(length: "Four digits").run().value.as(String.self) == "7777")
        #expect(try await pin.makeIntent().run().value.as(String.self) == "777777")
        let unknown = await #expect(throws: (any Error).self) { try await pin.makeIntent(length: "5").run() }
        #expect("\(unknown.map { "\($0)" } ?? "")".contains("\"5\" is not a case of PinLength"), "\(String(describing: unknown))")
        #expect("\(unknown.map { "\($0)" } ?? "")".contains("4, 6, 8"), "\(String(describing: unknown))")
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.enumeration(named: "PinLength")?.cases.map(\.rawValue) == ["4", "6", "8"])
        #expect(metadata.enumeration(named: "PinLength")?.cases.map(\.title) == ["Four digits", "Six digits", "Eight digits"])
    }

    @Test func aValuePromptOffersTheProvidersSectionsAndIsAnsweredByAnItemsTitle() async throws {
        let pick = definitions.intents["PickShelfIntent"]
        #expect(try await pick.makeIntent().run(prompts: .choosing(title: "Zone Nine", for: "shelf")).value.as(String.self) == "z9")
        #expect(try await pick.makeIntent().run(prompts: .choosing(title: "aisle two", for: "shelf")).value.as(String.self) == "a2")
        #expect(try await pick.makeIntent().run(prompts: .choosing(0, for: "shelf")).value.as(String.self) == "a1")
        #expect(try await pick.makeIntent().run(prompts: .providing("free", for: "shelf")).value.as(String.self) == "free")
    }

    @Test func anUnansweredValuePromptListsTheOptionsBySection() async throws {
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["PickShelfIntent"].makeIntent().run()
        }
        let message = error?.message ?? ""
        #expect(message.contains(#"it offers Near: "Aisle One", "Aisle Two"; Far: "Zone Nine""#), "\(message)")
        #expect(message.contains(#".choosing(title: <title>, for: "shelf")"#), "\(message)")
        let wrong = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["PickShelfIntent"].makeIntent().run(prompts: .choosing(title: "Zone Ten", for: "shelf"))
        }
        #expect(wrong?.message.contains(#""Zone Ten" is not among the options "Aisle One", "Aisle Two", "Zone Nine""#) == true, "\(String(describing: wrong))")
    }

    @Test func requestValueOffersTheOlderNamedCollectionsOptions() async throws {
        let result = try await definitions.intents["PickShelfIntent"].makeIntent(shelf: "a1", backup: "ask")
            .run(prompts: .choosing(title: "Back Room", for: "backup"))
        #expect(try result.value.as(String.self) == "b1")
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["PickShelfIntent"].makeIntent(shelf: "a1", backup: "ask").run()
        }
        #expect(error?.message.contains(#"Which backup shelf?"#) == true)
        #expect(error?.message.contains(#"it offers "Back Room""#) == true, "\(String(describing: error))")
    }

    @Test func aWidgetConfigurationWithoutPerformRunsAndAShortcutTileNeedsNoSymbol() async throws {
        let result = try await definitions.intents["ShelfWidgetConfiguration"].makeIntent(shelf: "z9").run()
        #expect(result.dialog == nil)
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.intent(named: "ShelfWidgetConfiguration")?.roles == ["widgetConfiguration"])
        let shortcut = try #require(metadata.shortcuts.first)
        #expect(shortcut.intent == "PickShelfIntent")
        #expect(shortcut.shortTitle == "Pick Shelf")
        #expect(shortcut.systemImageName == nil)
        #expect(metadata.negativeShortcutPhrases == ["Pick a lock in ${applicationName}", "Shelve the plan"])
    }

    @Test func textInputOptionsBooleanNamesAndAListOnlySummaryAreKeptInTheMetadata() async throws {
        let result = try await definitions.intents["NoteShelfIntent"].makeIntent(note: "top shelf\nleft", urgent: true).run()
        #expect(try result.value.as(String.self) == "TOP SHELF\nLEFT")
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        let intent = try #require(metadata.intent(named: "NoteShelfIntent"))
        #expect(
            intent.parameter(named: "note")?.inputOptions == [
                "keyboardType": "asciiCapable", "capitalizationType": "none", "multiline": "true", "autocorrect": "false", "smartQuotes": "true",
                "smartDashes": "true",
            ])
        #expect(intent.parameter(named: "urgent")?.displayNames == ["true": "Urgent", "false": "Whenever"])
        #expect(intent.parameter(named: "urgent")?.inputOptions == nil)
        #expect(intent.parameterSummary == .summary(format: "", table: ["note", "urgent"]))
    }
}
