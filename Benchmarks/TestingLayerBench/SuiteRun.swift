import Foundation
import Testing

/// `TestingLayerBench --run-suite xctest|swift-testing --tests N [--only I] [--no-parallel]`: runs one of the
/// isolated-test suites in this process with a test framework, as `swift test` would, and exits with its status.
/// `SuiteMeasurement` starts these processes and times them.
enum SuiteRun {
    /// The framework named after `--run-suite`, if the command line asks for a suite run.
    static var framework: String? { argument(after: "--run-suite") }

    /// The cases of the Swift Testing suite: `--tests N`.
    static var indices: Range<Int> { 0..<max(1, argument(after: "--tests").flatMap(Int.init) ?? 1) }

    /// The one XCTest test to run: `--only I`.
    static var only: Int? { argument(after: "--only").flatMap(Int.init) }

    /// Runs the Swift Testing suite, or says the framework is not known; never returns. (XCTest's suite is run from
    /// the synchronous main, as in a test bundle.)
    static func main() async -> Never {
        switch framework {
        case "swift-testing":
            var options = __CommandLineArguments_v0()
            options.parallel = !CommandLine.arguments.contains("--no-parallel")
            options.filter = ["IsolatedSwiftTests"]
            exit(await __swiftPMEntryPoint(passing: options) as CInt)
        case let other:
            FileHandle.standardError.write(Data("TestingLayerBench: --run-suite takes xctest or swift-testing, not \(other ?? "nothing")\n".utf8))
            exit(2)
        }
    }

    private static func argument(after option: String) -> String? {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: option), arguments.indices.contains(index + 1) else { return nil }
        return arguments[index + 1]
    }
}
