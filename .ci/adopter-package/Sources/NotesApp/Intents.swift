import IntentKit

struct AddNoteIntent: AppIntent {
    static let title: LocalizedStringResource = "Add Note"
    @Parameter(title: "Text") var text: String
    @Dependency var noteBook: NoteBook

    func perform() async throws -> some ReturnsValue<Int> {
        try noteBook.add(text)
        return .result(value: noteBook.notes.count)
    }
}

struct CountNotesIntent: AppIntent {
    static let title: LocalizedStringResource = "Count Notes"
    @Dependency var noteBook: NoteBook

    func perform() async throws -> some ReturnsValue<Int> {
        .result(value: noteBook.notes.count)
    }
}
