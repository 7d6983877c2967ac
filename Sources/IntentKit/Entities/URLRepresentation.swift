import Foundation

/// An entity that has a URL, such as a universal link to it: `OpenURLIntent(entity)` opens it.
///
/// ```swift
/// extension EventEntity: URLRepresentableEntity {
///     static var urlRepresentation: URLRepresentation { "cometcal://events/\(.id)" }
/// }
/// ```
public protocol URLRepresentableEntity: AppEntity {
    /// The entity's URL, with its identifier or properties in it.
    static var urlRepresentation: EntityURLRepresentation<Self> { get }
}

extension URLRepresentableEntity {
    /// The type of ``urlRepresentation``.
    public typealias URLRepresentation = EntityURLRepresentation<Self>

    /// The entity's URL; `nil` when the text made of its values is not a URL.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

/// An app enum whose cases have URLs: `OpenURLIntent(value)` opens them.
///
/// ```swift
/// enum Destination: String, AppEnum, URLRepresentableEnum {
///     case today, settings
///     static var urlRepresentation = URLRepresentation("cometcal://\(.rawValue)")
/// }
/// ```
public protocol URLRepresentableEnum: AppEnum {
    /// The cases' URL, with the case's raw value in it.
    static var urlRepresentation: EnumURLRepresentation<Self> { get }
}

extension URLRepresentableEnum {
    /// The type of ``urlRepresentation``.
    public typealias URLRepresentation = EnumURLRepresentation<Self>

    /// The case's URL; `nil` when the text made of its raw value is not a URL.
    public var url: URL? { Self.urlRepresentation.url(for: self) }
}

/// An entity's URL as text with the entity's values in it: `"cometcal://events/\(.id)"`, `"\(\.$link)"`.
///
/// Identifiers and strings are percent-encoded for a URL's path; URLs are put in as they are.
public struct EntityURLRepresentation<Entity: AppEntity>: Sendable, ExpressibleByStringInterpolation {
    let parts: [URLTemplatePart<Entity>]

    /// A URL with no values in it.
    public init(_ value: String) { parts = [.text(value)] }

    /// A URL with no values in it.
    public init(stringLiteral value: String) { parts = [.text(value)] }

    /// A URL with the entity's values in it.
    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    /// The URL for `entity`.
    public func url(for entity: Entity) -> URL? { URLTemplatePart.url(parts, for: entity) }

    /// A value of the entity that a URL may hold.
    public struct Parameter: Sendable {
        let text: @Sendable (Entity) -> String
        /// The entity's identifier.
        public static var id: Parameter { Parameter { URLTemplatePart<Entity>.encoded(String(describing: $0.id)) } }
    }

    /// The text and values of an entity's URL.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [URLTemplatePart<Entity>] = []

        /// Room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Text as it is.
        public mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }

        /// A value of the entity: `\(.id)`.
        public mutating func appendInterpolation(_ parameter: Parameter) { parts.append(.value(parameter.text)) }

        /// A property of the entity: `\(\.$link)`.
        public mutating func appendInterpolation<Value: IntentValueCodable>(_ property: KeyPath<Entity, Property<Value>>) {
            parts.append(.value(URLTemplatePart<Entity>.text(of: property) { $0.wrappedValue }))
        }
    }
}

/// An enum case's URL as text with its raw value in it: `"cometcal://\(.rawValue)"`.
public struct EnumURLRepresentation<Enum: AppEnum>: Sendable, ExpressibleByStringInterpolation {
    let parts: [URLTemplatePart<Enum>]

    /// A URL with no values in it.
    public init(_ value: String) { parts = [.text(value)] }

    /// A URL with no values in it.
    public init(stringLiteral value: String) { parts = [.text(value)] }

    /// A URL with the case's raw value in it.
    public init(stringInterpolation: Interpolation) { parts = stringInterpolation.parts }

    /// The URL for `value`.
    public func url(for value: Enum) -> URL? { URLTemplatePart.url(parts, for: value) }

    /// A value of the case that a URL may hold.
    public struct Parameter: Sendable {
        let text: @Sendable (Enum) -> String
        /// The case's raw value, as the wire names it.
        public static var rawValue: Parameter { Parameter { URLTemplatePart<Enum>.encoded($0.wireRawValue) } }
    }

    /// The text and values of a case's URL.
    public struct Interpolation: StringInterpolationProtocol {
        var parts: [URLTemplatePart<Enum>] = []

        /// Room for the parts.
        public init(literalCapacity: Int, interpolationCount: Int) {}

        /// Text as it is.
        public mutating func appendLiteral(_ literal: String) { parts.append(.text(literal)) }

        /// A value of the case: `\(.rawValue)`.
        public mutating func appendInterpolation(_ parameter: Parameter) { parts.append(.value(parameter.text)) }
    }
}

/// Part of a URL template: text, or a value of the thing the URL is for.
enum URLTemplatePart<Subject>: Sendable {
    case text(String)
    case value(@Sendable (Subject) -> String)

    /// The URL the parts make for `subject`.
    static func url(_ parts: [Self], for subject: Subject) -> URL? {
        URL(
            string: parts.map { part in
                switch part {
                case .text(let text): text
                case .value(let value): value(subject)
                }
            }.joined())
    }

    /// A value as URL text: a URL as it is, anything else percent-encoded for a path.
    static func encoded(_ value: some Any) -> String {
        if let url = value as? URL { return url.absoluteString }
        let text = (value as? String) ?? String(describing: value)
        return text.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? text
    }

    /// The text of a property reached through `keyPath`.
    static func text<Wrapper, Value>(of keyPath: KeyPath<Subject, Wrapper>, _ value: @escaping @Sendable (Wrapper) -> Value) -> @Sendable (Subject) -> String {
        // Key paths are immutable; this toolchain's standard library does not mark them Sendable.
        nonisolated(unsafe) let keyPath = keyPath
        return { subject in
            let unwrapped = value(subject[keyPath: keyPath])
            if let optional = unwrapped as? any OptionalProtocolForURL { return optional.urlText }
            return encoded(unwrapped)
        }
    }
}

/// An optional value in a URL: its wrapped value, or nothing.
protocol OptionalProtocolForURL {
    var urlText: String { get }
}

extension Optional: OptionalProtocolForURL {
    var urlText: String {
        switch self {
        case .some(let value): URLTemplatePart<Never>.encoded(value)
        case .none: ""
        }
    }
}

/// An intent that opens an entity by its URL: the system opens the entity's ``URLRepresentableEntity/urlRepresentation``
/// instead of needing a `perform()`.
///
/// ```swift
/// struct OpenEventIntent: URLRepresentableIntent {
///     static let title: LocalizedStringResource = "Open Event"
///     @Parameter(title: "Event") var target: EventEntity   // a URLRepresentableEntity
/// }
/// ```
/// Its default `perform()` opens the target's URL (an ``OpenURLIntent``, which the app opens with the
/// ``OpenURLAction`` it registers); a test reads the opened intent as `result.opensIntent`.
public protocol URLRepresentableIntent: OpenIntent where Value: URLRepresentableEntity {}

extension URLRepresentableIntent where PerformResult == IntentResultContainer<Never> {
    /// Opens the target's URL.
    public func perform() async throws -> IntentResultContainer<Never> {
        .result(opensIntent: OpenURLIntent(target))
    }
}
