import Foundation
import IntentWire

extension Parameter {
    /// Creates a measurement parameter entered in a unit.
    ///
    /// ```swift
    /// @Parameter(title: "Distance", defaultUnit: .kilometers) var distance: Measurement<UnitLength>
    /// ```
    public init<UnitType: Dimension>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Measurement<UnitType>? = nil,
        defaultUnit: UnitType, supportsNegativeNumbers: Bool? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Measurement<UnitType> {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, defaultUnit: defaultUnit.symbol, supportsNegativeNumbers: supportsNegativeNumbers, inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates an optional measurement parameter entered in a unit.
    public init<UnitType: Dimension>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Measurement<UnitType>? = nil,
        defaultUnit: UnitType, supportsNegativeNumbers: Bool? = nil, requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Measurement<UnitType>? {
        self.init(
            title: title, description: description, default: defaultValue.map { Optional($0) },
            traits: ParameterTraits(
                requestValueDialog: requestValueDialog, defaultUnit: defaultUnit.symbol, supportsNegativeNumbers: supportsNegativeNumbers, inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates a measurement parameter that declares whether it may be negative.
    public init<UnitType: Dimension>(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Measurement<UnitType>? = nil,
        supportsNegativeNumbers: Bool, requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) where Value == Measurement<UnitType> {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, supportsNegativeNumbers: supportsNegativeNumbers, inputConnectionBehavior: inputConnectionBehavior))
    }
}
