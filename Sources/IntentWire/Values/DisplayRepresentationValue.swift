/// How an entity or enum case presents itself: a title and optional details.
public struct DisplayRepresentationValue: Sendable, Hashable, Codable {
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
public struct DisplayImageValue: Sendable, Hashable, Codable {
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

    enum CodingKeys: String, CodingKey {
        case systemName, named, url
        case dataByteCount = "dataBytes"
        case isTemplate = "template"
    }

    /// Decodes an image; `template` may be omitted.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        systemName = try container.decodeIfPresent(String.self, forKey: .systemName)
        named = try container.decodeIfPresent(String.self, forKey: .named)
        url = try container.decodeIfPresent(String.self, forKey: .url)
        dataByteCount = try container.decodeIfPresent(Int.self, forKey: .dataByteCount)
        isTemplate = try container.decodeIfPresent(Bool.self, forKey: .isTemplate) ?? false
    }

    /// Encodes the source, and `template` only when set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(systemName, forKey: .systemName)
        try container.encodeIfPresent(named, forKey: .named)
        try container.encodeIfPresent(url, forKey: .url)
        try container.encodeIfPresent(dataByteCount, forKey: .dataByteCount)
        if isTemplate { try container.encode(true, forKey: .isTemplate) }
    }

    /// A short description: `symbol calendar`, `asset Logo`, `https://…`, `image data (2048 bytes)`.
    public var summary: String {
        if let systemName { return "symbol \(systemName)" }
        if let named { return "asset \(named)" }
        if let url { return url }
        return "image data (\(dataByteCount ?? 0) bytes)"
    }
}
