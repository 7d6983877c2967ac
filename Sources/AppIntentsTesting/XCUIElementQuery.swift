/// The elements of one kind on the app's current screen, looked up by identifier: XCTest's `XCUIElementQuery`.
@MainActor
public struct XCUIElementQuery: Sendable {
    /// What kind of element a query finds in the screen model.
    nonisolated enum Kind: Sendable {
        /// A static text, identified by its text.
        case staticText
        /// The screen itself, identified by its name.
        case other
        /// A button: the screen model has none.
        case button
    }

    let application: XCUIApplication
    let kind: Kind

    /// The element with this identifier; whether it exists is read when asked.
    public subscript(identifier: String) -> XCUIElement {
        XCUIElement(application: application, kind: kind, identifier: identifier)
    }

    /// How many elements of this kind the current screen has (0 when it cannot be read, with the test failed).
    public var count: Int {
        do {
            let screen = try application.headless().screenNow()
            switch kind {
            case .staticText: return screen.texts.count
            case .other: return 1
            case .button: throw XCUIElement.noButtons
            }
        } catch {
            HeadlessFailure.record(error)
            return 0
        }
    }
}
