import Foundation
import IntentJSON
import IntentTransport
import IntentWire
import Synchronization

/// The entry point of an IntentKit app: parses the command line, validates, and serves.
///
/// Call it from the app's `main.swift`:
/// ```swift
/// await IntentApp.main(CometCalApp.description)
/// ```
/// The executable then answers `--metadata` (print the metadata as JSON,
/// touching no data), `--serve` (serve the protocol on stdin and stdout) and
/// `--help`. `--serve -- <arguments>` passes launch arguments, as a UI test's `launchArguments` do; the app reads them
/// as ``launchArguments``. Its exit statuses are IntentWire's `AppExitStatus`: 0 ended normally, 1 could not
/// start, 2 bad command line, 75 container in use, 78 declaration problems.
public enum IntentApp {
    /// The arguments the app was launched with after `--serve --`: a test's `XCUIApplication.launchArguments`.
    ///
    /// Empty when there are none, and for every other invocation. Read them in the app's dependency setup or
    /// intents, as an app on Apple's platforms reads `ProcessInfo.processInfo.arguments`.
    public static var launchArguments: [String] {
        launchArguments(in: CommandLine.arguments)
    }

    /// The arguments after `--serve --` in a command line.
    static func launchArguments(in arguments: [String]) -> [String] {
        guard arguments.count >= 3, arguments[1] == "--serve", arguments[2] == "--" else { return [] }
        return Array(arguments.dropFirst(3))
    }

    /// Runs the app with the process's arguments; never returns.
    ///
    /// It runs on the main actor, as the app's top-level code does, so a launch starts reading the declarations at
    /// once instead of first waiting for a thread of the shared pool. The main actor
    /// is free again once the declarations are read, for dependencies and intents isolated to it.
    @MainActor public static func main(_ description: IntentAppDescription, arguments: [String] = CommandLine.arguments) async -> Never {
        await main(description, discovered: IntentAppTypes(), arguments: arguments)
    }

    /// Runs the app with the types the `IntentKitMetadata` plugin found for each kind the description leaves empty;
    /// never returns.
    ///
    /// The plugin's generated code calls it: an app calls ``main(_:arguments:)``, which in a target with the plugin
    /// is the generated one. Each type the plugin found but cannot name (a private one, say) is reported on stderr at
    /// start-up, with the reason, when the description relies on what the plugin found.
    @MainActor public static func main(_ description: IntentAppDescription, discovered: IntentAppTypes, arguments: [String] = CommandLine.arguments) async -> Never {
        let executable = arguments.first.map(executableName) ?? description.name
        let (description, unregistered, problems) = description.completed(with: discovered)
        for type in unregistered {
            log("\(executable): the IntentKitMetadata plugin cannot register \(type); list it in the app description to register it")
        }
        if !problems.isEmpty {
            let list = problems.map { "  - \($0)" }.joined(separator: "\n")
            fail("\(executable): \(problems.count) declaration problem\(problems.count == 1 ? "" : "s"):\n\(list)", status: AppExitStatus.declarationProblems)
        }
        await run(description, executable: executable, arguments: arguments)
    }

