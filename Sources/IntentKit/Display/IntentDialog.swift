import Foundation
import IntentWire

/// What an intent says to the person: the full text and an optional short caption.
/// ```swift
/// return .result(value: event, dialog: "Created \(event.title).")
/// return .result(dialog: IntentDialog(full: "Your next event is \(title).", supporting: "Next event"))
/// ```
public struct IntentDialog: Sendable, Hashable, ExpressibleByStringInterpolation {
    /// The full text; it must stand alone when spoken.
    public var full: LocalizedStringResource
    /// A short caption shown beside visual output, if any.
    public var supporting: LocalizedStringResource?
    /// A symbol shown with the dialog, if any.
    public var systemImageName: String?

    /// Creates a dialog with a full text and an optional caption.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource? = nil) {
        self.full = full
        self.supporting = supporting
    }

    /// Creates a dialog with a full text and a symbol.
    public init(full: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.systemImageName = systemImageName
    }

    /// Creates a dialog with a full text, a caption and a symbol.
    public init(full: LocalizedStringResource, supporting: LocalizedStringResource, systemImageName: String) {
        self.full = full
        self.supporting = supporting
        self.systemImageName = systemImageName
    }

    /// Creates a dialog whose full text is the resource.
    public init(_ full: LocalizedStringResource) {
        self.init(full: full)
    }

    /// Creates a dialog from a literal.
    public init(stringLiteral value: String) {
        self.init(full: LocalizedStringResource(stringLiteral: value))
    }

    /// Creates a dialog from an interpolated literal.
    public init(stringInterpolation: LocalizedStringResource.StringInterpolation) {
        self.init(full: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The full text.
    var fullText: String { full.text }

    var wireValue: DialogValue { DialogValue(full: full.text, supporting: supporting.text) }
}
