import Foundation
import IntentKitTestSupport
import Testing

/// What a person at a terminal meets, typed at through a pseudo-terminal: prompts, the shell's line editing, progress.
@Suite struct TerminalTests {
    let sandbox = HarnessSandbox()
    let app = "com.example.CometCal"

    init() async throws {
        #expect(try await sandbox.run(["run", app, "SeedSampleEventsIntent"]).status == 0)
    }

    @Test func destructiveConfirmationsDefaultToNoAndTakeOnlyYesOrNo() async throws {
        let terminal = try PseudoTerminal(["run", app, "DeleteEventIntent", "event=Zero-G Yoga"], sandbox: sandbox)
        #expect(await terminal.waitFor("Delete \"Zero-G Yoga\"? [y/N] "))
        terminal.type("maybe\n")
        #expect(await terminal.waitFor("Please answer yes or no."))
        #expect(await terminal.waitFor("[y/N] ", occurrence: 2))
        terminal.type("n\n")
        #expect(await terminal.finish() == 1)
        #expect(terminal.text.contains("was declined"))
        let endOfInput = try PseudoTerminal(["run", app, "DeleteEventIntent", "event=Zero-G Yoga"], sandbox: sandbox)
        #expect(await endOfInput.waitFor("[y/N] "))
        endOfInput.type("\u{04}")
        #expect(await endOfInput.finish() == 1)
        #expect(endOfInput.text.contains("was declined"), "end of input is no: \(endOfInput.text)")
        #expect(try await sandbox.run(["query", app, "EventEntity", "--matching", "Zero-G"]).stdout.hasPrefix("1 entity"), "nothing was deleted")
        let yes = try PseudoTerminal(["run", app, "DeleteEventIntent", "event=Zero-G Yoga"], sandbox: sandbox)
        #expect(await yes.waitFor("[y/N] "))
        yes.type("YES\n")
        #expect(await yes.finish() == 0)
        #expect(yes.text.contains("Deleted Zero-G Yoga."))
    }

    @Test func choicesTakeANumberOrATitleAndAskAgain() async throws {
        let terminal = try PseudoTerminal(["run", app, "EventStatusIntent", "event=Launch Window"], sandbox: sandbox)
        #expect(await terminal.waitFor("(a number or a title): "))
        #expect(terminal.text.contains("  1. Launch Window Review Prep\n  2. Launch Window Review\n"))
        terminal.type("9\n")
        #expect(await terminal.waitFor("\"9\" is not one of the options; type a number from 1 to 2, or a title as shown."))
        // Int.min once trapped the harness: its number was lowered by one before it was checked.
        terminal.type("-9223372036854775808\n")
        #expect(await terminal.waitFor("\"-9223372036854775808\" is not one of the options; type a number from 1 to 2, or a title as shown."))
        terminal.type("launch window review\n")
        #expect(await terminal.finish() == 0)
        #expect(terminal.text.hasSuffix("tentative\n"), "\(terminal.text)")
        let byNumber = try PseudoTerminal(["run", app, "EventStatusIntent", "event=Launch Window"], sandbox: sandbox)
        #expect(await byNumber.waitFor("(a number or a title): "))
        byNumber.type("1\n")
        #expect(await byNumber.finish() == 0)
        #expect(byNumber.text.hasSuffix("nil\n"), "Launch Window Review Prep has no status: \(byNumber.text)")
    }

    @Test func anOptionsProvidersSectionsAreShownAndTakeANumberOrATitle() async throws {
        let faultyApp = ["com.example.FaultyApp", "--app-path", BuiltExecutable.url("FaultyApp").path]
        let terminal = try PseudoTerminal(["run"] + faultyApp + ["PickShelfIntent"], sandbox: sandbox)
        #expect(await terminal.waitFor("(a number or a title), or type a value: "))
        #expect(terminal.text.contains("What shelf do you want?\n  Near\n    1. Aisle One"), "\(terminal.text)")
        #expect(terminal.text.contains("    2. Aisle Two\n  Far\n    3. Zone Nine\n"), "\(terminal.text)")
        terminal.type("3\n")
        #expect(await terminal.finish() == 0)
        #expect(terminal.text.hasSuffix("z9\n"), "the third item's value: \(terminal.text)")
        let byTitle = try PseudoTerminal(["run"] + faultyApp + ["PickShelfIntent"], sandbox: sandbox)
        #expect(await byTitle.waitFor("or type a value: "))
        byTitle.type("aisle two\n")
        #expect(await byTitle.finish() == 0)
        #expect(byTitle.text.hasSuffix("a2\n"), "\(byTitle.text)")
    }

