import IntentKitClient
import IntentWire

/// One of the app's intents: build instances with ``makeIntent``.
public struct AppIntentDefinition: Sendable, Equatable {
    /// The bundle that declares the intent.
    public let bundleIdentifier: String
    /// The intent's type name.
    public let identifier: String

    /// Builds an intent from labelled parameter values: `makeIntent(title: "x", calendar: "Deep Space")`.
    ///
    /// A label left out stays unset; a `nil` argument sets the parameter to nil.
    public var makeIntent: IntentValuePropertiesCallable<AnyAppIntent> {
        IntentValuePropertiesCallable { [bundleIdentifier, identifier] arguments in
            AnyAppIntent(bundleIdentifier: bundleIdentifier, identifier: identifier, arguments: arguments)
        }
    }

    /// The intent's metadata: title, parameters and result type.
    /// - Throws: ``IntentRequestError`` when the app has no such intent.
    public func descriptor() async throws -> IntentDescriptor {
        let metadata = try await AppSession.resolve(for: bundleIdentifier).metadata()
        guard let intent = metadata.intent(named: identifier) else {
            throw IntentRequestError.unknownName(.unknownIntent, "intent", identifier, in: bundleIdentifier, candidates: metadata.intents.map(\.name))
        }
        return intent
    }
}
