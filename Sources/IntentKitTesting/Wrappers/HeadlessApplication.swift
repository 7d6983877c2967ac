import Foundation
import IntentKitClient
import IntentWire

/// A read-only view of the app's visible screen, the analogue of `XCUIApplication` for an IntentKit app.
///
/// Port a UI check by changing the application type:
/// ```swift
/// let app = HeadlessApplication(bundleIdentifier: "com.example.CometCal")
/// XCTAssertTrue(app.staticTexts["Crew Lunch at the Nebula Cafe"].waitForExistence(timeout: 5))
/// ```
/// Element queries are synchronous, as in XCTest: they block the calling
/// thread while they ask the app (off the Swift concurrency pool), so they
/// work inside `XCTAssertTrue`. From async code prefer the `async` forms.
public struct HeadlessApplication: Sendable, CustomDebugStringConvertible {
    /// The bundle identifier of the app.
    public let bundleIdentifier: String

    /// Points at an app; the session is the one definitions for the bundle identifier use.
    public init(bundleIdentifier: String) {
        self.bundleIdentifier = bundleIdentifier
    }

    /// The static texts on screen, by label.
    public var staticTexts: HeadlessElementQuery { HeadlessElementQuery(application: self) }

    /// The visible screen, read now.
    public func screen() async throws -> ScreenResponse {
        try await AppSession.resolve(for: bundleIdentifier).screen()
    }

    /// Undoes the last action an undoable intent registered in the app, as a person's undo gesture does; returns the
    /// action's name (`nil` when it had none).
    /// - Throws: ``IntentPerformError`` of kind `nothingToUndo` when no action is left to undo.
    @discardableResult
    public func undo() async throws -> String? {
        try await AppSession.resolve(for: bundleIdentifier).undo()
    }

    /// The screen's name and texts, one per line, for failure messages.
    public func screenDump() async throws -> String {
        let screen = try await screen()
        return ([screen.screen] + screen.texts.map { "  \"\($0)\"" }).joined(separator: "\n")
    }

    /// The visible screen, read synchronously: the calling thread blocks, the concurrency pool does not.
    public func screenNow() throws -> ScreenResponse {
        let session = AppSession.resolve(for: bundleIdentifier)
        // Generous: it only ends a wait that would otherwise last for good, and on a loaded machine the launch
        // can queue behind other work on the pool for many seconds before its own deadline starts.
        let limit = session.launchTimeout + .seconds(120)
        let app =
            try session.liveIfRunning()
            ?? Blocking.run(upTo: limit) {
                AppProcessError(
                    kind: .launchFailed, bundleIdentifier: bundleIdentifier,
                    message:
                        "the launch of \(bundleIdentifier) for a synchronous screen read did not finish within \(limit): it runs on the concurrency pool, whose threads may all be held by code blocking on them; read the screen with `await screen()` from async code"
                )
            } work: {
                try await session.live()
            }
        return try app.sendBlocking(ScreenRequest(), subject: "the screen")
    }

    /// The screen's name and texts, read synchronously; a description of the failure if the screen cannot be read.
    public var debugDescription: String {
        do {
            let screen = try screenNow()
            return ([screen.screen] + screen.texts.map { "  \"\($0)\"" }).joined(separator: "\n")
        } catch {
            return "screen unavailable: \(error)"
        }
    }
}

/// Elements of one kind on the visible screen, looked up by label: `app.staticTexts["Title"]`.
public struct HeadlessElementQuery: Sendable {
    let application: HeadlessApplication

    /// The element with this label; it need not exist yet.
    public subscript(label: String) -> HeadlessElement {
        HeadlessElement(application: application, label: label)
    }
}

/// One element of the visible screen, by label.
public struct HeadlessElement: Sendable {
    let application: HeadlessApplication
    /// The element's label.
    public let label: String

    /// Whether the element is on screen now (asks the app; blocks the calling thread).
    public var exists: Bool {
        (try? application.screenNow().texts.contains(label)) ?? false
    }

    /// Waits until the element is on screen: answers at once when it is, polls the app otherwise.
    ///
    /// Blocks the calling thread, as XCTest's does.
    /// - Returns: Whether it appeared within the timeout (seconds).
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if exists { return true }
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Whether the element is on screen now.
    public func existsNow() async -> Bool {
        (try? await application.screen().texts.contains(label)) ?? false
    }

    /// Waits, without blocking a thread, until the element is on screen or the timeout (seconds) passes.
    public func waitUntilExists(timeout: TimeInterval) async -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if await existsNow() { return true }
            if Date() >= deadline { return false }
            try? await Task.sleep(for: .milliseconds(20))
        }
    }
}

/// Runs async work to completion from synchronous code.
///
/// Only for launching an app on first use from a synchronous API: the work
/// needs a free thread of the concurrency pool, so the wait is bounded. A caller
/// blocking on a pool thread while every other one is held too would otherwise
/// wait for good.
package enum Blocking {
    /// Waits for `work` up to `limit`; throws `timeoutError()` when it passes first (the work goes on, unheard).
    package static func run<Result: Sendable>(
        upTo limit: Duration, timeoutError: () -> any Error, work: @escaping @Sendable () async throws -> Result
    ) throws -> Result {
        let done = DispatchSemaphore(value: 0)
        let box = ResultBox<Swift.Result<Result, any Error>>()
        Task.detached {
            do { box.value = .success(try await work()) } catch { box.value = .failure(error) }
            done.signal()
        }
        guard done.wait(timeout: .now() + limit.seconds) == .success else {
            throw timeoutError()
        }
        return try box.value!.get()
    }

    /// Holds the result across threads; written once before the semaphore signals, read once after.
    private final class ResultBox<Value: Sendable>: @unchecked Sendable {
        var value: Value?
    }
}
