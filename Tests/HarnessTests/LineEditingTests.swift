import IntentWire
import Testing

@testable import harness

/// The shell's line editing and completion, without a terminal.
@Suite struct LineEditingTests {
    func typed(_ keys: [Key], history: [String] = []) -> LineEditingState {
        var state = LineEditingState(history: history)
        for key in keys { state.apply(key) }
        return state
    }

    func characters(_ text: String) -> [Key] { text.map(Key.character) }

    @Test func editingKeys() {
        #expect(typed(characters("helo") + [.left, .character("l")]).text == "hello")
        #expect(typed(characters("hello") + [.home, .deleteForward]).text == "ello")
        #expect(typed(characters("hello world") + [.deleteWord]).text == "hello ")
        #expect(typed(characters("hello world") + [.home, .right, .killToEnd]).text == "h")
        #expect(typed(characters("hello world") + [.left, .left, .killToStart]).text == "ld")
        #expect(typed(characters("ab") + [.backspace, .backspace, .backspace]).text == "")
        #expect(typed(characters("né") + [.left, .character("ï")]).text == "nïé")
    }

    @Test func historyWalksBackAndKeepsTheDraft() {
        let history = ["first", "second"]
        #expect(typed([.up], history: history).text == "second")
        #expect(typed([.up, .up, .up], history: history).text == "first")
        #expect(typed(characters("dra") + [.up, .down], history: history).text == "dra")
        #expect(typed([.down], history: history).text == "")
    }

    @Test func completionOffersCommandsTypesAndParameters() {
        let metadata = AppMetadata(
            app: AppDescriptor(bundleIdentifier: "com.example.X", name: "X", version: "1"),
            intents: [
                IntentDescriptor(
                    name: "CreateEventIntent", title: "Create",
                    parameters: [
                        ParameterDescriptor(name: "title", title: "Title", type: .string), ParameterDescriptor(name: "startDate", title: "Start", type: .date),
                    ], resultType: nil)
            ],
            entities: [EntityDescriptor(name: "EventEntity", displayName: "Event", properties: [], queries: [.all], identifierType: "UUID")])
        let completer = ShellCompleter(metadata: metadata)
        #expect(completer.complete("qu").candidates == ["query", "quit"])
        #expect(completer.complete("query Ev").candidates == ["EventEntity"])
        #expect(completer.complete("query EventEntity --a").candidates == ["--all", "--any"])
        #expect(completer.complete("query EventEntity --w").candidates == ["--where"])
        #expect(completer.complete("run CreateEventIntent title=x s") == (start: 30, candidates: ["startDate="]))
        #expect(ShellCompleter.commonPrefix(["query", "quit"]) == "qu")
    }
}
