import IntentKitTesting
import XCTest

final class NoteXCTests: XCTestCase {
    func addNotes(_ count: Int) async throws {
        try await withIsolatedApp("com.example.NotesApp") {
            let definitions = IntentDefinitions(bundleIdentifier: "com.example.NotesApp")
            for number in 1...count {
                let result = try await definitions.intents["AddNoteIntent"].makeIntent(text: "note \(number)").run()
                XCTAssertEqual(try result.value, number)
            }
            let total = try await definitions.intents["CountNotesIntent"].makeIntent().run()
            XCTAssertEqual(try total.value, count)
        }
    }

    func testFiveNotes() async throws { try await addNotes(5) }
    func testSixNotes() async throws { try await addNotes(6) }
}
