import Foundation
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
/// @Parameter(title: "Notes", requestValueDialog: "What should the notes say?") var notes: String?
/// @Parameter var location: String?    // titled "Location", after its name
/// ```
/// Number, measurement and file parameters take more options
/// (`inclusiveRange:`, `controlStyle:`, `defaultUnit:`, `supportedContentTypes:`),
/// and any parameter can offer choices with `optionsProvider:`.
@propertyWrapper
public struct Parameter<Value: IntentValueCodable>: Sendable {
    /// The title the declaration gives, or `nil` when the title comes from the property name.
    var declaredTitle: LocalizedStringResource? { storage.declaredTitle }
    /// What the parameter is for, if worth saying.
    public var description: LocalizedStringResource? { storage.description }
    /// The value used when a run does not set one.
    public var defaultValue: Value? { storage.defaultValue }
    var traits: ParameterTraits { storage.traits }
    /// Everything the parameter holds, behind one reference: held inline, the declaration made the wrapper about
    /// a kilobyte, which every run copied into a box of its own for each parameter it read.
    @usableFromInline let storage: ParameterStorage<Value>

    init(title: LocalizedStringResource?, description: LocalizedStringResource?, default defaultValue: Value?, traits: ParameterTraits) {
        self.storage = ParameterStorage(declaredTitle: title, description: description, defaultValue: defaultValue, traits: traits)
    }

    /// Creates a parameter with a title and an optional default.
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates a parameter titled after its property name (`@Parameter var notes: String?`).
    public init(
        description: LocalizedStringResource? = nil, default defaultValue: Value? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: nil, description: description, default: defaultValue,
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates a parameter whose default is the initial value (`@Parameter(title: "All Day") var isAllDay = false`).
    public init(
        wrappedValue: Value, title: LocalizedStringResource, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil,
        requestDisambiguationDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: wrappedValue, requestValueDialog: requestValueDialog,
            requestDisambiguationDialog: requestDisambiguationDialog, inputConnectionBehavior: inputConnectionBehavior)
    }

    /// Creates a parameter titled after its property name whose default is the initial value.
    public init(wrappedValue: Value, description: LocalizedStringResource? = nil, requestValueDialog: IntentDialog? = nil) {
        self.init(title: nil, description: description, default: wrappedValue, traits: ParameterTraits(requestValueDialog: requestValueDialog))
    }

    /// Creates a parameter whose values the app offers through an options provider.
    public init<Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
    ) where Provider.DefaultValue == Value {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog, options: AnyOptionsProvider(optionsProvider),
                inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates an optional parameter whose values the app offers through an options provider.
    public init<Wrapped, Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Wrapped? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
    ) where Value == Wrapped?, Provider.DefaultValue == Wrapped {
        self.init(
            title: title, description: description, default: defaultValue.map { Optional($0) },
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog, options: AnyOptionsProvider(optionsProvider),
                inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates a list parameter whose elements the app offers through an options provider.
    public init<Element, Provider: DynamicOptionsProvider>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: [Element]? = nil,
        requestValueDialog: IntentDialog? = nil, requestDisambiguationDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default, optionsProvider: Provider
    ) where Value == [Element], Provider.DefaultValue == Element {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, requestDisambiguationDialog: requestDisambiguationDialog, options: AnyOptionsProvider(optionsProvider),
                inputConnectionBehavior: inputConnectionBehavior))
    }

    /// The parameter's title: the declared one, else one made from the property name ("startDate" → "Start Date").
    public var title: LocalizedStringResource {
        declaredTitle ?? LocalizedStringResource(stringLiteral: storage.name.map(PropertyReflection.titleFromName) ?? "")
    }

    /// The resolved value, else the default, else `nil` for an optional parameter.
    ///
    /// Reading a required parameter that is unset is a programming error: it
    /// stops the app with a message naming the parameter. IntentKit never
    /// calls `perform()` with a required parameter unset.
    ///
    /// Inlinable, so that `perform()` reads it specialized to its type: unspecialized, each read had the runtime
    /// look up the metadata of the parameter's generic types.
    @inlinable public var wrappedValue: Value {
        get {
            if case .set(let value) = storage.state { return value }
            if let defaultValue { return defaultValue }
            // Asked of the type, not of the runtime: casting to `ExpressibleByNilLiteral` and back to an optional
            // cost more than the rest of running a small intent.
            if let unset = Value._intentKitValueWhenUnset { return unset }
            unsetRequiredValue()
        }
        nonmutating set { storage.state = .set(newValue) }
    }

    /// Stops with a message naming the required parameter read before it was set.
    @usableFromInline func unsetRequiredValue() -> Never {
        fatalError("the parameter \"\(title.text)\" (\(Value.self)) was read before it was set; IntentKit sets parameters before perform(), so read it only inside perform()")
    }

    /// The parameter itself: its value state, title, and the requests it can make.
    public var projectedValue: Parameter<Value> { self }
}

/// The storage of one parameter of one intent instance; copies of the intent share it.
@usableFromInline final class ParameterStorage<Value: IntentValueCodable>: Sendable {
    @usableFromInline let mutex = Mutex<Parameter<Value>.ValueState>(.unset)
    private let nameMutex = Mutex<String?>(nil)
    /// The declaration's title, or `nil` when the title comes from the property name.
    let declaredTitle: LocalizedStringResource?
    /// The declaration's description.
    let description: LocalizedStringResource?
    /// The declaration's default.
    let defaultValue: Value?
    /// The declaration's dialogs, range, options and other traits.
    let traits: ParameterTraits

    init(declaredTitle: LocalizedStringResource?, description: LocalizedStringResource?, defaultValue: Value?, traits: ParameterTraits) {
        self.declaredTitle = declaredTitle
        self.description = description
        self.defaultValue = defaultValue
        self.traits = traits
    }

    @inlinable var state: Parameter<Value>.ValueState {
        get { mutex.withLock { $0 } }
        set { mutex.withLock { $0 = newValue } }
    }

    /// The parameter's property name, set by IntentKit before `perform()`.
    var name: String? {
        get { nameMutex.withLock { $0 } }
        set { nameMutex.withLock { $0 = newValue } }
    }
}

/// Whether a parameter's value may come from the previous action's result in a shortcut.
public enum InputConnectionBehavior: String, Sendable, Hashable {
    /// The system decides.
    case `default`
    /// The previous action's result fills the parameter.
    case connectToPreviousIntentResult
    /// Never connected.
    case never
}
