import Testing

@testable import IntentKitClient
@testable import IntentWire

/// A session's prompt answers, applied to each kind of prompt an app may send.
@Suite struct PromptAnswersTests {
    private let choice = PromptRequest(
        kind: .choice, dialog: "Which calendar?", intent: "MoveEventIntent",
        choices: [ChoiceOptionValue(title: "Deep Space"), ChoiceOptionValue(title: "Mission Control")])
    private let disambiguation = PromptRequest(
        kind: .disambiguation, dialog: "Which event?", intent: "OpenEventIntent", parameter: "event",
        options: [.string("Crew Lunch"), .enumCase(EnumValue(typeIdentifier: "EventStatus", rawValue: "confirmed"))])
    private let value = PromptRequest(kind: .value, dialog: "What title?", intent: "CreateEventIntent", parameter: "title", valueType: .string)
    private let confirmation = PromptRequest(kind: .confirmation, dialog: "Delete it?", intent: "DeleteEventIntent")

    @Test func confirmationsAreAcceptedUnlessDeclined() throws {
        #expect(try PromptAnswers.default.answer(confirmation) == PromptResponse(confirmed: true))
        #expect(try PromptAnswers.declineConfirmations.answer(confirmation) == PromptResponse(confirmed: false))
        #expect(try PromptAnswers.cancelPrompts.answer(confirmation) == .cancel)
    }

    @Test func choicesByPositionOrTitleIgnoringCase() throws {
        #expect(try PromptAnswers.choosingOption(1).answer(choice) == PromptResponse(choice: 1))
        #expect(try PromptAnswers.choosingOption(title: "mission control").answer(choice) == PromptResponse(choice: 1))
        #expect(try PromptAnswers.choosing(title: "confirmed", for: "event").answer(disambiguation) == PromptResponse(choice: 1))
        #expect(try PromptAnswers.default.providing(value: .string("Dock"), for: "title").answer(value) == PromptResponse(value: .string("Dock")))
    }

    @Test func anUnansweredPromptQuotesItsDialog() {
        #expect {
            try PromptAnswers.default.answer(value)
        } throws: { error in
            guard let error = error as? ResponseError else { return false }
            return error.code == .promptUnanswered && error.message.hasPrefix(#"CreateEventIntent asked "What title?" and"#)
        }
    }

    @Test func anAnswerThatFitsNoOptionNamesTheOptions() {
        #expect {
            try PromptAnswers.choosingOption(5).answer(choice)
        } throws: { error in
            guard let error = error as? ResponseError else { return false }
            return error.data?.kind == .invalidAnswer && error.message.contains("out of range; there are 2 options")
                && error.data?.suggestions == ["Deep Space", "Mission Control"]
        }
        #expect {
            try PromptAnswers.choosing(title: "Lunch", for: "event").answer(disambiguation)
        } throws: { error in
            (error as? ResponseError)?.message.contains(#"the scripted choice "Lunch" is not among the options"#) == true
        }
    }
}
