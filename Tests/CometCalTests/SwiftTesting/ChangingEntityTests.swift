import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentKitTesting

/// What a test sees of an entity is what the app's code returns each time it is asked: an entity nested in every
/// entity of a page, whose display and computed properties read state that changes, shows each reading, never the
/// first one copied throughout the page.
@Suite struct ChangingEntityTests {
    @Test func aNestedEntityIsWrittenAsItsCodeReturnsItEachTime() async throws {
        try await TestSessions.with { _, definitions in
            let relays = try await definitions.entities["RelayEntity"].allEntities()
            #expect(relays.count == 6)
            var titles: [String] = []
            var strengths: [Int] = []
            for relay in relays {
                let signal: AnyAppEntity = try relay.signal
                titles.append(try #require(signal.displayRepresentation).title)
                strengths.append(try signal.strength)
            }
            #expect(Set(titles).count == 6, "each nested signal was asked for its display: \(titles)")
            #expect(Set(strengths).count == 6, "each nested signal was asked for its strength: \(strengths)")
        }
    }
}
