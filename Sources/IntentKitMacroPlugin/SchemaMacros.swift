import SwiftSyntax
import SwiftSyntaxMacros

/// `@AppIntent(schema:)`, `@AppEntity(schema:)` and `@AppEnum(schema:)`: the type adopts the protocol, and names the
/// App Intents schema it follows (`photos.createAssets`), which the app's metadata lists.
///
/// IntentKit does not know what each of Apple's schemas requires; the type declares its members itself, as the
/// code Xcode generates for a schema does.
protocol SchemaConformanceMacro: ExtensionMacro {}

extension SchemaConformanceMacro {
    /// The extension that adds the conformance and names the schema.
    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        let attributeName = node.attributeName.trimmedDescription
        guard let arguments = node.arguments?.as(LabeledExprListSyntax.self), let schema = arguments.first(where: { $0.label?.text == "schema" }) else {
            throw MacroDiagnostic.error("@\(attributeName) needs its schema: @\(attributeName)(schema: .domain.name)", at: Syntax(node))
        }
        let name = String(schema.expression.trimmedDescription.filter { !$0.isWhitespace })
        guard name.hasPrefix("."), name.dropFirst().split(separator: ".").count == 2 else {
            throw MacroDiagnostic.error("@\(attributeName)'s schema is written .domain.name (.photos.asset)", at: Syntax(schema))
        }
        let access = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) } ? "public " : ""
        let conformance = protocols.isEmpty ? "" : ": " + protocols.map(\.trimmedDescription).joined(separator: ", ")
        let source: DeclSyntax = """
            extension \(type.trimmed)\(raw: conformance) {
                \(raw: access)static var _intentKitSchema: String? { \(literal: String(name.dropFirst())) }
            }
            """
        return [try ExtensionDeclSyntax(validating: source.cast(ExtensionDeclSyntax.self))]
    }
}

/// `@AppIntent(schema:)`, and iOS 18's `@AssistantIntent(schema:)`.
public struct AppIntentSchemaMacro: SchemaConformanceMacro {}

/// `@AppEntity(schema:)`, and iOS 18's `@AssistantEntity(schema:)`.
public struct AppEntitySchemaMacro: SchemaConformanceMacro {}

/// `@AppEnum(schema:)`, and iOS 18's `@AssistantEnum(schema:)`.
public struct AppEnumSchemaMacro: SchemaConformanceMacro {}
