import Foundation
import IntentTransport
import IntentWire
import Synchronization

/// One running app process with its open connection and its metadata.
package final class LiveApp: Sendable {
    let bundleIdentifier: String
    package let child: ChildProcess
    package let connection: Connection
    package let metadata: AppMetadata
    /// Names checked against ``metadata``.
    package let lookup: MetadataLookup
    let executable: LaunchedExecutable
    let timeouts: SessionTimeouts
    /// The session its prompts and progress go to.
    let binding: SessionBinding
    /// The container it was launched with.
    let containerURL: URL
    /// Whether it has answered a request since its handshake (with a result or an error of its own).
    private let answeredOnce = Atomic<Bool>(false)
    /// Whether its crash has been counted towards a crash loop (it is seen both by the call it failed and by the
    /// next call, which relaunches it).
    private let crashCounted = Atomic<Bool>(false)

    init(
        bundleIdentifier: String, child: ChildProcess, connection: Connection, metadata: AppMetadata, executable: LaunchedExecutable, timeouts: SessionTimeouts,
        binding: SessionBinding, containerURL: URL
    ) {
        self.bundleIdentifier = bundleIdentifier
        self.child = child
        self.connection = connection
        self.metadata = metadata
        self.lookup = MetadataLookup(metadata)
        self.executable = executable
        self.timeouts = timeouts
        self.binding = binding
        self.containerURL = containerURL
    }

    /// Whether the process runs (not even a zombie yet) and its connection is open both ways (an app being killed is not).
    package var isAlive: Bool { !connection.isClosed && !connection.isOutputClosed && child.isRunning }

    /// Whether it has answered a request since its handshake: an app that ends before it has crashed on starting
    /// or on its first request.
    var hasAnswered: Bool { answeredOnce.load(ordering: .relaxed) }

    /// Marks its crash as counted; `false` when it already was.
    func countCrashOnce() -> Bool {
        !crashCounted.exchange(true, ordering: .relaxed)
    }

    package var diagnostics: Diagnostics {
        Diagnostics(executable: executable, stderrTail: child.stderrText, recentTraffic: connection.recentTraffic())
    }

    /// Sends a request, translating every failure into the test side's error types.
    ///
    /// An app that answers neither the request nor its cancellation is killed
    /// here (the session relaunches it on the next call).
    /// - Throws: ``UndeliveredRequest`` when the app had already stopped reading: the request was never sent.
    func send<Request: WireRequest>(_ request: Request, id: RequestID? = nil, subject: @autoclosure () -> String) async throws -> Request.Response {
        do {
            let response = try await connection.send(request, id: id, timeout: timeouts.request, cancellationGrace: timeouts.grace)
            answeredOnce.store(true, ordering: .relaxed)
            return response
        } catch let error as ConnectionError {
            if error.kind == .unresponsive {
                kill(because: .unresponsive)
                // Reaped before the error is thrown: a call made next relaunched the app while the killed one
                // still held the container (seen once in a full run under load).
                _ = await child.waitForTermination(timeout: timeouts.grace)
            }
            let end = error.kind == .closed || error.kind == .notDelivered ? await settledEnd() : child.end
            let translated = ErrorTranslation.translate(error, app: self, subject: subject(), end: end)
            if error.kind == .notDelivered { throw UndeliveredRequest(error: translated) }
            throw translated
        } catch {
            if error is ResponseError { answeredOnce.store(true, ordering: .relaxed) }
            throw ErrorTranslation.translate(error, app: self, subject: subject(), end: nil)
        }
    }

    /// Sends a request and blocks the calling thread for the reply (see ``Connection/sendBlocking(_:timeout:cancellationGrace:)``).
    package func sendBlocking<Request: WireRequest>(_ request: Request, subject: @autoclosure () -> String) throws -> Request.Response {
        do {
            let response = try connection.sendBlocking(request, timeout: timeouts.request, cancellationGrace: timeouts.grace)
            answeredOnce.store(true, ordering: .relaxed)
            return response
        } catch let error as ConnectionError {
            if error.kind == .unresponsive { kill(because: .unresponsive) }
            var termination = child.termination
            // A killed app is reaped before the error is thrown, so that a call made next can take its container.
            let deadline = ContinuousClock.now + timeouts.grace
            while error.kind == .unresponsive, termination == nil, ContinuousClock.now < deadline {
                Thread.sleep(forTimeInterval: 0.01)
                termination = child.termination
            }
            for _ in 0..<50 where error.kind == .closed && (termination == nil || !child.hasFinishedStderr) {
                Thread.sleep(forTimeInterval: 0.01)
                termination = child.termination
            }
            throw ErrorTranslation.translate(error, app: self, subject: subject(), end: termination.map(child.end(of:)))
        } catch {
            if error is ResponseError { answeredOnce.store(true, ordering: .relaxed) }
            throw ErrorTranslation.translate(error, app: self, subject: subject(), end: nil)
        }
    }

    /// How the process ended and who ended it, once it has been reaped and its stderr read to the end (so the
    /// cause line is in), waiting at most half a second; `nil` when it is still running then.
    func settledEnd() async -> ProcessEnd? {
        let termination = await child.waitForTermination(timeout: .milliseconds(500))
        for _ in 0..<50 where termination != nil && !child.hasFinishedStderr {
            try? await Task.sleep(for: .milliseconds(10))
        }
        return termination.map(child.end(of:))
    }

    /// Stops the app, escalating until it is gone, and returns within about four grace periods whatever the app does.
    ///
    /// `shutdown` (the app finishes its work and saves), then end of input, then
    /// SIGTERM, then SIGKILL, each given one grace period.
    func stop() async {
        child.noteStopRequested(because: .stopping)
        if isAlive {
            _ = try? await connection.send(ShutdownRequest(), timeout: timeouts.grace, cancellationGrace: .zero)
        }
        connection.closeOutput()
        if await child.waitForTermination(timeout: timeouts.grace) != nil { return }
        child.stop(with: SIGTERM, because: .stopping)
        if await child.waitForTermination(timeout: timeouts.grace) != nil { return }
        kill(because: .stopping)
        _ = await child.waitForTermination(timeout: timeouts.grace)
    }

    /// Kills the process at once (SIGKILL), recording why, and closes its input.
    func kill(because reason: StopReason) {
        child.stop(with: SIGKILL, because: reason)
        connection.closeOutput()
    }
}

/// A request the app never received because it had stopped reading; the session relaunches it and retries once.
struct UndeliveredRequest: Error {
    /// The error to report if the retry fails too.
    let error: any Error
}
