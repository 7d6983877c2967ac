import Testing

@testable import IntentKit
@testable import IntentWire

/// A `Set` parameter resolves from an array (each element once) or a single value, as an array does.
@Suite struct SetResolutionTests {
    @Test func aSetResolvesFromAnArrayKeepingEachElementOnce() async throws {
        let context = ResolutionContext(intent: "T", path: "tags", prompter: nil)
        let tags = try await Set<String>.resolve(.array([.string("a"), .string("b"), .string("a")]), in: context)
        #expect(tags == ["a", "b"])
        #expect(try await Set<String>.resolve(.string("solo"), in: context) == ["solo"])
        #expect(Set<String>.valueType == .array(.string))
        #expect(Set(["x"]).intentValue == .array([.string("x")]))
        await #expect(throws: (any Error).self) { try await Set<Int>.resolve(.string("x"), in: context) }
    }
}
