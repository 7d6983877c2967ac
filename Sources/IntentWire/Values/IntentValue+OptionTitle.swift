extension IntentValue {
    /// The title an option is shown with when it has none of its own: an entity's display title, an enum case's raw
    /// value, a string itself, else the value's description. Shared by the app (prompt options) and the test side
    /// (matching scripted answers by title).
    package var optionTitle: String {
        switch self {
        case .entity(let entity): entity.display?.title ?? entity.instanceIdentifier
        case .transientEntity(let entity): entity.display?.title ?? entity.typeIdentifier
        case .enumCase(let value): value.rawValue
        case .string(let string): string
        default: description
        }
    }
}
