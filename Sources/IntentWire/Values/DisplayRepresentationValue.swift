/// How an entity or enum case presents itself: a title and optional details.
public struct DisplayRepresentationValue: Sendable, Hashable {
    /// The title.
    public var title: String
    /// A secondary line, if any.
    public var subtitle: String?
    /// Other names the value answers to.
    public var synonyms: [String]?
    /// The image shown beside the title, if any.
    public var image: DisplayImageValue?

    /// Creates a display representation.
    public init(title: String, subtitle: String? = nil, synonyms: [String]? = nil, image: DisplayImageValue? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.synonyms = synonyms
        self.image = image
    }
}

/// The image of a display representation: exactly one of a symbol name, an asset name, a URL or image data (by size).
///
/// On the wire: `{"systemName": "calendar"}`, `{"named": "Logo"}`,
/// `{"url": "https://…"}` or `{"dataBytes": 2048}`, with `"template": true` for a template image.
public struct DisplayImageValue: Sendable, Hashable {
    /// A symbol's name.
    public var systemName: String?
    /// An image in the app's assets, by name.
    public var named: String?
    /// An image at a URL.
    public var url: String?
    /// The size of image data given inline; the bytes themselves do not travel.
    public var dataByteCount: Int?
    /// Whether the image is a template, tinted by the system.
    public var isTemplate: Bool

    /// Creates an image value; set exactly one source.
    public init(systemName: String? = nil, named: String? = nil, url: String? = nil, dataByteCount: Int? = nil, isTemplate: Bool = false) {
        self.systemName = systemName
        self.named = named
        self.url = url
        self.dataByteCount = dataByteCount
        self.isTemplate = isTemplate
    }

    /// A short description: `symbol calendar`, `asset Logo`, `https://…`, `image data (2048 bytes)`.
    public var summary: String {
        if let systemName { return "symbol \(systemName)" }
        if let named { return "asset \(named)" }
        if let url { return url }
        return "image data (\(dataByteCount ?? 0) bytes)"
    }
}
