/// What a crash-looping app's error tells a person to do, in the words of whatever drives the session: a test calls
/// `relaunch()`, the harness shell has a `relaunch` command, `harness mcp` is restarted.
///
/// Every hint names something the person can do where they are; a session's remedy is set by the tool that made it.
package struct CrashLoopRemedy: Sendable, Hashable {
    /// The end of the error's sentence: how to start fresh, and how to try the same data again.
    package let text: String

    /// A remedy with its own words.
    package init(text: String) { self.text = text }

    /// For code using the API: `relaunch()` and `shutdown()`.
    package static let api = CrashLoopRemedy(
        text: "to start fresh, delete that folder or use a new container (shutdown() deletes a private one), or call relaunch() to try the same data again")

    /// For `harness shell`, whose `relaunch` command stops the app and starts it again on the same container.
    package static let shell = CrashLoopRemedy(
        text: "move that folder aside and type `relaunch` to start on a fresh one, or type `relaunch` to try the same data again")

    /// For `harness mcp`, which has no command to relaunch: the server is restarted.
    package static let mcp = CrashLoopRemedy(
        text: "restart the MCP server to try again (it starts on a new private container unless --container names one)")
}
