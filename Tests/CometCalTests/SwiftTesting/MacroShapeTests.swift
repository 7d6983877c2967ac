import Foundation
import IntentKitTesting
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// Apple's attribute macros through a real process (FaultyApp's `MacroShapes.swift`): schemas reach the metadata,
/// marked computed properties come with every entity and deferred ones on request, and a `@UnionValue` enum is a
/// parameter that takes either of its kinds.
@Suite(.isolatedApp("com.example.FaultyApp"))
struct MacroShapeTests {
    let definitions = IntentDefinitions(bundleIdentifier: "com.example.FaultyApp")

    private func metadata() async throws -> AppMetadata {
        try await TestSessions.with("com.example.FaultyApp") { session, _ in try await session.metadata() }
    }

    @Test func schemasAndMarkedPropertiesAreInTheMetadata() async throws {
        let metadata = try await metadata()
        let chart = try #require(metadata.entity(named: "StarChartEntity"))
        #expect(chart.schema == "photos.asset")
        #expect(chart.properties.map(\.title) == ["Name", "Stars", "Brightest", "Star Count", "Survey"])
        #expect(chart.property(named: "starCount")?.kind == .computed)
        #expect(chart.property(named: "survey")?.kind == .deferred)
        #expect(metadata.intent(named: "PlotCourseIntent")?.schema == "photos.openAsset")
        #expect(metadata.enumeration(named: "ChartStyle")?.schema == "photos.assetType")
        #expect(metadata.intent(named: "DockIntent")?.schema == nil)
        #expect(metadata.unions.map(\.name) == ["CourseDestination"], "found by the plugin: the description lists no unions")
    }

    @Test func markedComputedPropertiesComeWithEveryEntityAndDeferredOnesOnRequest() async throws {
        let orion = try #require(try await definitions.entities["StarChartEntity"].entities(identifiers: ["orion"]).first)
        #expect(try orion.brightest == "Orion Prime")
        #expect(try orion.starCount.as(Int.self) == 7)
        #expect(try await orion.survey.get(as: String.self) == "surveyed 7 stars of Orion")
    }

    @Test func aUnionValueParameterTakesEitherKind() async throws {
        let plot = definitions.intents["PlotCourseIntent"]
        #expect(try await plot.makeIntent(destination: "RA 5h 35m").run().value.as(String.self) == "course to RA 5h 35m in lines")
        let lyra = definitions.entities["StarChartEntity"].makeReference(identifier: "lyra")
        #expect(try await plot.makeIntent(destination: lyra, style: "dots").run().value.as(String.self) == "course to Lyra in dots")
    }
}
