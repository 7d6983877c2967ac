/// The arguments and environment variables an app is launched with, besides IntentKit's own.
///
/// `XCUIApplication.launch()` sets them from its `launchArguments` and `launchEnvironment`; they hold for the
/// session's launches from then on (a relaunch after a crash too), as the system keeps an app's launch settings.
/// The app reads the arguments as `IntentApp.launchArguments` and the variables from its environment, where they
/// override the test process's own; IntentKit's variables (the container, the parent) are set last and win.
public struct AppLaunchOptions: Sendable, Hashable {
    /// The arguments, passed after `--serve --`.
    public var arguments: [String]
    /// The variables added to the app's environment.
    public var environment: [String: String]

    /// Options with the given arguments and variables; none by default.
    public init(arguments: [String] = [], environment: [String: String] = [:]) {
        self.arguments = arguments
        self.environment = environment
    }
}
