import Testing

@testable import IntentWire

/// The next page's cursor is read from the end of a page's text only when the text ends as IntentKit writes it.
@Suite struct TrailingCursorTests {
    private func cursor(_ text: String) -> String? {
        Array(text.utf8).withUnsafeBufferPointer { TrailingCursor.nextCursor(in: $0) }
    }

    @Test func readsTheCursorAPageEndsWith() throws {
        let page = EntityQueryResponse(entities: [JSONDirectReadingTests.place], page: PageInfo(total: 9, nextCursor: "6F1C-77"))
        var writer = JSONWriter()
        let wrote = page.writeJSON(to: &writer)
        #expect(wrote)
        #expect(writer.bytes.withUnsafeBufferPointer { TrailingCursor.nextCursor(in: $0) } == "6F1C-77")
    }

    @Test(arguments: [
        #"{"entities":[],"page":{"total":9}}"#,  // the last page
        #"{"entities":[],"page":{"total":9,"nextCursor":null}}"#,
        #"{"entities":[],"page":{"total":9,"nextCursor":"a\"b"}}"#,  // escapes: left to the reader
        #"{"entities":[],"page":{"total":9,"nextCursor":"c"} }"#,  // another layout
        #"{"entities":[],"page":{"total":9,"cursor":"c"}}"#, #""}}"#, "",
    ])
    func guessesNothingFromOtherText(_ text: String) {
        #expect(cursor(text) == nil, "\(text)")
    }
}
