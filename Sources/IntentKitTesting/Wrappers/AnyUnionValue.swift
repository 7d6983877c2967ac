import IntentKitClient
import IntentWire

/// A value of a union type: which case it is, and the value that case carries.
///
/// Read one to learn the case; pass one to choose the case explicitly (a bare
/// value also works: the app gives it to the first case that takes it).
/// ```swift
/// let location: AnyUnionValue = try event.location
/// #expect(location.caseName == "place")
/// #expect(try location.value.title == "Observatory Deck")
/// try await createEvent.makeIntent(…, location: AnyUnionValue("EventLocation", case: "address", value: "1 Orbit Way")).run()
/// ```
/// Reading a union as another type reads the value its case carries:
/// `let address: String = try event.location`.
public struct AnyUnionValue: Sendable, Equatable, CustomStringConvertible {
    /// The union's type name.
    public let typeIdentifier: String
    /// The case.
    public let caseName: String
    let payload: IntentValue
    let context: IntentValueContext

    /// A union value of a case carrying a value.
    public init(_ typeIdentifier: String, case caseName: String, value: some IntentValueExpressing) {
        self.typeIdentifier = typeIdentifier
        self.caseName = caseName
        self.payload = value.makeExpression().value
        self.context = IntentValueContext(bundleIdentifier: "", path: "\(typeIdentifier).\(caseName)")
    }

    init(_ union: UnionValue, context: IntentValueContext) {
        typeIdentifier = union.typeIdentifier
        caseName = union.caseName
        payload = union.value
        self.context = context
    }

    /// The value the case carries, read like `result.value`: `try location.value.title`.
    public var value: DynamicPropertyPath { DynamicPropertyPath(root: payload, context: context.appending(caseName)) }

    /// `EventLocation.address("1 Orbit Way")`.
    public var description: String { "\(typeIdentifier).\(caseName)(\(payload))" }

    /// Equal when the type, the case and the carried value are equal.
    public static func == (lhs: AnyUnionValue, rhs: AnyUnionValue) -> Bool {
        lhs.typeIdentifier == rhs.typeIdentifier && lhs.caseName == rhs.caseName && lhs.payload == rhs.payload
    }
}

extension AnyUnionValue: IntentValueConvertible {
    /// The case and its value.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.union(UnionValue(typeIdentifier: typeIdentifier, caseName: caseName, value: payload))) }

    /// Reads a union value.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        guard case .union(let union) = intentValue else { throw context.mismatch(intentValue, expected: "a union value") }
        self.init(union, context: context)
    }
}
