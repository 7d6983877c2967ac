import Testing

@testable import IntentKit
@testable import IntentWire

/// A query by identifiers tells whether it answered every identifier in the order asked, so that a search's hits are
/// reordered only when it did not.
@Suite struct RequestedOrderTests {
    @Test func entitiesAnsweredInTheOrderAskedAreMarkedSo() async throws {
        // PlanetQuery answers in its own order (Planet.all's: mars, jupiter, saturn, saturn-v), whatever was asked.
        let inOrder = try await Planet.findEntities(EntityQuerySpec(kind: .identifiers, identifiers: ["mars", "jupiter", "saturn"]))
        #expect(inOrder.isInRequestedOrder)
        let reordered = try await Planet.findEntities(EntityQuerySpec(kind: .identifiers, identifiers: ["jupiter", "mars"]))
        #expect(!reordered.isInRequestedOrder, "answered mars, jupiter")
        let missing = try await Planet.findEntities(EntityQuerySpec(kind: .identifiers, identifiers: ["mars", "pluto", "jupiter"]))
        #expect(!missing.isInRequestedOrder, "pluto is not answered")
        let extra = try await Planet.findEntities(EntityQuerySpec(kind: .identifiers, identifiers: ["mars", "mars"]))
        #expect(!extra.isInRequestedOrder, "mars is answered once for two asks")
        let none = try await Planet.findEntities(EntityQuerySpec(kind: .identifiers, identifiers: []))
        #expect(none.isInRequestedOrder)
    }

    @Test func otherQueriesAreNotMarked() async throws {
        let all = try await Planet.findEntities(EntityQuerySpec(kind: .all))
        #expect(all.count == Planet.all.count)
        #expect(!all.isInRequestedOrder)
        #expect(!all.selecting([1, 0]).isInRequestedOrder)
    }
}
