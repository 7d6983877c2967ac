import IntentWire

/// An intent that shows the app's own search results for what someone searched for.
///
/// ```swift
/// struct SearchEventsIntent: ShowInAppSearchResultsIntent {
///     static let title: LocalizedStringResource = "Search Events"
///     static let searchScopes: [StringSearchScope] = [.general]
///     @Parameter var criteria: StringSearchCriteria
///     func perform() async throws -> some IntentResult {
///         Navigator.shared.showSearch(criteria.term)
///         return .result()
///     }
/// }
/// ```
/// The metadata lists its role as `searchInApp`; a test runs it with its `criteria` as a string
/// (`makeIntent(criteria: "yoga")`).
public protocol ShowInAppSearchResultsIntent: SystemIntent {
    /// What a search gives the intent: a ``StringSearchCriteria`` for a search by text.
    associatedtype Criteria: SearchCriteria
    /// The parts of the app's content the search covers.
    static var searchScopes: Criteria.SearchScopes { get }
    /// What was searched for.
    var criteria: Criteria { get set }
}

extension ShowInAppSearchResultsIntent {
    /// Yes.
    public static var _intentKitShowsSearchResults: Bool { true }
}

/// What a search gives a ``ShowInAppSearchResultsIntent``.
public protocol SearchCriteria: IntentValueCodable {
    /// How an intent names the parts of its content a search covers.
    associatedtype SearchScopes = Void
}

/// A search by text: the term someone searched for.
public struct StringSearchCriteria: SearchCriteria, Hashable {
    /// The parts of the content searched: a list of scopes.
    public typealias SearchScopes = [StringSearchScope]

    /// The text searched for.
    public var term: String

    /// Creates criteria for a term.
    public init(term: String) { self.term = term }

    /// A string.
    public static var valueType: ValueType { .string }

    /// The term, as a string.
    public var intentValue: IntentValue { .string(term) }

    /// Reads the term from a string.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> StringSearchCriteria {
        StringSearchCriteria(term: try await String.resolve(value, in: context))
    }
}

/// The kinds of content an app searches by text (the scopes Apple's documentation lists that IntentKit has seen).
public enum StringSearchScope: Sendable, Hashable, CaseIterable {
    /// Content of any kind.
    case general
    /// Structured TV content: shows, seasons, episodes.
    case tv
    /// Videos people upload, as on social media.
    case freeformVideo
}
