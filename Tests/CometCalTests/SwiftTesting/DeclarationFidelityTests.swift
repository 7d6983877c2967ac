import Foundation
import Testing

@testable import IntentKitClient
@testable import IntentWire

/// App Intents code written as Apple's documentation writes it keeps its meaning: the metadata says what the declarations say.
///
/// The subject is `DocSnippetsApp`, a trail guide written from Apple's
/// snippets with only the import changed, and CometCal.
@Suite struct DeclarationFidelityTests {
    static let trails = "com.example.DocSnippetsApp"

    private func metadata(_ bundleIdentifier: String = trails) async throws -> AppMetadata {
        try await TestSessions.with(bundleIdentifier) { session, _ in try await session.metadata() }
    }

    @Test func everyDeclaredTitleIsInTheMetadata() async throws {
        let metadata = try await metadata()
        // The description lists no types: the plugin found them, files in path order and declarations as written.
        #expect(
            metadata.intents.map(\.title) == [
                "Trail Conditions", "Hike Tracking", "Check In", "Log a Hike", "Buy a Permit", "Attach a Photo", "Set Home Region", "Invite a Hiking Partner",
                "Get Trail Information", "Open Trail", "Start a Hike", "Close a Trail", "Last Opened Trail",
            ])
        #expect(metadata.intent(named: "InviteHikingPartner")?.parameter(named: "partner")?.type == .person)
        #expect(metadata.intent(named: "InviteHikingPartner")?.resultType == .person)
        let trail = try #require(metadata.entity(named: "TrailEntity"))
        #expect(trail.properties.map(\.title) == ["Trail Name", "Region", "Length", "Elevation Gain", "Activities", "Website", "Permit Fee", "Ranger on Duty"])
        #expect(trail.displayName == "Trail")
        let logHike = try #require(metadata.intent(named: "LogHike"))
        #expect(logHike.parameters.map(\.title) == ["Trail", "Distance", "Pack Weight", "Minutes", "Effort", "Style", "Notes"])
        let activity = try #require(metadata.enumeration(named: "ActivityStyle"))
        #expect(activity.displayName == "Activity")
        #expect(activity.cases.map(\.title) == ["Hiking", "Trail Running", "Walking"])
        #expect(metadata.enumeration(named: "ClosureReason")?.cases.map(\.title) == ["Weather", "Trail Maintenance", "Wildlife Activity", "Other"])
    }

    @Test func nothingIsDerivedWhereATitleWasDeclared() async throws {
        let metadata = try await metadata()
        let trail = try #require(metadata.entity(named: "TrailEntity"))
        #expect(trail.property(named: "regionDescription")?.title == "Region")
        #expect(trail.property(named: "gain")?.title == "Elevation Gain")
        #expect(trail.property(named: "activities")?.title == "Activities", "a bare @Property is titled after its name")
        let info = try #require(metadata.intent(named: "GetTrailInfo"))
        #expect(info.parameter(named: "includeConditions")?.title == "Include Conditions", "a bare @Parameter is titled after its name")
        #expect(metadata.intent(named: "AttachPhoto")?.parameter(named: "link")?.title == "Link")
    }

    @Test func descriptionsInBothFormsKeepEveryDetail() async throws {
        let metadata = try await metadata()
        let info = try #require(metadata.intent(named: "GetTrailInfo"))
        #expect(info.description == "Provides complete details on a trail.")
        #expect(info.categoryName == "Discover")
        #expect(info.searchKeywords == ["trail", "hike", "conditions"])
        #expect(info.resultValueName == "Trail Information")
        #expect(metadata.intent(named: "LogHike")?.description == "Records a hike on a trail.", "the optional form")
        #expect(metadata.intent(named: "OpenTrail")?.description == "Displays trail details in the app.", "a static let")
        #expect(metadata.intent(named: "BuyPermit")?.categoryName == "Permits")
        #expect(metadata.intent(named: "AttachPhoto")?.description == nil)
    }

    @Test func howEachIntentRunsIsInTheMetadata() async throws {
        let metadata = try await metadata()
        let open = try #require(metadata.intent(named: "OpenTrail"))
        #expect(open.openAppWhenRun)
        #expect(open.supportedModes == ["foreground"])
        #expect(open.roles == ["open"])
        #expect(metadata.intent(named: "LogHike")?.authenticationPolicy == "requiresLocalDeviceAuthentication")
        #expect(metadata.intent(named: "BuyPermit")?.authenticationPolicy == "requiresAuthentication")
        #expect(metadata.intent(named: "CloseTrail")?.isDiscoverable == false)
        #expect(metadata.intent(named: "TrailWidgetConfiguration")?.roles == ["widgetConfiguration"])
        #expect(metadata.intent(named: "TrackingControlConfiguration")?.roles == ["controlConfiguration"])
        let migrated = try #require(metadata.intent(named: "LegacyCheckIn"))
        #expect(migrated.roles == ["migratedFrom(CheckInIntent)"])
        #expect(migrated.description == nil, "an empty description is no description")
        #expect(migrated.parameterSummary == .summary(format: "Check In", table: []))
        let plain = try #require(metadata.intent(named: "GetTrailInfo"))
        #expect(!plain.openAppWhenRun && plain.supportedModes == ["background"] && plain.authenticationPolicy == "alwaysAllowed" && plain.isDiscoverable && plain.roles.isEmpty)
    }

    @Test func parameterSummariesAreInTheMetadataExactly() async throws {
        let metadata = try await metadata()
        #expect(metadata.intent(named: "GetTrailInfo")?.parameterSummary == .summary(format: "Get information on ${trail}", table: ["includeConditions"]))
        #expect(
            metadata.intent(named: "LogHike")?.parameterSummary
                == .when(
                    parameter: "effort", comparison: "greaterThanOrEqualTo", values: [.int(8)],
                    then: .summary(format: "Log a hard ${distance} of ${style} on ${trail}", table: ["minutes", "packWeight", "notes"]),
                    otherwise: .summary(format: "Log ${distance} of ${style} on ${trail}", table: ["minutes", "effort", "packWeight", "notes"])))
        let reason = { (raw: String) in IntentValue.enumCase(EnumValue(typeIdentifier: "ClosureReason", rawValue: raw)) }
        #expect(
            metadata.intent(named: "CloseTrail")?.parameterSummary
                == .switchOn(
                    parameter: "reason",
                    cases: [
                        ParameterSummaryCase(values: [reason("weather")], summary: .summary(format: "Close ${trail} for the weather", table: [])),
                        ParameterSummaryCase(values: [reason("maintenance"), reason("wildlife")], summary: .summary(format: "Close ${trail} for ${reason}", table: [])),
                    ],
                    defaultCase: .summary(format: "Close ${trail}", table: [])))
        #expect(metadata.intent(named: "StartHike")?.parameterSummary == nil)
    }

    @Test func parameterOptionsAreInTheMetadata() async throws {
        let metadata = try await metadata()
        let logHike = try #require(metadata.intent(named: "LogHike"))
        #expect(logHike.parameter(named: "trail")?.description == "The trail you hiked.")
        #expect(logHike.parameter(named: "distance")?.type == .measurement("UnitLength"))
        #expect(logHike.parameter(named: "distance")?.defaultUnit == "km")
        #expect(logHike.parameter(named: "distance")?.supportsNegativeNumbers == false)
        #expect(logHike.parameter(named: "packWeight")?.type == .optional(.measurement("UnitMass")))
        #expect(logHike.parameter(named: "minutes")?.inclusiveRange == ClosedRangeDescriptor(lowerBound: 1, upperBound: 1440))
        #expect(logHike.parameter(named: "minutes")?.defaultValue == .int(60))
        #expect(logHike.parameter(named: "effort")?.controlStyle == "slider")
        #expect(logHike.parameter(named: "notes")?.requestValueDialog == "Anything to remember about this hike?")
        #expect(metadata.intent(named: "GetTrailInfo")?.parameter(named: "trail")?.requestDisambiguationDialog == "Which trail do you mean?")
        #expect(metadata.intent(named: "SetHomeRegion")?.parameter(named: "region")?.hasOptions == true)
        #expect(metadata.intent(named: "AttachPhoto")?.parameter(named: "photo")?.supportedContentTypes == ["public.png", "public.jpeg"])
        #expect(metadata.intent(named: "StartHike")?.parameter(named: "trail")?.inputConnectionBehavior == "connectToPreviousIntentResult")
        #expect(metadata.intent(named: "AttachPhoto")?.parameter(named: "trail")?.inputConnectionBehavior == nil)
        let permit = try #require(metadata.intent(named: "BuyPermit"))
        #expect(permit.parameters.map(\.type) == [.entity("TrailEntity"), .dateComponents, .currencyAmount])
        #expect(permit.resultType == .file)
    }

    @Test func displayRepresentationsKeepImagesSynonymsAndCountFormats() async throws {
        let metadata = try await metadata()
        let activity = try #require(metadata.enumeration(named: "ActivityStyle"))
        #expect(activity.numericFormat == "%lld activities")
        #expect(activity.cases[0].image == DisplayImageValue(systemName: "figure.hiking"))
        #expect(activity.cases[0].synonyms == ["Trekking"])
        #expect(activity.cases[1].subtitle == "Faster than a hike")
        #expect(activity.cases[2].image == DisplayImageValue(url: "https://example.com/walking.png", isTemplate: true))
        #expect(metadata.entity(named: "TrailEntity")?.numericFormat == "%lld trails")
        #expect(metadata.entity(named: "TrailEntity")?.isIndexed == true)
    }

    @Test func shortcutsAreListedWithTheirPhrases() async throws {
        let metadata = try await metadata()
        #expect(
            metadata.shortcuts == [
                AppShortcutDescriptor(
                    intent: "GetTrailInfo",
                    phrases: ["Get ${trail} conditions with ${applicationName}", "Get conditions on ${trail} with ${applicationName}"],
                    shortTitle: "Get Conditions", systemImageName: "cloud.rainbow.half"),
                AppShortcutDescriptor(intent: "LogHike", phrases: ["Log a hike in ${applicationName}"], shortTitle: "Log Hike", systemImageName: "figure.hiking"),
            ])
        #expect(metadata.shortcutTileColor == "navy")
    }

    @Test func cometCalIsDeclaredTheWayAppleDeclaresIntents() async throws {
        let metadata = try await metadata("com.example.CometCal")
        for intent in metadata.intents {
            #expect(intent.description?.isEmpty == false, "\(intent.name) has a description")
            if !intent.parameters.isEmpty { #expect(intent.parameterSummary != nil, "\(intent.name) has parameters and a summary") }
            let mentioned = intent.parameterSummary?.parameterNames ?? []
            #expect(mentioned.allSatisfy { intent.parameter(named: $0) != nil }, "\(intent.name)'s summary mentions only its parameters")
        }
        #expect(metadata.intent(named: "CreateEventIntent")?.parameter(named: "travelDistance")?.type == .optional(.measurement("UnitLength")))
        #expect(metadata.entity(named: "EventEntity")?.property(named: "travelDistance")?.title == "Travel Distance")
        #expect(metadata.enumeration(named: "EventStatus")?.cases.map(\.image?.systemName) == ["checkmark.circle", "questionmark.circle", "xmark.circle"])
        #expect(metadata.shortcuts.map(\.intent) == ["CreateEventIntent", "OpenEventIntent", "CountEventsIntent"])
        #expect(metadata.intent(named: "OpenEventIntent")?.roles == ["open"])
        #expect(
            metadata.intents.filter { !$0.isDiscoverable }.map(\.name) == [
                "SeedSampleEventsIntent", "ResetTestDataIntent", "ClearSpotlightIntent", "SeedBulkEventsIntent", "ImportEventsIntent", "EventSummarySnippetIntent",
                "ConflictCheckCountIntent", "IndexBuildCountIntent",
            ])
    }
}

/// The plugin names at start-up each type it found but cannot register, with the reason.
@Suite struct UnregisteredTypeTests {
    @Test func aPrivateIntentIsNamedAtStartUpWithTheReason() async throws {
        let stderr = try await TestSessions.with("com.example.DocSnippetsApp") { session, definitions in
            _ = try await session.metadata()
            return try await session.diagnostics().stderrTail
        }
        #expect(
            stderr.contains(
                "the IntentKitMetadata plugin cannot register RangerNotesIntent: it is private; list it in the app description to register it"),
            "\(stderr)")
    }
}
