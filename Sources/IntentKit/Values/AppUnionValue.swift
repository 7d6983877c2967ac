import IntentWire

/// A value that is one of several types, one per case: a place or a free-text address (the `@UnionValue` analogue).
///
/// Declare an enum with one associated value per case, and list its cases
/// with the type each carries:
/// ```swift
/// enum EventLocation: AppUnionValue {
///     case place(PlaceEntity)
///     case address(String)
///
///     static let unionCases: [UnionCase<EventLocation>] = [
///         .case("place", PlaceEntity.self, EventLocation.place),
///         .case("address", String.self, EventLocation.address),
///     ]
/// }
/// ```
/// A union travels as `{"union":{"type":"EventLocation","case":"address","value":…}}`.
/// A client may also send a bare value: it takes the first case whose type
/// accepts it (a string is an `address`, a place entity a `place`).
public protocol AppUnionValue: IntentValueCodable {
    /// The cases, in declaration order.
    static var unionCases: [UnionCase<Self>] { get }
    /// The type's name as people see it; its Swift name unless declared.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// One case of a union: its name, the type of value it carries, and how to make the union from that value.
public struct UnionCase<Union>: Sendable {
    /// The case's name, as in the enum.
    public let name: String
    /// The case's title, as people see it.
    public let title: LocalizedStringResource?
    /// The type of the value the case carries.
    public let valueType: ValueType
    let make: @Sendable (IntentValue, ResolutionContext) async throws -> Union

    /// A case carrying a value of a type, made by a constructor such as `EventLocation.place`.
    public static func `case`<Payload: IntentValueCodable>(
        _ name: String, _ payload: Payload.Type, title: LocalizedStringResource? = nil, _ make: @escaping @Sendable (Payload) -> Union
    ) -> UnionCase<Union> {
        UnionCase(name: name, title: title, valueType: Payload.valueType) { value, context in make(try await Payload.resolve(value, in: context)) }
    }

    init(name: String, title: LocalizedStringResource?, valueType: ValueType, make: @escaping @Sendable (IntentValue, ResolutionContext) async throws -> Union) {
        self.name = name
        self.title = title
        self.valueType = valueType
        self.make = make
    }
}

extension AppUnionValue {
    /// The Swift type name.
    public static var typeIdentifier: String { TypeNames.name(of: Self.self) }

    /// The Swift type name, as people see it.
    public static var typeDisplayRepresentation: TypeDisplayRepresentation { TypeDisplayRepresentation(stringLiteral: typeIdentifier) }

    /// `.union(name)`.
    public static var valueType: ValueType { .union(typeIdentifier) }

    /// The case and the value it carries.
    public var intentValue: IntentValue {
        guard let child = Mirror(reflecting: self).children.first, let caseName = child.label, let payload = child.value as? any IntentValueCodable else {
            return .union(UnionValue(typeIdentifier: Self.typeIdentifier, caseName: String(describing: self), value: .null))
        }
        return .union(UnionValue(typeIdentifier: Self.typeIdentifier, caseName: caseName, value: payload.intentValue))
    }

    /// Accepts a union value of this type by case, or a bare value that the first fitting case takes.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Self {
        let names = unionCases.map(\.name)
        if case .union(let union) = value {
            guard union.typeIdentifier == typeIdentifier else { throw context.typeMismatch(expected: valueType, given: value) }
            guard let unionCase = unionCases.first(where: { $0.name == union.caseName }) else {
                throw ResolutionError(
                    message: "\(context.subject): \"\(union.caseName)\" is not a case of \(typeIdentifier)" + NameSuggester.didYouMean(union.caseName, in: names),
                    details: ErrorDetails(kind: .unknownCase, name: union.caseName, owner: typeIdentifier, expected: names.joined(separator: ", ")))
            }
            return try await unionCase.make(union.value, context.property(union.caseName))
        }
        for unionCase in unionCases where unionCase.valueType.accepts(value) {
            return try await unionCase.make(value, context)
        }
        throw ResolutionError(
            message: "\(context.subject) expects \(typeIdentifier) (" + unionCases.map { "\($0.name): \($0.valueType)" }.joined(separator: " or ")
                + "), but was given \(value.typedDescription)",
            details: ErrorDetails(kind: .typeMismatch, name: context.path, owner: context.intent, expected: typeIdentifier, given: value.kindDescription))
    }
}

extension ValueType {
    /// Whether a bare value is of this type's kind, so a union case carrying it can take it.
    func accepts(_ value: IntentValue) -> Bool {
        switch (self.nonOptional, value) {
        case (.string, .string), (.int, .int), (.double, .double), (.double, .int), (.bool, .bool), (.date, .date), (.url, .url), (.duration, .duration):
            true
        case (.entity(let name), .entity(let entity)): name == entity.typeIdentifier
        case (.transientEntity(let name), .transientEntity(let entity)): name == entity.typeIdentifier
        case (.enumeration(let name), .enumCase(let enumValue)): name == enumValue.typeIdentifier
        case (.measurement(let dimension), .measurement(let measurement)): dimension == measurement.dimension
        case (.currencyAmount, .currencyAmount), (.file, .file), (.dateComponents, .dateComponents), (.person, .person), (.array, .array): true
        default: false
        }
    }
}
