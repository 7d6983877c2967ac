import Foundation
import Testing
import IntentWire

/// `run`, `query`, `search`, `values`, `screen` on CometCal's own (sandboxed) data.
@Suite struct AppCommandTests {
    let sandbox = HarnessSandbox()
    let app = "com.example.CometCal"

    init() async throws {
        let seeded = try await sandbox.run(["run", app, "SeedSampleEventsIntent"])
        #expect(seeded.status == 0, "\(seeded.stderr)")
    }

    @Test func runThenQuerySeesTheSameData() async throws {
        let created = try await sandbox.run(["run", app, "CreateEventIntent", "title=Hull Inspection", "startDate=2026-12-01T09:00:00Z", "calendar=Deep Space"])
        #expect(created.status == 0)
        #expect(created.stdout.hasPrefix("Hull Inspection  EventEntity "))
        #expect(created.stdout.contains("\n  calendar   Deep Space\n"))
        #expect(created.stdout.hasSuffix("dialog: Created Hull Inspection in Deep Space.\n"))
        let query = try await sandbox.run(["query", app, "EventEntity", "--matching", "hull"])
        #expect(query.status == 0)
        #expect(query.stdout.hasPrefix("1 entity\n  Hull Inspection  EventEntity "))
        #expect(query.stdout.contains("    startDate  2026-12-01T09:00:00Z\n"))
    }

    @Test func jsonOutputUsesTheProtocolEncoding() async throws {
        let output = try await sandbox.run(["run", app, "CountEventsIntent", "calendar=Deep Space", "--json"])
        #expect(output.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
        #expect((json?["value"] as? [String: Any])?["int"] as? Int == 5)
        #expect((json?["dialog"] as? [String: Any])?["full"] as? String == "5 events.")
        let all = try await sandbox.run(["query", app, "CalendarEntity", "--all", "--json"])
        let calendars = try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [[String: Any]]
        #expect(calendars?.count == 2)
    }

    @Test func promptsAreAnsweredByFlagsWhenNotOnATerminal() async throws {
        let unanswered = try await sandbox.run(["run", app, "EventStatusIntent", "event=Launch Window"])
        #expect(unanswered.status == 1)
        #expect(unanswered.stderr == #"harness: EventStatusIntent asked "Which event do you mean by "Launch Window": "Launch Window Review Prep", "Launch Window Review"?"; answer with --choose event=<title or index>"# + "\n")
        let chosen = try await sandbox.run(["run", app, "EventStatusIntent", "event=Launch Window", "--choose", "event=Launch Window Review"])
        #expect(chosen.stdout == "tentative\n")
        let declined = try await sandbox.run(["run", app, "DeleteEventIntent", "event=Zero-G Yoga", "--no"])
        #expect(declined.status == 1)
        #expect(declined.stderr == #"harness: DeleteEventIntent was cancelled: the confirmation "Delete "Zero-G Yoga"?" was declined"# + "\n")
        #expect(try await sandbox.run(["query", app, "EventEntity", "--matching", "Zero-G"]).stdout.hasPrefix("1 entity"))
        let answered = try await sandbox.run(["run", app, "CreateEventIntent", "startDate=now", "calendar=Deep Space", "--answer", "title=Answered"])
        #expect(answered.stdout.hasPrefix("Answered  EventEntity"))
    }

