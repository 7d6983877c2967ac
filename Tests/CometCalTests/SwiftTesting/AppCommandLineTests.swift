import Foundation
import Testing

@testable import IntentWire

/// The app's own command line, as a person types it: `--version`, and arguments it does not take.
@Suite struct AppCommandLineTests {
    @Test func versionNamesTheAppAndItsBundleIdentifier() async throws {
        let scratch = Scratch("version")
        let app = try RawApp(container: scratch.path("container"), arguments: ["--version"])
        #expect(await app.next() == "CometCal 1.0 (com.example.CometCal)")
        #expect(await app.finish() == .exited(0))
    }

    @Test(arguments: [["--metadata", "extra"], ["--serve", "--serve"], ["--help", "me"], ["--version", "--serve"]])
    func anArgumentAfterTheOptionIsAUsageError(_ arguments: [String]) async throws {
        let scratch = Scratch("extra")
        let app = try RawApp(container: scratch.path("container"), arguments: arguments)
        #expect(await app.next() == nil, "nothing is served or printed")
        #expect(await app.finish() == .exited(2))
        #expect(
            app.child.stderrText
                == "CometCal: unexpected argument \"\(arguments[1])\" after \(arguments[0]); CometCal takes one option: --metadata, --serve, --help or --version\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("container").path), "no container is made")
    }

    @Test func anUnknownOptionListsTheValidOnes() async throws {
        let scratch = Scratch("unknown")
        let app = try RawApp(container: scratch.path("container"), arguments: ["--verison"])
        #expect(await app.finish() == .exited(2))
        #expect(
            app.child.stderrText
                == "CometCal: unknown option \"--verison\"; did you mean \"--version\"?\n")
        let other = try RawApp(container: scratch.path("container"), arguments: ["--bogus"])
        #expect(await other.finish() == .exited(2))
        #expect(other.child.stderrText == "CometCal: unknown option \"--bogus\"; valid names are \"--metadata\", \"--serve\", \"--help\", \"--version\"\n")
    }
}
