import Foundation
import IntentKitClient
import IntentWire

/// `harness bench`: CometCal's costs at 1,000, 10,000 and 100,000 events, each beside the raw pipe floor.
struct BenchCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure round trips, queries, search, seeding, memory and throughput at several store sizes, beside the raw pipe floor.",
        options: [
            OptionSpec(name: "--quick", help: "Measure at 1,000 and 10,000 events with fewer repetitions (under a minute in a release build)."),
            OptionSpec(name: "--sizes", value: "counts", help: "The store sizes to measure at, comma-separated. (default: 1000,10000,100000)"),
            OptionSpec(name: "--iterations", value: "count", help: "How many times to repeat each round trip. (default: 200; 50 with --quick)"),
            OptionSpec(
                name: "--suite-tests", value: "count",
                help: "How many isolated tests the suite figure runs each way, in XCTest and Swift Testing. (default: 1000; 100 with --quick)"),
            SharedOptions.json,
        ],
        examples: ["swift run -c release harness bench", "swift run -c release harness bench --quick", "harness bench --json > bench.json"])

    let sizes: [Int]
    let iterations: Int
    let suiteTests: Int
    let json: Bool
    let quick: Bool

    init(arguments: ParsedArguments) throws {
        json = arguments.flag("--json")
        quick = arguments.flag("--quick")
        iterations = try Self.positive(arguments.value("--iterations"), name: "--iterations", default: quick ? 50 : 200)
        suiteTests = try Self.positive(arguments.value("--suite-tests"), name: "--suite-tests", default: quick ? 100 : 1_000)
        if let text = arguments.value("--sizes") {
            sizes = try text.split(separator: ",").map { try Self.positive(String($0), name: "--sizes", default: 0) }
            guard !sizes.isEmpty, sizes.allSatisfy({ $0 <= 1_000_000 }) else { throw UsageError("--sizes takes counts from 1 to 1000000, such as 1000,10000") }
        } else {
            sizes = quick ? [1_000, 10_000] : [1_000, 10_000, 100_000]
        }
    }

    static func positive(_ text: String?, name: String, default value: Int) throws -> Int {
        guard let text else { return value }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number > 0 else { throw UsageError("\(name) takes positive whole numbers, not \"\(text)\"") }
        return number
    }

    func run(output: Terminal) async throws -> Int32 {
        SampleAppBuild.ensureBuilt(for: BenchRunner.bundleIdentifier, output: output)
        SampleAppBuild.ensureBuilt(.testingLayerBench, output: output)
        let progress = ProgressLine(output, "Benchmarking")
        let report = try await BenchRunner(sizes: sizes, iterations: iterations, launches: quick ? 3 : 10, suiteTests: suiteTests, progress: progress).run()
        progress.finish()
        output.print(json ? try ValueText.json(report) : report.table)
        return ExitStatus.success
    }
}
