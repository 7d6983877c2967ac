import IntentWire

/// What IntentKit needs from any `@Parameter`, whatever its value type.
protocol AnyIntentParameter: Sendable {
    /// The declared title, or `nil` when the title comes from the property name.
    var declaredTitleText: String? { get }
    var parameterDescription: String? { get }
    var valueType: ValueType { get }
    var defaultIntentValue: IntentValue? { get }
    /// Whether the parameter declares a default (without making its wire value).
    var hasDefault: Bool { get }
    var traits: ParameterTraits { get }
    var isSet: Bool { get }
    /// The value the parameter holds, as it crosses the wire; read only when ``isSet``.
    var currentIntentValue: IntentValue { get }
    /// The identity of the parameter's storage, shared by its `$name` projection.
    var storageIdentity: ObjectIdentifier { get }
    /// Records the parameter's property name, for titles and prompts raised from `perform()`.
    func setName(_ name: String)
    /// Resolves a wire value, checks it against the declared traits and stores it in the intent instance.
    func resolveAndStore(_ value: IntentValue, in context: ResolutionContext) async throws
    /// The value the app supplies when a run omits the parameter, if any.
    func defaultFromApp() async -> IntentValue?
    /// Reads a wrapper of this type stored at a pointer (a field of an intent struct).
    static func load(from pointer: UnsafeRawPointer) -> any AnyIntentParameter
}

extension Parameter: AnyIntentParameter {
    var declaredTitleText: String? { declaredTitle.text }
    var parameterDescription: String? { description.text }
    var valueType: ValueType { Value.valueType }
    var defaultIntentValue: IntentValue? { defaultValue?.intentValue }
    var hasDefault: Bool { storage.defaultValue != nil }
    var isSet: Bool {
        if case .set = storage.state { return true }
        return false
    }
    var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }
    var currentIntentValue: IntentValue { wrappedValue.intentValue }
    func resolveAndStore(_ value: IntentValue, in context: ResolutionContext) async throws {
        let resolved = try await Value.resolve(value, in: context)
        try traits.check(resolved.intentValue, in: context)
        storage.state = .set(resolved)
    }
    func setName(_ name: String) { storage.name = name }
    static func load(from pointer: UnsafeRawPointer) -> any AnyIntentParameter { pointer.load(as: Self.self) }
}

extension AnyIntentParameter {
    /// The title people see: the declared one, else one made from the property name.
    func title(named name: String) -> String { declaredTitleText ?? PropertyReflection.titleFromName(name) }

    /// Whether a run must give the parameter a value: not optional, no default, not a list.
    var isRequired: Bool {
        if hasDefault { return false }
        switch valueType {
        case .optional, .array: return false
        default: return true
        }
    }
}

/// The one place that reflects over intents to find their `@Parameter` wrappers.
enum ParameterReflection {
    /// Where each intent struct type keeps its `@Parameter` wrappers.
    private static let layouts = WrapperLayouts<any AnyIntentParameter.Type> { $0 as? any AnyIntentParameter.Type }

    /// The parameters of an intent instance, with their names, in declaration order.
    ///
    /// A struct's layout is read once per type (see ``WrapperLayouts``); the
    /// wrappers read at their offsets share their storage with the instance's.
    static func parameters<Intent: AppIntent>(of intent: Intent) -> [(name: String, parameter: any AnyIntentParameter)] {
        guard let layout = layouts.fields(of: Intent.self) else { return mirroredParameters(of: intent) }
        return withFieldBase(of: intent) { base in
            layout.map { field in (field.name, field.type.load(from: base + field.offset)) }
        }
    }

    /// The parameters of an intent instance read through `Mirror`: for classes, and to check the fast path.
    static func mirroredParameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (String(label.dropFirst()), parameter)
        }
    }

    /// The parameter descriptors of an intent type.
    static func descriptors(of intentType: any AppIntent.Type) -> [ParameterDescriptor] {
        parameters(of: intentType.init()).map { name, parameter in
            let traits = parameter.traits
            return ParameterDescriptor(
                name: name, title: parameter.title(named: name), description: parameter.parameterDescription,
                type: parameter.valueType, defaultValue: parameter.defaultIntentValue,
                requestValueDialog: traits.requestValueDialog?.fullText, requestDisambiguationDialog: traits.requestDisambiguationDialog?.fullText,
                inclusiveRange: traits.inclusiveRange, controlStyle: traits.controlStyle?.rawValue, defaultUnit: traits.defaultUnit,
                supportsNegativeNumbers: traits.supportsNegativeNumbers, supportedContentTypes: traits.supportedContentTypes?.map(\.identifier),
                hasOptions: traits.options != nil,
                inputConnectionBehavior: traits.inputConnectionBehavior == .default ? nil : traits.inputConnectionBehavior.rawValue,
                inputOptions: traits.inputOptions, displayNames: traits.displayNames)
        }
    }
}
