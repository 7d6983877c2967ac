/// An intent that sets a value, such as a toggle in Control Center: its `value` parameter is the value to set.
///
/// ```swift
/// struct SetSilentModeIntent: SetValueIntent {
///     static let title: LocalizedStringResource = "Silent Mode"
///     @Parameter(title: "Silent") var value: Bool
///     func perform() async throws -> some IntentResult { … }
/// }
/// ```
/// The metadata lists its role as `setValue`.
public protocol SetValueIntent<ValueType>: SystemIntent {
    /// The type of the value the intent sets.
    associatedtype ValueType: IntentValueCodable
    /// The value to set.
    var value: ValueType { get set }
}

extension SetValueIntent {
    /// Yes.
    public static var _intentKitSetsValue: Bool { true }
}

/// An intent that deletes the entities in its `entities` parameter.
///
/// ```swift
/// struct DeleteEventsIntent: DeleteIntent {
///     static let title: LocalizedStringResource = "Delete Events"
///     @Parameter(title: "Events") var entities: [EventEntity]
///     func perform() async throws -> some IntentResult { … }
/// }
/// ```
/// The metadata lists its role as `delete`.
public protocol DeleteIntent: SystemIntent {
    /// The type of entity the intent deletes.
    associatedtype Entity: AppEntity
    /// The entities to delete.
    var entities: [Entity] { get }
}

extension DeleteIntent {
    /// Yes.
    public static var _intentKitDeletes: Bool { true }
}

/// An intent that plays audio; IntentKit runs it like any other and lists its role as `audioPlayback`.
public protocol AudioPlaybackIntent: SystemIntent {}

extension AudioPlaybackIntent {
    /// Yes.
    public static var _intentKitPlaysAudio: Bool { true }
}

/// An intent that starts or updates a Live Activity; on Apple's platforms it runs in the app's process, as every
/// intent does here, so IntentKit runs it like any other.
public protocol LiveActivityIntent: AppIntent {}

/// An intent that provides content the system can show (a view's target content); IntentKit runs it like any other.
public protocol TargetContentProvidingIntent: AppIntent {}