    @MainActor private static func run(_ description: IntentAppDescription, executable: String, arguments: [String]) async -> Never {
        let startingParent = getppid()
        MemoryTrim.limitArenas()
        let options = Array(arguments.dropFirst())
        let servesWithLaunchArguments = options.count >= 2 && options[0] == "--serve" && options[1] == "--"
        if options.count > 1, !servesWithLaunchArguments {
            fail(
                "\(executable): unexpected argument \"\(options[1].truncatedForMessages)\" after \(options[0].truncatedForMessages); \(executable) takes one option: --metadata, --serve, --help or --version",
                status: AppExitStatus.usage)
        }
        if options.first == "--serve" {
            acceptSignals()
            ParentWatch.exitWithParent(startingParent: startingParent)
            // The container, the app's services and the search index come up while the declarations are read
            // and the handshake encoded: both are mostly waiting on the CPU, and there are usually two.
            // Declaration problems are reported first, as when the two ran one after the other. The main thread
            // then serves the main actor until the app exits (see `serveMainActor()`).
            let path = arguments.first ?? executable
            let started = Task.detached { await start(description, executable: executable, path: path) }
            let registry = servingRegistry(description, executable: executable, path: path, arguments: arguments)
            Task.detached {
                switch await started.value {
                case .success(let searchIndex): await ServerLoop.serve(registry, searchIndex: searchIndex)
                case .failure(let failure): fail(failure.message, status: failure.status)
                }
            }
            serveMainActor()
        }
        let registry = validRegistry(description, executable: executable)
        switch options.first {
        case "--metadata":
            let data = (try? WireCoding.encodePretty(registry.metadata)) ?? Data()
            AppLog.standardOutput(Array(data) + [UInt8(ascii: "\n")])
            exit(AppExitStatus.success)
        case nil, "--help", "-h":
            print(help(description, executable: executable))
            exit(AppExitStatus.success)
        case "--version":
            print("\(description.name) \(description.version) (\(description.bundleIdentifier))")
            exit(AppExitStatus.success)
        case let option?:  // "--serve" was handled above
            let valid = ["--metadata", "--serve", "--help", "--version"]
            fail("\(executable): unknown option \"\(option.truncatedForMessages)\"\(NameSuggester.didYouMean(option, in: valid))", status: AppExitStatus.usage)
        }
    }

    /// Unblocks every signal in the main thread, before it starts others (which inherit its mask).
    ///
    /// A process starts with the signal mask of the thread that launched it, and launchers often run on threads
    /// that block most signals (every thread of the shared concurrency pool does): the parent-death signal and a
    /// `kill` would then wait, pending, for as long as the app runs. `dispatch_main` used to hide this, as it
    /// parks the main thread in `sigsuspend` with no signal blocked; the main thread now serves the main actor.
    /// `SIGPIPE` is ignored first: a log line written to a closed stderr must not end the app.
    private static func acceptSignals() {
        signal(SIGPIPE, SIG_IGN)
        ChildSignals.unblockAll()
    }

    /// Runs the main actor's jobs (dependencies and intents isolated to it) on the main thread until the app exits.
    ///
    /// An async `main` that suspends leaves the main thread to `dispatch_main`, which ends the thread with
    /// `pthread_exit`; its unwinding loaded the C++ runtime's unwinder and looked up the executable's frame
    /// descriptions at every launch, and in a statically linked executable sorted all of them first. The main run loop serves the same queue without ending the thread.
    private static func serveMainActor() -> Never {
        while true { RunLoop.main.run() }
    }

