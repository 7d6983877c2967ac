import Foundation

/// One running app process with its open connection and its metadata.
final class LiveApp: Sendable {
    let bundleIdentifier: String
    let child: ChildProcess
    let connection: Connection
    let metadata: AppMetadata

    init(bundleIdentifier: String, child: ChildProcess, connection: Connection, metadata: AppMetadata) {
        self.bundleIdentifier = bundleIdentifier
        self.child = child
        self.connection = connection
        self.metadata = metadata
    }

    /// Whether the process runs and its connection is open.
    var isAlive: Bool { child.termination == nil && !connection.isClosed }

    var diagnostics: Diagnostics {
        Diagnostics(stderrTail: child.stderrText, recentTraffic: connection.recentTraffic())
    }

    /// Sends a request, translating every failure into the test side's error types.
    func send<Request: WireRequest>(_ request: Request, id: RequestID? = nil, subject: String) async throws -> Request.Response {
        do {
            return try await connection.send(request, id: id, timeout: TestTimeouts.request)
        } catch {
            throw await ErrorTranslation.translate(error, app: self, subject: subject)
        }
    }

    /// Sends a request and blocks the calling thread for the reply (see ``Connection/sendBlocking(_:timeout:)``).
    func sendBlocking<Request: WireRequest>(_ request: Request, subject: String) throws -> Request.Response {
        do {
            return try connection.sendBlocking(request, timeout: TestTimeouts.request)
        } catch let error as ResponseError {
            throw ErrorTranslation.translate(error, app: self)
        } catch let error as ConnectionError {
            throw AppProcessError(
                kind: error.kind == .timedOut ? .timedOut : .terminated, bundleIdentifier: bundleIdentifier,
                message: "\(bundleIdentifier) did not answer \(subject): \(error.message)", termination: child.termination, diagnostics: diagnostics)
        }
    }

    /// Asks the app to exit, then makes sure it does.
    func stop() async {
        if isAlive {
            _ = try? await connection.send(ShutdownRequest(), timeout: .seconds(2))
        }
        connection.closeOutput()
        let exited = await withTaskGroup(of: Bool.self) { group in
            group.addTask { [child] in
                _ = await child.waitForTermination()
                return true
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(3))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        if !exited {
            child.signal(SIGKILL)
            _ = await child.waitForTermination()
        }
    }
}

/// The one timeout constant of the test side, with an environment override.
enum TestTimeouts {
    /// How long a request may take: `INTENTKIT_TIMEOUT` seconds, default 60.
    static let request: Duration = {
        if let text = ProcessInfo.processInfo.environment["INTENTKIT_TIMEOUT"], let seconds = Double(text), seconds > 0 {
            return .milliseconds(Int64(seconds * 1000))
        }
        return .seconds(60)
    }()
}
