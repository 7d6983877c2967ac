import IntentWire

/// Exposes an entity's stored property to the system, by name, with a title.
///
/// Only `@Property` members cross the wire; an entity's `id` travels as its
/// instance identifier. The wrapper keeps value semantics: copies of an
/// entity never share property values.
/// ```swift
/// struct CalendarEntity: AppEntity {
///     var id: UUID
///     @Property(title: "Title") var title: String
///     @Property(title: "Color") var color: CalendarColor
///     @Property var notes: String?    // titled "Notes", after its name
/// }
/// ```
/// The metadata describes an entity type without any of its data, so the
/// titles are read from the source at build time: add the `IntentKitMetadata`
/// plugin to the target that declares entities. Without it, start-up stops
/// with a message saying so.
@propertyWrapper
public struct Property<Value: IntentValueCodable>: Sendable {
    /// The title the declaration gives, or `nil` when the title comes from the property name.
    public var title: LocalizedStringResource? { makeTitle?() }
    /// Makes the title when asked: kept as the declaration's expression, not its value, because every entity
    /// carries its wrappers and a resource's strings and locale made each copy of an entity retain and release
    /// dozens of references (a tenth of the app's time encoding large results).
    @usableFromInline let makeTitle: (@Sendable () -> LocalizedStringResource)?
    /// Where an ``IndexedEntity``'s default attribute set puts this property's value, if anywhere.
    @usableFromInline let indexing: PropertyIndexing
    /// Whether an ``IndexedEntity``'s default attribute set adds this property's value (to its keywords, or to the
    /// attribute its `indexingKey` names).
    public var isIndexed: Bool { indexing != .none }
    /// The value, kept in the entity itself (no allocation per property), `nil` until assigned.
    @usableFromInline var storage: Value?

    /// Creates a property with a value.
    @inlinable public init(wrappedValue: Value, title: @autoclosure @escaping @Sendable () -> LocalizedStringResource, indexed: Bool = false) {
        self.makeTitle = title
        self.indexing = indexed ? .keywords : .none
        self.storage = wrappedValue
    }

    /// Creates a property to be assigned in the entity's initializer (optional properties start as `nil`).
    @inlinable public init(title: @autoclosure @escaping @Sendable () -> LocalizedStringResource, indexed: Bool = false) {
        self.makeTitle = title
        self.indexing = indexed ? .keywords : .none
        self.storage = nil
    }

    /// Creates a property titled after its name, with a value.
    @inlinable public init(wrappedValue: Value) {
        self.makeTitle = nil
        self.indexing = .none
        self.storage = wrappedValue
    }

    /// Creates a property titled after its name, to be assigned in the entity's initializer.
    @inlinable public init() {
        self.makeTitle = nil
        self.indexing = .none
        self.storage = nil
    }

    /// Creates a property whose value an ``IndexedEntity``'s default attribute set puts in one attribute:
    /// `@Property(title: "Notes", indexingKey: \.contentDescription)`.
    ///
    /// `title`, `displayName` and `contentDescription` take the value's text; any other key adds it to `keywords`.
    @inlinable public init(
        wrappedValue: Value, title: @autoclosure @escaping @Sendable () -> LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>
    ) {
        self.makeTitle = title
        self.indexing = PropertyIndexing(indexingKey)
        self.storage = wrappedValue
    }

    /// Creates a property, assigned in the entity's initializer, whose value the default attribute set puts in one
    /// attribute (see ``init(wrappedValue:title:indexingKey:)``).
    @inlinable public init(title: @autoclosure @escaping @Sendable () -> LocalizedStringResource, indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.makeTitle = title
        self.indexing = PropertyIndexing(indexingKey)
        self.storage = nil
    }

    /// Creates a property titled after its name, whose value the default attribute set puts in one attribute.
    @inlinable public init(indexingKey: PartialKeyPath<CSSearchableItemAttributeSet>) {
        self.makeTitle = nil
        self.indexing = PropertyIndexing(indexingKey)
        self.storage = nil
    }

    /// The property itself, so that `\EventEntity.$title` names it in property queries and sort options.
    public var projectedValue: Property<Value> { self }

    /// The property's value.
    ///
    /// Reading a non-optional property that was never assigned is a programming
    /// error: it stops the app with a message naming the property.
    @inlinable public var wrappedValue: Value {
        get {
            if let value = storage { return value }
            return unassignedValue()
        }
        set { storage = newValue }
    }

    /// `nil` for an optional property never assigned; for any other, stops with a message naming the property.
    @usableFromInline func unassignedValue() -> Value {
        if let unset = Value._intentKitValueWhenUnset { return unset }
        fatalError("the property \"\(title?.text ?? "")\" (\(Value.self)) was read before it was assigned; assign every @Property in the entity's initializer")
    }
}

/// What IntentKit needs from any `@Property`, whatever its value type.
protocol AnyEntityProperty: Sendable {
    var title: LocalizedStringResource? { get }
    var isIndexed: Bool { get }
    var indexing: PropertyIndexing { get }
    static var propertyValueType: ValueType { get }
    var currentIntentValue: IntentValue { get }
    /// Reads a wrapper of this type stored at a pointer (a field of an entity struct).
    static func load(from pointer: UnsafeRawPointer) -> any AnyEntityProperty
    /// The wire value of the wrapper of this type stored at a pointer, read without copying the wrapper.
    static func intentValue(at pointer: UnsafeRawPointer) -> IntentValue
    /// Resolves a wire value to this property's value type.
    static func resolveValue(_ value: IntentValue, in context: ResolutionContext) async throws -> any Sendable
    /// Stores a value ``resolveValue(_:in:)`` returned into a wrapper of this type at a pointer.
    static func store(_ value: any Sendable, at pointer: UnsafeMutableRawPointer)
}

extension Property: AnyEntityProperty {
    static var propertyValueType: ValueType { Value.valueType }
    static func load(from pointer: UnsafeRawPointer) -> any AnyEntityProperty { pointer.load(as: Self.self) }
    var currentIntentValue: IntentValue { wrappedValue.intentValue }
    static func intentValue(at pointer: UnsafeRawPointer) -> IntentValue {
        pointer.assumingMemoryBound(to: Self.self).pointee.wrappedValue.intentValue
    }
    static func resolveValue(_ value: IntentValue, in context: ResolutionContext) async throws -> any Sendable {
        try await Value.resolve(value, in: context)
    }
    static func store(_ value: any Sendable, at pointer: UnsafeMutableRawPointer) {
        pointer.assumingMemoryBound(to: Self.self).pointee.storage = value as? Value
    }
}

/// Where an indexed entity's default attribute set puts a property's value: one byte, so that entities carry no
/// key path (copying an entity would count a reference for each).
@usableFromInline
enum PropertyIndexing: UInt8, Sendable {
    case none, keywords, title, displayName, contentDescription

    /// The attribute `key` names; `keywords` for any attribute not read by the index.
    @usableFromInline init(_ key: PartialKeyPath<CSSearchableItemAttributeSet>) {
        switch key {
        case \CSSearchableItemAttributeSet.title: self = .title
        case \CSSearchableItemAttributeSet.displayName: self = .displayName
        case \CSSearchableItemAttributeSet.contentDescription: self = .contentDescription
        default: self = .keywords
        }
    }
}
