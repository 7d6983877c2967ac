import Testing

@testable import IntentKitMetadataScanner

/// The build plugin's search for an app's types: which declarations it takes, under which kind, and which it names as
/// unreachable, with the reason.
@Suite struct AppTypeCatalogTests {
    private func types(_ source: String) -> [DeclaredType] {
        PropertyTitleScanner(source: Array(source.utf8)).typeDeclarations()
    }

    private func paths(_ catalog: AppTypeCatalog, _ kind: AppTypeCatalog.Kind) -> [String] {
        (catalog.types[kind] ?? []).map(\.expression)
    }

    @Test func inheritanceClausesAreReadAsWritten() {
        let found = types(
            """
            public struct A: IntentKit.AppIntent, @unchecked Sendable {}
            struct B<T>: AppEntity where T: Sendable {}
            final class C: SetValueIntent<Bool>, Identifiable {}
            enum D: String, AppEnum & CaseIterable { case x }
            extension E: @retroactive AppUnionValue {}
            protocol F: AppIntent {}
            """)
        #expect(found.map(\.path) == ["A", "B", "C", "D", "E", "F"])
        #expect(found.map(\.inherited) == [["AppIntent", "Sendable"], ["AppEntity"], ["SetValueIntent", "Identifiable"], ["String", "AppEnum", "CaseIterable"], ["AppUnionValue"], ["AppIntent"]])
        #expect(found[1].unreachableBecause == "it is generic")
        #expect(found[0].isVisibleToOtherModules)
        #expect(!found[2].isVisibleToOtherModules)
    }

    @Test func typesAreFoundThroughTheAppsOwnProtocolsAndExtensions() {
        let catalog = AppTypeCatalog(
            own: types(
                """
                protocol CalendarIntent: AppIntent {}
                protocol DeepCalendarIntent: CalendarIntent {}
                struct Plain {}
                struct MoveEvent: DeepCalendarIntent {}
                struct EventEntity: Identifiable {}
                extension EventEntity: IndexedEntity {}
                enum Status: String { case a }
                extension Status: AppEnum {}
                struct Shortcuts: AppShortcutsProvider {}
                struct Lookup: IntentValueQuery {}
                struct Summary: TransientAppEntity {}
                enum Choice: AppUnionValue {}
                enum Outer {
                    struct Inner: AppIntent {}
                }
                """))
        #expect(paths(catalog, .intents) == ["MoveEvent", "Outer.Inner"])
        #expect(paths(catalog, .entities) == ["EventEntity"])
        #expect(paths(catalog, .enums) == ["Status"])
        #expect(paths(catalog, .shortcuts) == ["Shortcuts"])
        #expect(paths(catalog, .valueQueries) == ["Lookup"])
        #expect(paths(catalog, .transientEntities) == ["Summary"])
        #expect(paths(catalog, .unions) == ["Choice"])
        #expect(catalog.unreachable.isEmpty)
    }

