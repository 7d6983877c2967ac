import Foundation
import LayerBenchReport

/// The Apple-shaped API (IntentKitTesting) beside the client core at one store size, as `TestingLayerBench` measured
/// them in turn on one app, with what the Apple-shaped layer adds and its targets.
struct LayerFigures: Encodable {
    /// One call through both layers.
    struct Call: Encodable {
        let clientMicroseconds: Double
        let testingMicroseconds: Double
        /// What the Apple-shaped layer adds, as a percentage of the client's time.
        let addedPercent: Double

        init(_ pair: LayerReport.Pair) {
            clientMicroseconds = Samples.rounded(pair.client)
            testingMicroseconds = Samples.rounded(pair.testing)
            addedPercent = Samples.rounded(pair.addedPercent)
        }

        init(clientMicroseconds: Double, testingMicroseconds: Double) {
            self.init(LayerReport.Pair(client: clientMicroseconds, testing: testingMicroseconds))
        }
    }

    let intentRoundTrip: Call
    let fetchByIdentifier: Call
    let stringQueryOneHit: Call
    let spotlightQueryOneHit: Call
    /// Per entity returned, one typed property read of each included: (many-hit search − one-hit search) / extra hits.
    let perEntityWithOneRead: Call
    /// The first typed property read (`try hit.title as String`) of an entity already in hand, which also reads its
    /// properties from the text they arrived as.
    let typedPropertyReadMicroseconds: Double
    /// The same read again.
    let repeatedTypedPropertyReadMicroseconds: Double
    /// A lookup by identifier less an intent round trip, both through the Apple-shaped API.
    let fetchByIdentifierOverIntentMicroseconds: Double

    /// The targets: the layer adds at most 10% to any call and 0.5 µs per typed read; a lookup by identifier costs at
    /// most 20 µs over an intent; an entity, one typed read included, at most 5 µs.
    static let addedPercentLimit = 10.0
    static let typedReadLimit = 0.5
    static let lookupOverIntentLimit = 20.0
    static let perEntityLimit = 5.0

    init(_ size: LayerReport.Size) {
        intentRoundTrip = Call(size.intent)
        fetchByIdentifier = Call(size.fetchByIdentifier)
        stringQueryOneHit = Call(size.stringQueryOneHit)
        spotlightQueryOneHit = Call(size.spotlightQueryOneHit)
        let extraHits = Double(max(size.hits - 1, 1))
        perEntityWithOneRead = Call(
            clientMicroseconds: max(0, size.manyHitsWithOneRead.client - size.spotlightQueryOneHit.client) / extraHits,
            testingMicroseconds: max(0, size.manyHitsWithOneRead.testing - size.spotlightQueryOneHit.testing) / extraHits)
        typedPropertyReadMicroseconds = Samples.hundredths(size.typedReadMicroseconds)  // a fraction of a microsecond
        repeatedTypedPropertyReadMicroseconds = Samples.hundredths(size.repeatedTypedReadMicroseconds)
        fetchByIdentifierOverIntentMicroseconds = Samples.rounded(size.fetchByIdentifier.testing - size.intent.testing)
    }

    /// The calls, by name, for the table and the targets; `isPerEntity` for the one figure of a few microseconds,
    /// shown to a tenth.
    var calls: [(name: String, call: Call, isPerEntity: Bool)] {
        [
            ("intent round trip", intentRoundTrip, false), ("fetch one entity by id", fetchByIdentifier, false),
            ("string query, one hit", stringQueryOneHit, false), ("spotlightQuery, one hit", spotlightQueryOneHit, false),
            ("per entity, one typed read", perEntityWithOneRead, true),
        ]
    }

    /// Each target, met or not, in a few words.
    var targets: [(text: String, met: Bool)] {
        let worst = calls.filter { !$0.isPerEntity }.max { $0.call.addedPercent < $1.call.addedPercent }
        return [
            (
                String(format: "calls +%.0f%% at most (%@; target ≤%.0f%%)", worst?.call.addedPercent ?? 0, worst?.name ?? "", Self.addedPercentLimit),
                (worst?.call.addedPercent ?? 0) <= Self.addedPercentLimit
            ),
            (String(format: "typed read %.2f µs (≤%.1f)", typedPropertyReadMicroseconds, Self.typedReadLimit), typedPropertyReadMicroseconds <= Self.typedReadLimit),
            (
                String(format: "lookup %+.0f µs over an intent (≤%.0f)", fetchByIdentifierOverIntentMicroseconds, Self.lookupOverIntentLimit),
                fetchByIdentifierOverIntentMicroseconds <= Self.lookupOverIntentLimit
            ),
            (String(format: "per entity %.1f µs (≤%.0f)", perEntityWithOneRead.testingMicroseconds, Self.perEntityLimit), perEntityWithOneRead.testingMicroseconds <= Self.perEntityLimit),
        ]
    }
}
