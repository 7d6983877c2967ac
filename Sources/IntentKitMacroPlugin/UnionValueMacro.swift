import SwiftSyntax
import SwiftSyntaxMacros

/// `@UnionValue`: makes an enum whose cases each carry one value an `AppUnionValue`, listing its cases.
///
/// ```swift
/// @UnionValue
/// enum EventLocation {
///     case place(PlaceEntity)
///     case address(String)
/// }
/// ```
/// adds `extension EventLocation: AppUnionValue { static let unionCases: [UnionCase<EventLocation>] = [.case("place",
/// PlaceEntity.self, EventLocation.place), .case("address", String.self, EventLocation.address)] }`.
public struct UnionValueMacro: ExtensionMacro {
    /// The extension that adds the conformance and lists the cases.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard let enumeration = declaration.as(EnumDeclSyntax.self) else {
            throw MacroDiagnostic.error("@UnionValue goes on an enum whose cases each carry one value", at: Syntax(node))
        }
        var entries: [String] = []
        for member in enumeration.memberBlock.members {
            guard let cases = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in cases.elements {
                let name = element.name.text
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1, let payload = parameters.first else {
                    throw MacroDiagnostic.error(
                        "case \(name) of a @UnionValue enum must carry exactly one value (case \(name)(SomeType))", at: Syntax(element))
                }
                let typeName = type.trimmedDescription
                entries.append(".case(\"\(name)\", \(payload.type.trimmedDescription).self, \(typeName).\(element.name.trimmedDescription))")
            }
        }
        guard !entries.isEmpty else { throw MacroDiagnostic.error("a @UnionValue enum needs at least one case", at: Syntax(node)) }
        let access = enumeration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let conformance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let list = entries.map { "        \($0)," }.joined(separator: "\n")
        let source: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)static let unionCases: [UnionCase<\(type.trimmed)>] = [
            \(raw: list)
                ]
            }
            """
        return [try ExtensionDeclSyntax(validating: source.cast(ExtensionDeclSyntax.self))]
    }
}
