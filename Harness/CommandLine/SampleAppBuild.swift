import Foundation
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// Builds CometCal before the harness uses it, when the harness runs from this package's build folder.
///
/// `swift run harness` builds the harness alone: in a fresh clone the tour found no CometCal, and after a
/// change to CometCal's sources it would have toured the executable built before. So when the harness lives in
/// a SwiftPM build folder of a package that declares the `CometCal` product, and CometCal there is missing or
/// older than a source it is built from, it runs `swift build --product CometCal` in that package, in the
/// harness's own configuration, before its first use of the sample app. (Asking `swift build` every time cost
/// about two seconds a command when nothing had changed; comparing dates costs a few milliseconds.)
enum SampleAppBuild {
    /// Builds CometCal once per harness process when the harness runs from its package's build folder and
    /// nothing else names the executable; a failed build is reported and the harness goes on with what it finds.
    static func ensureBuilt(for bundleIdentifier: String, appPath: String? = nil, output: Terminal = .standard) {
        guard bundleIdentifier == KnownApps.sample, appPath == nil,
            IntentKitEnvironment.variable(IntentKitEnvironment.appPath(for: bundleIdentifier)) == nil,
            let place = BuildPlace.ofRunningHarness(), !place.sampleIsCurrent
        else { return }
        built.withLock { done in
            guard !done else { return }
            done = true
            // A `swift test` running this harness holds the build folder until the tests end: building would wait
            // for it, and it for the harness.
            guard !place.isBuildFolderBusy else {
                if output.showsProgress { output.error(busyNote(place)) }
                return
            }
            build(at: place, output: output)
        }
    }

    private static let built = Mutex(false)

    /// Where the harness was built: the package's folder and the configuration.
    struct BuildPlace: Equatable {
        let packageRoot: URL
        let configuration: String

        /// The place of the harness at `executable` (the running one by default); `nil` outside a SwiftPM build
        /// folder of a package declaring the `CometCal` product.
        static func ofRunningHarness(executable: URL? = Bundle.main.executableURL) -> BuildPlace? {
            guard let executable = executable?.resolvingSymlinksInPath() else { return nil }
            let components = executable.pathComponents
            guard let buildIndex = components.lastIndex(of: ".build"), buildIndex > 0, components.count >= buildIndex + 3 else { return nil }
            let configuration = components[components.count - 2]
            guard configuration == "debug" || configuration == "release" else { return nil }
            let root = URL(fileURLWithPath: NSString.path(withComponents: Array(components[..<buildIndex])), isDirectory: true)
            guard let manifest = try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8),
                manifest.contains(#".executable(name: "CometCal""#)
            else { return nil }
            return BuildPlace(packageRoot: root, configuration: configuration, executableFolder: executable.deletingLastPathComponent())
        }

        /// The folder the harness, and so CometCal, is built into.
        let executableFolder: URL

        /// What CometCal is built from: its sources, the libraries it uses, the build plugin and the manifest.
        static let sourcePaths = ["SampleApp", "Sources/IntentKit", "Sources/IntentWire", "Plugins", "Package.swift"]

        /// Whether a SwiftPM process holds the build folder: the process whose number SwiftPM writes in
        /// `.build/.lock` is alive and is SwiftPM's (`swift-build`, `swift-test`, `swift-run`, …).
        var isBuildFolderBusy: Bool {
            let lock = packageRoot.appendingPathComponent(".build/.lock")
            guard let text = try? String(contentsOf: lock, encoding: .utf8), let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)),
                pid > 0, kill(pid, 0) == 0,
                let name = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8)
            else { return false }
            return name.hasPrefix("swift")
        }

        /// The file whose date marks the harness's last successful build of CometCal.
        var stampPath: String { executableFolder.appendingPathComponent(".CometCal.built-for-harness").path }

        /// Whether CometCal is built, and it or the harness's last build of it is newer than every source it is
        /// built from.
        var sampleIsCurrent: Bool {
            guard let linked = FileStatus(path: executableFolder.appendingPathComponent("CometCal").path)?.modified else { return false }
            let built = max(linked, FileStatus(path: stampPath)?.modified ?? .distantPast)
            return !Self.sourcePaths.contains { path in
                Self.anyFile(under: packageRoot.appendingPathComponent(path), isNewerThan: built)
            }
        }

        private static func anyFile(under url: URL, isNewerThan date: Date) -> Bool {
            if let modified = FileStatus(path: url.path)?.modified, modified > date { return true }
            guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil) else { return false }
            for case let file as URL in files where (FileStatus(path: file.path)?.modified ?? .distantPast) > date {
                return true
            }
            return false
        }
    }

    private static func build(at place: BuildPlace, output: Terminal) {
        if output.showsProgress { output.status("Building CometCal (swift build --product CometCal)…\r") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--product", "CometCal", "-c", place.configuration, "--package-path", place.packageRoot.path]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do {
            // Not with this thread's blocked signals, which would leave `terminate()` below unable to stop it.
            try ChildSignals.unblocked { try process.run() }
        } catch {
            ProgressLine.clear(output)
            output.error("could not run `swift build --product CometCal`: \(error.localizedDescription); using CometCal as already built, if it is")
            return
        }
        // Read as it comes: SwiftPM waits for another SwiftPM using the build folder (a `swift test` running
        // this harness holds it until the tests end), and waiting for it here would never end.
        var text = ""
        var gaveUp = false
        while case let chunk = log.fileHandleForReading.availableData, !chunk.isEmpty {
            text += String(decoding: chunk, as: UTF8.self)
            if !gaveUp, text.contains(Self.busyBuildFolder) {
                gaveUp = true
                process.terminate()
            }
        }
        process.waitUntilExit()
        ProgressLine.clear(output)
        if gaveUp {
            if output.showsProgress { output.error(busyNote(place)) }
            return
        }
        guard process.terminationStatus == 0 else {
            let lastLines = text.split(separator: "\n").suffix(20).joined(separator: "\n")
            output.error("`swift build --product CometCal` failed (exit \(process.terminationStatus)); using CometCal as already built, if it is:\n\(lastLines)")
            return
        }
        // SwiftPM does not relink an executable whose inputs it finds unchanged: note that this build was current.
        _ = FileManager.default.createFile(atPath: place.stampPath, contents: nil)
    }

    private static func busyNote(_ place: BuildPlace) -> String {
        "another SwiftPM is using \(place.packageRoot.path)/.build, so CometCal was not rebuilt; using it as already built, if it is"
    }

    /// What SwiftPM says when another SwiftPM holds the build folder, before it waits.
    static let busyBuildFolder = "Another instance of SwiftPM"
}
