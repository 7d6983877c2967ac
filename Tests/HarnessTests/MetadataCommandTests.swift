import Foundation
import IntentSystem
import IntentTransport
import IntentWire
import Testing

/// `describe`, `metadata`, `diff`, and the install registry commands.
@Suite struct MetadataCommandTests {
    let sandbox = HarnessSandbox()

    @Test func describeShowsOneTypeInDetail() async throws {
        let status = try await sandbox.run(["describe", "com.example.CometCal", "EventStatus"])
        #expect(
            status.stdout == """
                EventStatus — Status

                Cases:
                  confirmed  Confirmed  symbol checkmark.circle
                  tentative  Tentative  symbol questionmark.circle
                  cancelled  Cancelled  Not happening; symbol xmark.circle; also Called Off

                """)
        let intent = try await sandbox.run(["describe", "com.example.CometCal", "DeleteEventIntent"])
        #expect(
            intent.stdout == """
                DeleteEventIntent — Delete Event
                Deletes an event after confirmation; for a repeating event, this one or this and later ones.

                Summary:
                  switch span:
                    case .futureEvents:
                      Delete ‹event› and later occurrences
                    default:
                      Delete ‹event›

                Parameters:
                  event  EventEntity  required  Event
                  span   EventSpan?   optional  Span
                Returns: nothing
                Runs: background; asks for confirmation

                """)
        let create = try await sandbox.run(["describe", "com.example.CometCal", "CreateEventIntent"])
        #expect(create.stdout.contains("\ncategory Events; keywords add, new, schedule; result named \"New Event\"\n"))
        #expect(create.stdout.contains("\n  when isAllDay equalTo true:\n    Add all-day ‹title› on ‹startDate› to ‹calendar›\n"))
        #expect(create.stdout.contains("Travel Distance      How far away the event is; unit km; not negative\n"))
        #expect(create.stdout.hasSuffix("Shortcut: \"Add an event in CometCal\" / \"New CometCal event\" → CreateEventIntent  (New Event, symbol calendar.badge.plus)\n"))
        let event = try await sandbox.run(["describe", "com.example.CometCal", "EventEntity"])
        #expect(event.stdout.contains("\n  duration        Duration                  Duration         computed\n"))
        #expect(event.stdout.contains("\n  conflicts       [EventEntity]             Conflicts        deferred\n"))
        #expect(event.stdout.contains("\n  title           String                    Title\n"), "a stored property has no kind")
        #expect(event.stdout.contains("\nEach says whether it is shared or public\n"))
        #expect(
            event.stdout.hasSuffix(
                "\nProperty query:\n  title      equalTo, notEqualTo, contains, hasPrefix, hasSuffix\n  startDate  lessThan, greaterThan, between\n  endDate    lessThan, lessThanOrEqualTo, greaterThan, greaterThanOrEqualTo\n  calendar   equalTo, notEqualTo\n  status     equalTo, notEqualTo\n  isAllDay   equalTo\n  sorts by title, startDate, endDate\n"
            ))
        let settings = try await sandbox.run(["describe", "com.example.CometCal", "SettingsEntity"])
        #expect(settings.stdout.contains("\nUnique: there is exactly one, and parameters of this type need no value\n"))
        let overview = try await sandbox.run(["describe", "com.example.CometCal"])
        #expect(overview.stdout.contains("Value queries (2)\n  EventValueQuery(String) -> [EventEntity]\n  StationSearchQuery(String) -> [EventEntity | CalendarEntity | PlaceEntity]\n"))
        #expect(overview.stdout.contains("  CreateEventIntent(title: String, ") && overview.stdout.contains("\n      Add all-day ‹title› on ‹startDate› to ‹calendar›\n"))
        #expect(overview.stdout.contains("\nShortcuts (3)\n  \"Add an event in CometCal\" / \"New CometCal event\" → CreateEventIntent  (New Event, symbol calendar.badge.plus)\n"))
        let unknown = try await sandbox.run(["describe", "com.example.CometCal", "EventStatuss"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr == #"harness: com.example.CometCal has no intent, entity, enum or value query named "EventStatuss"; did you mean "EventStatus" or "EventStatusIntent"?"# + "\n")
    }

    /// CometCal's real metadata, and a variant edited as JSON.
    func metadataPair(_ edit: (inout [String: Any]) throws -> Void) async throws -> (String, String) {
        let old = sandbox.root.appendingPathComponent("old.json")
        let new = sandbox.root.appendingPathComponent("new.json")
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let written = try await sandbox.run(["metadata", "com.example.CometCal", "--output", old.path])
        #expect(written.status == 0)
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: old)) as? [String: Any])
        try edit(&json)
        try JSONSerialization.data(withJSONObject: json).write(to: new)
        return (old.path, new.path)
    }

    func editIntent(_ json: inout [String: Any], _ name: String, _ change: (inout [String: Any]) -> Void) {
        var intents = json["intents"] as! [[String: Any]]
        let index = intents.firstIndex { $0["name"] as? String == name }!
        change(&intents[index])
        json["intents"] = intents
    }

    @Test func renamedIntentBreaks() async throws {
        let (old, new) = try await metadataPair { json in editIntent(&json, "FetchEventIntent") { $0["name"] = "FindEventIntent" } }
        let diff = try await sandbox.run(["diff", old, new])
        #expect(diff.status == 1)
        #expect(
            diff.stdout == """
                Breaking changes (1):
                  - intent FetchEventIntent was removed (renamed to FindEventIntent?); saved references to FetchEventIntent break
                Compatible additions (1):
                  + intent FindEventIntent was added

                """)
    }

    @Test func newRequiredParameterBreaksAndOptionalOneDoesNot() async throws {
        let (old, required) = try await metadataPair { json in
            editIntent(&json, "CreateCalendarIntent") { intent in
                var parameters = intent["parameters"] as! [[String: Any]]
                parameters.append(["name": "owner", "title": "Owner", "type": ["kind": "String"]])
                intent["parameters"] = parameters
            }
        }
        let breaking = try await sandbox.run(["diff", old, required])
        #expect(breaking.status == 1)
        #expect(breaking.stdout == "Breaking changes (1):\n  - required parameter CreateCalendarIntent.owner (String) was added\n")
        let (_, optional) = try await metadataPair { json in
            editIntent(&json, "CreateCalendarIntent") { intent in
                var parameters = intent["parameters"] as! [[String: Any]]
                parameters.append(["name": "owner", "title": "Owner", "type": ["kind": "optional", "wrapped": ["kind": "String"]]])
                intent["parameters"] = parameters
            }
        }
        let compatible = try await sandbox.run(["diff", old, optional, "--json"])
        #expect(compatible.status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(compatible.stdout.utf8)) as? [String: [String]]
        #expect(json?["breaking"] == [])
        #expect(json?["compatible"] == ["optional parameter CreateCalendarIntent.owner (String?) was added"])
        #expect(try await sandbox.run(["diff", old, old]).stdout == "No changes.\n")
    }

    @Test func removedCaseAndChangedTypeBreak() async throws {
        let (old, new) = try await metadataPair { json in
            var enums = json["enums"] as! [[String: Any]]
            let index = enums.firstIndex { $0["name"] as? String == "CalendarColor" }!
            enums[index]["cases"] = (enums[index]["cases"] as! [[String: Any]]).filter { $0["rawValue"] as? String != "yellow" }
            json["enums"] = enums
            editIntent(&json, "CountEventsIntent") { $0["resultType"] = ["kind": "Double"] }
        }
        let diff = try await sandbox.run(["diff", old, new])
        #expect(diff.status == 1)
        #expect(diff.stdout.contains("  - CountEventsIntent now returns Double instead of Int\n"))
        #expect(diff.stdout.contains("  - case CalendarColor.yellow was removed\n"))
    }

    @Test func diffRejectsFilesThatAreNotMetadata() async throws {
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let bogus = sandbox.root.appendingPathComponent("bogus.json")
        try Data("{}".utf8).write(to: bogus)
        let output = try await sandbox.run(["diff", bogus.path, bogus.path])
        #expect(output.status == 2, "unreadable input is a usage error; 1 is kept for a breaking change")
        #expect(output.stderr.hasPrefix("harness: \(bogus.path) is not IntentKit metadata: at the top level: missing required key \"app\""))
        let missing = try await sandbox.run(["diff", sandbox.root.appendingPathComponent("nope.json").path, bogus.path])
        #expect(missing.status == 2)
        #expect(
            missing.stderr
                == "harness: \(sandbox.root.appendingPathComponent("nope.json").path) does not exist; write one with `harness metadata <bundle-id> --output \(sandbox.root.appendingPathComponent("nope.json").path)`\n"
        )
        let directory = try await sandbox.run(["diff", sandbox.root.path, bogus.path])
        #expect(directory.status == 2)
        #expect(directory.stderr == "harness: \(sandbox.root.path) is a directory, not a file; move it out of the way\n")
        let unwritable = try await sandbox.run(["metadata", "com.example.CometCal", "--output", "/nonexistent-folder/metadata.json"])
        #expect(unwritable.status == 1)
        #expect(unwritable.stderr.hasPrefix("harness: could not write the metadata: could not create /nonexistent-folder/.metadata.json."))
        #expect(!unwritable.stderr.contains("NSCocoaErrorDomain"))
    }

    /// A file written with `--output` is a command's output, to commit or share: a new one gets the mode a shell's `>`
    /// would give it, and a replaced one keeps its mode (both were owner-only, as an app's data is).
    @Test func anOutputFileHasTheModeAShellWouldGiveIt() async throws {
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let reference = sandbox.root.appendingPathComponent("reference")
        #expect(FileManager.default.createFile(atPath: reference.path, contents: Data()))
        let output = sandbox.root.appendingPathComponent("baseline.json")
        #expect(try await sandbox.run(["metadata", "com.example.CometCal", "--output", output.path]).status == 0)
        func mode(_ url: URL) throws -> Int { try #require(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int) }
        #expect(try mode(output) == mode(reference))
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: output.path)
        #expect(try await sandbox.run(["metadata", "com.example.CometCal", "--output", output.path]).status == 0)
        #expect(try mode(output) == 0o640)
    }

    /// Shell plumbing: `--output /dev/stdout`, and `diff` reading a pipe (`/dev/stdin`, or `<(harness metadata …)`).
    /// Container files must be regular files; a command's own input and output need not be.
    @Test func metadataFlowsThroughPipesAndDevices() async throws {
        let piped = try await sandbox.run(["metadata", "com.example.CometCal", "--output", "/dev/stdout"])
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(piped.stdout.hasPrefix("{"), "\(piped.stdout.prefix(80))")
        #expect(piped.stdout.contains(#""bundleIdentifier" : "com.example.CometCal""#) || piped.stdout.contains(#""bundleIdentifier":"com.example.CometCal""#))
        let (old, _) = try await metadataPair { _ in }
        let compared = try await sandbox.run(["diff", "/dev/stdin", old], input: piped.stdout)
        #expect(compared.status == 0, "\(compared.stderr)")
        #expect(compared.stdout == "No changes.\n", "\(compared.stdout)")
    }

    @Test func installListAndUninstall() async throws {
        let builtIn = try await sandbox.run(["apps"])
        #expect(builtIn.stdout.contains("com.example.CometCal  \(HarnessSandbox.cometCal)  (built in)"))
        let install = try await sandbox.run(["install", HarnessSandbox.cometCal])
        #expect(install.stdout == "Installed com.example.CometCal (CometCal 1.0) → \(HarnessSandbox.cometCal)\n")
        #expect(try await sandbox.run(["apps", "--json"]).stdout.contains(#""com.example.CometCal" : "\#(HarnessSandbox.cometCal)""#))
        #expect(try await sandbox.run(["install", HarnessSandbox.cometCal]).status == 0, "installing the same path again is fine")
        let copy = sandbox.root.appendingPathComponent("copy/CometCal")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        // Written through a close-on-exec descriptor: a child another test forks meanwhile would otherwise
        // inherit a descriptor open for writing and make launching the copy fail with "Text file busy".
        try LocalFile.writeAtomically(Data(contentsOf: URL(fileURLWithPath: HarnessSandbox.cometCal)), to: copy)
        chmod(copy.path, 0o755)
        let elsewhere = try await sandbox.run(["install", copy.path])
        #expect(elsewhere.status == 1)
        #expect(elsewhere.stderr == "harness: com.example.CometCal is already installed as \(HarnessSandbox.cometCal); run `harness install \(copy.path) --force` to replace it\n")
        #expect(try await sandbox.run(["apps", "--json"]).stdout.contains(#""com.example.CometCal" : "\#(HarnessSandbox.cometCal)""#), "the entry is untouched")
        let forced = try await sandbox.run(["install", copy.path, "--force"])
        #expect(forced.stdout == "Installed com.example.CometCal (CometCal 1.0) → \(copy.path)\n")
        #expect(try await sandbox.run(["install", HarnessSandbox.cometCal, "--force"]).status == 0)
        let notAnApp = try await sandbox.run(["install", "/bin/true"])
        #expect(notAnApp.status == 1)
        #expect(notAnApp.stderr == "harness: /bin/true is not an IntentKit app: what it prints for --metadata is not IntentKit metadata (unexpected end of input; expected a value (at byte 0))\n")
        #expect(try await sandbox.run(["uninstall", "com.example.CometCal"]).stdout == "Uninstalled com.example.CometCal\n")
        let again = try await sandbox.run(["uninstall", "com.example.CometCal"])
        #expect(again.status == 2)
        #expect(again.stderr.hasPrefix("harness: com.example.CometCal is not installed; no app is\n"))
    }

    /// Installs and uninstalls run at the same time all keep their changes: each read the registry, changed it and
    /// wrote it back with nothing held between, and three installs run at once kept two apps in 9 rounds of 20.
    @Test func installsAndUninstallsAtTheSameTimeAllCount() async throws {
        let folder = HarnessSandbox.executable.deletingLastPathComponent()
        let executables = ["CometCal", "FaultyApp", "DocSnippetsApp"].map { folder.appendingPathComponent($0).path }
        let concurrently = { (commands: [String]) in commands.map { "harness \($0) & " }.joined() + "wait" }
        for round in 0..<6 {
            let registry = sandbox.root.appendingPathComponent("apps-\(round).json")
            let environment = ["INTENTKIT_REGISTRY": registry.path]
            let installed = try await sandbox.shell(concurrently(executables.map { "install '\($0)'" }), environment: environment)
            #expect(installed.stderr.isEmpty, "\(installed.stderr)")
            let apps = try InstalledApps.load(from: registry).apps
            #expect(Set(apps.values) == Set(executables), "round \(round): \(apps)")
            let uninstalled = try await sandbox.shell(concurrently(apps.keys.map { "uninstall '\($0)'" }), environment: environment)
            #expect(uninstalled.stderr.isEmpty, "\(uninstalled.stderr)")
            #expect(try InstalledApps.load(from: registry).apps.isEmpty, "round \(round)")
        }
    }

    /// An executable that prints without end for `--metadata` is stopped at the message limit: read to its launch
    /// deadline, `yes` had made the harness hold 2.7 GB.
    @Test func anExecutableThatPrintsWithoutEndIsStoppedAtTheMessageLimit() async throws {
        try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
        let spewing = sandbox.root.appendingPathComponent("spewing")
        try LocalFile.writeAtomically(Data("#!/bin/sh\nwhile :; do echo 'not metadata, not metadata, not metadata'; done\n".utf8), to: spewing)
        chmod(spewing.path, 0o755)
        let output = try await sandbox.run(["install", spewing.path], environment: ["INTENTKIT_MAX_MESSAGE_BYTES": "65536"])
        #expect(output.status == 1)
        #expect(
            output.stderr
                == "harness: \(spewing.path) printed more than 64 KiB (65536 bytes) for --metadata, the most a message may hold, so it was stopped; it is not an IntentKit app, or set INTENTKIT_MAX_MESSAGE_BYTES to allow more\n"
        )
    }

    @Test func everyCommandHasHelpWithExamples() async throws {
        for command in ["tour", "describe", "run", "query", "search", "values", "screen", "shell", "metadata", "diff", "apps", "install", "uninstall", "bench"] {
            let output = try await sandbox.run([command, "--help"])
            #expect(output.status == 0, "\(command)")
            #expect(output.stdout.hasPrefix("OVERVIEW: "), "\(command)")
            #expect(output.stdout.contains("\n\nUSAGE: harness \(command)"), "\(command)")
            #expect(output.stdout.contains("\n\nOPTIONS:\n"), "\(command)")
            #expect(output.stdout.contains("  -h, --help              Show help information.\n"), "\(command)")
            #expect(output.stdout.contains("\n\nEXAMPLES:\n  "), "\(command)")
        }
    }
}
