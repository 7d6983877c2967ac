import Foundation
import IntentKitTesting
import Testing

/// App code in shapes Apple documents, run in a real app: predefined errors, a choice without a question of its own,
/// and a dialog with a caption and a symbol.
@Suite(.isolatedApp("com.example.FaultyApp"))
struct AppleShapeTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")

    @Test(arguments: [
        ("Unrecoverable.entityNotFound", "No matching item was found."),
        ("PermissionRequired.location", "The app needs access to your location."),
        ("UserActionRequired.signin", "You need to sign in to continue."),
    ])
    func aPredefinedErrorReachesTheTestByName(_ name: String, message: String) async throws {
        let error = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["PredefinedErrorIntent"].makeIntent(name: name).run()
        }
        #expect(error?.errorType == "AppIntentError")
        #expect(error?.errorCode == name)
        #expect(error?.errorMessage == message)
    }

    @Test func aChoiceWithoutAQuestionAsksToChooseAndIsAnsweredByTitle() async throws {
        let result = try await definitions.intents["PlainChoiceIntent"].makeIntent().run(prompts: .choosingOption(title: "Blue"))
        #expect(try result.value.as(String.self) == "Blue")
        #expect(result.dialog?.full == "You chose Blue.")
        #expect(result.dialog?.supporting == "Color")
        let unanswered = await #expect(throws: IntentPerformError.self) {
            try await definitions.intents["PlainChoiceIntent"].makeIntent().run()
        }
        #expect(unanswered?.message.contains("Choose an option") == true, "\(String(describing: unanswered))")
    }
}
