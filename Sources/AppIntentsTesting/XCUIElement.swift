import Foundation
import IntentWire

/// One element of the app's current screen, found by identifier: XCTest's `XCUIElement`, headless.
///
/// Each property reads the screen when asked, so an element made before a screen changes sees the new screen.
@MainActor
public struct XCUIElement: Sendable {
    let application: XCUIApplication
    let kind: XCUIElementQuery.Kind

    /// What the element was looked up by: a static text's text, or a screen's name.
    public let identifier: String

    /// Whether the element is on the current screen now; the test fails if the screen cannot be read.
    public var exists: Bool {
        HeadlessFailure.reporting(false) { try existsNow() }
    }

    /// Whether the element is on the current screen, throwing what keeps it from being read.
    func existsNow() throws -> Bool {
        try isOnScreen(try application.headless().screenNow())
    }

    /// The element's text: a static text's text, a screen's name (as its identifier).
    public var label: String { identifier }

    /// Waits until the element is on screen, reading the screen every 20 ms; `false` after `timeout` seconds.
    ///
    /// Blocks the calling thread, as XCTest's does; from async code that must not block, poll
    /// `HeadlessApplication.screen()` instead.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            do {
                if try isOnScreen(try application.headless().screenNow()) { return true }
            } catch {
                HeadlessFailure.record(error)
                return false
            }
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
    }

    /// Taps the element: IntentKit's screen model has no controls, so this fails the test saying so.
    public func tap() {
        HeadlessFailure.record(tapRefusal)
    }

    /// Why ``tap()`` cannot be done.
    var tapRefusal: HeadlessApplicationError {
        HeadlessApplicationError(
            "tap() on \(description) cannot be done headlessly: IntentKit's screen model shows texts and annotated entities, not controls; run the intent the control would run instead"
        )
    }

    private func isOnScreen(_ screen: ScreenResponse) throws -> Bool {
        switch kind {
        case .staticText: return screen.texts.contains(identifier)
        case .other: return screen.screen == identifier
        case .button: throw Self.noButtons
        }
    }

    /// Why a button cannot be found.
    nonisolated static let noButtons = HeadlessApplicationError(
        "buttons cannot be found headlessly: IntentKit's screen model shows texts and annotated entities, not controls; run the intent the button would run instead, and read staticTexts or otherElements"
    )

    private var description: String {
        switch kind {
        case .staticText: "staticTexts[\"\(identifier)\"]"
        case .other: "otherElements[\"\(identifier)\"]"
        case .button: "buttons[\"\(identifier)\"]"
        }
    }
}
