import IntentKitClient
import IntentWire

/// A lazily evaluated path into a returned value: `result.value.calendar.title`, `items[0].name`.
///
/// Nothing is evaluated until a typed or untyped read at the end of the
/// path; then the path is walked and a failure names the exact step.
@dynamicMemberLookup
public struct DynamicPropertyPath: Sendable {
    enum Component: Sendable, Hashable {
        case property(String)
        case index(Int)
    }

    let root: IntentValue?
    let components: [Component]
    let context: IntentValueContext

    init(root: IntentValue?, components: [Component] = [], context: IntentValueContext) {
        self.root = root
        self.components = components
        self.context = context
    }

    func appending(_ component: Component) -> DynamicPropertyPath {
        DynamicPropertyPath(root: root, components: components + [component], context: context)
    }

    /// The path as text, such as `result.value.attendees[0].name`.
    var pathDescription: String {
        components.reduce(context.path) { text, component in
            switch component {
            case .property(let name): "\(text).\(name)"
            case .index(let index): "\(text)[\(index)]"
            }
        }
    }

    /// Walks the path.
    func resolve() throws -> IntentValue {
        guard var current = root else {
            throw IntentValueError(kind: .noValue, message: "\(context.path) has no value: the intent returns none")
        }
        var walked = context
        for component in components {
            switch component {
            case .property(let name):
                current = try Self.property(name, of: current, at: walked)
                walked = walked.appending(name)
            case .index(let index):
                guard case .array(let elements) = current else {
                    throw IntentValueError(kind: .typeMismatch, message: "\(walked.path) is \(current.typedDescription), not an array, so it has no element [\(index)]")
                }
                guard elements.indices.contains(index) else {
                    throw IntentValueError(kind: .indexOutOfRange, message: "\(walked.path) has \(elements.count) element\(elements.count == 1 ? "" : "s"); index \(index) is out of range")
                }
                current = elements[index]
                walked = walked.appending("[\(index)]")
            }
        }
        return current
    }

    private static func property(_ name: String, of value: IntentValue, at context: IntentValueContext) throws -> IntentValue {
        switch value {
        case .entity(let entity):
            if let property = entity.properties[name] { return property }
            if entity.isReference {
                throw IntentValueError(
                    kind: .unresolvedReference,
                    message:
                        "\(context.path) is a reference to \(entity.typeIdentifier) \"\(entity.instanceIdentifier)\" made by makeReference(identifier:), so \"\(name)\" is unknown until the app resolves it; query it with entities(identifiers:)"
                )
            }
            throw unknownProperty(name, of: entity.typeIdentifier, known: Array(entity.properties.keys), at: context)
        case .transientEntity(let entity):
            if let property = entity.properties[name] { return property }
            throw unknownProperty(name, of: entity.typeIdentifier, known: Array(entity.properties.keys), at: context)
        case .union(let union):
            return try property(name, of: union.value, at: context)
        case .enumCase(let value) where name == "rawValue":
            return .string(value.rawValue)
        case .null:
            throw IntentValueError(kind: .noValue, message: "\(context.path) is nil, so it has no property \"\(name)\"")
        default:
            throw IntentValueError(kind: .typeMismatch, message: "\(context.path) is \(value.typedDescription), which has no property \"\(name)\"")
        }
    }

    private static func unknownProperty(_ name: String, of type: String, known: [String], at context: IntentValueContext) -> IntentValueError {
        IntentValueError(
            kind: .unknownProperty,
            message: "\(type) has no property \"\(name)\" (reading \(context.path).\(name))" + NameSuggester.didYouMean(name, in: known.sorted()))
    }

    /// The value at the path, converted to a type.
    /// - Throws: ``IntentValueError`` naming the failing step.
    ///
    /// A union value read as any type but ``AnyUnionValue`` reads the value its case carries.
    ///
    /// A property of a reference made by `makeReference(identifier:)` reads as `nil` when `T` is optional, as
    /// the seed has it ("read as nil until the app resolves it"); a non-optional read of one throws
    /// `unresolvedReference`.
    public func `as`<T: IntentValueConvertible>(_ type: T.Type) throws -> T {
        let value: IntentValue
        do {
            value = try resolve()
        } catch let error as IntentValueError where error.kind == .unresolvedReference {
            guard let optional = T.self as? any ExpressibleByNilLiteral.Type, let none = optional.init(nilLiteral: ()) as? T else { throw error }
            return none
        }
        return try Self.convert(value, to: T.self, context: IntentValueContext(bundleIdentifier: context.bundleIdentifier, path: pathDescription))
    }

