import IntentWire

/// A query that turns an input value into candidate values, as Visual Intelligence does with what it sees.
///
/// Implementation requirements: `init()` and ``values(for:)``. Declare it in
/// the app description's `valueQueries`.
/// ```swift
/// struct EventValueQuery: IntentValueQuery {
///     func values(for input: String) async throws -> [EventEntity] { … }
/// }
/// ```
public protocol IntentValueQuery: Sendable {
    /// The type of input.
    associatedtype Input: IntentValueCodable
    /// The type of the values returned.
    associatedtype Value: IntentValueCodable
    /// Creates the query.
    init()
    /// The values for an input, best first.
    func values(for input: Input) async throws -> [Value]
}

extension IntentValueQuery {
    /// The query's identifier: its Swift type name.
    public static var typeIdentifier: String { TypeNames.name(of: Self.self) }

    static var descriptor: ValueQueryDescriptor {
        ValueQueryDescriptor(name: typeIdentifier, inputType: Input.valueType, resultTypes: resultTypes(of: Value.self))
    }

    /// The types a value query returns: the cases of a union, else the one type.
    private static func resultTypes<Result: IntentValueCodable>(of type: Result.Type) -> [ValueType] {
        guard let union = type as? any AppUnionValue.Type else { return [Result.valueType] }
        return caseTypes(of: union)
    }

    private static func caseTypes<Union: AppUnionValue>(of union: Union.Type) -> [ValueType] {
        Union.unionCases.map(\.valueType)
    }

    static func run(_ input: IntentValue) async throws -> [IntentValue] {
        let context = ResolutionContext(intent: nil, path: "input of \(typeIdentifier)", prompter: nil)
        let typed = try await Input.resolve(input, in: context)
        return try await Self().values(for: typed).map(\.intentValue)
    }
}
