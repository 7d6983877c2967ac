import IntentKitTesting
import Testing

/// A Swift Testing suite of isolated tests, run by `TestingLayerBench --run-suite swift-testing`: each of its cases
/// takes an app of its own (the `.isolatedApp` trait; from the pool after the first), runs three intents through the
/// Apple-shaped API, and gives the app back.
@Suite(.isolatedApp(SuiteMeasurement.bundleIdentifier))
struct IsolatedSwiftTests {
    let definitions = IntentDefinitions(bundleIdentifier: SuiteMeasurement.bundleIdentifier)

    @Test(arguments: SuiteRun.indices)
    func threeIntentsOnAnAppOfItsOwn(_ index: Int) async throws {
        let count = definitions.intents["CountEventsIntent"]
        for _ in 0..<3 {
            let events: Int = try await count.makeIntent().run().value
            #expect(events == 0)
        }
    }
}
