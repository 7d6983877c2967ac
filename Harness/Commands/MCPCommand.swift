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
        // A private container by default: an assistant exploring must not change the app's real data unasked.
        let privateContainer = container == nil && appPath != nil ? try Self.makePrivateContainer() : nil
        let session: AppSession
        if let chosen = container ?? privateContainer {
            session = AppSession.attached(bundleIdentifier: bundleIdentifier, containerURL: chosen, executablePath: appPath)
        } else {
            session = AppSession.isolated(bundleIdentifier: bundleIdentifier)
        }
        // stdout belongs to the protocol: messages go to a private duplicate of it, and anything else that prints
        // goes to stderr, as an app protects its channel.
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else { throw HarnessError("could not set stdout aside for the protocol") }
        let server = MCPServer(session: session, bundleIdentifier: bundleIdentifier, output: MCPOutput(fd: protocolOutput))
        await server.serve()
        await session.shutdown()
        if let privateContainer { try? FileManager.default.removeItem(at: privateContainer) }
        return ExitStatus.success
    }

    /// A new folder only this user can enter, for an app given by path.
    private static func makePrivateContainer() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("intentkit-mcp-\(getpid())-\(UUID().uuidString.prefix(8).lowercased())")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
        } catch {
            throw HarnessError("could not make a private container at \(url.path): \(error.localizedDescription)")
        }
        return url
    }
}