    @Test func nullClearsAndRepetitionMakesArrays() async throws {
        let cleared = try await sandbox.run(["run", app, "UpdateEventIntent", "event=Cosmic Ray Calibration", "notes=null"])
        #expect(cleared.status == 0)
        #expect(cleared.stdout.contains("\n  notes      nil\n"))
        #expect(cleared.stdout.contains("\n  location   Observatory Deck\n"))
        let created = try await sandbox.run(["run", app, "CreateEventIntent", "title=Briefing", "startDate=now", "calendar=Mission Control",
                                       "attendees=name:Vega,status:accepted", "attendees=name:Orion,type:room", "--json"])
        let json = try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any]
        let properties = ((json?["value"] as? [String: Any])?["entity"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(((properties?["attendees"] as? [String: Any])?["array"] as? [Any])?.count == 2)
    }

    @Test func entityIdentifiersAreAccepted() async throws {
        let json = try await sandbox.run(["query", app, "EventEntity", "--matching", "Solar Flare", "--json"])
        let entities = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        let id = try #require((entities?.first?["entity"] as? [String: Any])?["id"] as? String)
        #expect(try await sandbox.run(["run", app, "EventStatusIntent", "event=\(id)"]).stdout == "cancelled\n")
        #expect(try await sandbox.run(["query", app, "EventEntity", "--id", id]).stdout.hasPrefix("1 entity\n  Solar Flare Drill"))
    }

    @Test(arguments: [
        (["run", "com.example.CometCal", "CreateEventIntent", "titel=x"], #"harness: CreateEventIntent has no parameter "titel"; did you mean "title"?"#),
        (["run", "com.example.CometCal", "CreateEventIntent", "startDate=tomorrow"], "harness: startDate=tomorrow: expected an ISO 8601 date such as 2026-12-01T09:00:00Z, 2026-12-01, or now"),
        (["run", "com.example.CometCal", "CreateCalendarIntent", "name=x", "color=magenta"], #"harness: color=magenta: not a case of CalendarColor; valid names are "red", "orange", "yellow", "green", "blue", "purple""#),
        (["query", "com.example.CometCal", "EventEntity"], "harness: give exactly one of --matching, --id, --all, --suggested"),
        (["query", "com.example.CometCal", "EventEntity", "--al"], #"harness: unknown option "--al"; did you mean "--all"?"#),
        (["run"], "harness: missing <bundle-id>"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) async throws {
        let output = try await sandbox.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix(message + "\n"), "\(output.stderr)")
        #expect(output.stderr.contains("usage: harness "))
    }

    @Test func failuresExitOne() async throws {
        let unknownIntent = try await sandbox.run(["run", app, "CreateEvnt"])
        #expect(unknownIntent.status == 1)
        #expect(unknownIntent.stderr == #"harness: no intent named "CreateEvnt" in com.example.CometCal; did you mean "CreateEventIntent"?"# + "\n")
        let throwing = try await sandbox.run(["run", app, "FetchEventIntent", "title=Nope"])
        #expect(throwing.stderr == #"harness: FetchEventIntent failed: no event is titled "Nope""# + "\n")
        let noApp = try await sandbox.run(["query", "com.example.Absent", "X", "--all"])
        #expect(noApp.status == 1)
        #expect(noApp.stderr.hasPrefix("harness: no app found for com.example.Absent"))
    }

    @Test func aContainerInUseIsReportedWithItsHolder() async throws {
        // Another CometCal serves the same data (a `harness shell` left open, say): nothing may write beside it.
        let container = sandbox.root.appendingPathComponent("data/com.example.CometCal")
        let holder = try ChildProcess(executable: HarnessSandbox.cometCal, arguments: ["--serve"], environment: ["INTENTKIT_CONTAINER": container.path])
        defer { holder.closeStdin() }
        let lock = container.appendingPathComponent(".intentkit-lock")
        for _ in 0..<3000 where (try? String(contentsOf: lock, encoding: .utf8))?.hasPrefix("\(holder.pid)\n") != true {
            try await Task.sleep(for: .milliseconds(10))
        }
        let blocked = try await sandbox.run(["run", app, "CreateEventIntent", "title=Clash", "startDate=now", "calendar=Deep Space"])
        #expect(blocked.status == 1)
        #expect(blocked.stderr.hasPrefix("harness: CometCal: the container \(container.path) is in use by pid \(holder.pid) (\(HarnessSandbox.cometCal)"), "\(blocked.stderr)")
        #expect(blocked.stderr.hasSuffix("an app's data has one writer at a time. Stop that process, or give this one another container with INTENTKIT_CONTAINER\n"))
    }

    @Test func searchValuesAndScreen() async throws {
        let search = try await sandbox.run(["search", app, "EventEntity", "ray", "calib"])
        #expect(search.stdout.hasPrefix("1 hit\n  Cosmic Ray Calibration"))
        let nothing = try await sandbox.run(["search", app, "EventEntity", "zebra"])
        #expect(nothing.stdout == "no hits\n")
        let values = try await sandbox.run(["values", app, "EventValueQuery", "trajectory"])
        #expect(values.stdout.hasPrefix("1 value\n  Launch Window Review Prep"))
        let screen = try await sandbox.run(["screen", app])
        let lines = screen.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("┌─ CalendarListView ─") == true)
        #expect(lines[1] == "│ All Calendars")
        #expect(lines.filter { $0.hasPrefix("│ • EventEntity  ") }.count == 8)
    }

    @Test func containerAndAppPathOptions() async throws {
        let other = sandbox.root.appendingPathComponent("other").path
        #expect(try await sandbox.run(["query", app, "EventEntity", "--all", "--container", other]).stdout == "no entities\n")
        #expect(try await sandbox.run(["query", app, "EventEntity", "--all"]).stdout.hasPrefix("10 entities"))
        let wrong = try await sandbox.run(["describe", "org.example.Other", "--app-path", HarnessSandbox.cometCal])
        #expect(wrong.status == 1)
        #expect(wrong.stderr == "harness: \(HarnessSandbox.cometCal) serves com.example.CometCal, not org.example.Other\n")
    }

    @Test func shellKeepsOneAppAndNumbersResults() async throws {
        let script = """
            query EventEntity --matching Cosmic
            run EventStatusIntent event=$1[0]
            run OpenEventIntent target="Crew Lunch at the Nebula Cafe"
            screen
            run EventStatusIntent event=$9
            histroy
            history
            """
        let output = try await sandbox.run(["shell", app], input: script)
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("$1 = 1 entity\n  Cosmic Ray Calibration"))
        #expect(output.stdout.contains("\n$2 = confirmed\n"))
        #expect(output.stdout.contains("┌─ EventDetailView ─"))
        #expect(output.stdout.contains("│ ★ EventEntity  Crew Lunch at the Nebula Cafe  (selected)"))
        #expect(output.stdout.hasSuffix("  1  query EventEntity --matching Cosmic\n  2  run EventStatusIntent event=$1[0]\n  3  run OpenEventIntent target=\"Crew Lunch at the Nebula Cafe\"\n  4  screen\n  5  run EventStatusIntent event=$9\n  6  histroy\n  7  history\n"))
        #expect(output.stderr == "harness: $9 refers to no result; results so far are $1 to $2\nharness: unknown command \"histroy\"; did you mean \"history\"?\n")
    }
}
