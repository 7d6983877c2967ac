/// A typed façade over a value of another convertible type, usually ``AnyAppEntity``, for a test's own types.
///
/// ```swift
/// struct Note: IntentValueConvertibleWrapper {
///     var baseValue: AnyAppEntity
///     init(baseValue: AnyAppEntity) throws { self.baseValue = baseValue }
///     var title: String { get throws { try baseValue.title } }
/// }
/// let note: Note = try result.value
/// ```
/// A wrapper converts as its base value does: passing one passes the base value, and reading one reads the base
/// value and then calls ``init(baseValue:)``, which may reject it.
public protocol IntentValueConvertibleWrapper: IntentValueConvertible {
    /// The type wrapped.
    associatedtype BaseValue: IntentValueConvertible
    /// Wraps a base value, or throws when it is not one this type takes.
    init(baseValue: BaseValue) throws
    /// The wrapped value.
    var baseValue: BaseValue { get }
}

extension IntentValueConvertibleWrapper {
    /// The base value's expression.
    public func makeExpression() -> IntentValueExpression { baseValue.makeExpression() }

    /// Reads the base value, then wraps it.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        try self.init(baseValue: BaseValue(intentValue: intentValue, context: context))
    }
}
