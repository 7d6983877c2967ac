import IntentKitClient
import IntentWire

/// What a run returned: read it through `result.value`.
///
/// `result.value` has three forms, picked by context: a typed read
/// (`let n: Int = try result.value`), a path (`try result.value.title`),
/// and an untyped value that needs no `try`, for nil checks and for passing
/// on (`makeIntent(event: created.value)`).
/// ```swift
/// let result = try await definitions.intents["FetchEventIntent"].makeIntent(title: "Crew Lunch").run()
/// let title: String = try result.value.title
/// #expect(result.dialog == nil)
/// let snippet = try #require(result.snippet)
/// try await definitions.intents["DeleteEventIntent"].makeIntent(event: result.value).run()
/// ```
/// The result also carries the ``dialog``, the ``snippet`` and the intent it opened (``opensIntent``).
@dynamicMemberLookup
public struct ResolvedIntentResult: Sendable, Equatable {
    /// The only member `result` has: `value`.
    public struct ValueKeyPath {
        /// A placeholder that makes `\.value` a valid key path.
        public let value: Never
    }

    /// The returned value; `nil` when the intent returns none.
    let returnedValue: IntentValue?
    /// The dialog the intent returned, if any.
    public let dialog: DialogValue?
    /// The intent the result opened (`OpensIntent`), with the parameter values it was opened with; the app has performed it.
    ///
    /// ```swift
    /// let opened = try #require(result.opensIntent)
    /// #expect(opened.identifier == "OpenEventIntent")
    /// try await opened.run()      // perform it again
    /// ```
    public let opensIntent: AnyAppIntent?
    /// The snippet the result shows, rendered, if any.
    public let snippet: Snippet?
    let context: IntentValueContext

    init(response: RunIntentResponse, bundleIdentifier: String) {
        returnedValue = response.value
        dialog = response.dialog
        context = IntentValueContext(bundleIdentifier: bundleIdentifier, path: "result.value")
        snippet = response.snippet.map { Snippet($0, bundleIdentifier: bundleIdentifier) }
        opensIntent = response.opensIntent.map { opened in
            AnyAppIntent(
                bundleIdentifier: bundleIdentifier, identifier: opened.intent,
                arguments: opened.parameters.sorted { $0.key < $1.key }.map { LabelledValue(label: $0.key, value: $0.value) })
        }
    }

    /// `result.value` as a path into the returned value.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> DynamicPropertyPath {
        DynamicPropertyPath(root: returnedValue, context: context)
    }

    /// `result.value` untyped: `nil` when the intent returned nothing or nil.
    public subscript(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> (any IntentValueExpressing)? {
        returnedValue?.expressing(context)
    }

    /// `result.value` as the contextual type.
    /// - Throws: ``IntentValueError`` when the value is of another type or there is none.
    public subscript<T: IntentValueConvertible>(dynamicMember keyPath: KeyPath<ValueKeyPath, Never>) -> T {
        get throws { try DynamicPropertyPath(root: returnedValue, context: context).as(T.self) }
    }

    /// Results are equal when they returned the same value and dialog and opened the same intent.
    public static func == (lhs: ResolvedIntentResult, rhs: ResolvedIntentResult) -> Bool {
        lhs.returnedValue == rhs.returnedValue && lhs.dialog == rhs.dialog && lhs.opensIntent == rhs.opensIntent
    }
}

/// What a value query returned.
public struct ResolvedValueQueryResult: Sendable {
    /// The values, in the order the query returned them.
    public let items: DynamicPropertyPathCollection
}

/// An entity the visible screen annotates.
public struct ViewAnnotation: Sendable, Equatable {
    /// The annotated entity, fully resolved.
    public let entity: AnyAppEntity
    /// Whether the view shows it as selected.
    public let isSelected: Bool
}
