/// `valueQuery/run`: run one of the app's value queries on an input.
public struct ValueQueryRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "valueQuery/run"
    /// What the app answers `valueQuery/run` with.
    public typealias Response = ValueQueryResponse

    /// The value query's type name.
    public var query: String
    /// The input value.
    public var input: IntentValue
    /// Which page of the values to return; all of them when absent.
    public var page: PageRequest?

    /// Creates a `valueQuery/run` request.
    public init(query: String, input: IntentValue, page: PageRequest? = nil) {
        self.query = query
        self.input = input
        self.page = page
    }
}

/// The values a value query returned (or one page of them), in its order.
public struct ValueQueryResponse: Codable, Sendable, Hashable, WireCodable {
    /// The values.
    public var values: [IntentValue]
    /// For a paged request: the result's size and the next page's cursor.
    public var page: PageInfo?

    /// Creates the response.
    public init(values: [IntentValue], page: PageInfo? = nil) {
        self.values = values
        self.page = page
    }
}
