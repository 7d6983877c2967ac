/// What `TestingLayerBench` prints and `harness bench` reads: for each store size, each call's median through the
/// client core and through the Apple-shaped API (IntentKitTesting), in microseconds, measured in turn on one app.
public struct LayerReport: Codable, Sendable {
    /// One store size's figures.
    public struct Size: Codable, Sendable {
        /// How many events the app held.
        public var events: Int
        /// `makeIntent().run()` beside `AppSession.run`.
        public var intent: Pair
        /// `entities(identifiers:)` with one identifier.
        public var fetchByIdentifier: Pair
        /// `entities(matching:)` with one hit.
        public var stringQueryOneHit: Pair
        /// `spotlightQuery(_:)` with one hit.
        public var spotlightQueryOneHit: Pair
        /// The many-hit search with one property of every hit read: `try hit.title as String`, or the client's
        /// `properties["title"]`.
        public var manyHitsWithOneRead: Pair
        /// How many hits the many-hit search has.
        public var hits: Int
        /// The first typed property read of an entity already in hand (`try hit.title as String`), alone: it also
        /// reads the entity's properties from the text they arrived as.
        public var typedReadMicroseconds: Double
        /// The same read again, of an entity whose properties have been read.
        public var repeatedTypedReadMicroseconds: Double

        /// Creates a size's figures.
        public init(
            events: Int, intent: Pair, fetchByIdentifier: Pair, stringQueryOneHit: Pair, spotlightQueryOneHit: Pair, manyHitsWithOneRead: Pair, hits: Int,
            typedReadMicroseconds: Double, repeatedTypedReadMicroseconds: Double
        ) {
            self.events = events
            self.intent = intent
            self.fetchByIdentifier = fetchByIdentifier
            self.stringQueryOneHit = stringQueryOneHit
            self.spotlightQueryOneHit = spotlightQueryOneHit
            self.manyHitsWithOneRead = manyHitsWithOneRead
            self.hits = hits
            self.typedReadMicroseconds = typedReadMicroseconds
            self.repeatedTypedReadMicroseconds = repeatedTypedReadMicroseconds
        }
    }

    /// One call's median through each layer, in microseconds.
    public struct Pair: Codable, Sendable {
        /// Through IntentKitClient's `AppSession`.
        public var client: Double
        /// Through IntentKitTesting's definitions and wrappers.
        public var testing: Double

        /// Creates a pair.
        public init(client: Double, testing: Double) {
            self.client = client
            self.testing = testing
        }

        /// What the Apple-shaped layer adds, as a percentage of the client's time.
        public var addedPercent: Double { client > 0 ? (testing - client) / client * 100 : 0 }
    }

    /// A suite of isolated tests (each takes an app from the pool, runs three intents through the Apple-shaped API,
    /// and gives the app back), run each way, with the launch floor of the same run.
    public struct Suite: Codable, Sendable {
        /// A suite's time per test, one test at a time and `parallelWidth` at a time.
        public struct Runs: Codable, Sendable {
            /// Milliseconds per test (wall time over tests), one test after another.
            public var serialMillisecondsPerTest: Double
            /// Milliseconds per test (wall time over tests), `parallelWidth` tests at a time.
            public var parallelMillisecondsPerTest: Double

            /// Creates the figures of one way of running the suite.
            public init(serialMillisecondsPerTest: Double, parallelMillisecondsPerTest: Double) {
                self.serialMillisecondsPerTest = serialMillisecondsPerTest
                self.parallelMillisecondsPerTest = parallelMillisecondsPerTest
            }
        }

        /// How many tests each way.
        public var tests: Int
        /// How many tests ran at once: the machine's cores, as `swift test --parallel` runs its workers.
        public var parallelWidth: Int
        /// A trivial executable (`cat`) started and its first reply read, median milliseconds.
        public var launchFloorMilliseconds: Double
        /// The tests as plain functions in one process: what isolation costs with no test framework.
        public var noFramework: Runs
        /// An XCTest suite: serial in one process, as `swift test` runs it; parallel as `swift test --parallel`
        /// runs XCTest, a process per test.
        public var xctest: Runs
        /// A Swift Testing suite in one process, with `--no-parallel` and with its default parallelism.
        public var swiftTesting: Runs

        /// Creates a suite's figures.
        public init(tests: Int, parallelWidth: Int, launchFloorMilliseconds: Double, noFramework: Runs, xctest: Runs, swiftTesting: Runs) {
            self.tests = tests
            self.parallelWidth = parallelWidth
            self.launchFloorMilliseconds = launchFloorMilliseconds
            self.noFramework = noFramework
            self.xctest = xctest
            self.swiftTesting = swiftTesting
        }
    }

    /// The sizes, in the order measured.
    public var sizes: [Size]
    /// The suite, when asked for.
    public var suite: Suite?

    /// Creates a report.
    public init(sizes: [Size], suite: Suite? = nil) {
        self.sizes = sizes
        self.suite = suite
    }
}
