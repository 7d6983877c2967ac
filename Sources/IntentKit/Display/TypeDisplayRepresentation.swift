import Foundation
import IntentWire

/// The name of an entity or enum type as people see it ("Event"), with an optional count format ("3 events").
/// ```swift
/// static let typeDisplayRepresentation: TypeDisplayRepresentation = "Event"
/// static let typeDisplayRepresentation = TypeDisplayRepresentation(
///     name: "Event", numericFormat: "\(placeholder: .int) events")
/// ```
public struct TypeDisplayRepresentation: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The type's name.
    public var name: LocalizedStringResource
    /// Other names the type answers to.
    public var synonyms: [LocalizedStringResource]
    /// How a count of values reads, with a placeholder for the number: `"\(placeholder: .int) events"`.
    public var numericFormat: LocalizedStringResource?

    /// Creates a type display representation.
    public init(name: LocalizedStringResource, synonyms: [LocalizedStringResource] = [], numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.synonyms = synonyms
        self.numericFormat = numericFormat
    }

    /// Creates a type display representation from a literal name.
    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a type display representation from an interpolated literal name.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

}
