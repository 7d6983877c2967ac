import Foundation
import IntentTransport

/// A `Package.swift` shown in the documentation, evaluated as SwiftPM evaluates a manifest.
package enum DocManifest {
    /// A problem with a documented manifest: SwiftPM's own words, and where the manifest is documented.
    package struct Problem: Error, CustomStringConvertible {
        package let description: String
    }

    /// Writes `manifest` as the `Package.swift` of an empty package and runs `swift package dump-package` on it,
    /// which evaluates the manifest without fetching its dependencies.
    /// - Parameter place: Where the manifest is documented (`README.md:42`), for the error.
    /// - Throws: ``Problem`` with SwiftPM's output when the manifest does not evaluate.
    package static func evaluate(_ manifest: String, from place: String) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("doc-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        let swift =
            (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .map { "\($0)/swift" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "/usr/bin/swift"
        let child = try ChildProcess(
            executable: swift, arguments: ["package", "--package-path", folder.path, "dump-package"], environment: ProcessInfo.processInfo.environment)
        child.closeStdin()
        let output = await OwnThread.run { () -> [UInt8] in
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while case let count = read(child.stdoutFD, &buffer, buffer.count), count > 0 { bytes += buffer[..<count] }
            close(child.stdoutFD)
            return bytes
        }
        let termination = await child.waitForTermination()
        guard termination == .exited(0), (try? JSONSerialization.jsonObject(with: Data(output))) != nil else {
            throw Problem(description: "the manifest at \(place) does not evaluate (swift package dump-package \(termination)):\n\(child.stderrText)")
        }
    }
}
