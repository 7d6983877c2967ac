import IntentKitClient
import IntentWire

/// Checks the names an expectation was given against what the type declares.
enum ExpectationNames {
    /// - Throws: `IntentRequestError` naming the first name the type does not declare, with the closest ones.
    static func check(_ names: [String], of type: String, kind: String, against declared: [String]) throws {
        for name in names where !declared.contains(name) {
            throw IntentRequestError(
                kind: kind == "parameter" ? .unknownParameter : .unknownProperty,
                message: "\(type) has no \(kind) \"\(name.truncatedForMessages)\" to expect" + NameSuggester.didYouMean(name, in: declared),
                suggestions: NameSuggester.closest(to: name, in: declared))
        }
    }
}
