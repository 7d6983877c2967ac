import Foundation
import IntentKitClient
import IntentSystem
import IntentTransport

/// A tool call through `harness mcp` beside the same intent through IntentKit's own protocol.
///
/// The MCP figure is `tools/call` of `CountEventsIntent` written to a `harness mcp` child as one line and its reply
/// read back, on one thread, as the pipe floor is measured: the client costs nothing but the pipe. The IntentKit
/// figure is the same intent run through the client core on an isolated app of its own. Both apps are empty.
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

    func run() async throws -> Figures {
        guard let harness = Bundle.main.executableURL?.resolvingSymlinksInPath().path else { throw HarnessError("could not find the running harness") }
        var environment = IntentKitEnvironment.current
        environment["INTENTKIT_HARNESS_NO_BUILD"] = "1"  // the benchmark has built what it needs
        let child = try ChildProcess(executable: harness, arguments: ["mcp", BenchRunner.bundleIdentifier], environment: environment)
        defer {
            child.closeStdin()
            child.signal(SIGTERM)
        }
        var reader = LineReader(fd: child.stdoutFD)
        FileDescriptorIO.writeAll(
            child.stdinFD, Array(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"bench","version":"1"}}}"#.utf8) + [10]
        )
        _ = try reader.line()
        let call = Array(#"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"CountEventsIntent","arguments":{}}}"#.utf8) + [10]
        let clock = ContinuousClock()
        var mcp: [Double] = []
        for iteration in 0..<(iterations + 20) {
            let start = clock.now
            FileDescriptorIO.writeAll(child.stdinFD, call)
            let reply = try reader.line()
            if iteration == 0, !reply.contains(Array(#""isError":false"#.utf8)) {
                throw HarnessError("harness mcp answered the benchmark's tool call with \(String(decoding: reply.prefix(300), as: UTF8.self))")
            }
            if iteration >= 20 { mcp.append(Samples.microseconds(clock.now - start)) }
        }
        let session = AppSession.isolated(bundleIdentifier: BenchRunner.bundleIdentifier)
        let direct: Samples
        do {
            direct = try await Samples.measure(iterations, warmUp: 20) { _ = try await session.run("CountEventsIntent", parameters: [:], answers: nil) }
        } catch {
            await session.shutdown()
            throw error
        }
        await session.shutdown()
        let mcpMedian = Samples(mcp).p50
        return Figures(
            mcpMicroseconds: Samples.rounded(mcpMedian), intentKitMicroseconds: Samples.rounded(direct.p50),
            ratio: Samples.hundredths(mcpMedian / max(direct.p50, 0.001)))
    }

    /// Reads lines from a descriptor, blocking, through IntentKit's framer.
    private struct LineReader {
        let fd: Int32
        var framer = LineFramer()
        var ready: [[UInt8]] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)

        init(fd: Int32) { self.fd = fd }

        mutating func line() throws -> [UInt8] {
            while ready.isEmpty {
                let count = FileDescriptorIO.readChunk(fd, into: &buffer)
                guard count > 0 else { throw HarnessError("harness mcp closed its output during the benchmark") }
                for event in framer.append(buffer[..<count]) {
                    if case .line(let line) = event { ready.append(line) }
                }
            }
            return ready.removeFirst()
        }
    }
}
