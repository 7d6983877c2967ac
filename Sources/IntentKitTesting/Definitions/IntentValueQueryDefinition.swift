/// One of the app's value queries: run it on an input with ``values(for:)``.
///
/// ```swift
/// let result = try await definitions.valueQueries["EventValueQuery"].values(for: "Cosmic Ray")
/// XCTAssertEqual(try result.items[0].title, "Cosmic Ray Calibration")
/// ```
public struct IntentValueQueryDefinition: Sendable, Equatable {
    /// The bundle that declares the query.
    public let bundleIdentifier: String
    /// The query's type name.
    public let queryIdentifier: String

    /// Runs the query in the app on an input, such as a search string.
    /// - Throws: ``IntentRequestError`` for an unknown query or an input of the wrong type.
    public func values(for input: some IntentValueConvertible) async throws -> ResolvedValueQueryResult {
        let session = AppSession.resolve(for: bundleIdentifier)
        let metadata = try await session.metadata()
        guard metadata.valueQuery(named: queryIdentifier) != nil else {
            throw IntentRequestError.unknownName(.unknownValueQuery, "value query", queryIdentifier, in: bundleIdentifier, candidates: metadata.valueQueries.map(\.name))
        }
        let response = try await session.send(
            ValueQueryRequest(query: queryIdentifier, input: input.makeExpression().value), subject: "\(queryIdentifier).values(for:)")
        return ResolvedValueQueryResult(items: DynamicPropertyPathCollection(
            values: response.values, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "items")))
    }
}
