/// `entity/export`: the test side asks the app to export an entity as content of one type, through the entity
/// type's `Transferable` representations.
public struct EntityExportRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "entity/export"
    /// What the app answers `entity/export` with.
    public typealias Response = EntityExportResponse

    /// The entity type, persistent or transient.
    public var entity: String
    /// The entity: a persistent one (a reference is enough: the app finds it through its query) or a transient one.
    public var value: IntentValue
    /// The content type's identifier (`public.calendar-event`); `nil` for the first the type exports.
    public var contentType: String?

    /// Creates an `entity/export` request.
    public init(entity: String, value: IntentValue, contentType: String? = nil) {
        self.entity = entity
        self.value = value
        self.contentType = contentType
    }
}

/// The exported content.
public struct EntityExportResponse: Codable, Sendable, Hashable, WireCodable {
    /// The content, its type and a file name.
    public var file: IntentFile

    /// Wraps exported content.
    public init(file: IntentFile) { self.file = file }
}

/// `entity/import`: the test side asks the app to import content as an entity, through the entity type's
/// `Transferable` representations.
public struct EntityImportRequest: Codable, WireRequest, Hashable {
    /// The JSON-RPC method this request is sent as.
    public static let method = "entity/import"
    /// What the app answers `entity/import` with.
    public typealias Response = EntityImportResponse

    /// The entity type, persistent or transient.
    public var entity: String
    /// The content; its type (or else its file name's extension) chooses the representation.
    public var file: IntentFile

    /// Creates an `entity/import` request.
    public init(entity: String, file: IntentFile) {
        self.entity = entity
        self.file = file
    }
}

/// The imported entity (`entity/import`, `entity/importValue`) or the exported value (`entity/exportValue`).
public struct EntityImportResponse: Codable, Sendable, Hashable, WireCodable {
    /// The entity, as an entity or transient entity value; or the value an entity was exported as.
    public var value: IntentValue

    /// Wraps an imported entity or an exported value.
    public init(value: IntentValue) { self.value = value }
}
