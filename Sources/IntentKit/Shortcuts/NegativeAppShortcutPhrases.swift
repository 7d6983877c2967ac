/// Phrases that must not start the app's shortcuts, such as ones naming a different app.
///
/// ```swift
/// static var negativePhrases: NegativeAppShortcutPhrases {
///     NegativeAppShortcutPhrases(phrases: ["Stop the comet in \(.applicationName)", "Open Comet Chat"])
/// }
/// ```
/// The metadata lists them (`negativeShortcutPhrases`, with `${applicationName}` for the app's name).
public struct NegativeAppShortcutPhrases: Sendable {
    /// The phrases, in order.
    public let phrases: [NegativeAppShortcutPhrase]

    /// The phrases given.
    public init(phrases: [NegativeAppShortcutPhrase]) { self.phrases = phrases }

    /// The phrases a builder lists.
    public init(@NegativeAppShortcutPhrasesBuilder _ phrases: () -> [NegativeAppShortcutPhrase]) { self.phrases = phrases() }
}

/// One phrase that must not start the app's shortcuts: `"Stop \(.applicationName)"`.
public struct NegativeAppShortcutPhrase: ExpressibleByStringInterpolation, Sendable {
    /// The phrase, with `${applicationName}` for the app's name.
    public let format: String

    /// A phrase as it is.
    public init(_ phraseKey: String) { format = phraseKey }

    /// A phrase as it is.
    public init(stringLiteral value: String) { format = value }

    /// A phrase with the app's name in it.
    public init(stringInterpolation: StringInterpolation) { format = stringInterpolation.format }

    /// Builds a phrase.
    public struct StringInterpolation: StringInterpolationProtocol {
        var format = ""

        /// An empty phrase.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { format += literal }

        /// Appends the app's name: `\(.applicationName)`.
        public mutating func appendInterpolation(_ token: AppShortcutPhraseToken) { format += "${\(token.rawValue)}" }
    }
}

/// Lists negative phrases, one per line.
@resultBuilder
public enum NegativeAppShortcutPhrasesBuilder {
    /// One phrase.
    public static func buildExpression(_ phrase: NegativeAppShortcutPhrase) -> [NegativeAppShortcutPhrase] { [phrase] }
    /// The phrases, in order.
    public static func buildBlock(_ phrases: [NegativeAppShortcutPhrase]...) -> [NegativeAppShortcutPhrase] { phrases.flatMap { $0 } }
}
