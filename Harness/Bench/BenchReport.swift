import Foundation

/// What `harness bench` measured; its JSON keys are stable (see the harness README).
struct BenchReport: Encodable {
    /// The machine the figures come from.
    struct Machine: Encodable {
        let cores: Int
        let memoryGigabytes: Double
        let system: String
        let build: String
    }

    /// The figures at one store size.
    struct SizeFigures: Encodable {
        let events: Int
        /// Adding the events up to this size with SeedBulkEventsIntent (one intent run), milliseconds.
        let seedMilliseconds: Double
        /// From the start of seeding to the first search answered, which waits until the search index holds every new event, milliseconds.
        let seedSearchableMilliseconds: Double
        let intentRoundTripMicroseconds: RoundTrip
        let fetchByIdentifierMicroseconds: RoundTrip
        let stringQueryOneHitMicroseconds: RoundTrip
        let spotlightQueryOneHitMicroseconds: RoundTrip
        /// Cost per entity returned, both sides together: (many-hit search − one-hit search) / extra hits.
        let perEntity: PerEntity
        /// `entity/query all`, paged, every event read by the client.
        let allEntitiesMilliseconds: Double
        /// The app's resident memory once the events are stored and indexed and it has been idle for 3 s, before the reads.
        let residentMemoryMegabytes: Double
        /// Intent round trips per second with several concurrent callers on one session.
        let concurrentThroughput: Throughput
        /// The Apple-shaped API beside the client core, on an app of its own at this size; `nil` when not measured.
        var layers: LayerFigures?
    }

    struct PerEntity: Encodable {
        let hits: Int
        let microseconds: Double
    }

    struct Throughput: Encodable {
        let callers: Int
        let requestsPerSecond: Double
    }

    let machine: Machine
    let pipeFloorMicroseconds: Samples
    /// A line echoed by a peer whose reader thread hands it to another thread, read back the same way: a round
    /// trip's thread hand-offs with none of IntentKit's work.
    let handOffFloorMicroseconds: RoundTrip
    /// `intent/run` answered at once by a peer built on IntentKit's connection: the transport with no intent's work.
    let transportFloorMicroseconds: RoundTrip
    /// From launching an isolated app to its handshake, as a test process launches it: after the first launch of
    /// the build, the app serves the handshake the first kept (`INTENTKIT_METADATA_CACHE`).
    let launchToFirstReplyMilliseconds: Samples
    /// The same with no metadata cache: the app reads every declaration, as the first launch of a build does.
    let uncachedLaunchToFirstReplyMilliseconds: Samples
    /// From asking for an isolated session to its first intent answered, with an app waiting in the pool.
    let warmPoolToFirstReplyMilliseconds: Samples
    /// `tools/call` through `harness mcp` beside the same intent through IntentKit's protocol.
    let mcpToolCall: MCPBench.Figures
    var sizes: [SizeFigures]
    /// Why the Apple-shaped layer was not measured, when it was not.
    var layersNotMeasured: String?
    /// A suite of isolated tests, emulated; `nil` when the Apple-shaped layer was not measured.
    var isolatedTestSuite: SuiteFigures?

