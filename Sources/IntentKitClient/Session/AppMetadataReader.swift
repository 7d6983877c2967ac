import Foundation
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
        let output = OutputCollector()
        let fd = child.stdoutFD
        FileDescriptorIO.startReader(
            fd: fd, name: "metadata \(child.pid)", onChunk: { output.append($0) },
            onEnd: {
                close(fd)
                output.finish()
            })
        let timeouts = SessionTimeouts(environment: environment)
        guard let termination = await child.waitForTermination(timeout: timeouts.launch) else {
            child.signal(SIGKILL)
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

/// Bytes a reader thread collects, and whether it has seen the end.
private final class OutputCollector: Sendable {
    private let state = Mutex<(bytes: [UInt8], ended: Bool)>(([], false))

    func append(_ chunk: ArraySlice<UInt8>) { state.withLock { $0.bytes += chunk } }
    func finish() { state.withLock { $0.ended = true } }

    /// Everything read, once the reader has reached the end (or the wait ran out).
    func all(within deadline: Duration) async -> [UInt8] {
        let end = ContinuousClock.now + deadline
        while !state.withLock({ $0.ended }), ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(2))
        }
        return state.withLock { $0.bytes }
    }
}
