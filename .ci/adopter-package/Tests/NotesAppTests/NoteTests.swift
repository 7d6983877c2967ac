import IntentKitTesting
import Testing

/// Each test has an app and a container of its own: run in parallel, or as shards at once, none sees another's notes.
@Suite(.isolatedApp("com.example.NotesApp"))
struct NoteTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.NotesApp")

    func addNotes(_ count: Int) async throws {
        for number in 1...count {
            let result = try await definitions.intents["AddNoteIntent"].makeIntent(text: "note \(number)").run()
            #expect(try result.value == number)
        }
        let total = try await definitions.intents["CountNotesIntent"].makeIntent().run()
        #expect(try total.value == count)
    }

    @Test func oneNote() async throws { try await addNotes(1) }
    @Test func twoNotes() async throws { try await addNotes(2) }
    @Test func threeNotes() async throws { try await addNotes(3) }
    @Test func fourNotes() async throws { try await addNotes(4) }
}
