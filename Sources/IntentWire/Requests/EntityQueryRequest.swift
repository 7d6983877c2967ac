/// `entity/query`: run one of an entity type's queries in the app.
public struct EntityQueryRequest: WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "entity/query"
    /// What the app answers `entity/query` with.
    public typealias Response = EntityQueryResponse

    /// The entity's type name.
    public var entity: String
    /// Which query to run.
    public var query: EntityQuerySpec
    /// Which page of the result to return; the whole result when absent.
    public var page: PageRequest?

    /// Creates a `entity/query` request.
    public init(entity: String, query: EntityQuerySpec, page: PageRequest? = nil) {
        self.entity = entity
        self.query = query
        self.page = page
    }
}

/// The entities a query returned (or one page of them), fully resolved, in the query's order.
public struct EntityQueryResponse: Sendable, Hashable {
    /// The entities: values, or the JSON text the app wrote straight from its entities.
    package enum Entities: Sendable, Hashable {
        /// Entity values.
        case values([EntityValue])
        /// The entities as the app wrote them, sent as they are.
        case encoded(EncodedEntities)
    }

    /// The entities, in whichever form they were made.
    package var content: Entities
    /// For a paged request: the result's size and the next page's cursor.
    public var page: PageInfo?

    /// The entities (entities the app wrote as text are read back into values).
    public var entities: [EntityValue] {
        get {
            switch content {
            case .values(let values): values
            case .encoded(let encoded): encoded.values
            }
        }
        set { content = .values(newValue) }
    }

    /// Creates the response.
    public init(entities: [EntityValue], page: PageInfo? = nil) {
        self.content = .values(entities)
        self.page = page
    }

    /// Creates the response from entities the app has written already.
    package init(encodedEntities: EncodedEntities, page: PageInfo? = nil) {
        self.content = .encoded(encodedEntities)
        self.page = page
    }
}

/// A description of an entity query, not yet run.
///
/// On the wire: `{"kind":"identifiers","identifiers":[…]}`,
/// `{"kind":"string","string":"…"}`, `{"kind":"all"}`, `{"kind":"suggested"}` or
/// `{"kind":"property","comparisons":[…],"mode":"and","sort":[…],"limit":10}`.
public struct EntityQuerySpec: Sendable, Hashable, CustomStringConvertible {
    /// The kind of query.
    public var kind: EntityQueryKind
    /// For ``EntityQueryKind/identifiers``: the instance identifiers.
    public var identifiers: [String]?
    /// For ``EntityQueryKind/string``: the text to match.
    public var string: String?
    /// For ``EntityQueryKind/property``: the conditions; none matches every entity.
    public var comparisons: [PropertyComparison]?
    /// For ``EntityQueryKind/property``: whether all conditions must hold (the default) or any.
    public var mode: PropertyQueryMode?
    /// For ``EntityQueryKind/property``: the sort order, most significant key first.
    public var sort: [PropertySort]?
    /// For ``EntityQueryKind/property``: at most this many entities.
    public var limit: Int?

    /// Creates a query description.
    public init(kind: EntityQueryKind, identifiers: [String]? = nil, string: String? = nil) {
        self.kind = kind
        self.identifiers = identifiers
        self.string = string
    }

    /// Creates a property query description.
    public init(comparisons: [PropertyComparison], mode: PropertyQueryMode = .and, sort: [PropertySort] = [], limit: Int? = nil) {
        self.kind = .property
        self.comparisons = comparisons
        self.mode = mode
        self.sort = sort
        self.limit = limit
    }

    /// Identifiers quoted for a message: the first few, each cut short when huge, and how many more there are
    /// (a query for 10,000 events put all of them in the message of any error it met).
    static func quotedList(_ identifiers: [String]) -> String {
        let shown = 5
        let quoted = identifiers.prefix(shown).map { "\"\($0.truncatedForMessages)\"" }.joined(separator: ", ")
        return identifiers.count > shown ? quoted + ", … (\(identifiers.count) in all)" : quoted
    }

    /// The query in Swift-like spelling, for messages.
    public var description: String {
        switch kind {
        case .identifiers: "entities(identifiers: \(Self.quotedList(identifiers ?? [])))"
        case .string: "entities(matching: \"\((string ?? "").truncatedForMessages)\")"
        case .all: "allEntities()"
        case .suggested: "suggestedEntities()"
        case .property:
            "entities(where: [" + (comparisons ?? []).map(\.description).joined(separator: ", ") + "], mode: .\((mode ?? .and).rawValue), sortedBy: ["
                + (sort ?? []).map(\.description).joined(separator: ", ") + "], limit: \(limit.map(String.init) ?? "nil"))"
        }
    }
}
