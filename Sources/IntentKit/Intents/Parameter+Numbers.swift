import Foundation
import IntentWire

/// A number type whose parameters can declare an inclusive range and a control style: `Int`, `Double` and their optionals.
public protocol RangeableParameterValue: IntentValueCodable {
    /// The type of the range's bounds.
    associatedtype Bound: Sendable
    /// A bound as a double, for the metadata and for checks.
    static func boundValue(_ bound: Bound) -> Double
}

extension Int: RangeableParameterValue {
    /// The bound.
    public static func boundValue(_ bound: Int) -> Double { Double(bound) }
}

extension Double: RangeableParameterValue {
    /// The bound.
    public static func boundValue(_ bound: Double) -> Double { bound }
}

extension Optional: RangeableParameterValue where Wrapped: RangeableParameterValue {
    /// The wrapped type's bound.
    public static func boundValue(_ bound: Wrapped.Bound) -> Double { Wrapped.boundValue(bound) }
}

extension Parameter where Value: RangeableParameterValue {
    /// Creates a number parameter entered with a control style, optionally bounded.
    ///
    /// ```swift
    /// @Parameter(title: "Days", default: 7, controlStyle: .stepper, inclusiveRange: (1, 30)) var days: Int
    /// ```
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        controlStyle: ParameterControlStyle, inclusiveRange: (lowerBound: Value.Bound, upperBound: Value.Bound)? = nil,
        requestValueDialog: IntentDialog? = nil, inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, inclusiveRange: Self.range(inclusiveRange), controlStyle: controlStyle, inputConnectionBehavior: inputConnectionBehavior))
    }

    /// Creates a number parameter whose values must lie in an inclusive range.
    ///
    /// ```swift
    /// @Parameter(title: "Rating", inclusiveRange: (1, 5)) var rating: Int
    /// ```
    public init(
        title: LocalizedStringResource, description: LocalizedStringResource? = nil, default defaultValue: Value? = nil,
        inclusiveRange: (lowerBound: Value.Bound, upperBound: Value.Bound), requestValueDialog: IntentDialog? = nil,
        inputConnectionBehavior: InputConnectionBehavior = .default
    ) {
        self.init(
            title: title, description: description, default: defaultValue,
            traits: ParameterTraits(requestValueDialog: requestValueDialog, inclusiveRange: Self.range(inclusiveRange), inputConnectionBehavior: inputConnectionBehavior))
    }

    private static func range(_ bounds: (lowerBound: Value.Bound, upperBound: Value.Bound)?) -> ClosedRangeDescriptor? {
        bounds.map { ClosedRangeDescriptor(lowerBound: Value.boundValue($0.lowerBound), upperBound: Value.boundValue($0.upperBound)) }
    }
}
