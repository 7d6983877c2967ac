import Foundation
import IntentKitTesting
import Testing

/// With thousands of events CometCal builds its title index and date order ahead of use, on a thread of its own:
/// a query that comes before, during or after that build, or right after a relaunch, answers exactly.
@Suite(.isolatedApp("com.example.CometCal"))
struct LargeStoreQueryTests {
    let definitions = CometCal.definitions

    private func titles(matching text: String) async throws -> [String] {
        try await CometCal.events.entities(matching: text).map { try $0.title }
    }

    private func expectDateOrder(count: Int, _ comment: Comment) async throws {
        let starts: [Date] = try await CometCal.events.allEntities().map { try $0.startDate }
        #expect(starts.count == count, comment)
        #expect(zip(starts, starts.dropFirst()).allSatisfy { $0 <= $1 }, comment)
    }

    /// How many times a read built the indexes itself, once the build ahead (if any) is done.
    private func indexBuildsOnFirstUse() async throws -> Int {
        try await definitions.intents["IndexBuildCountIntent"].makeIntent().run().value
    }

    @Test func readsAfterALargeChangeFindTheIndexesBuilt() async throws {
        try await definitions.intents["SeedBulkEventsIntent"].makeIntent(count: 5_500).run()
        let before = try await indexBuildsOnFirstUse()
        let found = try await titles(matching: "04321")
        #expect(found.count == 1 && found.allSatisfy { $0.hasSuffix(" 04321") }, "\(found)")
        try await expectDateOrder(count: 5_500, "after seeding")
        let doomed = try await CometCal.events.entities(matching: "04321")[0]
        try await definitions.intents["DeleteEventIntent"].makeIntent(event: doomed).run()
        #expect(try await indexBuildsOnFirstUse() == before, "the title query and the date order found the indexes built")
        #expect(try await titles(matching: "04321").isEmpty)
        #expect(try await indexBuildsOnFirstUse() == before, "rebuilt ahead after the delete")

        await definitions.session.relaunch()
        #expect(try await indexBuildsOnFirstUse() == 0)
        let near = try await titles(matching: "0432")
        #expect(near.count == 10 && near.allSatisfy { $0.contains("0432") }, "00432 and 04320-04329 but the deleted 04321: \(near)")
        #expect(try await indexBuildsOnFirstUse() == 0, "built ahead when the relaunched app opened its store")
    }

    @Test func titleQueriesStayExactThroughBulkAdditionsDeletesAndARelaunch() async throws {
        // Generated titles end in their five-digit number, from 0 at each run: "Nebula Relay Drill 01234".
        try await definitions.intents["SeedBulkEventsIntent"].makeIntent(count: 5_500).run()
        #expect(try await titles(matching: "01234").count == 1, "asked at once after seeding")
        #expect(try await titles(matching: "1234").allSatisfy { $0.hasSuffix(" 01234") })

        try await definitions.intents["SeedBulkEventsIntent"].makeIntent(count: 100).run()
        #expect(try await titles(matching: "00042").count == 2, "the second run's events are indexed")

        let doomed = try await CometCal.events.entities(matching: "01234")[0]
        try await definitions.intents["DeleteEventIntent"].makeIntent(event: doomed).run()
        #expect(try await titles(matching: "01234").isEmpty, "asked at once after a delete")

        await definitions.session.relaunch()
        #expect(try await titles(matching: "00042").count == 2, "asked at once after a relaunch")
        #expect(try await titles(matching: "05499").count == 1)
        try await expectDateOrder(count: 5_599, "after a relaunch")
    }
}
