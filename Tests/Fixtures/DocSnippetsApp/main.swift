import IntentKit

// A trail-guide app written the way Apple's App Intents documentation
// writes its snippets, with `import IntentKit` in place of `import AppIntents`
// and nothing else changed. It is compiled in the Swift 5 language mode, as
// most App Intents code is, so `static var title: LocalizedStringResource = "…"`
// compiles as written. The tests read its metadata and run its intents.

let trails = IntentAppDescription(
    bundleIdentifier: "com.example.DocSnippetsApp", name: "Trails", version: "1.0",
    intents: [
        GetTrailInfo.self, OpenTrail.self, LogHike.self, BuyPermit.self, AttachPhoto.self, SetHomeRegion.self, CloseTrail.self, StartHike.self,
        TrailWidgetConfiguration.self, TrackingControlConfiguration.self, LastOpenedTrail.self, LegacyCheckIn.self, InviteHikingPartner.self,
    ],
    entities: [TrailEntity.self],
    enums: [ActivityStyle.self, ClosureReason.self],
    shortcuts: TrailShortcuts.self,
    dependencies: { _ in
        AppDependencyManager.shared.add { TrailDataManager() }
    })

await IntentApp.main(trails)