    @Test func valuesAreReadLikeTheParameterAndAskedAgain() async throws {
        let terminal = try PseudoTerminal(["run", app, "CreateEventIntent", "title=Late Shift", "calendar=Deep Space"], sandbox: sandbox)
        #expect(await terminal.waitFor("What start date do you want? "))
        terminal.type("teatime\n")
        #expect(await terminal.waitFor("startDate=teatime: not a date; use "))
        #expect(await terminal.waitFor("What start date do you want? ", occurrence: 2))
        terminal.type("2026-12-25 18:00\n")
        #expect(await terminal.finish() == 0)
        #expect(terminal.text.contains("\n  startDate       2026-12-25 18:00 +00:00\n"), "\(terminal.text)")
    }

    @Test func theShellEditsLinesWalksHistoryAndCompletes() async throws {
        let terminal = try PseudoTerminal(["shell", app], sandbox: sandbox)
        let prompt = "CometCal> "
        #expect(await terminal.waitFor(prompt))
        // Tab completes the command, then the entity.
        terminal.type("que\tCalendarEnt\t--all\r")
        #expect(await terminal.waitFor("$1 = 2 entities"))
        // ↑ brings the last line back.
        #expect(await terminal.waitFor(prompt, occurrence: 2))
        terminal.type("\u{1B}[A\r")
        #expect(await terminal.waitFor("$2 = 2 entities"))
        // ← moves into the word; Backspace and a typed letter edit it; Tab completes the rest.
        #expect(await terminal.waitFor(prompt, occurrence: 3))
        terminal.type("describe EventSatu\u{1B}[D\u{1B}[D\u{7F}ta\u{1B}[F\t\r")
        #expect(await terminal.waitFor("EventStatus — Status"))
        #expect(await terminal.waitFor(prompt, occurrence: 4))
        terminal.type("history\r")
        #expect(await terminal.waitFor("  4  history"))
        terminal.type("quit\r")
        #expect(await terminal.finish() == 0)
        #expect(terminal.text.contains("  1  query CalendarEntity --all  → $1\n  2  query CalendarEntity --all  → $2\n  3  describe EventStatus\n  4  history\n"), "\(terminal.text)")
    }

    @Test func longWorkShowsALiveLineOnlyOnATerminal() async throws {
        let seeding = try PseudoTerminal(["run", app, "SeedBulkEventsIntent", "count=3000"], sandbox: sandbox)
        #expect(await seeding.finish() == 0)
        #expect(seeding.text.contains("\u{1B}[2KRunning SeedBulkEventsIntent… ("), "\(seeding.text)")
        let listing = try PseudoTerminal(["query", app, "EventEntity", "--all"], sandbox: sandbox)
        #expect(await listing.finish() == 0)
        #expect(listing.text.contains("\u{1B}[2KReading EventEntity… "))
        #expect(listing.text.contains("of 3,010"), "a page count line between pages")
        let piped = try await sandbox.run(["query", app, "EventEntity", "--all"])
        #expect(piped.stderr.isEmpty, "no progress when stderr is not a terminal")
    }

    @Test func progressReportsAndOfferedChoicesAtATerminal() async throws {
        let importing = try PseudoTerminal(["run", app, "ImportEventsIntent", "count=200", "batches=4", "pauseMilliseconds=100"], sandbox: sandbox)
        #expect(await importing.finish() == 0)
        #expect(importing.text.contains("Running ImportEventsIntent… (") && importing.text.contains("200 of 200 (100%)"), "\(importing.text)")
        #expect(importing.text.contains("dialog: Imported 200 events."))
        #expect(try await sandbox.run(["run", app, "CreateCalendarIntent", "name=Lunar Base"]).status == 0)
        let moving = try PseudoTerminal(["run", app, "MoveEventIntent", "event=Zero-G Yoga"], sandbox: sandbox)
        #expect(await moving.waitFor("(a number or a title): "))
        #expect(moving.text.contains("Move \"Zero-G Yoga\" to which calendar?\n  1. Mission Control — 105 events\n  2. Lunar Base — 0 events\n  3. Cancel (cancel)\n"), "\(moving.text)")
        moving.type("3\n")
        #expect(await moving.finish() == 1)
        #expect(moving.text.contains(#"MoveEventIntent was cancelled by the user at "Move "Zero-G Yoga" to which calendar?""#), "\(moving.text)")
    }
}
