import Foundation

extension String.LocalizationValue.StringInterpolation {
    /// Appends an entity by its display title, as a dialog reads it: `"Created \(event)."`.
    public mutating func appendInterpolation<Entity: AppEntity>(_ entity: Entity) {
        appendInterpolation(entity.displayRepresentation.title.text)
    }

    /// Appends a transient entity by its display title.
    public mutating func appendInterpolation<Entity: TransientAppEntity>(_ entity: Entity) {
        appendInterpolation(entity.displayRepresentation.title.text)
    }

    /// Appends an enum case by its display title: `"Marked \(status)"` reads "Marked Cancelled".
    public mutating func appendInterpolation<Enum: AppEnum>(_ value: Enum) {
        appendInterpolation(value.displayTitle)
    }
}
