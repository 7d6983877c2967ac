import Foundation
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// Finds the executable that serves a bundle identifier.
///
/// In order:
/// 1. the environment variable `INTENTKIT_APP_PATH_<BUNDLE_ID>` (the bundle
///    identifier upper-cased, every other character `_`, e.g.
///    `INTENTKIT_APP_PATH_COM_EXAMPLE_COMETCAL`);
/// 2. an executable named after the bundle identifier's last component next
///    to the running test bundle, when the current build produced it (so
///    `swift test` drives the app it just built, and a renamed target's
///    leftover executable is skipped);
/// 3. the install registry written by `harness install`, for the harness and
///    for apps not built with the tests.
package enum AppLocator {
    /// An executable, and how it was found.
    struct Located: Sendable, Equatable {
        var path: String
        var foundBy: String
    }

    static func environmentKey(for bundleIdentifier: String) -> String {
        IntentKitEnvironment.appPath(for: bundleIdentifier)
    }

    /// - Parameter buildDirectories: Where the tests' own build puts executables; the running program's folder by default.
    static func locate(
        _ bundleIdentifier: String, environment: [String: String] = IntentKitEnvironment.current,
        buildDirectories: [URL] = candidateDirectories()
    ) throws -> Located {
        if let problem = BundleIdentifier.problem(bundleIdentifier) {
            throw AppProcessError(kind: .notFound, bundleIdentifier: bundleIdentifier, message: problem)
        }
        var looked: [String] = []
        let key = environmentKey(for: bundleIdentifier)
        if let path = environment[key], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw AppProcessError(kind: .notFound, bundleIdentifier: bundleIdentifier, message: "\(key) names \(path), which is not an executable file")
            }
            return Located(path: path, foundBy: "through $\(key)")
        }
        looked.append("$\(key)")
        let name = bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier
        for directory in buildDirectories {
            let path = directory.appendingPathComponent(name).path
            guard FileManager.default.isExecutableFile(atPath: path) else {
                looked.append(path)
                continue
            }
            if let manifest = BuildManifest.produces(path, in: directory), !manifest.produces {
                looked.append("\(path) (left over from an earlier build: \(manifest.manifest) does not produce it)")
                continue
            }
            return Located(path: path, foundBy: "next to the tests")
        }
        let registryURL = InstalledApps.fileURL(environment: environment)
        let installed: InstalledApps
        do {
            installed = try InstalledApps.load(from: registryURL)
        } catch let error as LaunchError {
            // Not "not found": the registry could not be used (unreadable, invalid, or writable by others).
            throw AppProcessError(kind: .launchFailed, bundleIdentifier: bundleIdentifier, message: error.message)
        }
        if let path = installed.apps[bundleIdentifier] {
            if FileManager.default.isExecutableFile(atPath: path) { return Located(path: path, foundBy: "in the install registry \(registryURL.path)") }
            looked.append("\(registryURL.path) (which names \(path), no longer an executable)")
        } else {
            looked.append(registryURL.path)
        }
        let close = NameSuggester.closest(to: bundleIdentifier, in: installed.apps.keys.sorted())
        let hint = close.isEmpty ? "" : " (did you mean " + close.map { "\"\($0)\"" }.joined(separator: " or ") + "?)"
        throw AppProcessError(
            kind: .notFound, bundleIdentifier: bundleIdentifier,
            message:
                "no app found for \(bundleIdentifier)\(hint); looked at \(looked.joined(separator: ", ")). Make the test target depend on the app's executable target, run `harness install <executable>`, or set \(key)"
        )
    }

    /// The path of an executable named `name` built beside the tests, if there is one (and the build made it).
    package static func executableBesideTests(named name: String) -> String? {
        for directory in candidateDirectories() {
            let path = directory.appendingPathComponent(name).path
            guard FileManager.default.isExecutableFile(atPath: path) else { continue }
            if let manifest = BuildManifest.produces(path, in: directory), !manifest.produces { continue }
            return path
        }
        return nil
    }

    static func candidateDirectories() -> [URL] {
        var directories: [URL] = []
        if let first = CommandLine.arguments.first {
            let url = URL(fileURLWithPath: first).standardizedFileURL
            directories.append(url.deletingLastPathComponent())
            // On macOS the test bundle is a directory inside the build folder.
            if url.pathExtension == "xctest" { directories.append(url.deletingLastPathComponent()) }
        }
        if let executable = Bundle.main.executableURL?.deletingLastPathComponent() { directories.append(executable) }
        var seen = Set<String>()
        return directories.filter { seen.insert($0.path).inserted }
    }
}

/// The SwiftPM build manifest (`.build/debug.yaml`) of a build folder: what the current build produces.
///
/// A manifest is large; splitting it into lines and trimming each on
/// every launch costs more than the launch, so answers are kept per manifest file
/// (path, size and modification date) and the bytes are searched directly.
struct BuildManifest {
    let path: String
    private let bytes: [UInt8]

    private struct Version: Hashable {
        let path: String
        let size: Int
        let modified: Date
    }

    /// Answers already worked out, per manifest version and executable.
    private static let answers = Mutex<[Version: [String: Bool]]>([:])

    /// Whether the build whose products live in `directory` produces `executable`; `nil` when it has no manifest.
    ///
    /// Reads the manifest only when this version of it has not answered for this executable yet.
    static func produces(_ executable: String, in directory: URL) -> (manifest: String, produces: Bool)? {
        for url in manifestCandidates(for: directory) {
            guard let status = FileStatus(path: url.path) else { continue }
            let version = Version(path: url.path, size: status.size, modified: status.modified)
            if let known = answers.withLock({ $0[version]?[executable] }) { return (url.path, known) }
            guard let data = FileManager.default.contents(atPath: url.path) else { continue }
            let answer = BuildManifest(path: url.path, bytes: [UInt8](data)).produces(executable)
            answers.withLock { $0[version, default: [:]][executable] = answer }
            return (url.path, answer)
        }
        return nil
    }

    /// Where the manifest of the build whose products live in `directory` (`.build/<triple>/debug`) can be.
    private static func manifestCandidates(for directory: URL) -> [URL] {
        let configuration = directory.lastPathComponent
        let buildRoot = directory.deletingLastPathComponent().deletingLastPathComponent()
        return [buildRoot.appendingPathComponent("\(configuration).yaml"), directory.deletingLastPathComponent().appendingPathComponent("\(configuration).yaml")]
    }

    /// Whether some command of the build lists `executable` (or its real path) among its outputs.
    func produces(_ executable: String) -> Bool {
        let quoted = Set([executable, URL(fileURLWithPath: executable).resolvingSymlinksInPath().path].map { Array("\"\($0)\"".utf8) })
        return quoted.contains { isListedAsOutput($0) }
    }

    /// Whether `needle` occurs on a line whose first non-blank text is `outputs:`.
    private func isListedAsOutput(_ needle: [UInt8]) -> Bool {
        let outputs = Array("outputs:".utf8)
        return bytes.withUnsafeBufferPointer { text in
            guard needle.count <= text.count, let first = needle.first else { return false }
            var index = 0
            while index + needle.count <= text.count {
                if text[index] == first, text[index..<index + needle.count].elementsEqual(needle) {
                    var lineStart = index
                    while lineStart > 0, text[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
                    var cursor = lineStart
                    while cursor < index, text[cursor] == UInt8(ascii: " ") || text[cursor] == UInt8(ascii: "\t") { cursor += 1 }
                    if cursor + outputs.count <= index, text[cursor..<cursor + outputs.count].elementsEqual(outputs) { return true }
                }
                index += 1
            }
            return false
        }
    }
}
