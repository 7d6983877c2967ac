import Foundation
import IntentJSON
import Testing

@testable import IntentTransport
@testable import IntentWire

/// The metadata's one encoding: the handshake written in parts is the whole response, reads back as the same
/// metadata, and a number JSON cannot hold is refused with its path.
@Suite struct MetadataWritingTests {
    static let everyValueType: [ValueType] = [
        .string, .int, .double, .bool, .date, .url, .duration, .currencyAmount, .file, .dateComponents, .measurement("UnitLength"),
        .array(.optional(.entity("Event"))), .transientEntity("Probe"), .enumeration("Mood"), .union("Place"),
    ]

    /// Metadata that sets every optional field, with text that needs escaping.
    static let full = AppMetadata(
        app: AppDescriptor(bundleIdentifier: "org.example.Full", name: "Full \"Quoted\"", version: "2.0\n"),
        intents: [
            IntentDescriptor(
                name: "PlanIntent", title: "Plan", description: "Plans \\ things", categoryName: "Planning", searchKeywords: ["plan", "é"],
                resultValueName: "Plan",
                parameters: everyValueType.enumerated().map { index, type in
                    ParameterDescriptor(
                        name: "p\(index)", title: "P \(index)", description: "d", type: type, defaultValue: .array([.int(1), .double(0.1), .string("x")]),
                        requestValueDialog: "Which?", requestDisambiguationDialog: "Which one?", inclusiveRange: ClosedRangeDescriptor(lowerBound: -1.5, upperBound: 1e21),
                        controlStyle: "slider", defaultUnit: "meters", supportsNegativeNumbers: false, supportedContentTypes: ["public.text"], hasOptions: true,
                        inputConnectionBehavior: "connectToPreviousIntentResult")
                },
                parameterSummary: .when(
                    parameter: "p0", comparison: "equalTo", values: [.bool(true)], then: .summary(format: "Plan ${p0}", table: ["Table"]),
                    otherwise: .switchOn(
                        parameter: "p1", cases: [ParameterSummaryCase(values: [.int(1)], summary: .summary(format: "One", table: []))],
                        defaultCase: .summary(format: "Other", table: []))),
                resultType: .array(.string), openAppWhenRun: true, supportedModes: ["foreground"], authenticationPolicy: "requiresAuthentication",
                isDiscoverable: false, roles: ["open"])
        ],
        entities: [
            EntityDescriptor(
                name: "Event", displayName: "Event", properties: [PropertyDescriptor(name: "length", title: "Length", type: .duration, kind: .computed)],
                queries: EntityQueryKind.allCases, identifierType: "UUID", synonyms: ["Happening"], numericFormat: "${count} events", isIndexed: true,
                propertyQuery: PropertyQueryDescriptor(
                    properties: [QueryPropertyDescriptor(name: "length", comparators: [.equalTo, .lessThan])], sortableBy: ["length"]),
                isUnique: false, providesOwnership: true)
        ],
        transientEntities: [
            TransientEntityDescriptor(
                name: "Probe", displayName: "Probe", properties: [PropertyDescriptor(name: "depth", title: "Depth", type: .double)], synonyms: ["Sensor"],
                numericFormat: "${count} probes")
        ],
        enums: [
            EnumDescriptor(
                name: "Mood", displayName: "Mood",
                cases: [
                    EnumCaseDescriptor(
                        rawValue: "calm", title: "Calm", subtitle: "Quiet", image: DisplayImageValue(systemName: "leaf", named: "calm", url: "u", dataByteCount: 3, isTemplate: true),
                        synonyms: ["Serene"])
                ], synonyms: ["Feeling"], numericFormat: "${count} moods")
        ],
        valueQueries: [ValueQueryDescriptor(name: "PlaceQuery", inputType: .string, resultTypes: [.entity("Event"), .union("Place")])],
        shortcuts: [
            AppShortcutDescriptor(
                intent: "PlanIntent", phrases: ["Plan with ${applicationName}"], shortTitle: "Plan", systemImageName: "calendar",
                parameters: ["p0": .bool(true), "p1": .int(3), "p2": .string("x")])
        ],
        shortcutTileColor: "navy",
        negativeShortcutPhrases: ["Stop ${applicationName}", "Quote \"this\""],
        unions: [UnionDescriptor(name: "Place", displayName: "Place", cases: [UnionCaseDescriptor(name: "address", title: "Address", type: .string)])])

