import IntentKitTesting
let definitions = IntentDefinitions(bundleIdentifier: "com.example.CometCal")
let metadata = try await definitions.session.metadata()
print(metadata.intents.map(\.name))
