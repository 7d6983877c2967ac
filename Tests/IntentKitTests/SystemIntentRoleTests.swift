import Testing

@testable import IntentKit

/// Opens a moon, configures a widget and replaces a SiriKit intent: three roles at once.
struct TraitOpenMoonWidgetIntent: OpenIntent, WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let title: LocalizedStringResource = "Open Moon"
    static let intentClassName = "OpenMoonIntent"
    @Parameter(title: "Moon") var target: TraitSharedMoon
    func perform() async throws -> some IntentResult { .result() }
}

/// Configures a control, and nothing else.
struct TraitControlIntent: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Control"
    func perform() async throws -> some IntentResult { .result() }
}

/// Plays no system role.
struct TraitPlainIntent: AppIntent {
    static let title: LocalizedStringResource = "Plain"
    func perform() async throws -> some IntentResult { .result() }
}

/// An intent's system roles, which start-up reads from its conformances instead of asking the runtime, are the
/// runtime's own answers, however many roles an intent combines.
@Suite struct SystemIntentRoleTests {
    @Test func rolesCombine() {
        #expect(TraitOpenMoonWidgetIntent._intentKitSystemRoles == ["open", "widgetConfiguration", "migratedFrom(OpenMoonIntent)"])
        #expect(TraitControlIntent._intentKitSystemRoles == ["controlConfiguration"])
        #expect(TraitPlainIntent._intentKitSystemRoles == [])
    }

    @Test(arguments: [TraitOpenMoonWidgetIntent.self, TraitControlIntent.self] as [any SystemIntent.Type])
    func rolesAreTheRuntimesAnswers(_ intent: any SystemIntent.Type) {
        #expect(intent._intentKitOpensEntity == (intent is any OpenIntent.Type))
        #expect(intent._intentKitConfiguresWidget == (intent is any WidgetConfigurationIntent.Type))
        #expect(intent._intentKitConfiguresControl == (intent is any ControlConfigurationIntent.Type))
        #expect(intent._intentKitMigratedIntentClassName == (intent as? any CustomIntentMigratedAppIntent.Type)?.intentClassName)
    }
}
