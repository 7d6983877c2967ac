import IntentWire

/// An entity property computed from the entity each time it is fetched (the `@ComputedProperty` analogue).
///
/// Declare an entity's computed properties in its `computedProperties`:
/// ```swift
/// static let computedProperties: [ComputedProperty<EventEntity>] = [
///     ComputedProperty("duration", title: "Duration") { $0.endDate.timeIntervalSince($0.startDate) },
/// ]
/// ```
/// Every entity IntentKit sends carries the value, computed then.
public struct ComputedProperty<Entity: AppEntity>: Sendable {
    /// The property's name, as tests and the metadata know it.
    public let name: String
    /// The property's title.
    public let title: LocalizedStringResource
    let valueType: ValueType
    let compute: @Sendable (Entity) -> IntentValue
    /// Computes the value and writes it as a member's value, without making its ``IntentValue`` when its type
    /// writes itself (as ``compute`` then writing the value does).
    let write: @Sendable (Entity, inout EntityPropertyWriter) -> Void
    /// The property's name as the opening of a member of an entity's `properties` object, escaped once.
    let member: EntityPropertyWriter.Member

    /// A property computed by a closure; without a title, it is titled after its name.
    public init<Value: IntentValueCodable>(_ name: String, title: LocalizedStringResource? = nil, _ compute: @escaping @Sendable (Entity) -> Value) {
        self.name = name
        self.title = title ?? LocalizedStringResource(stringLiteral: PropertyReflection.titleFromName(name))
        self.valueType = Value.valueType
        self.compute = { compute($0).intentValue }
        self.write = { entity, writer in writer.writeValue(compute(entity)) }
        self.member = EntityPropertyWriter.Member(name: name)
    }

    var descriptor: PropertyDescriptor { PropertyDescriptor(name: name, title: title.text, type: valueType, kind: .computed) }
}

/// An entity property fetched only when someone asks for it (the `@DeferredProperty` analogue): costly to work out.
///
/// Declare an entity's deferred properties in its `deferredProperties`:
/// ```swift
/// static let deferredProperties: [DeferredProperty<EventEntity>] = [
///     DeferredProperty("conflicts", title: "Conflicts") { event in try await event.conflicts() },
/// ]
/// ```
/// Entities are sent without it; a test reads it with `try await event.conflicts.get(as: …)`,
/// which asks the app (`entity/property`) to work it out for that one entity.
public struct DeferredProperty<Entity: AppEntity>: Sendable {
    /// The property's name, as tests and the metadata know it.
    public let name: String
    /// The property's title.
    public let title: LocalizedStringResource
    let valueType: ValueType
    let fetch: @Sendable (Entity) async throws -> IntentValue

    /// A property fetched by a closure; without a title, it is titled after its name.
    public init<Value: IntentValueCodable>(
        _ name: String, title: LocalizedStringResource? = nil, _ fetch: @escaping @Sendable (Entity) async throws -> Value
    ) {
        self.name = name
        self.title = title ?? LocalizedStringResource(stringLiteral: PropertyReflection.titleFromName(name))
        self.valueType = Value.valueType
        self.fetch = { try await fetch($0).intentValue }
    }

    var descriptor: PropertyDescriptor { PropertyDescriptor(name: name, title: title.text, type: valueType, kind: .deferred) }
}
