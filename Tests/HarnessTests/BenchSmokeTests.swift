import Foundation
import Testing

/// `harness bench` runs end to end and reports every documented key (the values are machine-dependent and not checked).
@Suite struct BenchSmokeTests {
    @Test func quickJSONHasEveryKey() async throws {
        let output = try await HarnessProcess.run(["bench", "--quick", "--sizes", "200", "--iterations", "5", "--suite-tests", "4", "--json"])
        #expect(output.status == 0, "\(output.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
        #expect(
            Set(report.keys) == [
                "machine", "pipeFloorMicroseconds", "handOffFloorMicroseconds", "transportFloorMicroseconds", "launchToFirstReplyMilliseconds", "uncachedLaunchToFirstReplyMilliseconds",
                "warmPoolToFirstReplyMilliseconds", "mcpToolCall", "sizes",
                "isolatedTestSuite",
            ])
        let suite = try #require(report["isolatedTestSuite"] as? [String: Any])
        #expect(Set(suite.keys) == ["tests", "parallelWidth", "launchFloorMilliseconds", "noFramework", "xctest", "swiftTesting"])
        #expect(suite["tests"] as? Int == 4)
        for framework in ["noFramework", "xctest", "swiftTesting"] {
            let runs = try #require(suite[framework] as? [String: Any], "\(framework)")
            #expect(Set(runs.keys) == ["serialMillisecondsPerTest", "parallelMillisecondsPerTest"], "\(framework)")
            #expect((runs["serialMillisecondsPerTest"] as? Double ?? 0) > 0, "\(framework)")
            #expect((runs["parallelMillisecondsPerTest"] as? Double ?? 0) > 0, "\(framework)")
        }
        let mcp = report["mcpToolCall"] as? [String: Any] ?? [:]
        #expect(Set(mcp.keys) == ["mcpMicroseconds", "intentKitMicroseconds", "ratio"])
        #expect((mcp["mcpMicroseconds"] as? Double ?? 0) > 0)
        #expect(Set((report["machine"] as? [String: Any] ?? [:]).keys) == ["cores", "memoryGigabytes", "system", "build"])
        #expect(Set((report["pipeFloorMicroseconds"] as? [String: Any] ?? [:]).keys) == ["p50", "p90", "samples"])
        #expect(Set((report["transportFloorMicroseconds"] as? [String: Any] ?? [:]).keys) == ["p50", "p90", "samples", "ratioToFloor"])
        #expect(Set((report["handOffFloorMicroseconds"] as? [String: Any] ?? [:]).keys) == ["p50", "p90", "samples", "ratioToFloor"])
        let sizes = try #require(report["sizes"] as? [[String: Any]])
        #expect(sizes.count == 1)
        let size = try #require(sizes.first)
        #expect(size["events"] as? Int == 200)
        #expect(
            Set(size.keys) == [
                "events", "seedMilliseconds", "seedSearchableMilliseconds", "intentRoundTripMicroseconds", "fetchByIdentifierMicroseconds", "stringQueryOneHitMicroseconds",
                "spotlightQueryOneHitMicroseconds", "perEntity", "allEntitiesMilliseconds", "residentMemoryMegabytes", "concurrentThroughput", "layers",
            ])
        for roundTrip in ["intentRoundTripMicroseconds", "fetchByIdentifierMicroseconds", "stringQueryOneHitMicroseconds", "spotlightQueryOneHitMicroseconds"] {
            #expect(Set((size[roundTrip] as? [String: Any] ?? [:]).keys) == ["p50", "p90", "samples", "ratioToFloor"], "\(roundTrip)")
        }
        #expect(Set((size["perEntity"] as? [String: Any] ?? [:]).keys) == ["hits", "microseconds"])
        #expect(Set((size["concurrentThroughput"] as? [String: Any] ?? [:]).keys) == ["callers", "requestsPerSecond"])
        // The Apple-shaped API beside the client core, from TestingLayerBench (built next to the harness here).
        let layers = try #require(size["layers"] as? [String: Any], "\(output.stdout.prefix(2_000))")
        #expect(
            Set(layers.keys) == [
                "intentRoundTrip", "fetchByIdentifier", "stringQueryOneHit", "spotlightQueryOneHit", "perEntityWithOneRead", "typedPropertyReadMicroseconds", "repeatedTypedPropertyReadMicroseconds",
                "fetchByIdentifierOverIntentMicroseconds",
            ])
        for call in ["intentRoundTrip", "fetchByIdentifier", "stringQueryOneHit", "spotlightQueryOneHit", "perEntityWithOneRead"] {
            let figures = layers[call] as? [String: Double] ?? [:]
            #expect(Set(figures.keys) == ["clientMicroseconds", "testingMicroseconds", "addedPercent"], "\(call)")
            #expect((figures["testingMicroseconds"] ?? 0) > 0 || call == "perEntityWithOneRead", "\(call): \(figures)")
        }
        #expect((layers["typedPropertyReadMicroseconds"] as? Double ?? -1) >= 0)
    }

    @Test func theTableShowsBothLayersAndTheirTargets() async throws {
        let output = try await HarnessProcess.run(["bench", "--quick", "--sizes", "200", "--iterations", "5", "--suite-tests", "4"])
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("Apple-shaped API (IntentKitTesting) vs client core"), "\(output.stdout)")
        #expect(output.stdout.contains("typed property read"))
        #expect(output.stdout.contains("targets at 200 events: calls +"), "\(output.stdout)")
        #expect(output.stdout.contains("isolated test suite (4 tests, three intents each, "), "\(output.stdout)")
        for framework in ["plain functions, one process", "XCTest", "Swift Testing"] {
            #expect(output.stdout.contains("\n  \(framework): "), "\(framework)")
        }
    }

    @Test func badSizesAreAUsageError() async throws {
        let output = try await HarnessProcess.run(["bench", "--sizes", "10,x"])
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("harness: --sizes takes positive whole numbers, not \"x\"\n"))
    }
}
