import Foundation
import IntentKitClient
import IntentSystem
import IntentTransport
import IntentWire
import LayerBenchReport

/// Runs the benchmark against CometCal: the pipe floor, launches, then every figure at each store size.
struct BenchRunner {
    let sizes: [Int]
    let iterations: Int
    let launches: Int
    /// How many isolated tests the suite figure runs each way.
    let suiteTests: Int
    let progress: ProgressLine
    static let bundleIdentifier = "com.example.CometCal"
    static let callers = 8
    /// How long the app is left idle before its memory is read: its index save (1 s after the last change) and more.
    static let settleTime = Duration.seconds(3)

    func run() async throws -> BenchReport {
        progress.update("measuring the pipe floor")
        let floor = try Self.pipeFloor(iterations: max(iterations, 100))
        progress.update("measuring the hand-off floor")
        let handOff = try await HandOffPeer.roundTrips(iterations: max(iterations, 100))
        progress.update("measuring the transport floor")
        let transport = try await TransportPeer.roundTrips(iterations: max(iterations, 100))
        progress.update("launching CometCal \(launches) times, reading its declarations")
        // A first launch of a build: no metadata cache, so every declaration is read (an empty setting is none).
        let uncached = AppLaunchOptions(environment: [IntentKitEnvironment.metadataCache: ""])
        var uncachedLaunchTimes: [Double] = []
        for _ in 0..<launches {
            let session = AppSession.isolated(bundleIdentifier: Self.bundleIdentifier)
            uncachedLaunchTimes.append(try await Samples.time { try await session.launch(with: uncached) })
            await session.shutdown()
        }
        progress.update("launching CometCal \(launches) times, as a test process does")
        var launchTimes: [Double] = []
        for _ in 0..<launches {
            let session = AppSession.isolated(bundleIdentifier: Self.bundleIdentifier)
            launchTimes.append(try await Samples.time { _ = try await session.processIdentifier() })
            await session.shutdown()
        }
        progress.update("a tool call through harness mcp beside IntentKit's protocol")
        let mcp = try await MCPBench(iterations: max(iterations * 5, 1_000)).run()
        progress.update("taking CometCal from a warm pool \(launches) times")
        let warmTimes = try await warmPoolAcquisitions()
        var figures: [BenchReport.SizeFigures] = []
        for size in sizes {
            // A fresh app per size: SeedBulkEventsIntent numbers its events from 0, and memory is then the size's own.
            let session = AppSession.isolated(bundleIdentifier: Self.bundleIdentifier)
            do {
                progress.update("adding \(size.formatted()) events")
                let seedTime = try await Samples.time {
                    _ = try await session.run("SeedBulkEventsIntent", parameters: ["count": .int(size)], answers: nil)
                }
                // The first search waits until the index has taken in the new events: seeding is done when they are found.
                let indexTime = try await Samples.time { _ = try await session.search("EventEntity", "warm") }
                figures.append(
                    try await measure(session, size: size, seedMicroseconds: seedTime, searchableMicroseconds: seedTime + indexTime, floor: floor.p50))
            } catch {
                await session.shutdown()
                throw error
            }
            await session.shutdown()
        }
        var layers: LayerReport?
        var layersNotMeasured: String?
        progress.update("the Apple-shaped API beside the client core (TestingLayerBench)")
        do {
            layers = try LayerBench.run(sizes: sizes, iterations: iterations, suiteTests: suiteTests)
        } catch {
            layersNotMeasured = "\(error)"
        }
        for index in figures.indices {
            figures[index].layers = layers?.sizes.first { $0.events == figures[index].events }.map(LayerFigures.init)
        }
        return BenchReport(
            machine: Self.machine, pipeFloorMicroseconds: floor, handOffFloorMicroseconds: RoundTrip(samples: handOff, floor: floor.p50),
            transportFloorMicroseconds: RoundTrip(samples: transport, floor: floor.p50),
            launchToFirstReplyMilliseconds: Samples(launchTimes.map { $0 / 1_000 }),
            uncachedLaunchToFirstReplyMilliseconds: Samples(uncachedLaunchTimes.map { $0 / 1_000 }),
            warmPoolToFirstReplyMilliseconds: Samples(warmTimes.map { $0 / 1_000 }), mcpToolCall: mcp, sizes: figures, layersNotMeasured: layersNotMeasured,
            isolatedTestSuite: layers?.suite.map(SuiteFigures.init))
    }

