import IntentWire

/// The closest valid names to a misspelt one.
func closestNames(_ name: String, _ candidates: [String]) -> [String] {
    NameSuggester.closest(to: name, in: candidates)
}