    /// The last component of the path the app was started by; not through `URL`, whose first use is costly at
    /// launch.
    static func executableName(_ path: String) -> String {
        let trimmed = path.utf8.last == UInt8(ascii: "/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// The app's registry; declaration problems stop the app, listing every one.
    private static func validRegistry(_ description: IntentAppDescription, executable: String, encodingHandshake: Bool = false) -> Registry {
        let registry = Registry(description, encodingHandshake: encodingHandshake)
        let problems = registry.validate()
        if !problems.isEmpty {
            let list = problems.map { "  - \($0)" }.joined(separator: "\n")
            fail("\(executable): \(problems.count) declaration problem\(problems.count == 1 ? "" : "s"):\n\(list)", status: AppExitStatus.declarationProblems)
        }
        return registry
    }

    /// The registry a server uses: from the handshake an earlier launch of this build kept, when the launcher
    /// names a metadata cache that holds one; else read from the declarations, checked, and kept for the next launch.
    private static func servingRegistry(_ description: IntentAppDescription, executable: String, path: String, arguments: [String]) -> Registry {
        let cache = MetadataCache(bundleIdentifier: description.bundleIdentifier, launchArguments: launchArguments(in: arguments), executablePath: path)
        let report = { (line: String) in log("\(executable): \(line)") }
        if let cached = cache?.read(report: report) { return Registry(description, cachedHandshake: cached) }
        let registry = validRegistry(description, executable: executable, encodingHandshake: true)
        if let cache, case .success(let handshake)? = registry.handshake { cache.write(handshake, report: report) }
        return registry
    }

    /// Opens the container (creating it 0700), takes its lock, clears interrupted writes,
    /// sets up the app's services, and brings the search index up to date with the store.
    /// - Returns: The search index, or why the app cannot start, for the caller to report once the
    ///   declarations have been checked.
    private static func start(_ description: IntentAppDescription, executable: String, path: String) async -> Result<SearchIndex, StartFailure> {
        let container = AppContext.defaultContainer(for: description.bundleIdentifier)
        do {
            try AppContainer.prepare(container)
            let lock = try ContainerLock.acquire(in: container, executable: path)
            heldLock.withLock { $0 = lock }
            for name in AtomicFile.removeInterruptedWrites(in: container) {
                log("\(executable): removed \(name), left by a write that was interrupted")
            }
            let searchIndex = SearchIndex(directory: container)
            AppDependencyManager.shared.add(dependency: searchIndex)
            let context = AppContext(bundleIdentifier: description.bundleIdentifier, containerURL: container, searchIndex: searchIndex)
            try await description.dependencies(context)
            try await AppDependencyManager.shared.resolvePending()
            if let sourceType = description.searchIndexSource {
                guard let source = registeredSource(sourceType) else {
                    return .failure(
                        StartFailure(
                            message:
                                "\(executable): the description's searchIndexSource is \(sourceType), but no dependency of that type is registered; add it with AppDependencyManager.shared.add(dependency:) in the dependencies closure",
                            status: AppExitStatus.startFailed))
                }
                if let reason = try await searchIndex.synchronize(with: source) {
                    log("\(executable): rebuilt the search index from the store because \(reason)")
                }
            }
            if searchIndex.wasLost {
                for entity in description.entities where try await reindexAll(entity) {
                    log("\(executable): asked \(entity.typeIdentifier)'s query to reindex its entities because \(searchIndex.loadProblem ?? "the index was lost")")
                }
            }
            return .success(searchIndex)
        } catch let error as ContainerInUseError {
            return .failure(StartFailure(message: "\(executable): \(error)", status: AppExitStatus.containerInUse))
        } catch {
            let reason = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
            return .failure(StartFailure(message: "\(executable): could not start with the container \(container.path): \(reason)", status: AppExitStatus.startFailed))
        }
    }

    /// Why the app could not start: the message for stderr and the exit status.
    private struct StartFailure: Error {
        let message: String
        let status: Int32
    }

    /// Asks an entity's default query to donate its entities again, if it is an ``IndexedEntityQuery``.
    private static func reindexAll<Entity: AppEntity>(_ type: Entity.Type) async throws -> Bool {
        try await Entity.defaultQuery._intentKitReindexAll()
    }

    private static func registeredSource<Source: SearchIndexSource>(_ type: Source.Type) -> (any SearchIndexSource)? {
        AppDependencyManager.shared.registered(type)
    }

    /// The container lock, held until the process ends.
    private static let heldLock = Mutex<ContainerLock?>(nil)

    private static func log(_ line: String) {
        AppLog.line(line)
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        log(message)
        exit(status)
    }

    static func help(_ description: IntentAppDescription, executable: String) -> String {
        """
        \(description.name) \(description.version) (\(description.bundleIdentifier)), an IntentKit app.

        Usage:
          \(executable) --metadata   Print the app's intents, entities and enums as JSON.
          \(executable) --serve      Serve the IntentKit protocol on stdin and stdout.
          \(executable) --version    Show the app's name, version and bundle identifier.
          \(executable) --help       Show this help.

        Data lives in $\(AppContext.containerEnvironmentKey) if set, else in
        $XDG_DATA_HOME/\(description.bundleIdentifier) (default ~/.local/share/\(description.bundleIdentifier)).
        One app process uses a container at a time. Explore it with `swift run harness`.
        """
    }
}
