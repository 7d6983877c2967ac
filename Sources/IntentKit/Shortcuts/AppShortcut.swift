import IntentWire

/// One App Shortcut: an intent instance, the phrases that start it, and how its tile looks.
public struct AppShortcut: Sendable {
    let intentType: any AppIntent.Type
    let phrases: [String]
    let parameterValues: [String: IntentValue]
    let shortTitle: LocalizedStringResource?
    let systemImageName: String?

    /// Creates a shortcut with a tile title and, optionally, a symbol (Apple's tile shows the app's icon without one).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], shortTitle: LocalizedStringResource, systemImageName: String? = nil) {
        self.init(intent, phrases, shortTitle, systemImageName)
    }

    /// Creates a shortcut with phrases only (the older form).
    public init<Intent: AppIntent>(intent: Intent, phrases: [AppShortcutPhrase<Intent>], systemImageName: String? = nil) {
        self.init(intent, phrases, nil, systemImageName)
    }

    private init<Intent: AppIntent>(_ intent: Intent, _ phrases: [AppShortcutPhrase<Intent>], _ shortTitle: LocalizedStringResource?, _ systemImageName: String?) {
        self.intentType = Intent.self
        self.phrases = phrases.map { $0.format }
        var values: [String: IntentValue] = [:]
        for (name, parameter) in ParameterReflection.parameters(of: intent) where parameter.isSet {
            values[name] = parameter.currentIntentValue
        }
        self.parameterValues = values
        self.shortTitle = shortTitle
        self.systemImageName = systemImageName
    }

    var descriptor: AppShortcutDescriptor {
        AppShortcutDescriptor(
            intent: intentType.typeIdentifier, phrases: phrases, shortTitle: shortTitle.text, systemImageName: systemImageName, parameters: parameterValues)
    }
}

/// A phrase that starts an App Shortcut: text with the app's name and at most one parameter in it.
///
/// ```swift
/// "Add an event in \(.applicationName)"
/// "Open \(\.$target) in \(.applicationName)"
/// ```
public struct AppShortcutPhrase<Intent: AppIntent>: ExpressibleByStringInterpolation, Sendable {
    /// The phrase with `${applicationName}` and `${parameter}` placeholders.
    let format: String

    /// Creates a phrase without placeholders (which start-up reports: a phrase must name the app).
    public init(stringLiteral value: String) { format = value }

    /// Creates a phrase from an interpolated literal.
    public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

    /// Builds a phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""

        /// Creates an empty phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { format += literal }

        /// Appends the app's name: `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { format += "${\(token.rawValue)}" }

        /// Appends a parameter, by its `$` key path: `\(\.$target)`.
        public mutating func appendInterpolation<Value>(_ keyPath: KeyPath<Intent, IntentParameter<Value>>) {
            format += "${\(SummaryParameterName.of(keyPath))}"
        }
    }
}

/// A placeholder the system fills in a shortcut phrase.
public enum AppShortcutPhraseToken: String, Sendable {
    /// The app's name, or one of its synonyms.
    case applicationName
}
