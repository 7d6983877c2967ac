import Foundation
import IntentKitTestSupport
import IntentTransport
import IntentWire
import Testing

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
        #expect(created.stdout.contains("\n  calendar        Deep Space\n"))
        #expect(created.stdout.hasSuffix("dialog: Created Hull Inspection in Deep Space.\n"))
        let query = try await sandbox.run(["query", app, "EventEntity", "--matching", "hull"])
        #expect(query.status == 0)
        #expect(query.stdout.hasPrefix("1 entity\n  Hull Inspection  EventEntity "))
        #expect(query.stdout.contains("    startDate       2026-12-01 09:00 +00:00\n"))
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
        #expect(
            unanswered.stderr
                == #"harness: EventStatusIntent asked "Which event do you mean by "Launch Window": "Launch Window Review Prep", "Launch Window Review"?" and no answer was given; answer it with --choose event=<number or title>; the options are 1. Launch Window Review Prep, 2. Launch Window Review"#
                + "\n")
        let chosen = try await sandbox.run(["run", app, "EventStatusIntent", "event=Launch Window", "--choose", "event=Launch Window Review"])
        #expect(chosen.stdout == "tentative\n")
        let numbered = try await sandbox.run(["run", app, "EventStatusIntent", "event=Launch Window", "--choose", "event=2"])
        #expect(numbered.stdout == "tentative\n", "choices are numbered from 1, as the terminal shows them")
        let outOfRange = try await sandbox.run(["run", app, "EventStatusIntent", "event=Launch Window", "--choose", "event=3"])
        #expect(
            outOfRange.stderr
                == #"harness: EventStatusIntent asked "Which event do you mean by "Launch Window": "Launch Window Review Prep", "Launch Window Review"?" and the scripted choice 3 is out of range; there are 2 options, numbered 1 to 2"#
                + "\n")
        let zero = try await sandbox.run(["run", app, "EventStatusIntent", "event=Launch Window", "--choose", "event=0"])
        #expect(zero.status == 2)
        #expect(zero.stderr.hasPrefix("harness: --choose event=0: choices are numbered from 1\n"))
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
        #expect(cleared.stdout.contains("\n  notes           nil\n"))
        #expect(cleared.stdout.contains("\n  duration        1h 30m\n"), "durations shown in hours and minutes")
        #expect(cleared.stdout.contains("\n  location        address: Observatory Deck\n"))
        let commas = try await sandbox.run([
            "run", app, "CreateEventIntent", "title=Comma, Colon: Party", "startDate=+1h", "calendar:=\"Deep Space\"",
            #"attendees:=[{"name":"Vega, Jr.","status":"accepted","type":"person"},{"name":"Room: B","type":"room","status":"tentative"}]"#, "--json",
        ])
        #expect(commas.status == 0, "\(commas.stderr)")
        #expect(commas.stdout.contains(#""string" : "Vega, Jr.""#))
        #expect(commas.stdout.contains(#""string" : "Room: B""#))
        let wrongJSON = try await sandbox.run(["run", app, "CreateEventIntent", "title:=3", "startDate=now", "calendar=Deep Space"])
        #expect(wrongJSON.status == 2)
        #expect(wrongJSON.stderr.hasPrefix("harness: title:=3: expected a string for String\n"))
        let created = try await sandbox.run([
            "run", app, "CreateEventIntent", "title=Briefing", "startDate=now", "calendar=Mission Control",
            "attendees=name:Vega,status:accepted", "attendees=name:Orion,type:room", "--json",
        ])
        let json = try JSONSerialization.jsonObject(with: Data(created.stdout.utf8)) as? [String: Any]
        let properties = ((json?["value"] as? [String: Any])?["entity"] as? [String: Any])?["properties"] as? [String: Any]
        #expect(((properties?["attendees"] as? [String: Any])?["array"] as? [Any])?.count == 2)
    }

    @Test func propertyQueriesFromTheCommandLine() async throws {
        let titles = { (output: HarnessSandbox.Output) in
            output.stdout.split(separator: "\n").filter { !$0.hasPrefix("    ") && $0.hasPrefix("  ") }.map { $0.dropFirst(2).components(separatedBy: "  EventEntity ")[0] }
        }
        let upcoming = try await sandbox.run(["query", app, "EventEntity", "--where", "calendar=Deep Space", "--where", "startDate>now", "--sort", "startDate", "--limit", "2"])
        #expect(upcoming.status == 0, "\(upcoming.stderr)")
        #expect(titles(upcoming) == ["Zero-G Yoga", "Cosmic Ray Calibration"])
        let either = try await sandbox.run(["query", app, "EventEntity", "--where", "isAllDay=true", "--where", "status=cancelled", "--any", "--sort", "-title"])
        #expect(titles(either) == ["Solar Flare Drill", "Orbital Mechanics Workshop", "Comet Watch Night"])
        let undecided = try await sandbox.run(["query", app, "EventEntity", "--where", "status=null", "--where", "title~review", "--json"])
        #expect(undecided.stdout.contains(#""Launch Window Review Prep""#) && !undecided.stdout.contains(#""Launch Window Review""#))
        let between = try await sandbox.run(["query", app, "EventEntity", "--where", "startDate=now..+36h", "--where", "title^=cosmic"])
        #expect(titles(between) == ["Cosmic Ray Calibration"])
        let refused = try await sandbox.run(["query", app, "EventEntity", "--where", "startDate>=now"])
        #expect(refused.status == 2)
        #expect(refused.stderr == #"harness: EventEntity.startDate cannot be compared with greaterThanOrEqualTo; its comparators are "lessThan", "greaterThan", "between""# + "\n")
        let malformed = try await sandbox.run(["query", app, "EventEntity", "--where", "title"])
        #expect(malformed.status == 2)
        #expect(malformed.stderr.hasPrefix("harness: --where title: expected property=value, !=, ~ (contains)"))
        let mixed = try await sandbox.run(["query", app, "EventEntity", "--all", "--limit", "2"])
        #expect(mixed.stderr.hasPrefix("harness: give exactly one of --matching, --id, --all, --suggested, or a property query"))
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
        (
            ["run", "com.example.CometCal", "CreateEventIntent", "startDate=2026-12-25garbage"],
            "harness: startDate=2026-12-25garbage: not a date; use 2026-12-25T10:00:00Z (or +01:00; without a zone it is local time), 2026-12-25 10:00, 2026-12-25 (local midnight), now, today, tomorrow 09:00, or +2h (units s, m, h, d, w)"
        ),
        (
            ["run", "com.example.CometCal", "CreateCalendarIntent", "name=x", "color=magenta"],
            #"harness: color=magenta: not a case of CalendarColor; valid names are "red", "orange", "yellow", "green", "blue", "purple""#
        ),
        (["run", "com.example.CometCal", "CreateEvnt"], #"harness: no intent named "CreateEvnt" in com.example.CometCal; did you mean "CreateEventIntent"?"#),
        (
            ["run", "com.example.CometCal", "CreateEventIntent", "title=x", "startDate=now", "calendar=Deep Spce"],
            #"harness: parameter "calendar" of CreateEventIntent: no CalendarEntity matches "Deep Spce"; did you mean "Deep Space"?"#
        ),
        (["query", "com.example.CometCal", "EventEntity"], "harness: give exactly one of --matching, --id, --all, --suggested, or a property query (--where, --sort, --limit, --any)"),
        (["query", "com.example.CometCal", "EventEntity", "--al"], #"harness: unknown option "--al" for `query`; did you mean "--all"?"#),
        (["query", "com.example.CometCl", "EventEntity", "--all"], #"harness: no app found for com.example.CometCl; did you mean "com.example.CometCal"? (`harness apps` lists the apps it knows)"#),
        (["run"], "harness: missing <bundle-id>"),
    ])
    func usageErrorsExitTwo(_ arguments: [String], _ message: String) async throws {
        let output = try await sandbox.run(arguments)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix(message + "\n"), "\(output.stderr)")
    }

    @Test func failuresExitOne() async throws {
        let throwing = try await sandbox.run(["run", app, "FetchEventIntent", "title=Nope"])
        #expect(throwing.status == 1)
        #expect(throwing.stderr == #"harness: FetchEventIntent failed: no event is titled "Nope""# + "\n")
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
        #expect(wrong.stderr == "harness: \(HarnessSandbox.cometCal) serves com.example.CometCal, not org.example.Other; point the app path at the right executable\n")
    }

    @Test func shellUndoesWhatAnUndoableIntentRegistered() async throws {
        let script = """
            run JettisonCargoIntent cargo=food
            undo
            run ReadDeckIntent
            undo
            """
        let faultyApp = BuiltExecutable.url("FaultyApp").path
        let output = try await sandbox.run(["shell", "com.example.FaultyApp", "--app-path", faultyApp], input: script)
        #expect(output.stdout == "$1 = [fuel, tools]\nundid Jettison food\n$3 = [fuel, food, tools]\n", "the cargo is back")
        #expect(output.stderr.contains("has nothing to undo"), "\(output.stderr)")
    }

    /// Read from a pipe, the shell runs every command and exits 1 when any failed, or stops at the first that fails
    /// with --bail; a script that only succeeds exits 0.
    @Test func aShellScriptFailsWhenACommandFails() async throws {
        let good = try await sandbox.run(["shell", app], input: "run CountEventsIntent\nhistory\n")
        #expect(good.status == 0, "\(good.stderr)")
        let script = "run CountEventsIntent\nrun NoSuchIntent\nrun SeedSampleEventsIntent\nrun CountEventsIntent\n"
        let failing = try await sandbox.run(["shell", app, "--container", sandbox.root.appendingPathComponent("one").path], input: script)
        #expect(failing.status == 1)
        #expect(failing.stdout.hasSuffix("$4 = 10\ndialog: 10 events.\n"), "every command ran: \(failing.stdout)")
        let bailing = try await sandbox.run(["shell", app, "--bail", "--container", sandbox.root.appendingPathComponent("two").path], input: script)
        #expect(bailing.status == 1)
        #expect(bailing.stdout == "$1 = 0\ndialog: 0 events.\n", "nothing after the failure ran: \(bailing.stdout)")
        #expect(bailing.stderr.hasPrefix("harness: no intent named \"NoSuchIntent\""), "\(bailing.stderr)")
    }

    /// A crash loop's hint names what the shell can do, and `relaunch` does it.
    @Test func aCrashLoopInTheShellSaysToRelaunchAndRelaunchTriesAgain() async throws {
        let faultyApp = BuiltExecutable.url("FaultyApp").path
        let script = "run CrashIntent\nrun CrashIntent\nrun EchoIntent text=stuck\nrelaunch\nrun EchoIntent text=back\n"
        let output = try await sandbox.run(["shell", "com.example.FaultyApp", "--app-path", faultyApp], input: script)
        #expect(output.status == 1)
        #expect(
            output.stderr.contains(
                "probably makes it crash; move that folder aside and type `relaunch` to start on a fresh one, or type `relaunch` to try the same data again"),
            "\(output.stderr)")
        #expect(!output.stderr.contains("relaunch()") && !output.stderr.contains("shutdown()"), "no API the shell lacks")
        #expect(output.stdout.contains("relaunched FaultyApp on "), "\(output.stdout)")
        #expect(output.stdout.hasSuffix("$5 = back\n"), "\(output.stdout)")
    }

    @Test func shellKeepsOneAppAndNumbersResultsAsItsCommands() async throws {
        let script = """
            query EventEntity --matching Cosmic
            run EventStatusIntent event=$1[0]
            run OpenEventIntent target="Crew Lunch at the Nebula Cafe"
            screen
            run EventStatusIntent event=$9
            histroy
            run EventStatusIntent event=$2
            history
            """
        let output = try await sandbox.run(["shell", app], input: script)
        #expect(output.status == 1, "commands failed, so the script did")
        #expect(output.stdout.hasPrefix("$1 = 1 entity\n  Cosmic Ray Calibration"))
        #expect(output.stdout.contains("\n$2 = confirmed\n"))
        #expect(output.stdout.contains("┌─ EventDetailView ─"))
        #expect(output.stdout.contains("│ ★ EventEntity  Crew Lunch at the Nebula Cafe  (selected)"))
        #expect(
            output.stdout.hasSuffix(
                """
                  1  query EventEntity --matching Cosmic  → $1
                  2  run EventStatusIntent event=$1[0]  → $2
                  3  run OpenEventIntent target="Crew Lunch at the Nebula Cafe"
                  4  screen
                  5  run EventStatusIntent event=$9
                  6  histroy
                  7  run EventStatusIntent event=$2
                  8  history

                """))
        #expect(
            output.stderr == """
                harness: $9 refers to no result; results so far are $1, $2
                harness: unknown command "histroy"; did you mean "history"?
                harness: parameter "event" of EventStatusIntent expects EventEntity, but was given EventStatus.confirmed

                """)
    }

    /// The shell's `query` takes the command line's options with the same meaning: it read only `--matching`, `--id`
    /// and `--suggested`, so `--where` and `--limit` were accepted and ignored (every event came back).
    @Test func shellQueriesMeanWhatTheCommandLinesDo() async throws {
        let script = """
            query EventEntity --where title~Cosmic
            query EventEntity --where "calendar=Deep Space" --sort -startDate --limit 2
            query EventEntity --limit -1
            query EventEntity --all --matching Cosmic
            run EventStatusIntent event=$1[0].calendar
            """
        let output = try await sandbox.run(["shell", app], input: script)
        #expect(output.status == 1, "three of its commands fail")
        #expect(output.stdout.hasPrefix("$1 = 1 entity\n  Cosmic Ray Calibration"), "\(output.stdout)")
        #expect(output.stdout.contains("\n$2 = 2 entities\n"), "\(output.stdout)")
        let cli = try await sandbox.run(["query", app, "EventEntity", "--where", "calendar=Deep Space", "--sort", "-startDate", "--limit", "2"])
        #expect(output.stdout.components(separatedBy: "$2 = ").last == cli.stdout, "the shell and the command line give the same rows")
        #expect(
            output.stderr == """
                harness: --limit -1: expected a count, 0 or more
                harness: give exactly one of --matching, --id, --all, --suggested, or a property query (--where, --sort, --limit, --any)
                harness: $1[0].calendar: a reference is $N, or $N[i] for item i of a list (from 0)

                """)
    }

    /// The default container is named after the bundle identifier: with `--app-path`, an identifier like `../x`
    /// made a folder outside the data folder (and the app started in it) before anything checked it.
    @Test func aBundleIdentifierThatIsNotOneIsAUsageErrorBeforeAnyFolderIsMade() async throws {
        for identifier in ["../escaped", "title=", ""] {
            let output = try await sandbox.run(["run", identifier, "CountEventsIntent", "--app-path", HarnessSandbox.cometCal])
            #expect(output.status == 2)
            #expect(
                output.stderr.hasPrefix(
                    "harness: \"\(identifier)\" is not a bundle identifier: use letters, digits and hyphens in parts separated by dots, such as com.example.CometCal\n"),
                "\(output.stderr)")
        }
        let data = sandbox.root.appendingPathComponent("data")
        #expect(!FileManager.default.fileExists(atPath: data.appendingPathComponent("title=").path))
        #expect(!FileManager.default.fileExists(atPath: sandbox.root.appendingPathComponent("escaped").path))
    }

    @Test func theAppIsLaunchedOncePerCommand() async throws {
        let log = sandbox.root.appendingPathComponent("launches.log")
        let wrapper = sandbox.root.appendingPathComponent("CometCalWrapper")
        // Written through a close-on-exec descriptor: a child another test spawns meanwhile must not inherit it
        // open for writing, or running the wrapper fails with "text file busy" for as long as that child lives.
        var script = "#!/bin/sh\necho \"$@\" >> '\(log.path)'\nexec '\(HarnessSandbox.cometCal)' \"$@\"\n"
        let descriptor = open(wrapper.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        try #require(descriptor >= 0)
        let written = script.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
        try #require(written == script.utf8.count)
        let run = try await sandbox.run(["run", app, "CountEventsIntent", "--app-path", wrapper.path])
        #expect(run.status == 0, "\(run.stderr)")
        let query = try await sandbox.run(["query", app, "EventEntity", "--all", "--app-path", wrapper.path])
        #expect(query.status == 0)
        let describe = try await sandbox.run(["describe", app, "--app-path", wrapper.path])
        #expect(describe.status == 0)
        #expect(try String(contentsOf: log, encoding: .utf8) == "--serve\n--serve\n--metadata\n")
    }

    @Test func followUpIntentsOfferedChoicesAndCancelOnTheCommandLine() async throws {
        let created = try await sandbox.run(["run", app, "CreateEventIntent", "title=Docking Drill", "startDate=2026-12-01 09:00", "calendar=Deep Space", "openAfterCreating=true"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(created.stdout.contains("\nopened: OpenEventIntent(target: Docking Drill), performed by the app\n"), "\(created.stdout)")
        #expect(try await sandbox.run(["run", app, "CreateCalendarIntent", "name=Lunar Base"]).status == 0)
        let moved = try await sandbox.run(["run", app, "MoveEventIntent", "event=Docking Drill", "--choose-option", "2"])
        #expect(moved.stdout.contains("dialog: Moved Docking Drill to Lunar Base."), "\(moved.stderr)")
        let unanswered = try await sandbox.run(["run", app, "MoveEventIntent", "event=Docking Drill"])
        #expect(unanswered.status == 1)
        #expect(
            unanswered.stderr
                == #"harness: MoveEventIntent asked "Move "Docking Drill" to which calendar?" and no answer was given; answer it with --choose-option <number or title>; the options are 1. Mission Control, 2. Deep Space, 3. Cancel"#
                + "\n")
        let cancelled = try await sandbox.run(["run", app, "DeleteEventIntent", "event=Docking Drill", "--cancel"])
        #expect(cancelled.status == 1)
        #expect(cancelled.stderr == #"harness: DeleteEventIntent was cancelled by the user at "Delete "Docking Drill"?""# + "\n")
    }
}
