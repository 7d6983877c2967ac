import Foundation
import IntentKitTesting
import Synchronization
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// iOS 26 and 27 shapes through a real process (FaultyApp's `LongRunningAndCollections.swift`): a long-running task
/// reports and is cancelled, snippet toggles and the empty snippet reach the test, an in-app search runs with its
/// criteria, entities held by identifier resolve without a query, synced identifiers keep their stable part, a lost
/// index is rebuilt by the entity's `IndexedEntityQuery`, and relevant entities are kept for the run.
@Suite(.isolatedApp("com.example.FaultyApp"))
struct LongRunningAndCollectionTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")

    @Test func aLongRunningTaskReturnsItsValueAndReportsProgress() async throws {
        let updates = Mutex<[Int64]>([])
        let result = try await definitions.intents["SurveyNebulaIntent"].makeIntent(sectors: 150).run(progress: { update in
            updates.withLock { $0.append(update.completedUnitCount) }
        })
        #expect(try result.value.as(Int.self) == 150)
        #expect(updates.withLock { $0.last } == 150, "the last update is the finished task")
    }

    @Test func aCancelledLongRunningTaskTellsItsHandlerWhy() async throws {
        let started = AsyncStream<Void>.makeStream()
        let survey = definitions.intents["SurveyNebulaIntent"]
        let task = Task {
            try await survey.makeIntent().run(progress: { update in
                if update.completedUnitCount > 0 { started.continuation.yield() }
            })
        }
        for await _ in started.stream { break }
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
        var log: [String] = []
        for _ in 0..<200 where log.isEmpty {
            log = try await definitions.intents["ReadSurveyLogIntent"].makeIntent().run().value.as([String].self)
            if log.isEmpty { try await Task.sleep(for: .milliseconds(25)) }
        }
        #expect(log == ["survey cancelled: userCancelled"])
    }

    @Test func aSnippetsTogglesShowTheirStateAndPressingOneSetsTheNewState() async throws {
        let panel = definitions.intents["ShowShieldPanelIntent"]
        let before = try #require(try await panel.makeIntent().run().snippet)
        #expect(before.toggles == ["Shields": false, "Beacon": false])
        #expect(before.text == "Bridge controls\n[ ] Shields\n[ ] Beacon")
        #expect(before.buttons == ["Shields", "Beacon"])
        try await before.press("Shields")
        let after = try #require(try await panel.makeIntent().run().snippet)
        #expect(after.toggles["Shields"] == true)
        // A SetValueIntent's value is the state the toggle moves to.
        #expect(try await before.press("Beacon").value.as(String.self) == "beacon on")
    }

    @Test func theEmptySnippetShowsNothingAndNeedsNoRegistration() async throws {
        let result = try await definitions.intents["QuietIntent"].makeIntent().run()
        #expect(result.dialog?.full == "Quiet now.")
        let snippet = try #require(result.snippet)
        #expect(snippet.text == "")
        #expect(snippet.snippetIntent == nil)
        #expect(snippet.buttons.isEmpty)
    }

    @Test func anInAppSearchRunsWithItsCriteriaAndCarriesItsRole() async throws {
        let hits = try await definitions.intents["SearchHoldIntent"].makeIntent(criteria: "2").run()
        #expect(try hits.value.as([String].self) == ["c2"])
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.intent(named: "SearchHoldIntent")?.roles == ["searchInApp"])
    }

    @Test func anEntityCollectionTakesIdentifiersWithoutAQueryAndResolvesOnRequest() async throws {
        let crates = definitions.entities["CrateEntity"]
        let counted = try await definitions.intents["CountCratesIntent"]
            .makeIntent(crates: [crates.makeReference(identifier: "c2"), crates.makeReference(identifier: "ghost")]).run()
        #expect(try counted.value.as(String.self) == "c2,ghost → c2", "an identifier that matches nothing stays until resolved")
        // An array of entities fails on the same identifier, because it resolves every one.
        let error = await #expect(throws: (any Error).self) {
            try await definitions.intents["DeleteCratesIntent"].makeIntent(entities: [crates.makeReference(identifier: "ghost")]).run()
        }
        #expect("\(String(describing: error))".contains("ghost"))
    }

    @Test func aSyncedIdentifierTravelsAsItsLocalPartAndKeepsItsStablePart() async throws {
        let beacons = try await definitions.entities["BeaconEntity"].entities(identifiers: ["b2"])
        #expect(beacons.map(\.identifier.instanceIdentifier) == ["b2"])
        #expect(try beacons.first?.name == "Inner Marker")
        let located = try await definitions.intents["LocateBeaconIntent"].makeIntent(beacon: beacons[0]).run()
        #expect(try located.value.as(String.self) == "b2 is beacon-7f02 everywhere")
    }

    @Test func aURLRepresentableIntentOpensItsTargetsURL() async throws {
        let crate = definitions.entities["CrateEntity"].makeReference(identifier: "c3")
        let result = try await definitions.intents["OpenCrateIntent"].makeIntent(target: crate).run()
        let opened = try #require(result.opensIntent)
        #expect(opened.identifier == "OpenURLIntent")
        #expect(try opened.url == URL(string: "faulty://crates/c3"))
        #expect(try await definitions.intents["ReadDockLogIntent"].makeIntent().run().value.as([String].self) == ["opened faulty://crates/c3"])
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.intent(named: "OpenCrateIntent")?.roles == ["open"])
    }

    @Test func anOptionalParametersRequestsGiveTheValueItself() async throws {
        let pick = definitions.intents["PickBayIntent"]
        let answered = try await pick.makeIntent().run(prompts: .providing("B7", for: "bay").choosing(1, for: "crate"))
        #expect(try answered.value.as(String.self) == "B7 holds c2")
        let empty = await #expect(throws: (any Error).self) {
            try await pick.makeIntent().run(prompts: PromptAnswers().providing(value: .null, for: "bay").choosing(0, for: "crate"))
        }
        #expect("\(String(describing: empty))".contains(#"the answer to "Which bay?" was empty"#), "\(String(describing: empty))")
    }

    @Test func aFocusFilterIsCurrentOnceTheSystemHasRunIt() async throws {
        let read = definitions.intents["ReadFocusFilterIntent"]
        #expect(try await read.makeIntent().run().value.as(Bool.self) == true, "before any run, the defaults")
        try await definitions.intents["QuietDeckFilter"].makeIntent(muteAlarms: false).run()
        #expect(try await read.makeIntent().run().value.as(Bool.self) == false)
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.intent(named: "QuietDeckFilter")?.roles == ["focusFilter"])
    }

    @Test func aParameterDeclaredWithApplesWrapperNameRunsAndAsks() async throws {
        let result = try await definitions.intents["TagCrateIntent"].makeIntent(tag: "urgent").run(prompts: .choosing(1, for: "tag"))
        #expect(try result.value.as(String.self) == "urgent → heavy, now heavy")
        let metadata = try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
        #expect(metadata.intent(named: "TagCrateIntent")?.parameter(named: "tag")?.title == "Tag")
    }

    #if os(Linux)
        @Test func codeImportingSwiftUIAndCoreSpotlightRunsOnLinux() async throws {
            let result = try await definitions.intents["ShowBadgeIntent"].makeIntent().run()
            #expect(try result.value.as(String.self) == "Badge")
            #expect(result.snippet?.text == "Gold Star")
        }
    #endif

    @Test func anOpenIntentWithoutPerformRunsAndResolvesItsTarget() async throws {
        let result = try await definitions.intents["ShowCrateIntent"].makeIntent(target: "Crate c2").run()
        #expect(result.value == nil)
        let missing = await #expect(throws: (any Error).self) {
            try await definitions.intents["ShowCrateIntent"].makeIntent(target: definitions.entities["CrateEntity"].makeReference(identifier: "c404")).run()
        }
        #expect("\(String(describing: missing))".contains("c404"), "the target is still resolved: \(String(describing: missing))")
    }

    @Test func aChoiceShownWithAViewQuotesTheViewsText() async throws {
        let decide = definitions.intents["DecideCrateIntent"]
        #expect(try await decide.makeIntent().run(prompts: .choosingOption(title: "Stow")).value.as(String.self) == "stowed")
        let unanswered = await #expect(throws: (any Error).self) { try await decide.makeIntent().run() }
        #expect("\(String(describing: unanswered))".contains("What now? Cargo on deck crate c2"), "\(String(describing: unanswered))")
    }

    @Test func relevantEntitiesAreKeptPerContextForTheRun() async throws {
        let left = try await definitions.intents["SuggestCratesIntent"].makeIntent().run()
        #expect(try left.value.as([String].self) == ["c2", "then 0"])
    }
}

/// An app whose search index file is there but unusable asks each `IndexedEntityQuery` to donate its entities again
/// before it serves.
@Suite struct LostIndexTests {
    @Test func aLostIndexIsRebuiltByTheIndexedEntityQuery() async throws {
        try await TestSessions.with { session, definitions in
            try FileManager.default.createDirectory(at: session.containerURL, withIntermediateDirectories: true)
            try Data("{\"format\":2,\"docu".utf8).write(to: session.containerURL.appendingPathComponent("search-index.json"))
            let crates = definitions.entities["CrateEntity"]
            #expect(try await crates.spotlightQuery("crate").map(\.identifier.instanceIdentifier).sorted() == ["c1", "c2", "c3"])
            let stderr = try await session.diagnostics().stderrTail
            #expect(stderr.contains("asked CrateEntity's query to reindex its entities because the index file"), "\(stderr)")
        }
    }

    @Test func aMissingIndexIsNotALostOne() async throws {
        try await TestSessions.with { _, definitions in
            let hits = try await definitions.entities["CrateEntity"].spotlightQuery("crate")
            #expect(hits.isEmpty)
        }
    }
}