    /// Times isolated sessions that adopt a pooled app, from asking for the session to its first intent answered;
    /// before each, waits for the pool to have an app ready.
    private func warmPoolAcquisitions() async throws -> [Double] {
        // The first two isolated sessions find the pool empty; the second starts filling it.
        for _ in 0..<2 {
            let starter = AppSession.isolatedFromPool(bundleIdentifier: Self.bundleIdentifier)
            _ = try await starter.processIdentifier()
            await starter.shutdown()
        }
        var times: [Double] = []
        for _ in 0..<launches {
            let deadline = ContinuousClock.now + .seconds(30)
            // A full pool: no replacement is still launching beside the session being measured.
            while AppSession.pooledAppCount(for: Self.bundleIdentifier) < AppSession.isolatedPoolCapacity {
                guard ContinuousClock.now < deadline else {
                    throw HarnessError("the isolated app pool had no app ready after 30 s; is INTENTKIT_ISOLATED_POOL set to 0?")
                }
                try await Task.sleep(for: .milliseconds(5))
            }
            var adopted: AppSession?
            times.append(
                try await Samples.time {
                    let session = AppSession.isolatedFromPool(bundleIdentifier: Self.bundleIdentifier)
                    adopted = session
                    _ = try await session.run("CountEventsIntent", parameters: [:], answers: nil)
                })
            await adopted?.shutdown()
        }
        return times
    }

