import IntentWire
import Synchronization

/// Declares an intent parameter: a title, an optional description and default, and its value.
///
/// The argument label in `makeIntent(…)` is the property name. A
/// non-optional parameter without a default is required: when a run omits
/// it, IntentKit asks the test side for a value. An optional parameter that
/// a run omits stays unset; `$name.valueState` tells it from one set to `nil`.
/// ```swift
/// @Parameter(title: "Title") var title: String
/// @Parameter(title: "All Day", default: false) var isAllDay: Bool
/// @Parameter(title: "Notes") var notes: String?
/// ```
@propertyWrapper
public struct Parameter<Value: IntentValueCodable>: Sendable {
    /// The parameter's title.
    public let title: String
    /// What the parameter is for, if worth saying.
    public let description: String?
    /// The value used when a run does not set one.
    public let defaultValue: Value?
    let storage: ParameterStorage<Value>

    /// Creates a parameter with an optional default.
    public init(title: String, description: String? = nil, default defaultValue: Value? = nil) {
        self.title = title
        self.description = description
        self.defaultValue = defaultValue
        self.storage = ParameterStorage()
    }

    /// Creates a parameter whose default is the initial value (`@Parameter(title: "All Day") var isAllDay = false`).
    public init(wrappedValue: Value, title: String, description: String? = nil) {
        self.init(title: title, description: description, default: wrappedValue)
    }

    /// The resolved value, else the default, else `nil` for an optional parameter.
    ///
    /// Reading a required parameter that is unset is a programming error: it
    /// stops the app with a message naming the parameter. IntentKit never
    /// calls `perform()` with a required parameter unset.
    public var wrappedValue: Value {
        get {
            if case .set(let value) = storage.state { return value }
            if let defaultValue { return defaultValue }
            if let nilValue = (Value.self as? any ExpressibleByNilLiteral.Type)?.init(nilLiteral: ()) as? Value { return nilValue }
            fatalError("the parameter \"\(title)\" (\(Value.self)) was read before it was set; IntentKit sets parameters before perform(), so read it only inside perform()")
        }
        nonmutating set { storage.state = .set(newValue) }
    }

    /// The parameter itself: its value state and title.
    public var projectedValue: IntentParameter<Value> { IntentParameter(parameter: self) }
}

/// The storage of one parameter of one intent instance; copies of the intent share it.
final class ParameterStorage<Value: IntentValueCodable>: Sendable {
    private let mutex = Mutex<IntentParameter<Value>.ValueState>(.unset)
    private let nameMutex = Mutex<String?>(nil)

    var state: IntentParameter<Value>.ValueState {
        get { mutex.withLock { $0 } }
        set { mutex.withLock { $0 = newValue } }
    }

    /// The parameter's property name, set by IntentKit before `perform()`.
    var name: String? {
        get { nameMutex.withLock { $0 } }
        set { nameMutex.withLock { $0 = newValue } }
    }
}

/// A parameter as `perform()` sees it through `$name`: whether and how it was set.
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
    public var title: String { parameter.title }
}
