import Foundation
import IntentKitClient
import IntentWire

/// `harness bench`: measures CometCal's protocol costs: launch, round trips, queries, and search at scale.
struct BenchCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "bench",
        abstract: "Measure launch, intent and query round trips, and search with many events (medians and p90).",
        options: [
            OptionSpec(name: "--events", value: "count", help: "How many generated events to measure search and queries with. (default: 100000)"),
            OptionSpec(name: "--iterations", value: "count", help: "How many times to repeat each round trip. (default: 200)"),
            SharedOptions.json,
        ],
        examples: ["harness bench", "harness bench --events 10000 --iterations 50", "harness bench --json > bench.json"])

    let events: Int
    let iterations: Int
    let json: Bool

    init(arguments: ParsedArguments) throws {
        json = arguments.flag("--json")
        events = try Self.positive(arguments.value("--events"), name: "--events", default: 100_000)
        iterations = try Self.positive(arguments.value("--iterations"), name: "--iterations", default: 200)
    }

    static func positive(_ text: String?, name: String, default value: Int) throws -> Int {
        guard let text else { return value }
        guard let number = Int(text), number > 0 else { throw UsageError("\(name) takes a positive whole number, not \"\(text)\"") }
        return number
    }

    func run(output: Terminal) async throws -> Int32 {
        let bundleIdentifier = "com.example.CometCal"
        var results: [BenchResult] = []
        let progress = ProgressLine(output, "Benchmarking")

        progress.update("measuring the pipe floor")
        results.append(try await pipeFloor())

        progress.update("launching CometCal 10 times")
        var launches: [Duration] = []
        for _ in 0..<10 {
            let session = AppSession.isolated(bundleIdentifier: bundleIdentifier)
            launches.append(try await measure { _ = try await session.metadata() })
            await session.shutdown()
        }
        results.append(BenchResult(name: "launch to handshake", samples: launches))

        let session = AppSession.isolated(bundleIdentifier: bundleIdentifier)
        do {
            do {
                func matching(_ text: String) -> EntityQuerySpec { EntityQuerySpec(kind: .string, string: text) }
                _ = try await session.run("SeedSampleEventsIntent", parameters: [:])
                progress.update("round trips on the seeded app")
                results.append(try await repeated("intent run (CountEventsIntent)") { _ = try await session.run("CountEventsIntent", parameters: [:]) })
                results.append(try await repeated("intent run with entity resolution") { _ = try await session.run("EventStatusIntent", parameters: ["event": .string("Cosmic Ray Calibration")]) })
                results.append(try await repeated("string query (10 events)") { _ = try await session.entities("EventEntity", matching("Cosmic Ray")) })
                results.append(try await repeated("spotlightQuery (10 events)") { _ = try await session.search("EventEntity", "cosmic") })

                progress.update("adding \(self.events) generated events")
                let seeding = try await measure { _ = try await session.run("SeedBulkEventsIntent", parameters: ["count": .int(self.events)]) }
                _ = try await session.search("EventEntity", "warm")
                results.append(BenchResult(name: "seed and index \(self.events) events", samples: [seeding]))
                progress.update("searching \(self.events) events")
                // Few hits measure the index; many hits add resolving and sending each entity.
                let few = ["00042", "00417 ", "relay drill 0004"]
                let many = ["nebula relay", "quasar drill", "docking b"]
                let fewHits = try await session.search("EventEntity", few[0]).count
                let manyHits = try await session.search("EventEntity", many[0]).count
                var index = 0
                results.append(
                    try await repeated("spotlightQuery, ~\(fewHits) hit\(fewHits == 1 ? "" : "s") of \(self.events)") {
                        index += 1
                        _ = try await session.search("EventEntity", few[index % few.count])
                    })
                results.append(
                    try await repeated("spotlightQuery, ~\(manyHits) hit\(manyHits == 1 ? "" : "s") of \(self.events)", iterations: max(10, self.iterations / 4)) {
                        index += 1
                        _ = try await session.search("EventEntity", many[index % many.count])
                    })
                results.append(
                    try await repeated("string query (substring scan), \(self.events)", iterations: max(5, self.iterations / 10)) {
                        index += 1
                        _ = try await session.entities("EventEntity", matching(few[index % few.count]))
                    })
            }
        } catch {
            await session.shutdown()
            throw error
        }
        await session.shutdown()
        progress.finish()
        output.print(json ? try BenchResult.json(results) : BenchResult.table(results))
        return 0
    }

    /// The floor for any out-of-process call: one line echoed by `cat` over pipes, with plain blocking reads and writes.
    private func pipeFloor() async throws -> BenchResult {
        let child = try ChildProcess(executable: "/bin/cat", arguments: [], environment: [:])
        defer { child.closeStdin() }
        let line = Array((String(repeating: "x", count: 180) + "\n").utf8)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let clock = ContinuousClock()
        var samples: [Duration] = []
        for iteration in 0..<(iterations + 10) {
            let start = clock.now
            FileDescriptorIO.writeAll(child.stdinFD, line)
            var received = 0
            while received < line.count {
                let count = FileDescriptorIO.readChunk(child.stdoutFD, into: &buffer)
                guard count > 0 else { throw HarnessError("cat closed its output during the pipe-floor measurement") }
                received += count
            }
            if iteration >= 10 { samples.append(clock.now - start) }
        }
        return BenchResult(name: "pipe floor (cat echoes a line)", samples: samples)
    }

    private func measure(_ body: () async throws -> Void) async throws -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        return clock.now - start
    }

    private func repeated(_ name: String, iterations: Int? = nil, _ body: () async throws -> Void) async throws -> BenchResult {
        let count = iterations ?? self.iterations
        for _ in 0..<min(10, count) { try await body() }  // warm up
        var samples: [Duration] = []
        for _ in 0..<count { samples.append(try await measure(body)) }
        return BenchResult(name: name, samples: samples)
    }
}

/// One measured operation: its samples and their statistics.
struct BenchResult: Encodable {
    let name: String
    let samples: [Duration]

    var median: Double { percentile(0.5) }
    var p90: Double { percentile(0.9) }

    /// A percentile, in milliseconds.
    func percentile(_ fraction: Double) -> Double {
        let sorted = samples.map { Double($0.components.seconds) * 1000 + Double($0.components.attoseconds) / 1e15 }.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }

    enum CodingKeys: String, CodingKey { case name, iterations, medianMilliseconds, p90Milliseconds }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(samples.count, forKey: .iterations)
        try container.encode((median * 1000).rounded() / 1000, forKey: .medianMilliseconds)
        try container.encode((p90 * 1000).rounded() / 1000, forKey: .p90Milliseconds)
    }

    static func table(_ results: [BenchResult]) -> String {
        let header = ["operation", "median", "p90", "n"]
        let rows = results.map { [$0.name, format($0.median), format($0.p90), String($0.samples.count)] }
        return TourText.table([header] + rows).joined(separator: "\n")
    }

    static func json(_ results: [BenchResult]) throws -> String {
        try ValueText.json(["results": results])
    }

    static func format(_ milliseconds: Double) -> String {
        milliseconds < 1 ? String(format: "%.0f µs", milliseconds * 1000) : String(format: "%.2f ms", milliseconds)
    }
}
