import Foundation

/// The units a measurement may name on the wire, by Foundation dimension and symbol.
///
/// Both sides find a unit by its symbol here: `km` is `UnitLength.kilometers`.
public enum MeasurementUnits {
    /// The dimensions IntentKit carries, by name.
    public static var dimensionNames: [String] { table.map(\.name) }

    /// The symbols of a dimension's units, in the order listed; empty for an unknown dimension.
    public static func symbols(of dimension: String) -> [String] {
        table.first { $0.name == dimension }?.units.map(\.symbol) ?? []
    }

    /// The unit of a dimension with a symbol, if there is one.
    public static func unit<UnitType: Dimension>(symbol: String, of type: UnitType.Type) -> UnitType? {
        let name = _typeName(UnitType.self, qualified: false)
        return table.first { $0.name == name }?.units.first { $0.symbol == symbol } as? UnitType
    }

    /// A unit symbol that is not one of a dimension's, or a measurement of another dimension.
    public struct UnknownUnit: Error, Sendable, CustomStringConvertible {
        /// The symbol given.
        public var symbol: String
        /// The dimension given.
        public var dimension: String
        /// The dimension expected.
        public var expected: String

        /// "unit "kmh" is not a UnitLength unit; expected one of km, m, …".
        public var description: String {
            if dimension != expected { return "a \(dimension) measurement is not a \(expected) measurement" }
            return "\"\(symbol)\" is not a \(expected) unit; expected one of " + MeasurementUnits.symbols(of: expected).joined(separator: ", ")
        }
    }

    /// Built on each use: Foundation's unit classes are not `Sendable`, so no table is kept in a global.
    private static var table: [(name: String, units: [Dimension])] {
        [
            (
                "UnitLength",
                [
                    UnitLength.kilometers, UnitLength.meters, UnitLength.centimeters, UnitLength.millimeters, UnitLength.micrometers, UnitLength.nanometers, UnitLength.miles, UnitLength.yards,
                    UnitLength.feet, UnitLength.inches, UnitLength.nauticalMiles, UnitLength.lightyears,
                ] as [Dimension]
            ),
            (
                "UnitMass",
                [UnitMass.kilograms, UnitMass.grams, UnitMass.milligrams, UnitMass.micrograms, UnitMass.metricTons, UnitMass.pounds, UnitMass.ounces, UnitMass.stones, UnitMass.shortTons]
                    as [Dimension]
            ),
            ("UnitDuration", [UnitDuration.hours, UnitDuration.minutes, UnitDuration.seconds, UnitDuration.milliseconds, UnitDuration.microseconds, UnitDuration.nanoseconds] as [Dimension]),
            ("UnitTemperature", [UnitTemperature.celsius, UnitTemperature.fahrenheit, UnitTemperature.kelvin] as [Dimension]),
            ("UnitSpeed", [UnitSpeed.kilometersPerHour, UnitSpeed.metersPerSecond, UnitSpeed.milesPerHour, UnitSpeed.knots] as [Dimension]),
            (
                "UnitVolume",
                [
                    UnitVolume.liters, UnitVolume.milliliters, UnitVolume.centiliters, UnitVolume.deciliters, UnitVolume.cubicMeters, UnitVolume.cubicCentimeters, UnitVolume.gallons,
                    UnitVolume.quarts, UnitVolume.pints, UnitVolume.cups, UnitVolume.fluidOunces, UnitVolume.teaspoons, UnitVolume.tablespoons,
                ] as [Dimension]
            ),
            (
                "UnitArea",
                [UnitArea.squareMeters, UnitArea.squareKilometers, UnitArea.squareCentimeters, UnitArea.hectares, UnitArea.acres, UnitArea.squareMiles, UnitArea.squareFeet, UnitArea.squareInches]
                    as [Dimension]
            ),
            ("UnitEnergy", [UnitEnergy.kilocalories, UnitEnergy.calories, UnitEnergy.joules, UnitEnergy.kilojoules, UnitEnergy.kilowattHours] as [Dimension]),
            ("UnitAngle", [UnitAngle.degrees, UnitAngle.radians, UnitAngle.revolutions] as [Dimension]),
            (
                "UnitPressure",
                [
                    UnitPressure.bars, UnitPressure.millibars, UnitPressure.hectopascals, UnitPressure.kilopascals, UnitPressure.newtonsPerMetersSquared, UnitPressure.poundsForcePerSquareInch,
                    UnitPressure.inchesOfMercury,
                ] as [Dimension]
            ),
            ("UnitPower", [UnitPower.watts, UnitPower.kilowatts, UnitPower.megawatts, UnitPower.horsepower] as [Dimension]),
            ("UnitFrequency", [UnitFrequency.hertz, UnitFrequency.kilohertz, UnitFrequency.megahertz, UnitFrequency.gigahertz] as [Dimension]),
            (
                "UnitInformationStorage",
                [
                    UnitInformationStorage.bytes, UnitInformationStorage.kilobytes, UnitInformationStorage.megabytes, UnitInformationStorage.gigabytes, UnitInformationStorage.terabytes,
                    UnitInformationStorage.bits,
                ] as [Dimension]
            ),
        ]
    }
}
