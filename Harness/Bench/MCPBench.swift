import Foundation
import IntentKitClient
import IntentSystem
import IntentTransport

/// A tool call through `harness mcp` beside the same intent through IntentKit's own protocol.
///
/// The MCP figure is `tools/call` of `CountEventsIntent` written to a `harness mcp` child as one line and its reply
/// read back, on one thread, as the pipe floor is measured: the client costs nothing but the pipe. The IntentKit
/// figure is the same intent run through the client core on an isolated app of its own. Both apps are empty. The
/// two are measured in alternating blocks, on ``launches`` fresh launches of both.
struct MCPBench {
    let iterations: Int

    struct Figures: Encodable {
        /// `tools/call` round trips through `harness mcp`, p50 in microseconds.
        let mcpMicroseconds: Double
        /// The same intent through IntentKit's protocol, p50 in microseconds.
        let intentKitMicroseconds: Double
        /// The first over the second.
        let ratio: Double
    }

    /// How many times both are launched afresh: where a run's threads land on the cores decides which of two
    /// levels each figure settles at for the whole run, so one launch's figure is a coin toss between them.
    static let launches = 4

    func run() async throws -> Figures {
        guard let harness = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { throw HarnessError("could not find the running harness") }
        var mcp: [Double] = []
        var direct: [Double] = []
        for _ in 0..<Self.launches {
            let (mcpSamples, directSamples) = try await measure(harness: harness, calls: max(1, iterations / Self.launches))
            mcp += mcpSamples
            direct += directSamples
        }
        let mcpMedian = Samples(mcp).p50
        let directMedian = Samples(direct).p50
        return Figures(
            mcpMicroseconds: Samples.rounded(mcpMedian), intentKitMicroseconds: Samples.rounded(directMedian),
            ratio: Samples.hundredths(mcpMedian / max(directMedian, 0.001)))
    }

    /// About `calls` round trips each way, on a `harness mcp` child and an isolated app launched for them.
    private func measure(harness: String, calls: Int) async throws -> (mcp: [Double], direct: [Double]) {
        var environment = IntentKitEnvironment.current
        environment["INTENTKIT_HARNESS_NO_BUILD"] = "1"  // the benchmark has built what it needs
        let child = try ChildProcess(executable: harness, arguments: ["mcp", BenchRunner.bundleIdentifier], environment: environment)
        defer {
            child.closeStdin()
            child.stop(with: SIGTERM, because: .stopping)
        }
        var reader = LineReader(fd: child.stdoutFD)
        FileDescriptorIO.writeAll(
            child.stdinFD, Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}"#.utf8) + [10]
        )
        _ = try reader.line()
        let call = Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"CountEventsIntent","arguments":{}}}"#.utf8) + [10]
        let clock = ContinuousClock()
        func callThroughMCP() throws -> Double {
            let start = clock.now
            FileDescriptorIO.writeAll(child.stdinFD, call)
            let reply = try reader.line()
            let elapsed = Samples.microseconds(clock.now - start)
            guard reply.contains(Array(#""isError":false"#.utf8)) else {
                throw HarnessError("harness mcp answered the benchmark's tool call with \(String(decoding: reply.prefix(300), as: UTF8.self))")
            }
            return elapsed
        }
        let session = AppSession.isolated(bundleIdentifier: BenchRunner.bundleIdentifier)
        var mcp: [Double] = []
        var direct: [Double] = []
        do {
            // Blocks of each, alternating, so that both see the same machine: the figures of two runs minutes apart
            // differed more than the two paths do. The first calls of each block are left out: they meet the
            // other path's threads still spinning for more.
            let block = 25
            let settle = 5
            for _ in 0..<max(1, calls / (block - settle)) {
                for call in 0..<block {
                    let elapsed = try callThroughMCP()
                    if call >= settle { mcp.append(elapsed) }
                }
                for call in 0..<block {
                    let elapsed = try await Samples.time { _ = try await session.run("CountEventsIntent", parameters: [:], answers: nil) }
                    if call >= settle { direct.append(elapsed) }
                }
            }
        } catch {
            await session.shutdown()
            throw error
        }
        await session.shutdown()
        return (mcp, direct)
    }

    /// Reads lines from a descriptor through IntentKit's framer, waiting for each as IntentKit's own client waits
    /// for a quick reply: awake, polling for up to the spin window, then asleep in `read(2)`. So the figure is the
    /// server's cost beside IntentKit's, not a difference in how the two clients wait.
    private struct LineReader {
        let fd: Int32
        let spinWindow = IntentKitEnvironment.spinWindow()
        var framer = LineFramer()
        var ready: [[UInt8]] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)

        init(fd: Int32) { self.fd = fd }

        mutating func line() throws -> [UInt8] {
            while ready.isEmpty {
                awaitInput()
                let count = FileDescriptorIO.readChunk(fd, into: &buffer)
                guard count > 0 else { throw HarnessError("harness mcp closed its output during the benchmark") }
                for event in framer.append(buffer[..<count]) {
                    if case .line(let line) = event { ready.append(line) }
                }
            }
            return ready.removeFirst()
        }

        /// Polls the descriptor until it has input or the spin window has passed, yielding the CPU as it goes.
        private func awaitInput() {
            guard spinWindow > .zero else { return }
            let deadline = ContinuousClock.now + spinWindow
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            var rounds = 0
            while poll(&poller, 1, 0) == 0 {
                rounds += 1
                if rounds % 8 == 0 {
                    if ContinuousClock.now > deadline { return }
                    sched_yield()
                }
            }
        }
    }
}
