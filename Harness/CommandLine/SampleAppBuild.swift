import Foundation
import IntentSystem
import IntentTransport
import IntentWire
import Synchronization

/// Builds CometCal (and, for `harness bench`, TestingLayerBench) before the harness uses it, when the harness runs from
/// this package's build folder.
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
            IntentKitEnvironment.variable(IntentKitEnvironment.appPath(for: bundleIdentifier)) == nil
        else { return }
        ensureBuilt(.cometCal, output: output)
    }

    /// Builds a product of this package once per harness process, when the harness runs from the package's build
    /// folder and the product there is missing or older than a source it is built from.
    static func ensureBuilt(_ product: Product, output: Terminal = .standard) {
        // A harness run by a test never builds: `swift test` holds the build folder, and a SwiftPM started under it
        // waited on it until the test's watchdog killed the harness.
        guard IntentKitEnvironment.variable(noBuildKey) == nil else { return }
        guard let place = BuildPlace.ofRunningHarness(), !place.isCurrent(product) else { return }
        built.withLock { done in
            guard !done.contains(product.name) else { return }
            done.insert(product.name)
            // A `swift test` running this harness holds the build folder until the tests end: building would wait
            // for it, and it for the harness.
            guard !place.isBuildFolderBusy else {
                if output.showsProgress { output.error(busyNote(product, place)) }
                return
            }
            build(product, at: place, output: output)
        }
    }

    /// A product the harness builds before it uses it, and what it is built from.
    struct Product: Sendable, Equatable {
        /// The product's (and its executable's) name.
        let name: String
        /// The folders and files, relative to the package, whose changes make it out of date.
        let sourcePaths: [String]

        /// The sample app.
        static let cometCal = Product(name: "CometCal", sourcePaths: ["SampleApp", "Sources/IntentKit", "Sources/IntentWire", "Plugins", "Package.swift"])
        /// The Apple-shaped layer's benchmark, which `harness bench` runs.
        static let testingLayerBench = Product(
            name: "TestingLayerBench", sourcePaths: ["Benchmarks", "Sources/IntentKitTesting", "Sources/IntentKitClient", "Sources/IntentTransport", "Sources/IntentWire", "Package.swift"])
    }

    private static let built = Mutex(Set<String>())

    /// Set (to anything) to use the products as built, never building them: what the harness's own tests do.
    static let noBuildKey = "INTENTKIT_HARNESS_NO_BUILD"

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

        /// The file whose date marks the harness's last successful build of a product.
        func stampPath(_ product: Product) -> String { executableFolder.appendingPathComponent(".\(product.name).built-for-harness").path }

        /// Whether the product is built, and it or the harness's last build of it is newer than every source it is
        /// built from.
        func isCurrent(_ product: Product) -> Bool {
            guard let linked = FileStatus(path: executableFolder.appendingPathComponent(product.name).path)?.modified else { return false }
            let built = max(linked, FileStatus(path: stampPath(product))?.modified ?? .distantPast)
            return !product.sourcePaths.contains { path in
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

    private static func build(_ product: Product, at place: BuildPlace, output: Terminal) {
        if output.showsProgress { output.status("Building \(product.name) (swift build --product \(product.name))…\r") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "build", "--product", product.name, "-c", place.configuration, "--package-path", place.packageRoot.path]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        do {
            // Not with this thread's blocked signals, which would leave `terminate()` below unable to stop it.
            try ChildSignals.unblocked { try process.run() }
        } catch {
            ProgressLine.clear(output)
            output.error("could not run `swift build --product \(product.name)`: \(error.localizedDescription); using \(product.name) as already built, if it is")
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
            if output.showsProgress { output.error(busyNote(product, place)) }
            return
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let lastLines = text.split(separator: "\n").suffix(20).joined(separator: "\n")
            output.error("`swift build --product \(product.name)` failed (it \(Termination(process))); using \(product.name) as already built, if it is:\n\(lastLines)")
            return
        }
        // SwiftPM does not relink an executable whose inputs it finds unchanged: note that this build was current.
        _ = FileManager.default.createFile(atPath: place.stampPath(product), contents: nil)
    }

    private static func busyNote(_ product: Product, _ place: BuildPlace) -> String {
        "another SwiftPM is using \(place.packageRoot.path)/.build, so \(product.name) was not rebuilt; using it as already built, if it is"
    }

    /// What SwiftPM says when another SwiftPM holds the build folder, before it waits.
    static let busyBuildFolder = "Another instance of SwiftPM"
}
