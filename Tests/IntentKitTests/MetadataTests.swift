import IntentJSON
import IntentTransport
import Testing

@testable import IntentKit
@testable import IntentWire

@Suite struct MetadataTests {
    let metadata = Registry(testApp).metadata

    @Test func describesTheApp() {
        #expect(metadata.app == AppDescriptor(bundleIdentifier: "org.example.Solar", name: "Solar", version: "0.1"))
        #expect(metadata.intents.map(\.name) == ["VisitIntent", "ConfirmIntent", "FailingIntent", "MoodCheckIntent"])
    }

    @Test func theHandshakeEncodedInHalvesIsTheWholeEncodedAtOnce() throws {
        let halves = try Registry(testApp, encodingHandshake: true).encodedHandshake.get().compactJSON
        let whole = try EncodedResponse<InitializeRequest>(InitializeResponse(metadata: metadata)).compactJSON
        #expect(String(decoding: halves, as: UTF8.self) == String(decoding: whole, as: UTF8.self))
        #expect(try WireCoding.decode(InitializeResponse.self, from: halves).metadata == metadata)
    }

    @Test func parametersComeFromTheWrappers() throws {
        let visit = try #require(metadata.intent(named: "VisitIntent"))
        #expect(visit.title == "Visit")
        #expect(visit.description == "Visits a planet.")
        #expect(visit.resultType == .string)
        #expect(
            visit.parameters == [
                ParameterDescriptor(name: "planet", title: "Planet", type: .entity("Planet")),
                ParameterDescriptor(name: "crew", title: "Crew", type: .int, defaultValue: .int(3)),
                ParameterDescriptor(name: "note", title: "Note", type: .optional(.string)),
                ParameterDescriptor(name: "probes", title: "Probes", type: .array(.transientEntity("Probe")), defaultValue: .array([])),
                ParameterDescriptor(name: "mood", title: "Mood", type: .optional(.enumeration("Mood"))),
            ])
        #expect(visit.parameters.filter(\.isRequired).map(\.name) == ["planet"])
        #expect(metadata.intent(named: "ConfirmIntent")?.resultType == nil)
    }

    @Test func entitiesListPropertiesAndQueries() throws {
        let planet = try #require(metadata.entity(named: "Planet"))
        #expect(planet.displayName == "Planet")
        #expect(planet.identifierType == "String")
        #expect(planet.queries == [.identifiers, .suggested, .all])
        #expect(planet.properties.map(\.name) == ["name", "moons", "mood"])
        #expect(planet.properties.map(\.type) == [.string, .int, .optional(.enumeration("Mood"))])
    }

    @Test func transientEntitiesUseTheirDeclaredTitles() throws {
        let probe = try #require(metadata.transientEntity(named: "Probe"))
        #expect(
            probe.properties == [
                PropertyDescriptor(name: "label", title: "Label", type: .string),
                PropertyDescriptor(name: "mass", title: "Mass", type: .double),
            ])
    }

    @Test func enumsListCasesWithTitles() throws {
        let mood = try #require(metadata.enumeration(named: "Mood"))
        #expect(mood.cases == [EnumCaseDescriptor(rawValue: "calm", title: "Calm"), EnumCaseDescriptor(rawValue: "bright", title: "Bright and Sunny")])
    }

    @Test func namesBecomeTitles() {
        #expect(PropertyReflection.titleFromName("startDate") == "Start Date")
        #expect(PropertyReflection.titleFromName("isAllDay") == "Is All Day")
    }
}

@Suite struct ValidationTests {
    @Test func aCorrectAppHasNoProblems() {
        #expect(Registry(testApp).validate().isEmpty)
    }

    @Test func everyProblemIsReportedAtOnce() {
        let broken = IntentAppDescription(
            bundleIdentifier: "org.example.Broken", name: "Broken", version: "0",
            intents: [OrphanIntent.self, VisitIntent.self, OrphanIntent.self],
            entities: [], transientEntities: [], enums: [EmptyEnum.self])
        #expect(
            Registry(broken).validate() == [
                #"the name "OrphanIntent" is declared twice (as an intent and as an intent); type names must be unique"#,
                "OrphanIntent.planet has type Planet, an entity that is not registered; add Planet.self to the description's entities",
                "VisitIntent.planet has type Planet, an entity that is not registered; add Planet.self to the description's entities",
                "VisitIntent.probes has type Probe, a transient entity that is not registered; add Probe.self to the description's transientEntities",
                "VisitIntent.mood has type Mood, an enum that is not registered; add Mood.self to the description's enums",
                "OrphanIntent.planet has type Planet, an entity that is not registered; add Planet.self to the description's entities",
                "EmptyEnum has no cases; an enum needs at least one",
            ])
    }

    @Test(arguments: ["", "com.example.", "com.example/../CometCal", "com example", ".hidden", "com..example", "Comet🚀Cal"])
    func aBundleIdentifierThatIsNotOneIsNamed(_ identifier: String) {
        let app = IntentAppDescription(bundleIdentifier: identifier, name: "Odd", version: "0", intents: [])
        #expect(
            Registry(app).validate() == [
                "\"\(identifier)\" is not a bundle identifier: use letters, digits and hyphens in parts separated by dots, such as com.example.CometCal"
            ])
    }

    @Test func aMissingPluginOrAPrivateEntityIsNamed() {
        let app = IntentAppDescription(bundleIdentifier: "org.example.Hidden", name: "Hidden", version: "0", intents: [], entities: [hiddenEntityType])
        #expect(
            Registry(app).validate() == [
                #"the titles of HiddenEntity's properties "secretName" are not known: add the IntentKitMetadata plugin to the target that declares it (plugins: [.plugin(name: "IntentKitMetadata", package: "IntentKit")]), and declare the entity at file or type scope, not private"#
            ])
    }

    @Test func defaultsAndBoundsMustFitTheDeclaredRange() {
        let app = IntentAppDescription(bundleIdentifier: "org.example.Range", name: "Range", version: "0", intents: [RangeIntent.self])
        #expect(
            Registry(app).validate() == [
                "RangeIntent.level defaults to 20, outside its inclusive range 1...10",
                "RangeIntent.backwards declares the inclusive range 5...1, whose lower bound is above its upper bound",
            ])
    }

    @Test func shortcutsFollowApplesPhraseRules() {
        var app = testApp
        app.shortcuts = BrokenShortcuts.self
        #expect(
            Registry(app).validate() == [
                #"the App Shortcut phrase "Visit a planet" of VisitIntent mentions the app's name 0 times; it must contain \(.applicationName) exactly once"#,
                #"the App Shortcut phrase "Visit ${planet} with ${applicationName} and ${applicationName}" of VisitIntent mentions the app's name 2 times; it must contain \(.applicationName) exactly once"#,
                #"the App Shortcut phrase "Send ${crew} to ${planet} with ${applicationName}" of VisitIntent has 2 parameters; a phrase may have at most one"#,
                #"the App Shortcut phrase "Send ${crew} to ${planet} with ${applicationName}" of VisitIntent mentions "crew" of type Int; a phrase parameter must be an entity or an enum"#,
                "an App Shortcut runs OrphanIntent, an intent that is not registered; add OrphanIntent.self to the description's intents",
            ])
    }
}
