import Foundation
import Testing

@testable import IntentWire

/// The envelopes of the calls tests make most, written and read as text directly, match the tree path byte for
/// byte and value for value, and leave every other shape to it.
@Suite struct EnvelopeDirectCodingTests {
    static let when = IntentValue.date(Date(timeIntervalSinceReferenceDate: 817_714_800.25))
    static let calendar = IntentValue.entity(EntityValue(typeIdentifier: "CalendarEntity", instanceIdentifier: "C\"1", isReference: true))

    /// The bytes the tree path writes (what `Connection` sent before requests were written directly).
    private func treeBytes<Value: Encodable>(_ value: Value) throws -> [UInt8] {
        JSONWriter.compact(try JSONValueEncoder.encode(value))
    }

    private func directBytes(_ value: some JSONDirectWriting) -> [UInt8]? {
        var writer = JSONWriter()
        return value.writeJSON(to: &writer) ? writer.bytes : nil
    }

    @Test func requestsAreWrittenAsTheTreePathWritesThem() throws {
        let runs = [
            RunIntentRequest(intent: "CountEventsIntent", parameters: [:]),
            RunIntentRequest(intent: "CreateEventIntent", parameters: ["title": .string("Crew \\ \"Lunch\"\n é"), "startDate": Self.when, "notes": .null, "calendar": Self.calendar]),
            RunIntentRequest(intent: "I", parameters: ["list": .array([.int(-1), .double(0.5), .bool(true)])]),
        ]
        for run in runs {
            #expect(directBytes(run) == (try treeBytes(run)), "\(run)")
        }
        let queries = [
            EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .identifiers, identifiers: ["a", "b\""]), page: PageRequest(limit: 10, cursor: "c")),
            EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .string, string: "lunch")),
            EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(kind: .all), page: PageRequest(limit: 1_000)),
        ]
        for query in queries {
            #expect(directBytes(query) == (try treeBytes(query)), "\(query)")
        }
        let searches = [
            SearchRequest(entity: "EventEntity", query: "nebula", page: PageRequest(limit: 5, cursor: "x")),
            SearchRequest(entity: "EventEntity", query: nil),
        ]
        for search in searches {
            #expect(directBytes(search) == (try treeBytes(search)), "\(search)")
        }
        // A property query is left to the tree path.
        #expect(directBytes(EntityQueryRequest(entity: "EventEntity", query: EntityQuerySpec(comparisons: [], sort: [], limit: 3))) == nil)
    }

    static let responses = [
        RunIntentResponse(value: .int(3), dialog: DialogValue(full: "3 events.", supporting: "Three")),
        RunIntentResponse(value: .string("é\n"), dialog: DialogValue(full: "Done.")),
        RunIntentResponse(value: .null),
        RunIntentResponse(value: nil, dialog: DialogValue(full: "Nothing to return.")),
        RunIntentResponse(value: nil),
        RunIntentResponse(value: calendar),
    ]

    @Test func resultsAreWrittenAsTheTreePathWritesThem() throws {
        for response in Self.responses {
            #expect(directBytes(response) == (try treeBytes(response)), "\(response)")
        }
        let opening = RunIntentResponse(value: nil, opensIntent: RunIntentRequest(intent: "OpenEventIntent", parameters: [:]))
        #expect(directBytes(opening) == nil)
        let snippet = RunIntentResponse(value: nil, snippet: SnippetValue(intent: nil, view: .text("Hi")))
        #expect(directBytes(snippet) == nil)
    }

    private func directRead(_ text: String) -> RunIntentResponse? {
        Array(text.utf8).withUnsafeBufferPointer { JSONParser.read(RunIntentResponse.self, from: $0) }
    }

    @Test func resultsAreReadAsCodableReadsThem() throws {
        for response in Self.responses {
            let text = String(decoding: try treeBytes(response), as: UTF8.self)
            #expect(directRead(text) == response, "\(text)")
        }
        // Other layouts of the same values.
        #expect(directRead(#" { "dialog" : { "supporting" : null , "full" : "Hi" } , "value" : null , "opensIntent" : null } "#) == RunIntentResponse(value: .null, dialog: DialogValue(full: "Hi")))
        #expect(directRead(#"{"dialog":null}"#) == RunIntentResponse(value: nil))
    }

    @Test(arguments: [
        #"{"value":{"int":1},"value":{"int":2}}"#, #"{"snippet":{"view":{"text":"Hi"}}}"#, #"{"opensIntent":{"intent":"I","parameters":{}}}"#,
        #"{"dialog":{"full":1}}"#, #"{"dialog":{"supporting":"s"}}"#, #"{"dialog":{"full":"a","extra":1}}"#, #"{"extra":true}"#, #"[]"#, #"{"value":{"int":"1"}}"#,
    ])
    func otherShapesAreLeftToTheTreePath(_ text: String) {
        #expect(directRead(text) == nil, "\(text)")
    }
}
