import Foundation

extension LocalizedStringResource {
    /// The text people see, as IntentKit puts it in metadata and messages.
    var text: String { String(localized: self) }
}

extension Optional where Wrapped == LocalizedStringResource {
    /// The text, or `nil` when there is no resource.
    var text: String? { self.map { String(localized: $0) } }
}
