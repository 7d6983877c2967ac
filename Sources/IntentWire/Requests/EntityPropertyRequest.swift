/// `entity/property`: work out a deferred property of one entity.
///
/// Params: `{"entity":"EventEntity","id":"…","property":"conflicts"}`. The app
/// finds the entity through its query and returns the property's value:
/// `{"value":V}`.
public struct EntityPropertyRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "entity/property"
    /// What the app answers `entity/property` with.
    public typealias Response = EntityPropertyResponse

    /// The entity type's name.
    public var entity: String
    /// The entity's identifier.
    public var id: String
    /// The deferred property's name.
    public var property: String

    /// Creates a `entity/property` request.
    public init(entity: String, id: String, property: String) {
        self.entity = entity
        self.id = id
        self.property = property
    }
}

/// A deferred property's value.
public struct EntityPropertyResponse: Codable, Sendable, Hashable, WireCodable {
    /// The value.
    public var value: IntentValue

    /// Creates the response.
    public init(value: IntentValue) { self.value = value }
}
