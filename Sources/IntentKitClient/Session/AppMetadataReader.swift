import Foundation
import IntentJSON
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// Reads an app's metadata with `<executable> --metadata`: no container, no lock, no data touched.
///
/// For tools that only describe an app (the harness's `describe`, `metadata`,
/// `install`, completion). The app must answer within the launch deadline
/// (`INTENTKIT_LAUNCH_TIMEOUT`, 10 s); a slower one is killed.
public enum AppMetadataReader {
    /// The metadata an executable prints.
    /// - Parameters:
    ///   - executable: The app's executable.
    ///   - bundleIdentifier: When given, the metadata must be this app's.
    /// - Throws: ``AppProcessError`` when it cannot be run, fails, is too slow, prints something else, or serves another app.
    public static func read(executable: String, expecting bundleIdentifier: String? = nil, environment: [String: String] = IntentKitEnvironment.current) async throws -> AppMetadata {
        let owner = bundleIdentifier ?? executable
        let child: ChildProcess
        do {
            child = try ChildProcess(executable: executable, arguments: ["--metadata"], environment: environment)
        } catch let error as LaunchError {
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: owner, message: error.message)
        }
        child.closeStdin()
        // No more than a message may hold: an executable that prints without end (`yes`) was read to the launch
        // deadline, gigabytes of it.
        let limit = IntentKitEnvironment.maximumMessageLength(in: environment)
        let output = OutputCollector(limit: limit)
        let fd = child.stdoutFD
        FileDescriptorIO.startReader(
            fd: fd, name: "metadata \(child.pid)",
            onChunk: { chunk in
                if !output.append(chunk) { child.stop(with: SIGKILL, because: .outputLimit) }
            },
            onEnd: {
                close(fd)
                output.finish()
            })
        let timeouts = SessionTimeouts(environment: environment)
        let finished = await child.waitForTermination(timeout: timeouts.launch)
        if output.overflowed {
            _ = await child.waitForTermination(timeout: timeouts.grace)
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: owner,
                message:
                    "\(executable) printed more than \(ByteCount.describe(limit)) for --metadata, the most a message may hold, so it was stopped; it is not an IntentKit app, or set \(IntentKitEnvironment.maximumMessageBytes) to allow more"
            )
        }
        guard let termination = finished else {
            child.stop(with: SIGKILL, because: .launchTimeout)
            _ = await child.waitForTermination(timeout: timeouts.grace)
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: owner,
                message: "\(executable) --metadata did not finish within \(timeouts.launch), so it was killed; set \(IntentKitEnvironment.launchTimeout) (seconds) to wait longer")
        }
        let bytes = await output.all(within: timeouts.grace)
        let stderr = child.stderrText.trimmingCharacters(in: .whitespacesAndNewlines)
        guard termination == .exited(0) else {
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: owner,
                message: "\(executable) --metadata \(termination)" + (stderr.isEmpty ? "" : ":\n\(stderr)"), termination: termination)
        }
        let metadata: AppMetadata
        do {
            metadata = try WireCoding.decode(AppMetadata.self, from: bytes)
        } catch {
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: owner,
                message: "\(executable) is not an IntentKit app: what it prints for --metadata is not IntentKit metadata (\(DecodingErrorDescription.describe(error)))")
        }
        if let bundleIdentifier, metadata.app.bundleIdentifier != bundleIdentifier {
            throw AppProcessError(
                kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                message: "\(executable) serves \(metadata.app.bundleIdentifier), not \(bundleIdentifier); point the app path at the right executable")
        }
        return metadata
    }
}

/// Bytes a reader thread collects, up to a limit, and whether it has seen the end.
private final class OutputCollector: Sendable {
    private let limit: Int
    private let state = Mutex<(bytes: [UInt8], ended: Bool, overflowed: Bool)>(([], false, false))

    init(limit: Int) { self.limit = limit }

    /// Keeps a chunk; `false` (keeping nothing more) once the output has passed the limit.
    func append(_ chunk: ArraySlice<UInt8>) -> Bool {
        state.withLock { state in
            guard !state.overflowed, state.bytes.count + chunk.count <= limit else {
                state.overflowed = true
                state.bytes = []
                return false
            }
            state.bytes += chunk
            return true
        }
    }

    func finish() { state.withLock { $0.ended = true } }

    /// Whether the output passed the limit.
    var overflowed: Bool { state.withLock { $0.overflowed } }

    /// Everything read, once the reader has reached the end (or the wait ran out).
    func all(within deadline: Duration) async -> [UInt8] {
        let end = ContinuousClock.now + deadline
        while !state.withLock({ $0.ended }), ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(2))
        }
        return state.withLock { $0.bytes }
    }
}
