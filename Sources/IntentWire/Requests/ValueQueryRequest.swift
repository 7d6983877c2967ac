/// `valueQuery/run`: run one of the app's value queries on an input.
public struct ValueQueryRequest: WireRequest {
    /// The method name.
    public static let method = "valueQuery/run"
    /// The response type.
    public typealias Response = ValueQueryResponse

    /// The value query's type name.
    public var query: String
    /// The input value.
    public var input: IntentValue

    /// Creates the request.
    public init(query: String, input: IntentValue) {
        self.query = query
        self.input = input
    }
}

/// The values a value query returned, in its order.
public struct ValueQueryResponse: Codable, Sendable, Hashable {
    /// The values.
    public var values: [IntentValue]

    /// Creates the response.
    public init(values: [IntentValue]) { self.values = values }
}
