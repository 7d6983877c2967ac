import Foundation

/// What the `IntentKitMetadata` build plugin records about one type's `@Property` members; apps never write one.
///
/// The plugin generates a nested `enum _IntentKitProperties` conforming to this in each type that declares
/// `@Property` members, and ``AppEntity`` and ``TransientAppEntity`` take it as their one underscored requirement,
/// `_IntentKitProperties`. Without the plugin the requirement defaults to ``_NoGeneratedProperties``: the titles
/// are then unknown, which start-up reports, and the values are read through reflection.
///
/// The values and writing are compiled for the concrete property types, so that the app reads and writes an
/// entity's properties without generic reflection; they return `false` when not generated.
public protocol _GeneratedEntityProperties {
    /// The type whose properties these are.
    associatedtype Owner
    /// The titles of the `@Property` members as the source declares them, by property name; `nil` for an untitled one.
    static var titles: [String: LocalizedStringResource?] { get }
    /// The names of the `@Property` members by their key paths (`\EventEntity.$title: "title"`), for property queries.
    static var keyPaths: [AnyKeyPath: String] { get }
    /// Adds the values of an instance's `@Property` members to `values`, by property name; `false` when not generated.
    static func values(of instance: Owner, into values: inout EntityPropertyValues) -> Bool
    /// Writes the values of an instance's `@Property` members to `writer`, by property name; `false` when not generated.
    static func write(_ instance: Owner, to writer: inout EntityPropertyWriter) -> Bool
}

extension _GeneratedEntityProperties {
    /// None recorded.
    public static var titles: [String: LocalizedStringResource?] { [:] }
    /// None recorded.
    public static var keyPaths: [AnyKeyPath: String] { [:] }
    /// Not generated: IntentKit reads the values through reflection.
    public static func values(of instance: Owner, into values: inout EntityPropertyValues) -> Bool { false }
    /// Not generated: IntentKit writes the values it reads through reflection.
    public static func write(_ instance: Owner, to writer: inout EntityPropertyWriter) -> Bool { false }
}

/// The `_IntentKitProperties` of a type the `IntentKitMetadata` plugin did not see: nothing recorded.
public enum _NoGeneratedProperties<Owner>: _GeneratedEntityProperties {}