    @Test func typesThatCannotBeNamedAreReportedWithTheReason() {
        let catalog = AppTypeCatalog(
            own: types(
                """
                private struct Hidden: AppIntent {}
                fileprivate struct AlsoHidden: AppIntent {}
                struct Box<T>: AppIntent {}
                func make() {
                    struct Local: AppIntent {}
                }
                private enum Wrapper {
                    struct Inner: AppIntent {}
                }
                """),
            dependencies: [
                (
                    "Library",
                    types(
                        """
                        public struct Shared: AppIntent {}
                        struct Internal: AppIntent {}
                        package struct InPackage: AppEntity {}
                        public enum Outer { public struct Nested: AppIntent {} }
                        """)
                )
            ])
        #expect(paths(catalog, .intents) == ["Library.Shared", "Library.Outer.Nested"])
        #expect(paths(catalog, .entities) == ["Library.InPackage"])
        #expect(catalog.imports == ["Library"])
        #expect(
            catalog.unreachable == [
                "Hidden: it is private", "AlsoHidden: it is fileprivate", "Box: it is generic", "Local: it is declared inside a function or closure",
                "Wrapper.Inner: a type around it cannot be named from another file",
                "Internal in Library: it is internal to Library; make it public (or package) to be found from the app's target",
            ])
    }

    @Test func conditionsAreKeptAndTheGeneratedFileNamesEachType() {
        let catalog = AppTypeCatalog(
            own: types(
                """
                #if os(Linux)
                struct LinuxOnly: AppIntent {}
                #endif
                private struct Hidden: AppIntent {}
                """))
        #expect(catalog.types[.intents] == [AppTypeCatalog.Reference(module: nil, path: "LinuxOnly", condition: "(os(Linux))")])
        let text = AppTypesFile(catalog: catalog).text
        #expect(text.contains("    #if (os(Linux))\n    types.intents.append(LinuxOnly.self)\n    #endif\n"))
        #expect(text.contains(#"    types.unreachable.append("Hidden: it is private")"#))
        #expect(text.contains("@MainActor static func main(_ description: IntentAppDescription, arguments: [String] = CommandLine.arguments) async -> Never {"))
    }

    @Test func attributeMacrosGiveTheirProtocols() {
        let catalog = AppTypeCatalog(
            own: types(
                """
                @AppEntity(schema: .photos.asset)
                struct Chart {}
                @UnionValue
                enum Destination { case a(Int) }
                @AppEnum(schema: .photos.assetType) enum Style: String { case a }
                @AppIntent(schema: .photos.openAsset)
                @MainActor
                struct Open: OpenIntent {}
                """))
        #expect(paths(catalog, .entities) == ["Chart"])
        #expect(paths(catalog, .unions) == ["Destination"])
        #expect(paths(catalog, .enums) == ["Style"])
        #expect(paths(catalog, .intents) == ["Open"])
    }

    @Test func markedPropertiesAreListedWithTheirGettersEffects() {
        let scanner = PropertyTitleScanner(
            source: Array(
                """
                public struct Chart: AppEntity {
                    @ComputedProperty(title: "Brightest") public var brightest: String { name }
                    @ComputedProperty var count: Int {
                        get { 3 }
                    }
                    @DeferredProperty(title: "Survey", indexingKey: \\.contentDescription)
                    var survey: String { get async throws { "" } }
                    @DeferredProperty var cached: String { get async { "" } }
                    @ComputedProperty private var hidden: Int { 1 }
                }
                """.utf8))
        let declarations = scanner.declarations()
        #expect(
            declarations.first?.marked == [
                MarkedProperty(name: "brightest", titleExpression: #""Brightest""#, kind: .computed),
                MarkedProperty(name: "count", titleExpression: nil, kind: .computed),
                MarkedProperty(name: "survey", titleExpression: #""Survey""#, kind: .deferred, isAsync: true, throws: true),
                MarkedProperty(name: "cached", titleExpression: nil, kind: .deferred, isAsync: true),
            ])
        let text = EntityPropertiesFile(declarations: declarations).text
        #expect(
            text.contains(
                """
                    public static let computedProperties: [ComputedProperty<Chart>] = [
                        ComputedProperty<Chart>("brightest", title: "Brightest") { $0.brightest },
                        ComputedProperty<Chart>("count") { $0.count },
                    ]
                """), "\(text)")
        #expect(text.contains("DeferredProperty<Chart>(\"survey\", title: \"Survey\") { try await $0.survey },"))
        #expect(text.contains("DeferredProperty<Chart>(\"cached\") { await $0.cached },"))
    }

    /// Intents whose code asks for confirmation are listed for the metadata (`asksForConfirmation`): a call in the
    /// type's body, an extension's or a parameter's (`$event.requestConfirmation(for:)`); not in a comment, a
    /// string, another type, or a nested type's body.
    @Test func intentsThatAskForConfirmationAreFound() {
        let declared = types(
            """
            struct DeleteEvent: AppIntent {
                func perform() async throws -> some IntentResult {
                    try await requestConfirmation(actionName: .delete, dialog: "Delete?")
                    return .result()
                }
            }
            struct Move: AppIntent {
                @Parameter var event: EventEntity
                func perform() async throws -> some IntentResult {
                    guard try await $event.requestConfirmation(for: event) else { return .result() }
                    return .result()
                }
            }
            struct Archive: AppIntent {}
            extension Archive {
                func perform() async throws -> some IntentResult {
                    if true { try await self.requestConfirmation() }
                    return .result()
                }
            }
            struct Quiet: AppIntent {
                // requestConfirmation() is not called here
                let note = "requestConfirmation"
                struct Helper { func ask() async throws { try await requestConfirmation() } }
                func perform() async throws -> some IntentResult { .result() }
            }
            struct Helper2 { func requestConfirmation() {} }
            """)
        #expect(declared.filter(\.asksForConfirmation).map(\.path) == ["DeleteEvent", "Move", "Archive", "Quiet.Helper", "Helper2"])
        let catalog = AppTypeCatalog(own: declared)
        #expect(catalog.intentsAskingForConfirmation.map(\.expression) == ["DeleteEvent", "Move", "Archive"])
        let text = AppTypesFile(catalog: catalog).text
        #expect(text.contains("    types.intentsAskingForConfirmation.append(DeleteEvent.self)"), "\(text)")
        #expect(!text.contains("intentsAskingForConfirmation.append(Quiet.self)"))
    }
}
