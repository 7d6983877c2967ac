import IntentKitClient
import IntentWire

/// A case of an app enum, by raw value.
///
/// An enum result reads as `let status: AnyAppEnum = try result.value`;
/// a case built with `definitions.enums["EventStatus"].makeCase("tentative")`
/// can be passed as a parameter.
public struct AnyAppEnum: IntentValueConvertible, Hashable, CustomStringConvertible {
    /// The enum type's identifier.
    public var typeIdentifier: String
    /// The case's raw value.
    public var rawValue: String

    /// Makes a case from a type name and raw value.
    public init(typeIdentifier: String, rawValue: String) {
        self.typeIdentifier = typeIdentifier
        self.rawValue = rawValue
    }

    /// Makes a case from a type name and a value whose description is the raw value.
    public init(typeIdentifier: String, value: any LosslessStringConvertible) {
        self.init(typeIdentifier: typeIdentifier, rawValue: value.description)
    }

    /// Reads an enum value.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .enumCase(let value) = intentValue else { throw context.mismatch(intentValue, expected: "an enum case") }
        self.init(typeIdentifier: value.typeIdentifier, rawValue: value.rawValue)
    }

    /// The case as it crosses the wire.
    public func makeExpression() -> IntentValueExpression {
        IntentValueExpression(.enumCase(EnumValue(typeIdentifier: typeIdentifier, rawValue: rawValue)))
    }

    /// Parses the raw value as another type.
    /// - Throws: ``IntentValueError`` when the raw value does not parse.
    public func `as`<T: LosslessStringConvertible>(_ type: T.Type) throws -> T {
        guard let value = T(rawValue) else {
            throw IntentValueError(kind: .typeMismatch, message: "the raw value \"\(rawValue)\" of \(typeIdentifier) is not a \(T.self)")
        }
        return value
    }

    /// `EventStatus.confirmed`.
    public var description: String { "\(typeIdentifier).\(rawValue)" }
}
