import IntentKitClient
import IntentWire

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
        let values = try await AppSession.resolve(for: bundleIdentifier).values(queryIdentifier, for: input.makeExpression().value)
        return ResolvedValueQueryResult(
            items: DynamicPropertyPathCollection(
                values: values, context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "items")))
    }
}
