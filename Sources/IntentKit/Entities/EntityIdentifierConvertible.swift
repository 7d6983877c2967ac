import Foundation
import IntentJSON
import IntentWire

/// An entity identifier type that has a stable string form: `UUID`, `String`, `Int`.
///
/// The string form is the entity's instance identifier on the wire, so it
/// must be the same every time the same entity is read.
public protocol EntityIdentifierConvertible: Hashable, Sendable {
    /// The identifier's string form.
    var entityIdentifierString: String { get }
    /// Parses a string form; `nil` when it is not a valid identifier.
    static func entityIdentifier(for entityIdentifierString: String) -> Self?
}

extension UUID: EntityIdentifierConvertible {
    /// The UUID string.
    public var entityIdentifierString: String { UUIDText.string(self) }
    /// Parses a UUID string.
    public static func entityIdentifier(for entityIdentifierString: String) -> UUID? { UUIDText.uuid(entityIdentifierString) }
}

extension String: EntityIdentifierConvertible {
    /// The string itself.
    public var entityIdentifierString: String { self }
    /// The string itself.
    public static func entityIdentifier(for entityIdentifierString: String) -> String? { entityIdentifierString }
}

extension Int: EntityIdentifierConvertible {
    /// The decimal digits.
    public var entityIdentifierString: String { String(self) }
    /// Parses decimal digits.
    public static func entityIdentifier(for entityIdentifierString: String) -> Int? { Int(entityIdentifierString) }
}
