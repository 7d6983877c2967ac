import IntentKit

// An intent the IntentKitMetadata plugin finds but cannot name from its generated code: it is private to this file.
// The app names it on stderr at start-up, with the reason, and serves without it.

private struct RangerNotesIntent: AppIntent {
    static var title: LocalizedStringResource = "Ranger Notes"

    func perform() async throws -> some IntentResult {
        .result()
    }
}
