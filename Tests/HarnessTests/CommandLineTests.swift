import Foundation
import Testing

/// The conventions a command-line user expects: help, version, `--`, completion, exit statuses, what the binary links.
@Suite struct CommandLineTests {
    let sandbox = HarnessSandbox()

    @Test func helpIsShapedLikeArgumentParsers() async throws {
        let help = try await sandbox.run(["run", "--help"])
        #expect(help.status == 0)
        #expect(
            help.stdout == """
                OVERVIEW: Run an intent with parameters given as name=value; print its result
                and dialog.

                Prompts are asked on the terminal when both stdin and stdout are one; otherwise
                confirmations are accepted and other prompts need --answer, --choose or
                --choose-option (--cancel cancels at the first prompt). Dates take
                2026-12-25T10:00:00Z (or +01:00; without a zone it is local time), 2026-12-25
                10:00, 2026-12-25 (local midnight), now, today, tomorrow 09:00, or +2h (units s,
                m, h, d, w).

                USAGE: harness run <bundle-id> <intent> [<name=value> ...] [--no] [--choose <param=number|title> ...] [--answer <param=value> ...] [--choose-option <number|title>] [--cancel] [--container <dir>] [--app-path <executable>] [--json]

                ARGUMENTS:
                  <bundle-id>             The app's bundle identifier, such as
                                          com.example.CometCal.
                  <intent>                The intent's type name, such as CreateEventIntent.
                  <name=value>            A parameter's value: name=text (repeat it for an
                                          array; name=null sets nil), or name:=<json> for any
                                          value.

                OPTIONS:
                  --no                    Decline every confirmation (the intent then stops,
                                          changing nothing).
                  --choose <param=number|title>
                                          Answer a choice for a parameter: the option's number
                                          (from 1, as shown) or its title.
                  --answer <param=value>  Answer a request for a parameter's value; the value is
                                          read like the parameter's own.
                  --choose-option <number|title>
                                          Answer a choice the intent offers: the option's number
                                          (from 1, as shown) or its title.
                  --cancel                Cancel at the first prompt (the intent then stops as
                                          cancelled by the user).
                  --container <dir>       The app's data folder. (default: $INTENTKIT_CONTAINER,
                                          else $XDG_DATA_HOME/<bundle-id>, else
                                          ~/.local/share/<bundle-id>)
                  --app-path <executable>
                                          The app's executable. (default:
                                          $INTENTKIT_APP_PATH_<BUNDLE_ID>, else the one built
                                          next to the harness, else the install registry)
                  --json                  Print JSON in the protocol's value encoding instead of
                                          text.
                  -h, --help              Show help information.

                EXAMPLES:
                  harness run com.example.CometCal SeedSampleEventsIntent
                  harness run com.example.CometCal CreateEventIntent title="Hull Inspection" startDate="tomorrow 09:00" calendar="Deep Space"
                  harness run com.example.CometCal CreateEventIntent title=Briefing startDate=+2h calendar="Deep Space" attendees:='[{"name":"Vega, Jr.","status":"accepted","type":"person"}]'
                  harness run com.example.CometCal UpdateEventIntent event="Mission Debrief" notes=null
                  harness run com.example.CometCal EventStatusIntent event="Launch Window" --choose event=2
                  harness run com.example.CometCal DeleteEventIntent event="Zero-G Yoga" --no

                """)
        let overview = try await sandbox.run(["--help"])
        #expect(overview.stdout.hasPrefix("OVERVIEW: Explore, run, query and check IntentKit apps.\n"))
        #expect(overview.stdout.contains("\nSUBCOMMANDS:\n  tour (default)          Launch CometCal in a temporary container, seed it, and\n"))
        #expect(overview.stdout.contains("\nEXIT STATUS:\n  0  Success.\n"))
        #expect(try await sandbox.run(["help", "query"]).stdout == (try await sandbox.run(["query", "--help"])).stdout)
    }

    @Test func versionAndTheEndOfOptions() async throws {
        let version = try await sandbox.run(["--version"])
        #expect(version.stdout == "harness 2.0.0 (IntentKit protocol 1)\n")
        // After `--`, a word that starts with a dash is a value, not an option.
        let dashed = try await sandbox.run(["run", "com.example.CometCal", "CreateEventIntent", "--json", "--", "title=--verbose", "startDate=now", "calendar=Deep Space"])
        #expect(dashed.status == 0, "\(dashed.stderr)")
        #expect(dashed.stdout.contains(#""string" : "--verbose""#))
        let unknown = try await sandbox.run(["run", "com.example.CometCal", "CreateEventIntent", "--verbose"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("harness: unknown option \"--verbose\" for `run`; its options are --no, --choose, --answer, --choose-option, --cancel, --container, --app-path, --json\n"))
    }

    @Test func completionIsComputedFromTheSpecsAndTheApp() async throws {
        func complete(_ words: String...) async throws -> [String] {
            try await sandbox.run(["__complete"] + words).stdout.split(separator: "\n").map(String.init)
        }
        #expect(try await complete("d") == ["describe", "diff"])
        #expect(try await complete("query", "com.example.CometCal", "Ev") == ["EventEntity"])
        #expect(try await complete("query", "com.example.CometCal", "EventEntity", "--m") == ["--matching"])
        #expect(try await complete("run", "com.example.Com") == ["com.example.CometCal"])
        #expect(try await complete("run", "com.example.CometCal", "CreateEventIntent", "title=x", "st") == ["startDate=", "status="])
        #expect(try await complete("--generate-completion-script", "") == ["bash", "zsh", "fish"])
    }

    @Test(arguments: ["bash", "zsh", "fish"])
    func completionScriptsAreGenerated(_ shell: String) async throws {
        let output = try await sandbox.run(["--generate-completion-script", shell])
        #expect(output.status == 0)
        #expect(output.stdout.contains("harness __complete"))
        if shell == "bash" {
            // Load the script in bash and complete `harness run com.example.CometCal Create` with it.
            let script = sandbox.root.appendingPathComponent("harness.bash")
            try FileManager.default.createDirectory(at: sandbox.root, withIntermediateDirectories: true)
            try Data(output.stdout.utf8).write(to: script)
            let completed = try await sandbox.shell(
                """
                bash -c '. "$0"; COMP_WORDS=(harness run com.example.CometCal CreateE); COMP_CWORD=3; _harness; printf "%s\\n" "${COMPREPLY[@]}"' '\(script.path)'
                """)
            #expect(completed.stdout == "CreateEventIntent\n", "\(completed.stderr)")
        }
        let bad = try await sandbox.run(["--generate-completion-script", "tcsh"])
        #expect(bad.status == 2)
    }

    @Test func aClosedPipeEndsTheHarnessQuietly() async throws {
        #expect(try await sandbox.run(["run", "com.example.CometCal", "SeedBulkEventsIntent", "count=3000"]).status == 0)
        let piped = try await sandbox.shell("harness query com.example.CometCal EventEntity --all | head -1; harness search com.example.CometCal EventEntity | head -2")
        let lines = piped.stdout.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first == "3,000 entities")
        #expect(lines.dropFirst().first == "3,000 hits")
        #expect(lines.last?.hasPrefix("  ") == true && lines.last?.contains("  EventEntity ") == true)
        #expect(piped.stderr.isEmpty, "no crash, no backtrace: \(piped.stderr.prefix(500))")
    }

    @Test func theHarnessLinksNeitherXCTestNorSwiftTesting() async throws {
        let linked = try await sandbox.shell("ldd '\(HarnessSandbox.executable.path)'")
        #expect(linked.status == 0)
        #expect(!linked.stdout.contains("XCTest"))
        #expect(!linked.stdout.contains("Testing"))
        #expect(linked.stdout.contains("libFoundation"), "ldd listed the libraries: \(linked.stdout.prefix(300))")
    }
}
