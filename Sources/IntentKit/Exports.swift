import IntentWire

// What an app author touches from the protocol module, reachable with `import IntentKit` alone:
// the value types a custom `IntentValueCodable` conformance and a `ResolutionError` are written with.
// The types live in IntentWire, which IntentKit does not re-export.

/// The one value type that crosses the pipe: what a custom ``IntentValueCodable`` type converts to and from.
public typealias IntentValue = IntentWire.IntentValue
/// The type of a parameter or property, as the metadata states it.
public typealias ValueType = IntentWire.ValueType
/// A persistent entity as it crosses the pipe.
public typealias EntityValue = IntentWire.EntityValue
/// A case of an app enum as it crosses the pipe.
public typealias EnumValue = IntentWire.EnumValue
/// The structured details of an error: what was named, what was expected.
public typealias ErrorDetails = IntentWire.ErrorDetails
/// What situation an error describes.
public typealias ErrorKind = IntentWire.ErrorKind
/// A file an intent takes or returns.
public typealias IntentFile = IntentWire.IntentFile
/// A person an intent takes or returns: identifier, name and handles.
public typealias IntentPerson = IntentWire.IntentPerson
/// An amount of money in a currency.
public typealias IntentCurrencyAmount = IntentWire.IntentCurrencyAmount
#if os(Linux) || !canImport(UniformTypeIdentifiers)
    /// The kind of content a file holds, such as `public.plain-text`.
    public typealias UTType = IntentWire.UTType
#endif