    /// A value found at a path as the contextual type: a union's value, unless the union itself is asked for.
    static func convert<T: IntentValueConvertible>(_ value: IntentValue, to type: T.Type, context: IntentValueContext) throws -> T {
        if case .union(let union) = value, T.self != AnyUnionValue.self { return try T(intentValue: union.value, context: context) }
        return try T(intentValue: value, context: context)
    }

    /// The value at the path, asking the app for it when it is a deferred property the entity was sent without.
    ///
    /// ```swift
    /// let conflicts: [AnyAppEntity] = try await event.conflicts.get(as: [AnyAppEntity].self)
    /// ```
    /// A property the entity carries (stored or computed) is read at once, without a request.
    public func get<T: IntentValueConvertible>(as type: T.Type = T.self) async throws -> T {
        guard case .property(let name)? = components.last else { return try self.as(T.self) }
        let parent = DynamicPropertyPath(root: root, components: Array(components.dropLast()), context: context)
        guard case .entity(let entity) = try parent.resolve(), entity.properties[name] == nil, !entity.isReference else { return try self.as(T.self) }
        let value = try await AppSession.resolve(for: context.bundleIdentifier).deferredProperty(name, of: entity)
        return try DynamicPropertyPath(root: value, context: IntentValueContext(bundleIdentifier: context.bundleIdentifier, path: pathDescription)).as(T.self)
    }

    /// The value at the path as a definition's instance type, after checking it is of that definition's type.
    public func `as`<Definition: AppIntentTypeDefinition>(_ definition: Definition) throws -> Definition.Instance {
        let instance = try self.as(Definition.Instance.self)
        try definition.isInstance(instance)
        return instance
    }

    /// An array element, untyped.
    public subscript(index: Int) -> (any IntentValueExpressing)? {
        get throws { try appending(.index(index)).untyped() }
    }

    /// An array element as a further path.
    public subscript(index: Int) -> DynamicPropertyPath {
        appending(.index(index))
    }

    /// An array element as the contextual type.
    public subscript<T: IntentValueConvertible>(index: Int) -> T {
        get throws { try appending(.index(index)).as(T.self) }
    }

    /// One property deeper, as a path.
    public subscript(dynamicMember name: String) -> DynamicPropertyPath {
        appending(.property(name))
    }

    /// A nested property, untyped.
    public subscript(dynamicMember name: String) -> (any IntentValueExpressing)? {
        get throws { try appending(.property(name)).untyped() }
    }

    /// A nested property as the contextual type.
    public subscript<T: IntentValueConvertible>(dynamicMember name: String) -> T {
        get throws { try appending(.property(name)).as(T.self) }
    }

    func untyped() throws -> (any IntentValueExpressing)? {
        try resolve().expressing(IntentValueContext(bundleIdentifier: context.bundleIdentifier, path: pathDescription))
    }
}

/// A list of returned values, read by position: `result.items[0]`.
public struct DynamicPropertyPathCollection: Sendable {
    let values: [IntentValue]
    let context: IntentValueContext

    /// The number of items.
    public var count: Int { values.count }

    /// Whether there are no items.
    public var isEmpty: Bool { values.isEmpty }

    /// The item at a position, as the contextual type.
    public subscript<T: IntentValueConvertible>(position: Int) -> T {
        get throws { try self[position].as(T.self) }
    }

    /// The item at a position, as a path for property reads.
    public subscript(position: Int) -> DynamicPropertyPath {
        DynamicPropertyPath(root: .array(values), context: context).appending(.index(position))
    }

    /// The item at a position, untyped.
    public subscript(position: Int) -> (any IntentValueExpressing)? {
        get throws { try (self[position] as DynamicPropertyPath).untyped() }
    }
}
