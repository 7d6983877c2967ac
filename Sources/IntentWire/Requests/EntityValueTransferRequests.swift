/// `entity/exportValue`: the test side asks the app to export an entity as a system value (an `IntentPerson`, …),
/// through the entity type's value representation for that type.
public struct EntityValueExportRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "entity/exportValue"
    /// What the app answers `entity/exportValue` with.
    public typealias Response = EntityImportResponse

    /// The entity type, persistent or transient.
    public var entity: String
    /// The entity, as `entity/export` takes it.
    public var value: IntentValue
    /// The type of value wanted (`{"kind":"IntentPerson"}`).
    public var valueType: ValueType

    /// Creates an `entity/exportValue` request.
    public init(entity: String, value: IntentValue, valueType: ValueType) {
        self.entity = entity
        self.value = value
        self.valueType = valueType
    }
}

/// `entity/importValue`: the test side asks the app to make an entity of a system value, through the entity type's
/// value representation for the value's type.
public struct EntityValueImportRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "entity/importValue"
    /// What the app answers `entity/importValue` with.
    public typealias Response = EntityImportResponse

    /// The entity type, persistent or transient.
    public var entity: String
    /// The system value (`{"person":…}`).
    public var value: IntentValue

    /// Creates an `entity/importValue` request.
    public init(entity: String, value: IntentValue) {
        self.entity = entity
        self.value = value
    }
}
