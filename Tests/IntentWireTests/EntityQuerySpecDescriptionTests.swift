import Testing

@testable import IntentWire

/// How a query is named in messages: in Swift-like spelling, and short whatever it was given.
@Suite struct EntityQuerySpecDescriptionTests {
    @Test func aFewIdentifiersAreQuotedInFull() {
        #expect(EntityQuerySpec(kind: .identifiers, identifiers: ["p1"]).description == #"entities(identifiers: "p1")"#)
        #expect(EntityQuerySpec(kind: .identifiers, identifiers: ["a", "b", "c", "d", "e"]).description == #"entities(identifiers: "a", "b", "c", "d", "e")"#)
        #expect(EntityQuerySpec(kind: .identifiers, identifiers: []).description == "entities(identifiers: )")
    }

    @Test func manyIdentifiersAreCountedNotListed() {
        let identifiers = (0..<10_000).map { "id-\($0)" }
        let description = EntityQuerySpec(kind: .identifiers, identifiers: identifiers).description
        #expect(description == #"entities(identifiers: "id-0", "id-1", "id-2", "id-3", "id-4", … (10000 in all))"#)
    }

    @Test func aHugeIdentifierIsCutShort() {
        let huge = String(repeating: "x", count: 100_000)
        let description = EntityQuerySpec(kind: .identifiers, identifiers: [huge]).description
        #expect(description.utf8.count < 400)
        #expect(description.hasSuffix(#"… (100000 characters in all)")"#))
        let matching = EntityQuerySpec(kind: .string, string: huge).description
        #expect(matching.utf8.count < 400)
        #expect(matching.hasSuffix(#"… (100000 characters in all)")"#))
        #expect(EntityQuerySpec(kind: .string, string: "Nebula").description == #"entities(matching: "Nebula")"#)
    }
}
