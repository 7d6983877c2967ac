/// `screen/read`: what the app shows right now: its screen, static texts and entity annotations.
///
/// Annotations come fully resolved (through each entity's query), in screen
/// order; `entity` limits them to one entity type.
public struct ScreenRequest: Codable, WireRequest {
    /// The JSON-RPC method this request is sent as.
    public static let method = "screen/read"
    /// What the app answers `screen/read` with.
    public typealias Response = ScreenResponse

    /// Only annotations of this entity type; all when `nil`.
    public var entity: String?

    /// Creates a `screen/read` request.
    public init(entity: String? = nil) { self.entity = entity }
}

/// The visible screen.
public struct ScreenResponse: Codable, Sendable, Hashable, WireCodable {
    /// The screen's name, such as `CalendarListView`.
    public var screen: String
    /// The static texts on screen, top to bottom.
    public var texts: [String]
    /// The annotated entities, in screen order.
    public var annotations: [AnnotationValue]

    /// Creates the response.
    public init(screen: String, texts: [String], annotations: [AnnotationValue]) {
        self.screen = screen
        self.texts = texts
        self.annotations = annotations
    }
}

/// One entity annotation on screen.
public struct AnnotationValue: Codable, Sendable, Hashable {
    /// The annotated entity, fully resolved.
    public var entity: EntityValue
    /// Whether the view shows it as selected.
    public var isSelected: Bool

    /// Creates an annotation.
    public init(entity: EntityValue, isSelected: Bool) {
        self.entity = entity
        self.isSelected = isSelected
    }
}
