import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxMacros

/// `@ComputedProperty` and `@DeferredProperty`: they mark an entity's computed property as one the system sees.
///
/// They add nothing to the declaration: the `IntentKitMetadata` build plugin reads the marks from the sources and
/// lists the properties in the entity's `computedProperties` or `deferredProperties`. The macro checks that the
/// mark is on what it can stand on: one variable, with a type, whose value is computed (a `get`, or a body).
public struct EntityPropertyMarkerMacro: PeerMacro {
    /// No peers; an error when the mark is not on one typed, computed variable.
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let attribute = node.attributeName.trimmedDescription
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first else {
            throw MacroDiagnostic.error("@\(attribute) marks one entity property declared with var", at: Syntax(node))
        }
        guard binding.typeAnnotation != nil else {
            throw MacroDiagnostic.error("@\(attribute) needs the property's type written out (var name: Type { … })", at: Syntax(binding))
        }
        guard binding.accessorBlock != nil else {
            throw MacroDiagnostic.error(
                "@\(attribute) marks a computed property: give it a body ({ … }, or get async throws { … }); for a stored one use @Property", at: Syntax(binding))
        }
        return []
    }
}

/// An error a macro reports at a place in the source.
struct MacroDiagnostic: DiagnosticMessage, Error {
    let message: String
    let node: Syntax
    var diagnosticID: MessageID { MessageID(domain: "IntentKitMacros", id: "usage") }
    var severity: DiagnosticSeverity { .error }

    static func error(_ message: String, at node: Syntax) -> DiagnosticsError {
        DiagnosticsError(diagnostics: [Diagnostic(node: node, message: MacroDiagnostic(message: message, node: node))])
    }
}
