import IntentKitClient
import IntentWire

/// What a run returned: read it through `result.value`.
///
/// `result.value` has three forms, picked by context: a typed read
/// (`let n: Int = try result.value`), a path (`try result.value.title`),
/// and an untyped value that needs no `try`, for nil checks and for passing
/// on (`makeIntent(event: created.value)`).
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
    /// The intent the result opened, which the app performed next, if any.
    public let opensIntent: OpenedIntent?
    let context: IntentValueContext

    init(response: RunIntentResponse, bundleIdentifier: String) {
        returnedValue = response.value
        dialog = response.dialog
        context = IntentValueContext(bundleIdentifier: bundleIdentifier, path: "result.value")
        opensIntent = response.opensIntent.map { OpenedIntent(request: $0, bundleIdentifier: bundleIdentifier) }
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

/// An intent a result opened (`OpensIntent`): its name and the parameter values it was opened with.
///
/// ```swift
/// let result = try await definitions.intents["StartHikeIntent"].makeIntent(trail: "Granite Loop").run()
/// #expect(result.opensIntent?.name == "OpenTrailIntent")
/// #expect(try result.opensIntent?.parameter("target").name == "Granite Loop")
/// ```
public struct OpenedIntent: Sendable, Equatable {
    /// The opened intent's type name.
    public let name: String
    let parameters: [String: IntentValue]
    let bundleIdentifier: String

    init(request: RunIntentRequest, bundleIdentifier: String) {
        name = request.intent
        parameters = request.parameters
        self.bundleIdentifier = bundleIdentifier
    }

    /// The names of the parameters the intent was opened with.
    public var parameterNames: [String] { parameters.keys.sorted() }

    /// A parameter's value, read like `result.value`: `try opened.parameter("target").name`.
    public func parameter(_ name: String) -> DynamicPropertyPath {
        DynamicPropertyPath(root: parameters[name], context: IntentValueContext(bundleIdentifier: bundleIdentifier, path: "\(self.name).\(name)"))
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
