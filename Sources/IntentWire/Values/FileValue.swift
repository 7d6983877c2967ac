import Foundation

/// A file as it crosses the wire: its name, its content type, and its bytes or its location.
///
/// On the wire: `{"file": {"filename": "notes.txt", "type": "public.plain-text", "data": "<base64>"}}`,
/// or with `"url": "file:///…"` instead of `data` for a file on disk that both sides can read.
public struct FileValue: Sendable, Hashable, Codable {
    /// The file's name.
    public var filename: String
    /// The uniform type identifier of the content, if known: `public.plain-text`.
    public var contentType: String?
    /// The file's bytes, when they travel with the value.
    public var data: Data?
    /// The file's location, when the bytes do not travel.
    public var url: URL?

    /// Creates a file value.
    public init(filename: String, contentType: String? = nil, data: Data? = nil, url: URL? = nil) {
        self.filename = filename
        self.contentType = contentType
        self.data = data
        self.url = url
    }

    enum CodingKeys: String, CodingKey {
        case filename
        case contentType = "type"
        case data
        case url
    }

    /// Decodes a file; `data` is base64.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        filename = try container.decode(String.self, forKey: .filename)
        contentType = try container.decodeIfPresent(String.self, forKey: .contentType)
        if let base64 = try container.decodeIfPresent(String.self, forKey: .data) {
            guard let bytes = Data(base64Encoded: base64) else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "the file's data is not base64")
            }
            data = bytes
        }
        if let text = try container.decodeIfPresent(String.self, forKey: .url) {
            guard let location = URL(string: text) else {
                throw DecodingError.dataCorruptedError(forKey: .url, in: container, debugDescription: "\"\(text)\" is not a URL")
            }
            url = location
        }
        if data == nil, url == nil {
            throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "a file needs \"data\" (base64) or \"url\"")
        }
    }

    /// Encodes a file with its bytes in base64.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(filename, forKey: .filename)
        try container.encodeIfPresent(contentType, forKey: .contentType)
        try container.encodeIfPresent(data?.base64EncodedString(), forKey: .data)
        try container.encodeIfPresent(url?.absoluteString, forKey: .url)
    }
}
