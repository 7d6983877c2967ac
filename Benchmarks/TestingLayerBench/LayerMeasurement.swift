import Foundation
import IntentKitClient
import IntentKitTesting
import IntentWire
import LayerBenchReport

/// Measures one store size: a fresh CometCal seeded with `SeedBulkEventsIntent`, each call timed through the client
/// core and through the Apple-shaped API in turn, the order swapped every sample so that neither layer always goes
/// first.
struct LayerMeasurement {
    let size: Int
    let iterations: Int
    static let bundleIdentifier = "com.example.CometCal"

    func run() async throws -> LayerReport.Size {
        let session = AppSession.isolated(bundleIdentifier: Self.bundleIdentifier)
        return try await AppSession.withIsolatedApp(session) {
            let definitions = IntentDefinitions(bundleIdentifier: Self.bundleIdentifier)
            _ = try await session.run("SeedBulkEventsIntent", parameters: ["count": .int(size)], answers: nil)
            _ = try await session.search("EventEntity", "warm")  // waits until the index has the new events
            let events = definitions.entities["EventEntity"]
            let count = definitions.intents["CountEventsIntent"]

            // Generated titles end in a five-digit number from 0; pick ones spread over the store, as the bench does.
            let numbers = (0..<10).map { String(format: "%05d", ($0 * 7_919 + 42) % size) }
            var found: [EntityValue] = []
            for number in numbers {
                if let first = try await session.entities("EventEntity", EntityQuerySpec(kind: .string, string: number)).first { found.append(first) }
            }
            guard !found.isEmpty else { throw LayerBenchError("no seeded event was found by its number") }
            let identifiers = found.map(\.instanceIdentifier)
            let titles = found.compactMap { $0.display?.title }
            var turn = 0

            let intent = try await pair {
                _ = try await session.run("CountEventsIntent", parameters: [:], answers: nil)
            } testing: {
                _ = try await count.makeIntent().run()
            }
            let byIdentifier = try await pair {
                turn += 1
                _ = try await session.entities("EventEntity", EntityQuerySpec(kind: .identifiers, identifiers: [identifiers[turn % identifiers.count]]))
            } testing: {
                _ = try await events.entities(identifiers: [identifiers[turn % identifiers.count]])
            }
            let string = try await pair {
                turn += 1
                _ = try await session.entities("EventEntity", EntityQuerySpec(kind: .string, string: titles[turn % titles.count]))
            } testing: {
                _ = try await events.entities(matching: titles[turn % titles.count])
            }
            let spotlight = try await pair {
                turn += 1
                _ = try await session.search("EventEntity", numbers[turn % numbers.count])
            } testing: {
                _ = try await events.spotlightQuery(numbers[turn % numbers.count])
            }
            let hits = try await session.search("EventEntity", "nebula").count
            let many = try await pair(samples: max(10, iterations / 5)) {
                var length = 0
                for hit in try await session.search("EventEntity", "nebula") {
                    if case .string(let title)? = hit.properties["title"] { length &+= title.utf8.count }
                }
                guard length > 0 else { throw LayerBenchError("the client's hits had no titles") }
            } testing: {
                var length = 0
                for hit in try await events.spotlightQuery("nebula") {
                    let title: String = try hit.title
                    length &+= title.utf8.count
                }
                guard length > 0 else { throw LayerBenchError("the hits had no titles") }
            }
            let typedRead = try await typedReadMicroseconds(events)
            return LayerReport.Size(
                events: size, intent: intent, fetchByIdentifier: byIdentifier, stringQueryOneHit: string, spotlightQueryOneHit: spotlight,
                manyHitsWithOneRead: many, hits: hits, typedReadMicroseconds: typedRead.first,
                repeatedTypedReadMicroseconds: typedRead.repeated)
        }
    }

    /// The medians of a call through each layer, timed in turn.
    private func pair(samples: Int? = nil, client: () async throws -> Void, testing: () async throws -> Void) async throws -> LayerReport.Pair {
        let count = samples ?? iterations
        let clock = ContinuousClock()
        var clientTimes: [Double] = []
        var testingTimes: [Double] = []
        for sample in -2..<count {  // two rounds of warm-up
            for layer in sample.isMultiple(of: 2) ? [0, 1] : [1, 0] {
                let start = clock.now
                if layer == 0 { try await client() } else { try await testing() }
                let elapsed = Self.microseconds(clock.now - start)
                if sample >= 0 { if layer == 0 { clientTimes.append(elapsed) } else { testingTimes.append(elapsed) } }
            }
        }
        return LayerReport.Pair(client: Self.median(clientTimes), testing: Self.median(testingTimes))
    }

    /// A typed read of one property of entities already in hand, each entity fresh from the app (its properties
    /// still as text, as a test finds them), then the same read again; in microseconds per read.
    private func typedReadMicroseconds(_ events: AppEntityDefinition) async throws -> (first: Double, repeated: Double) {
        let clock = ContinuousClock()
        var first: [Double] = []
        var repeated: [Double] = []
        for _ in 0..<max(5, iterations / 20) {
            let hits = try await events.spotlightQuery("nebula")
            for times in 0..<2 {
                let start = clock.now
                var length = 0
                for hit in hits {
                    let title: String = try hit.title
                    length &+= title.utf8.count
                }
                let perRead = Self.microseconds(clock.now - start) / Double(max(hits.count, 1))
                if times == 0 { first.append(perRead) } else { repeated.append(perRead) }
                guard length > 0 else { throw LayerBenchError("the hits had no titles") }
            }
        }
        return (Self.median(first), Self.median(repeated))
    }

    static func microseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1e6 + Double(duration.components.attoseconds) / 1e12
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count.isMultiple(of: 2) ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
    }
}

/// A measurement that could not be made, in a sentence.
struct LayerBenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
