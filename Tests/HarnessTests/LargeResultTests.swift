import Foundation
import Testing

/// Results of any size: listed a page at a time, and long listings in messages cut at ten.
@Suite struct LargeResultTests {
    let sandbox = HarnessSandbox()
    let app = "com.example.CometCal"

    @Test func everyRowOfALargeResultIsListed() async throws {
        #expect(try await sandbox.run(["run", app, "SeedBulkEventsIntent", "count=2500"]).status == 0)
        let all = try await sandbox.run(["query", app, "EventEntity", "--all"])
        #expect(all.status == 0)
        #expect(all.stdout.hasPrefix("2,500 entities\n"))
        #expect(all.stdout.components(separatedBy: "\n  ").count - 1 > 2500, "every entity's heading is printed")
        let json = try await sandbox.run(["search", app, "EventEntity", "--json"])
        let hits = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [Any]
        #expect(hits?.count == 2500)
        let ambiguous = try await sandbox.run(["run", app, "EventStatusIntent", "event=Drill"])
        #expect(ambiguous.status == 2)
        #expect(ambiguous.stderr.hasPrefix(#"harness: parameter "event" of EventStatusIntent: "Drill" matches 313 EventEntity entities ("#))
        #expect(ambiguous.stderr.contains(" and 303 more); pass a more specific string (more than 100 are not offered as choices)\n"))
        #expect(ambiguous.stderr.utf8.count < 2000)
    }
}
