import IntentWire

/// What IntentKit needs from any `@Parameter`, whatever its value type.
protocol AnyIntentParameter: Sendable {
    var title: String { get }
    var parameterDescription: String? { get }
    var valueType: ValueType { get }
    var defaultIntentValue: IntentValue? { get }
    var isSet: Bool { get }
    /// Records the parameter's property name, for prompts raised from `perform()`.
    func setName(_ name: String)
    /// Resolves a wire value and stores it in the intent instance.
    func resolveAndStore(_ value: IntentValue, in context: ResolutionContext) async throws
}

extension Parameter: AnyIntentParameter {
    var parameterDescription: String? { description }
    var valueType: ValueType { Value.valueType }
    var defaultIntentValue: IntentValue? { defaultValue?.intentValue }
    var isSet: Bool {
        if case .set = storage.state { return true }
        return false
    }
    func resolveAndStore(_ value: IntentValue, in context: ResolutionContext) async throws {
        storage.state = .set(try await Value.resolve(value, in: context))
    }
    func setName(_ name: String) { storage.name = name }
}

/// The one place that reflects over intents to find their `@Parameter` wrappers.
enum ParameterReflection {
    /// The parameters of an intent instance, with their names, in declaration order.
    static func parameters(of intent: any AppIntent) -> [(name: String, parameter: any AnyIntentParameter)] {
        Mirror(reflecting: intent).children.compactMap { child in
            guard let label = child.label, label.hasPrefix("_"), let parameter = child.value as? any AnyIntentParameter else { return nil }
            return (String(label.dropFirst()), parameter)
        }
    }

    /// The parameter descriptors of an intent type.
    static func descriptors(of intentType: any AppIntent.Type) -> [ParameterDescriptor] {
        parameters(of: intentType.init()).map { name, parameter in
            ParameterDescriptor(
                name: name, title: parameter.title, description: parameter.parameterDescription,
                type: parameter.valueType, defaultValue: parameter.defaultIntentValue)
        }
    }
}
