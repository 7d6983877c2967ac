import Foundation
import IntentWire

extension Measurement: IntentValueCodable where UnitType: Dimension {
    /// `Measurement<UnitLength>` and the like.
    public static var valueType: ValueType { .measurement(TypeNames.name(of: UnitType.self)) }

    /// The number, its unit's symbol and the dimension.
    public var intentValue: IntentValue { .measurement(MeasurementValue(self)) }

    /// Accepts a measurement in any unit of the dimension that IntentKit knows by symbol.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> Measurement<UnitType> {
        guard case .measurement(let measurement) = value else { throw context.typeMismatch(expected: valueType, given: value) }
        do {
            return try measurement.measurement(in: UnitType.self)
        } catch let error as MeasurementUnits.UnknownUnit {
            throw ResolutionError(
                message: "\(context.subject): \(error)",
                details: ErrorDetails(
                    kind: .typeMismatch, name: context.path, owner: context.intent, expected: MeasurementUnits.symbols(of: error.expected).joined(separator: ", "),
                    given: measurement.unit))
        }
    }
}

extension DateComponents: IntentValueCodable {
    /// `DateComponents`.
    public static var valueType: ValueType { .dateComponents }

    /// The fields that are set.
    public var intentValue: IntentValue { .dateComponents(DateComponentsValue(self)) }

    /// Accepts date components with known field names.
    public static func resolve(_ value: IntentValue, in context: ResolutionContext) async throws -> DateComponents {
        guard case .dateComponents(let components) = value else { throw context.typeMismatch(expected: valueType, given: value) }
        do {
            return try components.dateComponents()
        } catch {
            throw ResolutionError(
                message: "\(context.subject): \(error)",
                details: ErrorDetails(kind: .typeMismatch, name: context.path, owner: context.intent, expected: DateComponentsValue.fieldNames.joined(separator: ", ")))
        }
    }
}
