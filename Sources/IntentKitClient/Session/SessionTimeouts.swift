import IntentTransport
import IntentWire

/// How long a session waits for an app, read once from its environment.
struct SessionTimeouts: Sendable {
    /// How long a request may take: `INTENTKIT_TIMEOUT` seconds, default 60.
    var request: Duration
    /// How long from launch to a completed handshake: `INTENTKIT_LAUNCH_TIMEOUT` seconds, default 10.
    var launch: Duration
    /// How long an app gets to answer a cancellation, and to exit at each step of stopping: `INTENTKIT_GRACE_PERIOD` seconds, default 2.
    var grace: Duration

    init(environment: [String: String]) {
        request = IntentKitEnvironment.seconds(IntentKitEnvironment.timeout, default: .seconds(60), in: environment)
        launch = IntentKitEnvironment.seconds(IntentKitEnvironment.launchTimeout, default: .seconds(10), in: environment)
        grace = IntentKitEnvironment.seconds(IntentKitEnvironment.gracePeriod, default: .seconds(2), in: environment)
    }
}
