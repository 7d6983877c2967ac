import IntentWire

/// A fixed set of choices, such as an event's status, with a display title for each case.
///
/// Implementation requirements: raw values of any `LosslessStringConvertible` type (`String`, `Int`, …, as
/// Apple's), `CaseIterable`, ``typeDisplayRepresentation`` and ``caseDisplayRepresentations``. On the wire and in
/// the metadata a case is named by its raw value's `description` (`"4"` for `case four = 4`).
/// ```swift
/// enum EventStatus: String, AppEnum {
///     case confirmed, tentative, cancelled
///     static let typeDisplayRepresentation: TypeDisplayRepresentation = "Status"
///     static let caseDisplayRepresentations: [EventStatus: DisplayRepresentation] = [
///         .confirmed: DisplayRepresentation(title: "Confirmed", image: .init(systemName: "checkmark")),
///         .tentative: "Tentative", .cancelled: "Cancelled",
///     ]
/// }
/// ```
public protocol AppEnum: IntentValueCodable, RawRepresentable, CaseIterable, Hashable where RawValue: LosslessStringConvertible {
    /// The type's name as people see it.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
    /// The display of each case.
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
    /// The App Intents schema the enum follows, as the metadata lists it; `nil` for none.
    ///
    /// IntentKit's own: `@AppEnum(schema:)` of the `IntentKitMacros` product provides it; do not implement it yourself.
    static var _intentKitSchema: String? { get }
}

extension AppEnum {
    /// None.
    public static var _intentKitSchema: String? { nil }

    /// The enum type's identifier: its Swift type name.
    public static var typeIdentifier: String { TypeNames.name(of: Self.self) }

    /// `.enumeration(name)`.
    public static var valueType: ValueType { .enumeration(typeIdentifier) }

    /// The case's raw value as the wire names it: its `description`.
    public var wireRawValue: String { rawValue.description }

    /// The case whose raw value is written `text` (`"4"` for an `Int` raw value 4), if any.
    public init?(wireRawValue text: String) {
        guard let raw = RawValue(text) else { return nil }
        self.init(rawValue: raw)
    }

    /// The case, by raw value.
    public var intentValue: IntentValue { .enumCase(EnumValue(typeIdentifier: Self.typeIdentifier, rawValue: wireRawValue)) }

    /// Writes `{"enum":{"type":…,"case":…}}`.
    public func _intentKitWriteWireValue(to writer: inout EntityPropertyWriter) -> Bool {
        writer.json.writeRaw("{\"enum\":{\"type\":")
        writer.json.writeString(Self.typeIdentifier)
        writer.json.writeRaw(",\"case\":")
        writer.json.writeString(wireRawValue)
        writer.json.writeRaw("}}")
        return true
    }

    /// The case's display title, or its raw value when it has none.
    public var displayTitle: String { Self.caseDisplayRepresentations[self]?.title.text ?? wireRawValue }

    /// The case's display title as a resource, as App Intents gives every enum case (`"\(status.localizedStringResource)"`).
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: wireRawValue)
    }

    /// Accepts an enum value of this type, a raw value, or a case display title (ignoring case).
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Self {
        let text: String
        switch value {
        case .enumCase(let enumValue) where enumValue.typeIdentifier == typeIdentifier: text = enumValue.rawValue
        case .string(let string): text = string
        default: throw context.typeMismatch(expected: valueType, given: value)
        }
        if let match = Self(wireRawValue: text) { return match }
        if let match = allCases.first(where: { $0.displayTitle.lowercased() == text.lowercased() || $0.wireRawValue.lowercased() == text.lowercased() }) {
            return match
        }
        let rawValues = allCases.map(\.wireRawValue)
        throw ResolutionError(
            message: "\(context.subject): \"\(text)\" is not a case of \(typeIdentifier)" + NameSuggester.didYouMean(text, in: rawValues),
            details: ErrorDetails(kind: .unknownCase, name: text, owner: typeIdentifier, expected: rawValues.joined(separator: ", "), suggestions: NameSuggester.closest(to: text, in: rawValues)))
    }
}
