import Foundation
import IntentTransport
import IntentWire

/// The other end of the benchmark's transport floor: `harness` started again as a peer that answers every
/// `intent/run` at once with a fixed result, through IntentKit's own connection and router.
///
/// It has everything an app's reply goes through (the reader thread, a task per request, the router, the
/// reply's writer) and none of an intent's work, so the floor it gives is what the transport and Swift
/// concurrency cost before any intent runs.
enum TransportPeer {
    /// The hidden command that starts the peer; not listed in help.
    static let commandName = "__transport-peer"

    /// The reply the peer sends: the shape of `CountEventsIntent`'s.
    static let response = RunIntentResponse(value: .int(0), dialog: DialogValue(full: "0 events."))

    /// Serves stdin and stdout until stdin closes, then returns the exit status.
    static func serve() async -> Int32 {
        var router = RequestRouter()
        router.register(RunIntentRequest.self) { _, _ in response }
        let connection = Connection(name: "harness transport peer", input: 0, output: 1, router: router)
        await withCheckedContinuation { (ended: CheckedContinuation<Void, Never>) in
            connection.start { ended.resume() }
        }
        await connection.drainIncoming()
        return ExitStatus.success
    }

    /// Round trips of `intent/run` to a peer started from this executable, in microseconds, measured as the
    /// benchmark measures an intent's: the caller's task awaits each reply.
    static func roundTrips(iterations: Int) async throws -> Samples {
        guard let executable = Bundle.main.executablePath else { throw HarnessError("could not find the harness executable to start the transport peer from") }
        let child = try ChildProcess(executable: executable, arguments: [commandName], environment: IntentKitEnvironment.current)
        let connection = Connection(name: "harness transport peer", input: child.stdoutFD, output: child.stdinFD, closesInputAtEnd: true)
        connection.start()
        let request = RunIntentRequest(intent: "CountEventsIntent", parameters: [:])
        let samples: Result<Samples, any Error>
        do {
            samples = .success(
                try await Samples.measure(iterations) {
                    let reply = try await connection.send(request, timeout: .seconds(10))
                    guard reply == response else { throw HarnessError("the transport peer answered \(reply), not \(response)") }
                })
        } catch {
            samples = .failure(error)
        }
        // End of input ends the peer; one that does not end is stopped.
        connection.closeOutput()
        if await child.waitForTermination(timeout: .seconds(5)) == nil {
            child.stop(with: SIGKILL, because: .stopping)
            _ = await child.waitForTermination()
        }
        return try samples.get()
    }
}
