import Testing

@testable import IntentKitMetadataScanner

/// The build plugin's reading of `@Property` declarations: which type each belongs to, and the title exactly as written.
@Suite struct PropertyTitleScannerTests {
    private func scan(_ source: String) -> [PropertyTitleDeclarations] {
        PropertyTitleScanner(source: Array(source.utf8)).declarations()
    }

    @Test func titlesAreTakenAsWrittenInDeclarationOrder() {
        let found = scan(
            """
            struct TrailEntity: AppEntity {
                @Property(title: "Trail Name") var name: String
                @Property(title: LocalizedStringResource("Gain", table: "Trails"), indexed: true)
                public var gain: Double
                @Property var activities: [ActivityStyle]
                @Property(title: "Region, \\(1 + 1)") private(set) var region: String
            }
            """)
        #expect(
            found == [
                PropertyTitleDeclarations(
                    typePath: "TrailEntity", isPublic: false, condition: nil,
                    properties: [
                        DeclaredProperty(name: "name", titleExpression: #""Trail Name""#),
                        DeclaredProperty(name: "gain", titleExpression: #"LocalizedStringResource("Gain", table: "Trails")"#),
                        DeclaredProperty(name: "activities", titleExpression: nil),
                        DeclaredProperty(name: "region", titleExpression: #""Region, \(1 + 1)""#, isVisibleToOtherFiles: true),
                    ])
            ])
    }

    @Test func braceAndKeywordLookalikesInStringsAndCommentsAreIgnored() {
        let found = scan(
            ##"""
            // struct Fake { @Property(title: "No") var no: Int }
            /* nested /* comment */ struct AlsoFake { */
            public struct Real: AppEntity {
                let text = "} struct Bogus {"
                let raw = #"a "quoted" } brace"#
                let multi = """
                    @Property(title: "Nope") var nope: Int }
                    """
                @Property(title: "Yes") var yes: Int
            }
            """##)
        #expect(found.map(\.typePath) == ["Real"])
        #expect(found.first?.isPublic == true)
        #expect(found.first?.properties == [DeclaredProperty(name: "yes", titleExpression: #""Yes""#)])
    }

    @Test func nestedAndExtendedTypesArePathsAndPrivateOrLocalTypesAreSkipped() {
        let found = scan(
            """
            enum Catalog {
                struct Book: AppEntity { @Property(title: "Title") var title: String }
                private struct Secret: AppEntity { @Property(title: "Key") var key: String }
            }
            extension Catalog {
                struct Shelf: AppEntity { @Property(title: "Label") var label: String }
            }
            func make() {
                struct Local: AppEntity { @Property(title: "Local") var local: String }
            }
            fileprivate struct Hidden: AppEntity { @Property(title: "H") var h: String }
            """)
        #expect(found.map(\.typePath) == ["Catalog.Book", "Catalog.Shelf"])
    }

    @Test func conditionalDeclarationsKeepTheirConditions() {
        let found = scan(
            """
            #if os(Linux)
            struct LinuxEntity: AppEntity { @Property(title: "A") var a: Int }
            #elseif canImport(UIKit) // phones
            struct PhoneEntity: AppEntity { @Property(title: "B") var b: Int }
            #else
            struct OtherEntity: AppEntity { @Property(title: "C") var c: Int }
            #endif
            struct Always: AppEntity { @Property(title: "D") var d: Int }
            """)
        #expect(found.map(\.condition) == ["(os(Linux))", "!(os(Linux)) && (canImport(UIKit))", "!(os(Linux)) && !(canImport(UIKit))", nil])
    }

    @Test func theGeneratedFileReadsAndWritesPropertiesOtherFilesCanName() {
        let text = EntityPropertiesFile(
            declarations: scan(
                """
                struct Visible: AppEntity {
                    @Property(title: "Title") var title: String
                    @Property var count: Int
                }
                """)
        ).text
        #expect(
            text.contains(
                """
                        static func values(of intentKitInstance: Visible, into intentKitValues: inout EntityPropertyValues) -> Bool {
                            intentKitValues.append("title", intentKitInstance.title.intentValue)
                            intentKitValues.append("count", intentKitInstance.count.intentValue)
                            return true
                        }
                        static func write(_ intentKitInstance: Visible, to intentKitWriter: inout EntityPropertyWriter) -> Bool {
                            intentKitWriter.write("\\"title\\":", intentKitInstance.title)
                            intentKitWriter.write(",\\"count\\":", intentKitInstance.count)
                            return true
                        }
                """), "\(text)")
    }

    /// A raw identifier's name may hold what JSON and Swift literals must escape: the literal holds the JSON text.
    @Test(arguments: [("title", true, #""\"title\":""#), ("endDate", false, #"",\"endDate\":""#), (#"a "b"\"#, false, #"",\"a \\\"b\\\"\\\\\":""#)])
    func memberLiterals(_ name: String, first: Bool, literal: String) {
        #expect(EntityPropertiesFile.memberLiteral(name, first: first) == literal)
    }

    @Test func theGeneratedFileGivesEachTypeItsTitles() {
        let text = EntityPropertiesFile(
            declarations: scan(
                """
                #if DEBUG
                public struct Debugged: AppEntity {
                    @Property(title: "Title") var title: String; @Property var plain: Int
                    @Property(title: "Secret") private var secret: String
                    @Property(title: "Counter") private(set) var counter: Int
                }
                #endif
                """)
        ).text
        #expect(
            text == """
                // Generated by the IntentKitMetadata plugin from the @Property declarations of this target. Do not edit.
                import Foundation
                import IntentKit

                #if (DEBUG)
                extension Debugged {
                    public enum _IntentKitProperties: _GeneratedEntityProperties {
                        public static var titles: [String: LocalizedStringResource?] {
                            [
                                "title": "Title",
                                "plain": nil,
                                "secret": "Secret",
                                "counter": "Counter",
                            ]
                        }
                        public static var keyPaths: [AnyKeyPath: String] {
                            [
                                \\Debugged.$title: "title",
                                \\Debugged.$plain: "plain",
                                \\Debugged.$counter: "counter",
                            ]
                        }
                    }
                }
                #endif

                """)
    }
}
