import Foundation

/// Finds the executable that serves a bundle identifier.
///
/// In order: the environment variable `INTENTKIT_APP_PATH_<BUNDLE_ID>`
/// (the bundle identifier upper-cased, every other character `_`, e.g.
/// `INTENTKIT_APP_PATH_COM_EXAMPLE_COMETCAL`); the install registry written by
/// `harness install`; an executable named after the bundle identifier's last
/// component next to the running test bundle (so `swift test` works when the
/// test target depends on the app's executable target).
enum AppLocator {
    static func environmentKey(for bundleIdentifier: String) -> String {
        "INTENTKIT_APP_PATH_" + String(bundleIdentifier.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" })
    }

    static func locate(_ bundleIdentifier: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> String {
        var looked: [String] = []
        let key = environmentKey(for: bundleIdentifier)
        if let path = environment[key], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw AppProcessError(kind: .notFound, bundleIdentifier: bundleIdentifier, message: "\(key) names \(path), which is not an executable file")
            }
            return path
        }
        looked.append("$\(key)")
        let registryURL = InstalledApps.fileURL(environment: environment)
        if let installed = try? InstalledApps.load(from: registryURL), let path = installed.apps[bundleIdentifier] {
            if FileManager.default.isExecutableFile(atPath: path) { return path }
            looked.append("\(registryURL.path) (which names \(path), no longer an executable)")
        } else {
            looked.append(registryURL.path)
        }
        let name = bundleIdentifier.split(separator: ".").last.map(String.init) ?? bundleIdentifier
        for directory in candidateDirectories() {
            let path = directory.appendingPathComponent(name).path
            if FileManager.default.isExecutableFile(atPath: path) { return path }
            looked.append(path)
        }
        throw AppProcessError(
            kind: .notFound, bundleIdentifier: bundleIdentifier,
            message: "no app found for \(bundleIdentifier); looked at \(looked.joined(separator: ", ")). Make the test target depend on the app's executable target, run `harness install <executable>`, or set \(key)")
    }

    private static func candidateDirectories() -> [URL] {
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