    private func measure(_ session: AppSession, size: Int, seedMicroseconds: Double, searchableMicroseconds: Double, floor: Double) async throws
        -> BenchReport.SizeFigures
    {
        // Memory at rest with the events stored and indexed, before large reads inflate the heap: after the app
        // has been idle long enough to save its index and hand freed memory back (read at once, the figure
        // varied by a factor of two from run to run).
        try await Task.sleep(for: Self.settleTime)
        let resident = try Self.residentMegabytes(of: try await session.processIdentifier())
        progress.update("round trips at \(size.formatted()) events")
        let intent = try await Samples.measure(iterations) { _ = try await session.run("CountEventsIntent", parameters: [:], answers: nil) }
        // Generated titles are "<Word> <Word> Drill 00042"-like and numbered from 0; pick ones spread over the store.
        let numbers = (0..<10).map { String(format: "%05d", ($0 * 7_919 + 42) % size) }
        let titles = try await numbers.asyncMap { number in try await session.entities("EventEntity", EntityQuerySpec(kind: .string, string: number)).first }
        let identifiers = titles.compactMap { $0?.instanceIdentifier }
        var turn = 0
        let byID = try await Samples.measure(iterations) {
            turn += 1
            _ = try await session.entities("EventEntity", EntityQuerySpec(kind: .identifiers, identifiers: [identifiers[turn % identifiers.count]]))
        }
        let oneHitTitles = titles.compactMap { $0?.display?.title }
        let string = try await Samples.measure(iterations) {
            turn += 1
            _ = try await session.entities("EventEntity", EntityQuerySpec(kind: .string, string: oneHitTitles[turn % oneHitTitles.count]))
        }
        let spotlight = try await Samples.measure(iterations) {
            turn += 1
            _ = try await session.search("EventEntity", numbers[turn % numbers.count])
        }
        progress.update("many hits at \(size.formatted()) events")
        let manyHits = try await session.search("EventEntity", "nebula").count
        // Forty samples by default: with ten, the median moved by a third from run to run on a busy VM.
        let many = try await Samples.measure(max(10, iterations / 5), warmUp: 1) { _ = try await session.search("EventEntity", "nebula") }
        let perEntity = manyHits > 1 ? max(0, many.p50 - spotlight.p50) / Double(manyHits - 1) : 0
        progress.update("reading all \(size.formatted()) events")
        let all = try await Samples.measure(size >= 100_000 ? 1 : 3, warmUp: 0) { _ = try await session.entities("EventEntity", EntityQuerySpec(kind: .all)) }
        progress.update("\(Self.callers) concurrent callers at \(size.formatted()) events")
        let calls = max(Self.callers * 25, iterations * 2)
        let concurrent = try await Samples.time {
            try await withThrowingTaskGroup(of: Void.self) { group in
                for caller in 0..<Self.callers {
                    group.addTask {
                        for _ in stride(from: caller, to: calls, by: Self.callers) {
                            _ = try await session.run("CountEventsIntent", parameters: [:], answers: nil)
                        }
                    }
                }
                try await group.waitForAll()
            }
        }
        return BenchReport.SizeFigures(
            events: size, seedMilliseconds: Samples.rounded(seedMicroseconds / 1_000),
            seedSearchableMilliseconds: Samples.rounded(searchableMicroseconds / 1_000),
            intentRoundTripMicroseconds: RoundTrip(samples: intent, floor: floor),
            fetchByIdentifierMicroseconds: RoundTrip(samples: byID, floor: floor),
            stringQueryOneHitMicroseconds: RoundTrip(samples: string, floor: floor),
            spotlightQueryOneHitMicroseconds: RoundTrip(samples: spotlight, floor: floor),
            perEntity: BenchReport.PerEntity(hits: manyHits, microseconds: Samples.rounded(perEntity)),
            allEntitiesMilliseconds: Samples.rounded(all.p50 / 1_000),
            residentMemoryMegabytes: Samples.rounded(resident),
            concurrentThroughput: BenchReport.Throughput(callers: Self.callers, requestsPerSecond: Samples.rounded(Double(calls) / (concurrent / 1e6))))
    }

    /// The floor for any out-of-process call: one line echoed by `cat` over pipes, with plain blocking reads and writes.
    static func pipeFloor(iterations: Int) throws -> Samples {
        let child = try ChildProcess(executable: "/bin/cat", arguments: [], environment: [:])
        defer { child.closeStdin() }
        let line = Array((String(repeating: "x", count: 180) + "\n").utf8)
        var buffer = [UInt8](repeating: 0, count: 4096)
        let clock = ContinuousClock()
        var values: [Double] = []
        for iteration in 0..<(iterations + 10) {
            let start = clock.now
            FileDescriptorIO.writeAll(child.stdinFD, line)
            var received = 0
            while received < line.count {
                let count = FileDescriptorIO.readChunk(child.stdoutFD, into: &buffer)
                guard count > 0 else { throw HarnessError("cat closed its output during the pipe-floor measurement") }
                received += count
            }
            if iteration >= 10 { values.append(Samples.microseconds(clock.now - start)) }
        }
        return Samples(values)
    }

    /// A process's resident set size, from `/proc/<pid>/status`.
    static func residentMegabytes(of pid: Int32) throws -> Double {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kilobytes = Double(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        else { throw HarnessError("could not read the resident memory of process \(pid)") }
        return kilobytes / 1_024
    }

    static var machine: BenchReport.Machine {
        let info = ProcessInfo.processInfo
        #if DEBUG
            let build = "debug"
        #else
            let build = "release"
        #endif
        return BenchReport.Machine(
            cores: info.activeProcessorCount, memoryGigabytes: Samples.rounded(Double(info.physicalMemory) / 1_073_741_824),
            system: info.operatingSystemVersionString, build: build)
    }
}

extension Array {
    /// The elements transformed in order, one at a time.
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
