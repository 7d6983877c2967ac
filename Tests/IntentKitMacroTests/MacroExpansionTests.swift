import SwiftParser
import SwiftSyntax
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import Testing

@testable import IntentKitMacroPlugin

/// What IntentKit's macros expand to, and what they report on code they cannot stand on, through SwiftSyntax's own
/// expansion (`SwiftSyntaxMacroExpansion`), as the compiler runs them.
@Suite struct MacroExpansionTests {
    private let specs: [String: MacroSpec] = [
        "ComputedProperty": MacroSpec(type: EntityPropertyMarkerMacro.self),
        "DeferredProperty": MacroSpec(type: EntityPropertyMarkerMacro.self),
        "UnionValue": MacroSpec(type: UnionValueMacro.self, conformances: ["AppUnionValue"]),
        "AppIntent": MacroSpec(type: AppIntentSchemaMacro.self, conformances: ["AppIntent"]),
        "AppEntity": MacroSpec(type: AppEntitySchemaMacro.self, conformances: ["AppEntity"]),
        "AppEnum": MacroSpec(type: AppEnumSchemaMacro.self, conformances: ["AppEnum"]),
        "AssistantIntent": MacroSpec(type: AppIntentSchemaMacro.self, conformances: ["AppIntent"]),
    ]

    /// The source with every macro expanded, and the messages the macros reported.
    private func expand(_ source: String) -> (text: String, messages: [String]) {
        let file = Parser.parse(source: source)
        let context = BasicMacroExpansionContext(sourceFiles: [file: .init(moduleName: "App", fullFilePath: "App.swift")])
        let expanded = file.expand(macroSpecs: specs, contextGenerator: { _ in context }, indentationWidth: .spaces(4))
        return (expanded.description, context.diagnostics.map(\.message))
    }

    @Test func aUnionValueListsEachCaseWithTheTypeItCarries() {
        let (text, messages) = expand(
            """
            @UnionValue
            public enum Destination {
                case chart(StarChartEntity)
                case coordinates(String), label(LocalizedStringResource)
            }
            """)
        #expect(messages.isEmpty)
        #expect(
            text.hasSuffix(
                """
                extension Destination: AppUnionValue {
                    public static let unionCases: [UnionCase<Destination>] = [
                        .case("chart", StarChartEntity.self, Destination.chart),
                        .case("coordinates", String.self, Destination.coordinates),
                        .case("label", LocalizedStringResource.self, Destination.label),
                    ]
                }
                """), "\(text)")
    }

    @Test func aUnionCaseWithoutExactlyOneValueIsReported() {
        #expect(expand("@UnionValue enum Mixed { case none\n case pair(Int, Int) }").messages == ["case none of a @UnionValue enum must carry exactly one value (case none(SomeType))"])
        #expect(expand("@UnionValue struct NotAnEnum {}").messages == ["@UnionValue goes on an enum whose cases each carry one value"])
    }

    @Test func aSchemaMacroAddsTheConformanceAndNamesTheSchema() {
        let (text, messages) = expand("@AppEntity(schema: .photos.asset)\nstruct Chart {}")
        #expect(messages.isEmpty)
        #expect(text.contains("extension Chart: AppEntity {\n    static var _intentKitSchema: String? {\n        \"photos.asset\"\n    }\n}"), "\(text)")
        let intent = expand("@AppIntent(schema: .system.search)\npublic struct Find: ShowInAppSearchResultsIntent {}").text
        #expect(intent.contains("public static var _intentKitSchema: String?"), "\(intent)")
        #expect(intent.contains("\"system.search\""))
        #expect(expand("@AppEnum(schema: photos)\nenum Style {}").messages == ["@AppEnum's schema is written .domain.name (.photos.asset)"])
        // iOS 18's name for the same macro.
        let assistant = expand("@AssistantIntent(schema: .mail.message)\nstruct Open: OpenIntent {}")
        #expect(assistant.messages.isEmpty)
        #expect(assistant.text.contains("\"mail.message\""), "\(assistant.text)")
        #expect(expand("@AssistantIntent struct Bare {}").messages == ["@AssistantIntent needs its schema: @AssistantIntent(schema: .domain.name)"])
    }

    @Test func propertyMarksAddNothingAndStandOnlyOnComputedProperties() {
        let (text, messages) = expand(
            """
            struct Chart {
                @ComputedProperty(title: "Brightest")
                var brightest: String { name }
                @DeferredProperty
                var survey: String { get async throws { "" } }
            }
            """)
        #expect(messages.isEmpty)
        #expect(text.contains("var brightest: String { name }"))
        #expect(
            expand("struct C { @ComputedProperty var stored: Int = 1 }").messages == [
                "@ComputedProperty marks a computed property: give it a body ({ … }, or get async throws { … }); for a stored one use @Property"
            ])
        #expect(expand("struct C { @DeferredProperty var untyped = 1 }").messages == ["@DeferredProperty needs the property's type written out (var name: Type { … })"])
        #expect(expand("struct C { @ComputedProperty func f() {} }").messages == ["@ComputedProperty marks one entity property declared with var"])
    }
}
