/// `entity/query`: run one of an entity type's queries in the app.
public struct EntityQueryRequest: WireRequest {
    /// The method name.
    public static let method = "entity/query"
    /// The response type.
    public typealias Response = EntityQueryResponse

    /// The entity's type name.
    public var entity: String
    /// Which query to run.
    public var query: EntityQuerySpec
    /// Which page of the result to return; the whole result when absent.
    public var page: PageRequest?

    /// Creates the request.
    public init(entity: String, query: EntityQuerySpec, page: PageRequest? = nil) {
        self.entity = entity
        self.query = query
        self.page = page
    }
}

/// The entities a query returned (or one page of them), fully resolved, in the query's order.
public struct EntityQueryResponse: Codable, Sendable, Hashable {
    /// The entities.
    public var entities: [EntityValue]
    /// For a paged request: the result's size and the next page's cursor.
    public var page: PageInfo?

    /// Creates the response.
    public init(entities: [EntityValue], page: PageInfo? = nil) {
        self.entities = entities
        self.page = page
    }
}

/// A description of an entity query, not yet run.
///
/// On the wire: `{"kind":"identifiers","identifiers":[…]}`,
/// `{"kind":"string","string":"…"}`, `{"kind":"all"}` or `{"kind":"suggested"}`.
public struct EntityQuerySpec: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The kind of query.
    public var kind: EntityQueryKind
    /// For ``EntityQueryKind/identifiers``: the instance identifiers.
    public var identifiers: [String]?
    /// For ``EntityQueryKind/string``: the text to match.
    public var string: String?

    /// Creates a query description.
    public init(kind: EntityQueryKind, identifiers: [String]? = nil, string: String? = nil) {
        self.kind = kind
        self.identifiers = identifiers
        self.string = string
    }

    /// The query in Swift-like spelling, for messages.
    public var description: String {
        switch kind {
        case .identifiers: "entities(identifiers: \((identifiers ?? []).map { "\"\($0)\"" }.joined(separator: ", ")))"
        case .string: "entities(matching: \"\(string ?? "")\")"
        case .all: "allEntities()"
        case .suggested: "suggestedEntities()"
        }
    }
}
