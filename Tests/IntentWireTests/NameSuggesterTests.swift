import Testing
@testable import IntentWire

@Suite struct NameSuggesterTests {
    let intents = ["CreateEventIntent", "UpdateEventIntent", "DeleteEventIntent", "FetchEventIntent", "CreateCalendarIntent"]

    @Test(arguments: [
        ("CreateEvnt", ["CreateEventIntent"]),
        ("createeventintent", ["CreateEventIntent"]),
        ("DeleteEvent", ["DeleteEventIntent"]),
        ("Zzz", []),
    ])
    func suggests(_ name: String, _ expected: [String]) {
        #expect(NameSuggester.closest(to: name, in: intents) == expected)
    }

    @Test func phrasesTheHint() {
        #expect(NameSuggester.didYouMean("titel", in: ["title", "notes"]) == #"; did you mean "title"?"#)
        #expect(NameSuggester.didYouMean("zzz", in: ["a", "b"]) == #"; valid names are "a", "b""#)
        #expect(NameSuggester.didYouMean("zzz", in: []) == "; there are none")
    }
}
