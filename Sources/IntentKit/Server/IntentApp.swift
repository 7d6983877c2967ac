import Foundation

/// The entry point of an IntentKit app: parses the command line, validates, and serves.
///
/// Call it from the app's `main.swift`:
/// ```swift
/// await IntentApp.main(CometCalApp.description)
/// ```
/// The executable then answers `--metadata` (print the metadata as JSON,
/// touching no data), `--serve` (serve the protocol on stdin and stdout) and
/// `--help`.
public enum IntentApp {
    /// Runs the app with the process's arguments; never returns.
    public static func main(_ description: IntentAppDescription, arguments: [String] = CommandLine.arguments) async -> Never {
        let registry = Registry(description)
        let executable = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? description.name
        let problems = registry.validate()
        if !problems.isEmpty {
            let list = problems.map { "  - \($0)" }.joined(separator: "\n")
            FileHandle.standardError.write(Data("\(executable): \(problems.count) declaration problem\(problems.count == 1 ? "" : "s"):\n\(list)\n".utf8))
            exit(78)
        }
        let options = Array(arguments.dropFirst())
        switch options.first {
        case "--metadata":
            let data = (try? WireCoding.encodePretty(registry.metadata)) ?? Data()
            FileHandle.standardOutput.write(data + Data("\n".utf8))
            exit(0)
        case "--serve":
            let container = AppContext.defaultContainer(for: description.bundleIdentifier)
            let searchIndex: SearchIndex
            do {
                try FileManager.default.createDirectory(at: container, withIntermediateDirectories: true)
                searchIndex = try SearchIndex(directory: container)
                AppDependencyManager.shared.add(dependency: searchIndex)
                try await description.dependencies(AppContext(bundleIdentifier: description.bundleIdentifier, containerURL: container))
            } catch {
                let reason = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
                FileHandle.standardError.write(Data("\(executable): could not start with the container \(container.path): \(reason)\n".utf8))
                exit(1)
            }
            await ServerLoop.serve(registry, searchIndex: searchIndex)
        case nil, "--help", "-h":
            print(help(description, executable: executable))
            exit(0)
        case let option?:
            let valid = ["--metadata", "--serve", "--help"]
            FileHandle.standardError.write(Data("\(executable): unknown option \"\(option)\"\(NameSuggester.didYouMean(option, in: valid))\n".utf8))
            exit(2)
        }
    }

    static func help(_ description: IntentAppDescription, executable: String) -> String {
        """
        \(description.name) \(description.version) (\(description.bundleIdentifier)), an IntentKit app.

        Usage:
          \(executable) --metadata   Print the app's intents, entities and enums as JSON.
          \(executable) --serve      Serve the IntentKit protocol on stdin and stdout.
          \(executable) --help       Show this help.

        Data lives in $\(AppContext.containerEnvironmentKey) if set, else in
        $XDG_DATA_HOME/\(description.bundleIdentifier) (default ~/.local/share/\(description.bundleIdentifier)).
        Explore it with `swift run harness`.
        """
    }
}
