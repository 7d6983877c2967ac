import Synchronization

/// Whether a run's app is in the foreground, and whether the person confirmed something in this run.
///
/// One per run, shared by `systemContext`, ``AppIntent/continueInForeground(_:alwaysConfirm:)`` and the
/// confirmations of the run.
final class RunForegroundState: Sendable {
    private let state: Mutex<(isForeground: Bool, confirmed: Bool)>
    private let intent: any AppIntent.Type

    init<Intent: AppIntent>(for intent: Intent.Type) {
        let modes = Intent.supportedModes
        // Brought forward before performing: an immediate foreground mode without the background, or `openAppWhenRun`.
        state = Mutex((Intent.openAppWhenRun || (modes.contains(.foreground) && !modes.contains(.background)), false))
        self.intent = intent
    }

    /// Whether the intent may move to the foreground: it declares a foreground mode, or adopts
    /// ``ForegroundContinuableIntent`` (asked only here, not at every run: the runtime's first answer scans every
    /// conformance record).
    var canMoveToForeground: Bool {
        let modes = intent.supportedModes
        return modes.contains(.foreground) || modes.contains(.foreground(.dynamic)) || modes.contains(.foreground(.deferred))
            || intent is any ForegroundContinuableIntent.Type
    }

    var isForeground: Bool { state.withLock { $0.isForeground } }
    var hasConfirmed: Bool { state.withLock { $0.confirmed } }
    func moveToForeground() { state.withLock { $0.isForeground = true } }
    func noteConfirmation() { state.withLock { $0.confirmed = true } }
}

/// What the system tells a running intent about its context.
public struct IntentSystemContext: Sendable {
    /// Whether the intent runs in the foreground or the background now.
    public var currentMode: IntentModes.Current
}

extension IntentModes {
    /// The foreground behaviours, by Apple's name for them.
    public typealias ForegroundMode = ForegroundBehavior

    /// Where an intent runs now: in the background, or in the foreground (and how it got there).
    ///
    /// Compare ``IntentSystemContext/currentMode`` with ``background`` and ``foreground``, or ask
    /// ``canContinueInForeground``.
    public struct Current: Sendable, Hashable {
        /// Whether the app is in the foreground.
        public let isForeground: Bool
        /// Whether the intent may still move the app to the foreground (``AppIntent/continueInForeground(_:alwaysConfirm:)``).
        public let canContinueInForeground: Bool

        /// Running in the background.
        public static let background = Current(isForeground: false, canContinueInForeground: false)
        /// Running in the foreground.
        public static let foreground = Current(isForeground: true, canContinueInForeground: false)

        /// Whether both say the same about the foreground (whether the intent could still move there aside).
        public static func == (lhs: Current, rhs: Current) -> Bool { lhs.isForeground == rhs.isForeground }

        /// Hashes whether the app is in the foreground.
        public func hash(into hasher: inout Hasher) { hasher.combine(isForeground) }
    }
}

extension AppIntent {
    /// The intent's context while it runs: whether the app is in the foreground (`currentMode`).
    ///
    /// Outside a run (an intent made by hand), the mode its declaration starts in.
    public var systemContext: IntentSystemContext {
        let state = IntentRunContext.current?.foreground ?? RunForegroundState(for: Self.self)
        let isForeground = state.isForeground
        return IntentSystemContext(currentMode: IntentModes.Current(isForeground: isForeground, canContinueInForeground: !isForeground && state.canMoveToForeground))
    }

    /// Brings the app to the foreground, asking the person first; throws if they decline.
    ///
    /// Under test, the question is a confirmation prompt, accepted unless the test declines it; declined, it throws
    /// ``ConfirmationDeclinedError``. With `alwaysConfirm: false` it does not ask again after a confirmation in the
    /// same run. Already in the foreground, it does nothing.
    /// - Parameters:
    ///   - dialog: What to ask; defaults to "Continue in the app to <title>?".
    ///   - alwaysConfirm: Whether to ask even when the person confirmed something in this run already.
    public func continueInForeground(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) async throws {
        guard let run = IntentRunContext.current else { return }
        if run.foreground.isForeground { return }
        if alwaysConfirm || !run.foreground.hasConfirmed {
            let text = dialog?.fullText ?? "Continue in the app to \(Self.title.text.lowercased())?"
            guard try await run.prompter.confirm(dialog: text, actionName: "continueInForeground") else {
                throw ConfirmationDeclinedError(intent: Self.typeIdentifier, dialog: text)
            }
            run.foreground.noteConfirmation()
        }
        run.foreground.moveToForeground()
    }

    /// An error that brings the app to the foreground (asking first, as ``continueInForeground(_:alwaysConfirm:)``
    /// does) and then performs the intent again, now in the foreground.
    /// ```swift
    /// guard systemContext.currentMode == .foreground else { throw needsToContinueInForegroundError() }
    /// ```
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, alwaysConfirm: Bool = true) -> AppIntentError {
        AppIntentError.restartPerform(after: "it asked to continue in the foreground") {
            try await self.continueInForeground(dialog, alwaysConfirm: alwaysConfirm)
        }
    }
}

/// An intent that starts in the background and may ask to continue in the foreground.
///
/// Apple deprecated it for `supportedModes` with `.foreground(.dynamic)`; it works here as there, for code that
/// still adopts it.
public protocol ForegroundContinuableIntent: AppIntent {}

extension ForegroundContinuableIntent {
    /// An error that ends the run: the app comes to the foreground (asking first) and `continuation` runs on the main
    /// actor; the run then finishes with no value.
    public func needsToContinueInForegroundError(_ dialog: IntentDialog? = nil, continuation: (@MainActor @Sendable () async throws -> Void)? = nil) -> AppIntentError {
        AppIntentError(
            description: "\(Self.typeIdentifier) continues in the foreground",
            finishAction: {
                try await self.continueInForeground(dialog)
                try await continuation?()
            })
    }

    /// Brings the app to the foreground (asking first), then runs `continuation` on the main actor and returns its
    /// value.
    @discardableResult
    public func requestToContinueInForeground<ResultValue: Sendable>(
        _ dialog: IntentDialog? = nil, continuation: @MainActor @Sendable () async throws -> ResultValue
    ) async throws -> ResultValue {
        try await continueInForeground(dialog)
        return try await continuation()
    }

    /// Brings the app to the foreground, asking first; throws if the person declines.
    public func requestToContinueInForeground(_ dialog: IntentDialog? = nil) async throws {
        try await continueInForeground(dialog)
    }
}