    /// The figures as a table: one row per figure, one column per size.
    var table: String {
        let header = ["figure"] + sizes.map { "\($0.events.formatted()) events" }
        func row(_ name: String, _ value: (SizeFigures) -> String) -> [String] { [name] + sizes.map(value) }
        func trip(_ trip: RoundTrip) -> String {
            "\(Self.micro(trip.samples.p50)) (p90 \(Self.micro(trip.samples.p90)), \(Self.ratio(trip)))"
        }
        let rows = [
            header,
            row("intent round trip") { trip($0.intentRoundTripMicroseconds) },
            row("fetch one entity by id") { trip($0.fetchByIdentifierMicroseconds) },
            row("string query, one hit") { trip($0.stringQueryOneHitMicroseconds) },
            row("spotlightQuery, one hit") { trip($0.spotlightQueryOneHitMicroseconds) },
            // One decimal: the figure is a few microseconds, and its target 5 µs.
            row("per entity returned") { String(format: "%.1f µs (%d hits)", $0.perEntity.microseconds, $0.perEntity.hits) },
            row("seed (bulk intent)") { Self.milli($0.seedMilliseconds) },
            row("seed, until searchable") { Self.milli($0.seedSearchableMilliseconds) },
            row("entity/query all") { Self.milli($0.allEntitiesMilliseconds) },
            row("app resident memory") { String(format: "%.0f MB", $0.residentMemoryMegabytes) },
            row("\(sizes.first?.concurrentThroughput.callers ?? 8) concurrent callers") { String(format: "%.0f calls/s", $0.concurrentThroughput.requestsPerSecond) },
        ]
        let layerRows = sizes.contains { $0.layers != nil } ? Self.layerRows(sizes) : []
        let lines = [
            "pipe floor (cat echoes a line): \(Self.micro(pipeFloorMicroseconds.p50)) p50, \(Self.micro(pipeFloorMicroseconds.p90)) p90",
            "hand-off floor (a reader thread hands each line on, both sides): \(Self.micro(handOffFloorMicroseconds.samples.p50)) p50, \(Self.micro(handOffFloorMicroseconds.samples.p90)) p90, \(Self.ratio(handOffFloorMicroseconds))",
            "transport floor (IntentKit's connection, no intent work): \(Self.micro(transportFloorMicroseconds.samples.p50)) p50, \(Self.micro(transportFloorMicroseconds.samples.p90)) p90, \(Self.ratio(transportFloorMicroseconds))",
            "isolated app, launch to first reply: \(Self.milli(launchToFirstReplyMilliseconds.p50)) p50 (\(Self.milli(uncachedLaunchToFirstReplyMilliseconds.p50)) reading every declaration, as a build's first launch does)",
            "isolated app from the warm pool, to first intent answered: \(Self.milli(warmPoolToFirstReplyMilliseconds.p50)) p50",
            String(
                format: "MCP tools/call through harness mcp: %@ p50, %.2f× the same intent through IntentKit's protocol (%@; target ≤2×)",
                Self.micro(mcpToolCall.mcpMicroseconds), mcpToolCall.ratio, Self.micro(mcpToolCall.intentKitMicroseconds)),
            "",
        ]
        var layerNote = layersNotMeasured.map { ["", "Apple-shaped API (IntentKitTesting): not measured: \($0)"] } ?? []
        if let suite = isolatedTestSuite { layerNote += [""] + suite.lines }
        return (lines + TourText.table(rows) + layerRows + layerNote).joined(separator: "\n")
            + "\n\(machine.cores) cores, \(String(format: "%.0f", machine.memoryGigabytes)) GB, \(machine.system), \(machine.build) build"
    }

    /// The Apple-shaped API's figures beside the client core's, measured in turn on one app per size, and their targets.
    static func layerRows(_ sizes: [SizeFigures]) -> [String] {
        let header = ["Apple-shaped API (IntentKitTesting) vs client core"] + sizes.map { "\($0.events.formatted()) events" }
        var rows = [header]
        let names = sizes.lazy.compactMap { $0.layers?.calls.map(\.name) }.first ?? []
        for (index, name) in names.enumerated() {
            rows.append(
                [name]
                    + sizes.map { size in
                        guard let entry = size.layers?.calls[index] else { return "-" }
                        let text = { (value: Double) in entry.isPerEntity ? String(format: "%.1f µs", value) : micro(value) }
                        return String(format: "%@ vs %@ (%+.0f%%)", text(entry.call.testingMicroseconds), text(entry.call.clientMicroseconds), entry.call.addedPercent)
                    })
        }
        rows.append(
            ["typed property read, first / again"]
                + sizes.map { size in
                    size.layers.map { String(format: "%.2f / %.2f µs", $0.typedPropertyReadMicroseconds, $0.repeatedTypedPropertyReadMicroseconds) } ?? "-"
                })
        let targets = sizes.compactMap { size in
            size.layers.map { layers in
                "targets at \(size.events.formatted()) events: " + layers.targets.map { "\($0.text) \($0.met ? "met" : "MISSED")" }.joined(separator: "; ")
            }
        }
        return [""] + TourText.table(rows) + targets
    }

    static func ratio(_ trip: RoundTrip) -> String { String(format: "%.1f×", trip.samples.p50 / max(trip.floor, 0.001)) }

    static func micro(_ value: Double) -> String { value < 1_000 ? String(format: "%.0f µs", value) : String(format: "%.2f ms", value / 1_000) }
    static func milli(_ value: Double) -> String { value < 1_000 ? String(format: "%.1f ms", value) : String(format: "%.2f s", value / 1_000) }
}
