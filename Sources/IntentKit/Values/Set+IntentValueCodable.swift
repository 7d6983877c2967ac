import IntentWire

extension Set: IntentValueCodable where Element: IntentValueCodable {
    /// An array of the element type: a set crosses the pipe as an array, each element once.
    public static var valueType: ValueType { .array(Element.valueType) }
    /// The elements, as an array value, in no particular order.
    public var intentValue: IntentValue { .array(map { $0.intentValue }) }
    /// Resolves an array (or a single value) as ``Array``'s resolution does, then keeps each element once.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Set<Element> {
        Set(try await [Element].resolve(value, in: context))
    }
}