    /// Metadata that sets no optional field.
    static let bare = AppMetadata(
        app: AppDescriptor(bundleIdentifier: "org.example.Bare", name: "Bare", version: "1"),
        intents: [
            IntentDescriptor(name: "A", title: "A", parameters: [], resultType: nil),
            IntentDescriptor(name: "B", title: "B", parameters: [ParameterDescriptor(name: "x", title: "X", type: .int)], resultType: .int),
        ],
        entities: [EntityDescriptor(name: "E", displayName: "E", properties: [], queries: [], identifierType: "String")],
        transientEntities: [TransientEntityDescriptor(name: "T", displayName: "T", properties: [])],
        enums: [EnumDescriptor(name: "M", displayName: "M", cases: [EnumCaseDescriptor(rawValue: "a", title: "A")])],
        unions: [UnionDescriptor(name: "U", displayName: "U", cases: [UnionCaseDescriptor(name: "n", type: .int)])])

    private func written(_ metadata: AppMetadata) throws -> String {
        let intents = try EncodedResponse<InitializeRequest>.intentsPart(metadata.intents)
        let parts = try EncodedResponse<InitializeRequest>.partsAroundIntents(of: metadata)
        return String(decoding: EncodedResponse<InitializeRequest>(joining: intents, around: parts).compactJSON, as: UTF8.self)
    }

    private func encoded(_ metadata: AppMetadata) throws -> String {
        String(decoding: try EncodedResponse<InitializeRequest>(InitializeResponse(metadata: metadata)).compactJSON, as: UTF8.self)
    }

    @Test(arguments: [full, bare, AppMetadata(app: AppDescriptor(bundleIdentifier: "org.example.Empty", name: "Empty", version: "0"))])
    func theHandshakeWrittenInPartsReadsBackAsTheMetadata(_ metadata: AppMetadata) throws {
        #expect(try written(metadata) == encoded(metadata), "the parts joined are the whole response")
        #expect(try WireCoding.decode(InitializeResponse.self, from: Array(written(metadata).utf8)).metadata == metadata)
        // Any encoder goes through the same writer: a pretty encoding reads back as the same metadata too.
        #expect(try WireCoding.decode(AppMetadata.self, from: WireCoding.encodePretty(metadata)) == metadata)
    }

    @Test func shortcutParametersAreWrittenInOneOrder() throws {
        let names = (0..<20).map { "p\($0)" }
        let shortcut = AppShortcutDescriptor(intent: "A", phrases: [], parameters: Dictionary(uniqueKeysWithValues: names.map { ($0, IntentValue.int(1)) }))
        var writer = JSONWriter()
        try shortcut.writeJSON(to: &writer)
        let text = String(decoding: writer.bytes, as: UTF8.self)
        let positions = try names.sorted().map { name in try #require(text.range(of: "\"\(name)\":")).lowerBound }
        #expect(positions == positions.sorted(), "\(text)")
        // `encode(to:)` is the same writer: no empty `parameters` member, which a synthesized encoding would write.
        #expect(try String(decoding: WireCoding.encode(AppShortcutDescriptor(intent: "A", phrases: [])), as: UTF8.self) == #"{"intent":"A","phrases":[]}"#)
    }

    @Test func aNumberJSONCannotHoldIsRefusedWithItsPath() throws {
        var metadata = Self.bare
        metadata.intents[1].parameters[0].inclusiveRange = ClosedRangeDescriptor(lowerBound: 0, upperBound: .infinity)
        #expect {
            try EncodedResponse<InitializeRequest>.intentsPart(metadata.intents)
        } throws: { error in
            "\(error)".contains("intents[1].parameters[0].inclusiveRange") && "\(error)".contains("not a number JSON can hold")
        }
        metadata.intents = Self.bare.intents
        metadata.shortcuts = [AppShortcutDescriptor(intent: "A", phrases: [], parameters: ["x": .double(.nan)])]
        #expect {
            try EncodedResponse<InitializeRequest>.partsAroundIntents(of: metadata)
        } throws: { error in
            "\(error)".contains("metadata.shortcuts[0].parameters.x")
        }
        #expect {
            try EncodedResponse<InitializeRequest>(InitializeResponse(metadata: metadata))
        } throws: { error in
            "\(error)".contains("nan is not a number JSON can hold")
        }
    }
}
