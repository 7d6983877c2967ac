import IntentWire

/// A parameter as `perform()` sees it through `$name`: whether and how it was set, and the requests it can make.
public struct IntentParameter<Value: IntentValueCodable>: Sendable {
    /// Whether a parameter was set by the run.
    public enum ValueState: Sendable {
        /// The run did not mention the parameter: leave what it controls unchanged.
        case unset
        /// The run set the parameter; for an optional parameter `.set(nil)` means "clear it".
        case set(Value)
    }

    let parameter: Parameter<Value>

    /// Whether the run set the parameter, and to what.
    public var valueState: ValueState { parameter.storage.state }

    /// The parameter's title.
    public var title: LocalizedStringResource { parameter.title }

    /// The parameter's value, as the property reads it.
    public var wrappedValue: Value {
        get { parameter.wrappedValue }
        nonmutating set { parameter.wrappedValue = newValue }
    }

    /// The identity of the parameter's storage, by which IntentKit finds its property name.
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(parameter.storage) }
}
