import Foundation
import IntentKitClient
import IntentTransport
import IntentWire

/// `harness mcp <bundle-id>`: the app's intents, entities and metadata served to an AI assistant over the Model
/// Context Protocol (stdio).
struct MCPCommand: HarnessCommand {
    static let spec = CommandSpec(
        name: "mcp",
        abstract: "Serve the app's intents as MCP tools and its entities as resources, on stdin and stdout, for an AI assistant.",
        discussion: """
            Speaks the Model Context Protocol (revision 2025-06-18, stdio transport). The app runs on a private \
            container of its own, removed when the server ends, unless --container names one: give it the app's \
            data folder to explore real data. Prompts an intent raises are asked through MCP elicitation when the \
            assistant offers it; otherwise the tool call fails saying what to pass.
            """,
        arguments: [SharedOptions.bundleIdentifier],
        options: [SharedOptions.container, SharedOptions.appPath],
        examples: ["harness mcp com.example.CometCal", "harness mcp com.example.CometCal --container ~/.local/share/com.example.CometCal"])

    let bundleIdentifier: String
    let container: URL?
    let appPath: String?

    init(arguments: ParsedArguments) throws {
        guard let bundleIdentifier = arguments.positional(0) else { throw UsageError("missing <bundle-id>") }
        if let problem = BundleIdentifier.problem(bundleIdentifier) { throw UsageError(problem) }
        self.bundleIdentifier = bundleIdentifier
        container = arguments.value(SharedOptions.container.name).map { URL(fileURLWithPath: $0, isDirectory: true).standardizedFileURL }
        appPath = arguments.value(SharedOptions.appPath.name).map { URL(fileURLWithPath: $0).standardizedFileURL.path }
    }

    func run(output: Terminal) async throws -> Int32 {
        SampleAppBuild.ensureBuilt(for: bundleIdentifier, appPath: appPath)
        // A private container by default: an assistant exploring must not change the app's real data unasked. It is
        // made where test containers are, named with this process's pid, so that one a killed server left is swept
        // by the next server or test process (see OrphanedContainers).
        let session: AppSession
        if let container {
            session = AppSession.attached(bundleIdentifier: bundleIdentifier, containerURL: container, executablePath: appPath)
        } else {
            session = AppSession.isolated(bundleIdentifier: bundleIdentifier, executablePath: appPath)
        }
        session.crashLoopRemedy = .mcp
        // stdout belongs to the protocol: messages go to a private duplicate of it, and anything else that prints
        // goes to stderr, as an app protects its channel.
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw HarnessError("could not set stdout aside for the protocol") }
        let server = MCPServer(session: session, bundleIdentifier: bundleIdentifier, output: MCPOutput(fd: protocolOutput))
        await server.serve()
        await session.shutdown()
        return ExitStatus.success
    }
}
