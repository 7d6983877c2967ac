import IntentWire

extension Set: IntentValueExpressing where Element: IntentValueExpressing {
    /// The elements, as an array value: a set crosses the pipe as an array.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(.array(map { $0.makeExpression().value })) }
}

extension Set: IntentValueConvertible where Element: IntentValueConvertible {
    /// Reads an array, converting each element and keeping each once.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        self = Set(try [Element](intentValue: intentValue, context: context))
    }
}
