import Foundation
import IntentKitTesting
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// Moving to the foreground is a confirmation prompt tests answer (iOS 26's `continueInForeground` and
/// `needsToContinueInForegroundError`, and the older `ForegroundContinuableIntent`), and system roles reach the
/// metadata (FaultyApp's `ForegroundAndRoles.swift`).
@Suite(.isolatedApp("com.example.FaultyApp"))
struct ForegroundAndRoleTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")

    @Test func continuingInTheForegroundIsAConfirmationAcceptedByDefault() async throws {
        let result = try await definitions.intents["DockIntent"].makeIntent().run()
        #expect(try result.value.as(String.self) == "background (could move: true) → foreground")
    }

    @Test func aDeclinedMoveToTheForegroundCancelsTheRunQuotingItsQuestion() async throws {
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["DockIntent"].makeIntent().run(prompts: .declineConfirmations)
        }
        #expect(error?.kind == .cancelled)
        #expect(error?.message == #"DockIntent was cancelled: the confirmation "Open the dock to finish docking?" was declined"#)
    }

    @Test func withoutAlwaysConfirmAnEarlierConfirmationIsEnough() async throws {
        // The run fails after the move, so that its traffic shows which questions were asked.
        func questions(askOnce: Bool) async -> [String] {
            let error = await #expect(throws: IntentPerformError.self) {
                try await definitions.intents["DockIntent"].makeIntent(askOnce: askOnce, failAfter: true).run()
            }
            let traffic = error?.diagnostics.recentTraffic ?? []
            return ["Dock at the station?", "Open the dock to finish docking?"].filter { question in traffic.contains { $0.contains(question) } }
        }
        // The traffic is the session's, so the run that asks less goes first.
        #expect(await questions(askOnce: true) == ["Dock at the station?"], "the move follows the confirmation unasked")
        #expect(await questions(askOnce: false).contains("Open the dock to finish docking?"))
    }

    @Test func needsToContinueInForegroundErrorPerformsAgainInTheForeground() async throws {
        let result = try await definitions.intents["UndockIntent"].makeIntent().run()
        #expect(try result.value.as(String.self) == "undocked in the foreground")
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["UndockIntent"].makeIntent().run(prompts: .declineConfirmations)
        }
        #expect(error?.message == #"UndockIntent was cancelled: the confirmation "Undock in the app?" was declined"#)
    }

    @Test func theOlderProtocolRunsItsContinuationInTheForegroundAndEndsTheRun() async throws {
        let result = try await definitions.intents["LegacyDockIntent"].makeIntent(bay: "Bay 4").run()
        #expect(result.value == nil)
        let log = try await definitions.intents["ReadDockLogIntent"].makeIntent().run()
        #expect(try log.value.as([String].self) == ["docked at Bay 4"])
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["LegacyDockIntent"].makeIntent(bay: "Bay 5").run(prompts: .declineConfirmations)
        }
        #expect(error?.message.contains(#""Continue docking at Bay 5 in the app?""#) == true, "\(String(describing: error))")
        #expect(try await definitions.intents["ReadDockLogIntent"].makeIntent().run().value.as([String].self) == ["docked at Bay 4"], "a declined move runs nothing")
        #expect(try await definitions.intents["LegacyBerthIntent"].makeIntent().run().value.as(String.self) == "berth 7")
    }

    @Test func setValueAndDeleteIntentsRunAndCarryTheirRoles() async throws {
        #expect(try await definitions.intents["SetBeaconIntent"].makeIntent(value: true).run().value.as(String.self) == "beacon on")
        let crates = definitions.entities["CrateEntity"]
        let doomed = try await crates.entities(identifiers: ["c1", "c3"])
        let remaining = try await definitions.intents["DeleteCratesIntent"].makeIntent(entities: doomed).run()
        #expect(try remaining.value.as([String].self) == ["c2"])
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.intent(named: "SetBeaconIntent")?.roles == ["setValue"])
        #expect(metadata.intent(named: "DeleteCratesIntent")?.roles == ["delete"])
        #expect(metadata.intent(named: "DockIntent")?.supportedModes == ["background", "foreground(dynamic)"])
    }

    @Test func entitiesDonatedThroughCSSearchableIndexAreFoundAndRemoved() async throws {
        let crates = definitions.entities["CrateEntity"]
        #expect(try await crates.spotlightQuery("c2").isEmpty)
        try await definitions.intents["StowCratesIntent"].makeIntent().run()
        #expect(try await crates.spotlightQuery("c2").map { $0.identifier.instanceIdentifier } == ["c2"])
        #expect(try await crates.spotlightQuery("crate").count == 3)
        // Properties with an indexing key are found by their values too: a keyword, and the description.
        #expect(try await crates.spotlightQuery("tagc3").map { $0.identifier.instanceIdentifier } == ["c3"])
        #expect(try await crates.spotlightQuery("hold").count == 3)
        try await definitions.intents["UnstowCratesIntent"].makeIntent(crate: "c2").run()
        #expect(try await crates.spotlightQuery("c2").isEmpty)
        #expect(try await crates.spotlightQuery("crate").count == 2)
        try await definitions.intents["UnstowCratesIntent"].makeIntent().run()
        #expect(try await crates.spotlightQuery("crate").isEmpty)
    }

    @Test func anOpenedURLIsOpenedByTheAppsActionAndReadByTheTest() async throws {
        let result = try await definitions.intents["OpenDockLinkIntent"].makeIntent(bay: 7).run()
        let opened = try #require(result.opensIntent)
        #expect(opened.identifier == "OpenURLIntent")
        #expect(try opened.url == URL(string: "faulty://dock/7"))
        #expect(try await definitions.intents["ReadDockLogIntent"].makeIntent().run().value.as([String].self) == ["opened faulty://dock/7"])
    }

    @Test func aCancelledRunTellsItsCancellationHandlerWhy() async throws {
        let started = AsyncStream<Void>.makeStream()
        let scan = definitions.intents["ScanSkyIntent"]
        let task = Task {
            try await scan.makeIntent().run(progress: { update in
                if update.completedUnitCount > 0 { started.continuation.yield() }
            })
        }
        for await _ in started.stream { break }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        var reasons: [String] = []
        for _ in 0..<200 where reasons.isEmpty {
            reasons = try await definitions.intents["ReadScanLogIntent"].makeIntent().run().value.as([String].self)
            if reasons.isEmpty { try await Task.sleep(for: .milliseconds(25)) }
        }
        #expect(reasons == ["userCancelled"])
    }

    @Test func anUndoableIntentsActionIsUndoneByTheTestInReverseOrder() async throws {
        let app = HeadlessApplication(bundleIdentifier: "com.example.FaultyApp")
        let jettison = definitions.intents["JettisonCargoIntent"]
        #expect(try await jettison.makeIntent(cargo: "food").run().value.as([String].self) == ["fuel", "tools"])
        #expect(try await jettison.makeIntent(cargo: "fuel").run().value.as([String].self) == ["tools"])
        #expect(try await app.undo() == "Jettison fuel")
        #expect(try await definitions.intents["ReadDeckIntent"].makeIntent().run().value.as([String].self) == ["fuel", "tools"])
        #expect(try await app.undo() == "Jettison food")
        #expect(try await definitions.intents["ReadDeckIntent"].makeIntent().run().value.as([String].self) == ["fuel", "food", "tools"])
        let error = await #expect(throws: IntentPerformError.self) { try await app.undo() }
        #expect(error?.kind == .nothingToUndo)
        #expect(error?.message.contains("has nothing to undo") == true, "\(String(describing: error))")
    }

    @Test func aViewOfTheAppsOwnShowsItsBody() async throws {
        let snippet = try #require(try await definitions.intents["ShowCargoIntent"].makeIntent().run().snippet)
        #expect(snippet.text == "Cargo on deck\nfuel\nfood\ntools")
    }

    @Test func aConfirmationShowingASnippetQuotesItsText() async throws {
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["UnloadDeckIntent"].makeIntent().run(prompts: .declineConfirmations)
        }
        #expect(error?.message == #"UnloadDeckIntent was cancelled: the confirmation "Cargo on deck fuel food tools" was declined"#)
        #expect(try await definitions.intents["UnloadDeckIntent"].makeIntent().run().value.as([String].self) == [])
    }
}
