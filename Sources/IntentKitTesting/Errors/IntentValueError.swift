import IntentKitClient
import IntentWire

/// A read of a returned value failed on the test side: wrong type, no such property, index out of range.
public struct IntentValueError: Error, Sendable, CustomStringConvertible {
    /// What went wrong; an open set.
    public struct Kind: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The kind's name.
        public var rawValue: String
        /// Creates a kind.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The value is of another type than the one asked for.
        public static let typeMismatch = Kind(rawValue: "typeMismatch")
        /// The entity has no property of that name.
        public static let unknownProperty = Kind(rawValue: "unknownProperty")
        /// The array has no element at that index.
        public static let indexOutOfRange = Kind(rawValue: "indexOutOfRange")
        /// There is no value: the intent returns none, or the value is nil.
        public static let noValue = Kind(rawValue: "noValue")
        /// A `makeReference` entity's properties are unknown until the app resolves it.
        public static let unresolvedReference = Kind(rawValue: "unresolvedReference")
        /// An expectation was built wrong: a label repeated or missing in `expect(…)`, a regular expression that does not compile.
        public static let invalidExpectation = Kind(rawValue: "invalidExpectation")
        /// The name.
        public var description: String { rawValue }
    }

    /// What went wrong.
    public var kind: Kind
    /// One sentence naming the path and what it holds.
    public var message: String

    /// Creates a value error.
    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, so that printing the error shows what happened.
    public var description: String { message }
}
