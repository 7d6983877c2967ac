/// An intent the system may suggest with the parameter values people use, each suggestion shown as the
/// configuration's display representation says.
///
/// ```swift
/// static var predictionConfiguration: some IntentPredictionConfiguration {
///     IntentPrediction(parameters: \.$event) { event in
///         DisplayRepresentation(title: "Open \(event.title)")
///     }
/// }
/// ```
/// IntentKit has no system that suggests: the configuration is accepted so that such code compiles, and the
/// intent runs like any other.
public protocol PredictableIntent: AppIntent {
    /// The type the builder makes of ``predictionConfiguration``.
    associatedtype Prediction: IntentPredictionConfiguration
    /// How suggestions of the intent are shown, one ``IntentPrediction`` per set of parameters.
    @IntentPredictionConfigurationBuilder<Self> static var predictionConfiguration: Prediction { get }
}

/// What a ``PredictableIntent``'s `predictionConfiguration` is made of.
public protocol IntentPredictionConfiguration {}

/// One way to suggest an intent: the parameters a suggestion fills, and how it is shown.
public struct IntentPrediction<Intent: AppIntent, T>: IntentPredictionConfiguration {
    /// How many parameters a suggestion fills.
    public let parameterCount: Int

    /// Suggestions with no parameters.
    public init(displayRepresentation: @escaping () -> DisplayRepresentation) where T == () {
        parameterCount = 0
    }

    /// Suggestions that fill one parameter.
    public init<V0>(parameters: KeyPath<Intent, IntentParameter<V0>>, displayRepresentation: @escaping (V0) -> DisplayRepresentation)
    where T == KeyPath<Intent, IntentParameter<V0>> {
        parameterCount = 1
    }

    /// Suggestions that fill two parameters.
    public init<V0, V1>(
        parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>),
        displayRepresentation: @escaping (V0, V1) -> DisplayRepresentation
    ) where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>) {
        parameterCount = 2
    }

    /// Suggestions that fill three parameters.
    public init<V0, V1, V2>(
        parameters: (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>),
        displayRepresentation: @escaping (V0, V1, V2) -> DisplayRepresentation
    ) where T == (KeyPath<Intent, IntentParameter<V0>>, KeyPath<Intent, IntentParameter<V1>>, KeyPath<Intent, IntentParameter<V2>>) {
        parameterCount = 3
    }
}

/// The predictions a ``PredictableIntent`` declares, in order.
public struct IntentPredictions<Intent: AppIntent>: IntentPredictionConfiguration {
    /// How many parameters each prediction fills, in order.
    public let parameterCounts: [Int]
}

/// Builds a ``PredictableIntent``'s `predictionConfiguration` from ``IntentPrediction``s.
@resultBuilder
public enum IntentPredictionConfigurationBuilder<Intent: AppIntent> {
    /// One prediction.
    public static func buildExpression<T>(_ prediction: IntentPrediction<Intent, T>) -> [Int] { [prediction.parameterCount] }
    /// The predictions, in order.
    public static func buildBlock(_ predictions: [Int]...) -> [Int] { predictions.flatMap { $0 } }
    /// Predictions declared when a condition holds.
    public static func buildOptional(_ predictions: [Int]?) -> [Int] { predictions ?? [] }
    /// The predictions of the first branch.
    public static func buildEither(first predictions: [Int]) -> [Int] { predictions }
    /// The predictions of the second branch.
    public static func buildEither(second predictions: [Int]) -> [Int] { predictions }
    /// The configuration.
    public static func buildFinalResult(_ predictions: [Int]) -> IntentPredictions<Intent> { IntentPredictions(parameterCounts: predictions) }
}
