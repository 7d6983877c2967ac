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

    @Test func hugeNamesGetNoSuggestionsAndAreQuotedShort() {
        let huge = String(repeating: "CreateEvent", count: 100_000)
        #expect(NameSuggester.closest(to: huge, in: intents).isEmpty, "a megabyte is never compared against every name")
        let error = ResponseError.unknownName(.unknownIntent, "intent", huge, in: "com.example.App", candidates: intents)
        #expect(error.message.hasPrefix("no intent named \"CreateEventCreateEvent"))
        #expect(error.message.contains("… (1100000 characters in all)\" in com.example.App; valid names are \"CreateEventIntent\""))
        #expect(error.message.utf8.count < 500)
    }
}
