import Foundation
import IntentKitClient
import IntentWire

/// Anything that can be passed as a parameter or property value: primitives, entities, enums, results.
///
/// `makeIntent(title: "x", calendar: "Deep Space", event: created.value)`
/// accepts each argument through this protocol.
public protocol IntentValueExpressing: Sendable {
    /// The value as it crosses the wire.
    func makeExpression() -> IntentValueExpression
}

/// A value that can also be read back as a typed Swift value: `let title: String = try entity.title`.
///
/// Apple's requirement, ``makeContainer(context:)``, is here too, so that a test's own conformance written for
/// Apple's framework compiles: a type that implements only it is passed through its container, and reading one
/// back needs ``init(intentValue:context:)`` (or ``IntentValueConvertibleWrapper``), else it fails saying so.
public protocol IntentValueConvertible: IntentValueExpressing {
    /// Converts a wire value to this type.
    /// - Throws: ``IntentValueError`` when the value is of another type.
    init(intentValue: IntentValue, context: IntentValueContext) throws
    /// The value in a type-erased container, as Apple's framework converts it.
    func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer
}

extension IntentValueConvertible {
    /// The value's expression, in its container.
    public func makeContainer(context: IntentValueContainer.ConversionContext) -> IntentValueContainer {
        IntentValueContainer(makeExpression().value)
    }

    /// The expression of the value's container: for a conformance that implements ``makeContainer(context:)`` only.
    public func makeExpression() -> IntentValueExpression {
        makeContainer(context: IntentValueContainer.ConversionContext()).makeExpression()
    }

    /// Refuses: a conformance that implements only ``makeContainer(context:)`` can be passed, not read back.
    /// - Throws: ``IntentValueError`` of kind `typeMismatch`, naming the type and what to implement.
    public init(intentValue: IntentValue, context: IntentValueContext) throws {
        throw IntentValueError(
            kind: .typeMismatch,
            message:
                "\(context.path) cannot be read as \(Self.self): it implements makeContainer(context:) only; implement init(intentValue:context:), or make it an IntentValueConvertibleWrapper over a type that reads"
        )
    }
}

/// A value ready to cross the wire: the opaque form of an ``IntentValueExpressing`` value.
public struct IntentValueExpression: Sendable, Hashable {
    /// The wire value.
    public let value: IntentValue

    /// Wraps a wire value.
    public init(_ value: IntentValue) { self.value = value }
}

/// A wire value passed through unchanged, for values with no more specific Swift type (arrays, unions).
public struct IntentValueContainer: IntentValueConvertible, Hashable, CustomStringConvertible {
    /// The wire value.
    public let value: IntentValue

    /// Wraps a wire value.
    public init(_ value: IntentValue) { self.value = value }

    /// Wraps any wire value.
    public init(intentValue: IntentValue, context: IntentValueContext) throws { self.value = intentValue }

    /// The wire value.
    public func makeExpression() -> IntentValueExpression { IntentValueExpression(value) }

    /// The value, readably.
    public var description: String { value.description }

    /// What a conversion into a container may use; IntentKit's conversions need nothing from it.
    public struct ConversionContext: Sendable {}
}

/// Where a value was read from, so that errors can name it, and which app it belongs to.
public struct IntentValueContext: Sendable, Hashable {
    /// The app the value came from.
    public var bundleIdentifier: String
    /// The path of the value, such as `result.value.attendees[0].name`.
    ///
    /// Made when asked for (an error needs it; a read that succeeds does not): a context one component longer keeps
    /// the component beside the path it extends.
    public var path: String {
        get { lastComponent.map { $0.hasPrefix("[") ? basePath + $0 : "\(basePath).\($0)" } ?? basePath }
        set {
            basePath = newValue
            lastComponent = nil
        }
    }
    private var basePath: String
    private var lastComponent: String?

    /// Creates a context.
    public init(bundleIdentifier: String, path: String) {
        self.bundleIdentifier = bundleIdentifier
        self.basePath = path
        self.lastComponent = nil
    }

    func appending(_ component: String) -> IntentValueContext {
        var copy = self
        if lastComponent != nil { copy.basePath = path }
        copy.lastComponent = component
        return copy
    }

    /// Whether two contexts name the same app and path.
    public static func == (left: IntentValueContext, right: IntentValueContext) -> Bool {
        left.bundleIdentifier == right.bundleIdentifier && left.path == right.path
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(bundleIdentifier)
        hasher.combine(path)
    }

    /// An error for a value of the wrong type at this path.
    public func mismatch(_ value: IntentValue, expected: String) -> IntentValueError {
        IntentValueError(
            kind: .typeMismatch,
            message: value.isNull
                ? "\(path) is nil, not \(expected)"
                : "\(path) is \(value.typedDescription), not \(expected)")
    }
}

extension IntentValue {
    /// The natural Swift form of a wire value: `String`, `Int`, ``AnyAppEntity``, ``AnyAppEnum``, …; `nil` for null.
    func expressing(_ context: IntentValueContext) -> (any IntentValueExpressing)? {
        switch self {
        case .null: nil
        case .bool(let value): value
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .date(let value): value
        case .url(let value): value
        case .entity(let entity): AnyAppEntity(entity, bundleIdentifier: context.bundleIdentifier)
        case .transientEntity(let entity): AnyTransientAppEntity(entity, bundleIdentifier: context.bundleIdentifier)
        case .enumCase(let value): AnyAppEnum(typeIdentifier: value.typeIdentifier, rawValue: value.rawValue)
        case .union(let union): AnyUnionValue(union, context: context)
        case .decimal(let value): value
        case .measurement, .currencyAmount, .file, .dateComponents, .person, .duration, .array: IntentValueContainer(self)
        }
    }
}
