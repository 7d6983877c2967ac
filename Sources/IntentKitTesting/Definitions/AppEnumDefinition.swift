import IntentKitClient
import IntentWire

/// One of the app's enums: make cases to pass as parameters.
public struct AppEnumDefinition: AppIntentTypeDefinition, Sendable, Equatable {
    /// The type-erased enum case.
    public typealias Instance = AnyAppEnum

    /// The bundle that declares the enum.
    public let bundleIdentifier: String
    /// The enum's type name.
    public let typeIdentifier: String

    /// A case by raw value; the app rejects an unknown raw value when the case is used.
    public func makeCase(_ rawValue: String) -> AnyAppEnum {
        AnyAppEnum(typeIdentifier: typeIdentifier, rawValue: rawValue)
    }

    /// The enum's cases, from the app's metadata.
    /// - Throws: ``IntentRequestError`` when the app has no such enum.
    public func allCases() async throws -> [AnyAppEnum] {
        let metadata = try await AppSession.resolve(for: bundleIdentifier).metadata()
        guard let descriptor = metadata.enumeration(named: typeIdentifier) else {
            throw IntentRequestError.unknownName(.unknownEnum, "enum", typeIdentifier, in: bundleIdentifier, candidates: metadata.enums.map(\.name))
        }
        return descriptor.cases.map { makeCase($0.rawValue) }
    }

    /// Throws unless the case is of this enum.
    public func isInstance(_ value: AnyAppEnum) throws {
        try typeCheck(value.typeIdentifier, is: typeIdentifier, what: "enum case")
    }
}
