import Foundation

/// A measurement as it crosses the wire: a number, the symbol of its unit, and the kind of unit.
///
/// On the wire: `{"measurement": {"value": 5, "unit": "km", "dimension": "UnitLength"}}`.
/// The unit is named by its Foundation symbol; ``MeasurementUnits`` lists the
/// symbols each dimension accepts.
public struct MeasurementValue: Sendable, Hashable, Codable {
    /// The number, in ``unit``.
    public var value: Double
    /// The unit's symbol: `km`, `kg`, `°C`.
    public var unit: String
    /// The Foundation dimension the unit belongs to: `UnitLength`, `UnitMass`.
    public var dimension: String

    /// Creates a measurement value.
    public init(value: Double, unit: String, dimension: String) {
        self.value = value
        self.unit = unit
        self.dimension = dimension
    }

    /// Creates the wire form of a Foundation measurement.
    public init<UnitType: Dimension>(_ measurement: Measurement<UnitType>) {
        self.init(value: measurement.value, unit: measurement.unit.symbol, dimension: _typeName(UnitType.self, qualified: false))
    }

    /// The Foundation measurement, in the unit named by the symbol.
    /// - Throws: ``MeasurementUnits/UnknownUnit`` when the dimension does not match or has no unit with the symbol.
    public func measurement<UnitType: Dimension>(in type: UnitType.Type = UnitType.self) throws -> Measurement<UnitType> {
        let expected = _typeName(UnitType.self, qualified: false)
        guard dimension == expected, let unit = MeasurementUnits.unit(symbol: unit, of: UnitType.self) else {
            throw MeasurementUnits.UnknownUnit(symbol: unit, dimension: dimension, expected: expected)
        }
        return Measurement(value: value, unit: unit)
    }
}
