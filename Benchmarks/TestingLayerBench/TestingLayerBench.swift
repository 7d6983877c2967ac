import Dispatch
import Foundation
import LayerBenchReport
import Synchronization

/// `TestingLayerBench --sizes 1000,10000 --iterations 200 [--suite-tests 1000]`: the Apple-shaped layer
/// (IntentKitTesting) beside the client core (IntentKitClient) on one CometCal per store size, samples interleaved,
/// then a suite of isolated tests each way (``SuiteMeasurement``, which runs this program with `--run-suite` for the
/// XCTest and Swift Testing suites). `harness bench` runs it and reads the JSON it prints (`LayerReport`); it is a
/// process of its own because the harness never links XCTest or Swift Testing, which IntentKitTesting does.
@main
enum TestingLayerBench {
    /// A synchronous main, as a test bundle's is: XCTest waits for an async test by running the main run loop, which
    /// returned at once, again and again, when `XCTMain` was called from an async main (its mode looked empty
    /// from inside the main queue), and the spinning main thread took a core from the tests.
    static func main() {
        switch SuiteRun.framework {
        case "xctest": IsolatedXCTests.main(tests: SuiteRun.indices.count, only: SuiteRun.only)
        case .some: waitFor { await SuiteRun.main() }
        case nil: waitFor { await measure() }
        }
    }

    /// Runs `body` on the shared pool and blocks the main thread until it ends, which it does by exiting.
    private static func waitFor(_ body: @escaping @Sendable () async -> Never) -> Never {
        Task.detached { await body() }
        while true { sleep(1_000) }
    }

    private static func measure() async -> Never {
        let arguments = Array(CommandLine.arguments.dropFirst())
        func value(of option: String) -> String? {
            guard let index = arguments.firstIndex(of: option), arguments.indices.contains(index + 1) else { return nil }
            return arguments[index + 1]
        }
        guard let sizesText = value(of: "--sizes"), let iterationsText = value(of: "--iterations"), let iterations = Int(iterationsText), iterations >= 1,
            case let sizes = sizesText.split(separator: ",").compactMap({ Int($0) }), !sizes.isEmpty, sizes.allSatisfy({ $0 >= 1 })
        else {
            FileHandle.standardError.write(Data("usage: TestingLayerBench --sizes N[,N…] --iterations K [--suite-tests T] (whole numbers, 1 or more)\n".utf8))
            exit(2)
        }
        do {
            var report = LayerReport(sizes: [])
            for size in sizes {
                report.sizes.append(try await LayerMeasurement(size: size, iterations: iterations).run())
            }
            if let suiteTests = value(of: "--suite-tests").flatMap(Int.init), suiteTests >= 1 {
                report.suite = try await SuiteMeasurement(tests: suiteTests).run()
            }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            FileHandle.standardOutput.write(try encoder.encode(report) + Data("\n".utf8))
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("TestingLayerBench: \(error)\n".utf8))
            exit(1)
        }
    }
}
