import Foundation
import IntentKitTesting
import XCTest

/// An XCTest suite of isolated tests, run by `TestingLayerBench --run-suite xctest`: each test takes an app of its own
/// (from the pool after the first), runs three intents through the Apple-shaped API, and gives the app back.
final class IsolatedXCTests: XCTestCase {
    let definitions = IntentDefinitions(bundleIdentifier: SuiteMeasurement.bundleIdentifier)

    func testThreeIntentsOnAnAppOfItsOwn() async throws {
        try await withIsolatedApp(SuiteMeasurement.bundleIdentifier) {
            let count = definitions.intents["CountEventsIntent"]
            for _ in 0..<3 {
                let events: Int = try await count.makeIntent().run().value
                XCTAssertEqual(events, 0)
            }
        }
    }

    /// Runs `tests` copies of the test with XCTest, as `swift test` runs a test bundle's tests, or only the copy
    /// `only`, as `swift test --parallel` runs each XCTest test in a process of its own; never returns.
    static func main(tests: Int, only: Int?) -> Never {
        let indices = only.map { [$0] } ?? Array(0..<tests)
        let entries = indices.map { index in ("testThreeIntentsOnAnAppOfItsOwn\(index)", asyncTest { (test: IsolatedXCTests) in test.testThreeIntentsOnAnAppOfItsOwn }) }
        XCTMain([testCase(entries)], arguments: [CommandLine.arguments[0]])
    }
}
