/// What a headless `XCUIApplication` could not do, in a sentence that says why and what to do instead.
public struct HeadlessApplicationError: Error, CustomStringConvertible, Sendable {
    /// The sentence.
    public let message: String

    init(_ message: String) { self.message = message }

    /// The message, so that a failure shows what happened.
    public var description: String { message }
}
