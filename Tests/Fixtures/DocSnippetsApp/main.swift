import IntentKit

// A trail-guide app written the way Apple's App Intents documentation
// writes its snippets, with `import IntentKit` in place of `import AppIntents`
// and nothing else changed. It is compiled in the Swift 5 language mode, as
// most App Intents code is, so `static var title: LocalizedStringResource = "…"`
// compiles as written. The tests read its metadata and run its intents.
//
// The description lists no types: the IntentKitMetadata plugin finds the
// intents, entities, enums and shortcuts in the sources, as Apple's build does.

let trails = IntentAppDescription(
    bundleIdentifier: "com.example.DocSnippetsApp", name: "Trails", version: "1.0",
    dependencies: { _ in
        AppDependencyManager.shared.add { TrailDataManager() }
    })

await IntentApp.main(trails)
