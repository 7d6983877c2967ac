import IntentWire

/// Apple's name for the parameter property wrapper: `@IntentParameter(title:)` is `@Parameter(title:)`, and `$name`
/// is the parameter itself, whose requests `perform()` makes (`$event.requestValue()`).
public typealias IntentParameter<Value: IntentValueCodable> = Parameter<Value>

extension Parameter {
    /// Whether a parameter was set by the run.
    public enum ValueState: Sendable {
        /// The run did not mention the parameter: leave what it controls unchanged.
        case unset
        /// The run set the parameter; for an optional parameter `.set(nil)` means "clear it".
        case set(Value)
    }

    /// Whether the run set the parameter, and to what.
    public var valueState: ValueState { storage.state }
}
